export { DataTable, type DataTableProps } from "./data-table";
export { DataTableSearch } from "./data-table-search";
export { DataTablePagination } from "./data-table-pagination";
export { useTableUrlState, type UseTableUrlStateOptions } from "./use-table-url-state";
export {
  PAGE_SIZE_OPTIONS,
  applyTableChange,
  defaultTableState,
  pageCount,
  pageWindow,
  parseTableState,
  showingRange,
  toOffsetLimit,
  writeTableState,
  type PageSize,
  type TableState,
  type TableStateDefaults,
} from "./table-state";
