import { flexRender, type Header } from "@tanstack/react-table";
import { TableHead } from "@/components/ui/table";
import { cn } from "@/lib/utils";
import { SortableHeader } from "./data-table-column-header";
import { DENSE_CELL } from "./dense-cell";

export interface DataTableHeaderCellProps<TData> {
  header: Header<TData, unknown>;
  sortBy: string | null;
  isDesc: boolean;
  onSort: (sortBy: string, isDesc: boolean) => void;
}

/** One header cell; sortable columns get a button that asks the server for the order. */
export function DataTableHeaderCell<TData>({
  header,
  sortBy,
  isDesc,
  onSort,
}: DataTableHeaderCellProps<TData>) {
  const { column } = header;
  const meta = column.columnDef.meta;
  const sortKey = meta?.sortKey ?? column.id;
  // The server sorts (by sortKey), so a column sorts when it says so: tanstack's getCanSort()
  // would also ask for an accessor, which a column showing a computed cell has no need of.
  const canSort = column.columnDef.enableSorting === true;
  const direction = canSort && sortBy === sortKey ? (isDesc ? "desc" : "asc") : false;
  const rawHeader = column.columnDef.header;
  const title = meta?.title ?? (typeof rawHeader === "string" ? rawHeader : column.id);
  const content = header.isPlaceholder ? null : flexRender(rawHeader, header.getContext());

  return (
    <TableHead
      className={cn(DENSE_CELL, meta?.headerClassName)}
      aria-sort={
        direction === "asc"
          ? "ascending"
          : direction === "desc"
            ? "descending"
            : canSort
              ? "none"
              : undefined
      }
    >
      {canSort ? (
        <SortableHeader
          label={content}
          title={title}
          direction={direction}
          // A new column starts ascending; the sorted column flips.
          onToggle={() => onSort(sortKey, direction === "asc")}
        />
      ) : (
        content
      )}
    </TableHead>
  );
}
