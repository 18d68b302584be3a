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
    // Pinned to the right edge: on a narrow screen the row's actions stay in reach while
    // the rest scrolls. Opaque backgrounds keep scrolled cells from showing through.
    meta: {
      headerClassName:
        "sticky right-0 w-px bg-[color-mix(in_oklab,var(--color-muted)_50%,var(--color-card))] text-right shadow-[inset_1px_0_0_var(--color-border)]",
      cellClassName:
        "sticky right-0 w-px bg-card text-right whitespace-nowrap shadow-[inset_1px_0_0_var(--color-border)] group-hover:bg-[color-mix(in_oklab,var(--color-muted)_40%,var(--color-card))] group-data-[state=selected]:bg-[color-mix(in_oklab,var(--color-accent)_60%,var(--color-card))]",
    },
    cell: ({ row }) => (
      <div className="flex items-center justify-end gap-1">{render(row.original)}</div>
    ),
  };
}
