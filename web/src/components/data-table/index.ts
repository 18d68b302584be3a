export { DataTable, type DataTableProps } from "./data-table";
export { DataTableSearch } from "./data-table-search";
export { DataTablePagination } from "./data-table-pagination";
export { useTableUrlState } from "./use-table-url-state";
export {
  applyTableChange,
  parseTableState,
  toOffsetLimit,
  writeTableState,
  type TableState,
  type TableStateDefaults,
} from "./table-state";
