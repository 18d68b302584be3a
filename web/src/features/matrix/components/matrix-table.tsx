import { Link } from "react-router";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { cn } from "@/lib/utils";
import { ALL, cellHref, valueLabel, type MatrixCell, type MatrixGrid } from "./matrix-grid";

// Values are label texts (Dept:HR): shown as written, not in the header's capitals.
const HEAD = "normal-case tracking-normal text-sm";

const processes = (n: number) => (n === 1 ? "1 process" : `${n} processes`);

/** Who a cell counts, in words, for its link or its screen-reader text. */
function cellDescription(cell: MatrixCell, row: string, column: string) {
  const part = (value: string, dimension: string) => (value === ALL ? `any ${dimension}` : value);
  return `${processes(cell.value)} with ${part(row, "row value")} and ${part(column, "column value")}`;
}

/**
 * The counts: row values down, column values across, "All" last each way. A non-zero count
 * opens the process list narrowed to its cell; a zero is red and also says "none" to
 * screen readers and on hover, so colour is not the only sign.
 */
export function MatrixTable({
  grid,
  row,
  column,
}: {
  grid: MatrixGrid;
  row: string;
  column: string;
}) {
  return (
    <Table aria-label={`Processes by ${row} and ${column}`}>
      <TableHeader>
        <TableRow>
          <TableHead scope="col" className={HEAD}>
            {row} \ {column}
          </TableHead>
          {grid.columns.map((value) => (
            <TableHead
              key={value}
              scope="col"
              className={cn(HEAD, "text-right", value === ALL && "font-semibold")}
            >
              {valueLabel(value)}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {grid.rows.map((value, r) => (
          <TableRow key={value} className={cn(value === ALL && "bg-muted/40 font-semibold")}>
            <TableHead scope="row" className={cn(HEAD, "text-foreground")}>
              {valueLabel(value)}
            </TableHead>
            {grid.cells[r]!.map((cell, c) => {
              const description = cellDescription(cell, value, grid.columns[c]!);
              return (
                <TableCell key={cell.name} className="text-right tabular-nums">
                  {cell.value > 0 ? (
                    <Link
                      to={cellHref(cell)}
                      aria-label={description}
                      title={description}
                      className="font-medium text-primary hover:underline"
                    >
                      {cell.value}
                    </Link>
                  ) : (
                    <span data-zero="" title={description} className="font-medium text-destructive">
                      0<span className="sr-only"> (none)</span>
                    </span>
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
