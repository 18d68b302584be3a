import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { useMemo } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-errors";
import { matrixCellsQueryOptions } from "../api/matrix-cells";
import { useExportMatrix } from "../api/export-matrix";
import { toMatrixGrid } from "./matrix-grid";
import { MatrixTable } from "./matrix-table";

/** The counts of one row and column: loading, failure, the table and its CSV export. */
export function MatrixCounts({ row, column }: { row: string; column: string }) {
  const cells = useQuery(matrixCellsQueryOptions(row, column));
  const grid = useMemo(() => (cells.data ? toMatrixGrid(cells.data) : null), [cells.data]);
  const exportCsv = useExportMatrix();

  if (cells.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading the matrix" className="size-6" />
      </div>
    );
  }
  if (cells.isError || !grid) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-destructive/30 bg-destructive/8 px-4 py-3 text-sm text-destructive"
      >
        <span>The matrix could not be loaded: {errorMessage(cells.error)}</span>
        <Button variant="outline" size="sm" onClick={() => void cells.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground">
          Each number counts the processes with both values; click it to list them. Red zeros are
          pairs with no process.
        </p>
        <Button
          variant="outline"
          size="sm"
          onClick={() => exportCsv.mutate({ row, col: column })}
          disabled={exportCsv.isPending}
        >
          {exportCsv.isPending ? <Spinner label="Exporting" className="size-4" /> : <Download />}
          Export CSV
        </Button>
      </div>
      <div className="overflow-x-auto rounded-xl border bg-card">
        <MatrixTable grid={grid} row={row} column={column} />
      </div>
      {cells.isFetching ? <Spinner label="Refreshing the matrix" className="size-4" /> : null}
    </div>
  );
}
