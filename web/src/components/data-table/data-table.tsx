import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type RowSelectionState,
  type Updater,
} from "@tanstack/react-table";
import {
  useEffect,
  useMemo,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from "react";
import { Spinner } from "@/components/ui/spinner";
import { Table, TableBody, TableCell, TableHeader, TableRow } from "@/components/ui/table";
import { cn } from "@/lib/utils";
import { actionsColumn, selectionColumn } from "./data-table-columns";
import { DataTableHeaderCell } from "./data-table-header";
import { DENSE_CELL } from "./dense-cell";
import { DataTablePageSize } from "./data-table-page-size";
import { DataTablePagination } from "./data-table-pagination";
import { DataTableSearch } from "./data-table-search";
import { DataTableSelectionBar } from "./data-table-selection-bar";
import { pageCount, type TableState } from "./table-state";

export interface DataTableProps<TData> {
  /** Accessible name of the table ("People"). */
  label: string;
  // TanStack's own ColumnDef arrays mix value types; `any` is its documented idiom here.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<TData, any>[];
  /** The current page from the server; undefined before the first answer. */
  data: readonly TData[] | undefined;
  totalCount: number;
  state: TableState;
  onStateChange: (change: Partial<TableState>) => void;
  getRowId: (row: TData) => string;
  /** A request is under way; with data on screen it shows as an overlay. */
  isFetching?: boolean;
  /** Message of a failed load, shown in place of the rows when there are none. */
  error?: string | null;
  searchPlaceholder?: string;
  /** false: no search box (a list filtered by its own controls). */
  search?: boolean;
  /** Extra controls at the right of the toolbar (an "Add" button). */
  toolbar?: ReactNode;
  /** Turns on the checkbox column; `rowLabel` names a row for screen readers. */
  rowLabel?: (row: TData) => string;
  enableRowSelection?: boolean;
  /** Rows that may not be selected (say, yourself) get a disabled checkbox. */
  canSelectRow?: (row: TData) => boolean;
  /** Rendered in the bar that appears while rows are selected. */
  bulkActions?: (selected: TData[], clearSelection: () => void) => ReactNode;
  rowActions?: (row: TData) => ReactNode;
  rowActionsLabel?: string;
  onRowClick?: (row: TData) => void;
  emptyMessage?: string;
}

/** Clicks on controls inside a row must not also count as a click on the row. */
function fromInteractive(event: MouseEvent | KeyboardEvent): boolean {
  const target = event.target as HTMLElement;
  return Boolean(
    target.closest("button, a, input, select, textarea, label, [role=checkbox], [role=menuitem]"),
  );
}

/** A server-side table: the parent fetches `data` for `state`; the table only asks for changes. */
export function DataTable<TData>(props: DataTableProps<TData>) {
  const {
    label,
    data,
    totalCount,
    state,
    onStateChange,
    getRowId,
    isFetching = false,
    error = null,
  } = props;
  const { enableRowSelection = false, canSelectRow, rowActions, onRowClick, bulkActions } = props;
  const rowLabel = props.rowLabel ?? getRowId;
  const rows = useMemo(() => (data ? [...data] : []), [data]);

  // Selection belongs to the page being looked at: a new search, sort or page clears it.
  const viewKey = `${state.q}\u0000${state.page}\u0000${state.size}\u0000${state.sortBy}\u0000${state.isDesc}`;
  const [selection, setSelection] = useState<{ key: string; rows: RowSelectionState }>({
    key: viewKey,
    rows: {},
  });
  const rowSelection = selection.key === viewKey ? selection.rows : {};
  const onRowSelectionChange = (updater: Updater<RowSelectionState>) =>
    setSelection({
      key: viewKey,
      rows: typeof updater === "function" ? updater(rowSelection) : updater,
    });
  const clearSelection = () => setSelection({ key: viewKey, rows: {} });

  const columns = useMemo(() => {
    const all = [...props.columns];
    if (enableRowSelection) all.unshift(selectionColumn(rowLabel));
    if (rowActions) all.push(actionsColumn(rowActions, props.rowActionsLabel ?? "Actions"));
    return all;
  }, [props.columns, enableRowSelection, rowLabel, rowActions, props.rowActionsLabel]);

  // eslint-disable-next-line react-hooks/incompatible-library -- the table object is used only during this render.
  const table = useReactTable({
    data: rows,
    columns,
    getRowId: (row) => getRowId(row),
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    rowCount: totalCount,
    defaultColumn: { enableSorting: false },
    enableRowSelection:
      enableRowSelection && canSelectRow ? (row) => canSelectRow(row.original) : enableRowSelection,
    state: { rowSelection },
    onRowSelectionChange,
  });

  // After deletions the page in the URL can lie past the end: go to the last real page.
  const lastPage = pageCount(state.size, totalCount);
  const pastTheEnd = data !== undefined && !isFetching && totalCount > 0 && state.page > lastPage;
  useEffect(() => {
    if (pastTheEnd) onStateChange({ page: lastPage });
  }, [pastTheEnd, lastPage, onStateChange]);

  const selected = table.getSelectedRowModel().rows.map((row) => row.original);
  const visibleColumns = table.getVisibleLeafColumns().length;
  const firstLoad = data === undefined && !error;

  return (
    <div className="overflow-hidden rounded-xl border bg-card text-card-foreground shadow-xs">
      <div className="flex flex-col gap-3 border-b px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
        <DataTablePageSize value={state.size} onChange={(size) => onStateChange({ size })} />
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
          {props.search === false ? null : (
            <DataTableSearch
              key={state.q}
              value={state.q}
              onSearch={(q) => onStateChange({ q, page: 1 })}
              placeholder={props.searchPlaceholder}
            />
          )}
          {props.toolbar}
        </div>
      </div>
      {selected.length > 0 ? (
        <DataTableSelectionBar count={selected.length} onClear={clearSelection}>
          {bulkActions?.(selected, clearSelection)}
        </DataTableSelectionBar>
      ) : null}
      <div className="relative" aria-busy={isFetching || firstLoad}>
        <Table aria-label={label}>
          <TableHeader>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id} className="hover:bg-transparent">
                {group.headers.map((header) => (
                  <DataTableHeaderCell
                    key={header.id}
                    header={header}
                    sortBy={state.sortBy}
                    isDesc={state.isDesc}
                    onSort={(sortBy, isDesc) => onStateChange({ sortBy, isDesc })}
                  />
                ))}
              </TableRow>
            ))}
          </TableHeader>
          <TableBody>
            {table.getRowModel().rows.map((row) => (
              <TableRow
                key={row.id}
                data-state={row.getIsSelected() ? "selected" : undefined}
                className={cn("group", onRowClick && "cursor-pointer")}
                tabIndex={onRowClick ? 0 : undefined}
                onClick={
                  onRowClick
                    ? (event) => !fromInteractive(event) && onRowClick(row.original)
                    : undefined
                }
                onKeyDown={
                  onRowClick
                    ? (event) =>
                        event.key === "Enter" && !fromInteractive(event) && onRowClick(row.original)
                    : undefined
                }
              >
                {row.getVisibleCells().map((cell) => (
                  <TableCell
                    key={cell.id}
                    className={cn(DENSE_CELL, cell.column.columnDef.meta?.cellClassName)}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </TableCell>
                ))}
              </TableRow>
            ))}
            {rows.length === 0 ? (
              <TableRow className="hover:bg-transparent">
                <TableCell
                  colSpan={visibleColumns}
                  className="h-32 text-center text-muted-foreground"
                >
                  {firstLoad ? (
                    <Spinner label="Loading entries" className="mx-auto size-6" />
                  ) : error ? (
                    <span role="alert" className="text-destructive">
                      {error}
                    </span>
                  ) : (
                    (props.emptyMessage ?? "No matching records found")
                  )}
                </TableCell>
              </TableRow>
            ) : null}
          </TableBody>
        </Table>
        {isFetching && !firstLoad ? (
          <div className="absolute inset-0 grid place-content-center bg-card/60 backdrop-blur-[1px]">
            <Spinner label="Loading entries" className="size-6" />
          </div>
        ) : null}
      </div>
      <div className="border-t">
        <DataTablePagination
          page={state.page}
          size={state.size}
          totalCount={totalCount}
          onPageChange={(page) => onStateChange({ page })}
        />
      </div>
    </div>
  );
}
