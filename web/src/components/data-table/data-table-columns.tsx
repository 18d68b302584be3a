import type { ColumnDef, RowData } from "@tanstack/react-table";
import type { ReactNode } from "react";
import { Checkbox } from "@/components/ui/checkbox";

declare module "@tanstack/react-table" {
  // Extra per-column settings the data table reads (TanStack's documented extension point).
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData extends RowData, TValue> {
    /** The server's sortBy value for this column; defaults to the column id. */
    sortKey?: string;
    /** Plain-text column name, for the sort button's label when the header is not a string. */
    title?: string;
    headerClassName?: string;
    cellClassName?: string;
  }
}

export const SELECT_COLUMN_ID = "__select";
export const ACTIONS_COLUMN_ID = "__actions";

/** The leading checkbox column of a table with row selection. */
export function selectionColumn<TData>(rowLabel: (row: TData) => string): ColumnDef<TData> {
  return {
    id: SELECT_COLUMN_ID,
    enableSorting: false,
    meta: { headerClassName: "w-10", cellClassName: "w-10" },
    header: ({ table }) => (
      <Checkbox
        aria-label="Select all rows on this page"
        checked={
          table.getIsAllPageRowsSelected()
            ? true
            : table.getIsSomePageRowsSelected()
              ? "indeterminate"
              : false
        }
        onCheckedChange={(checked) => table.toggleAllPageRowsSelected(checked === true)}
      />
    ),
    cell: ({ row }) => (
      <Checkbox
        aria-label={`Select ${rowLabel(row.original)}`}
        checked={row.getIsSelected()}
        disabled={!row.getCanSelect()}
        onCheckedChange={(checked) => row.toggleSelected(checked === true)}
      />
    ),
  };
}

/** The trailing per-row actions column. */
export function actionsColumn<TData>(
  render: (row: TData) => ReactNode,
  label: string,
): ColumnDef<TData> {
  return {
    id: ACTIONS_COLUMN_ID,
    enableSorting: false,
    header: () => <span>{label}</span>,
    meta: {
      headerClassName: "w-px text-right",
      cellClassName: "w-px text-right whitespace-nowrap",
    },
    cell: ({ row }) => (
      <div className="flex items-center justify-end gap-1">{render(row.original)}</div>
    ),
  };
}
