/** The list-screen scaffold: a columns file and a few lines make a server-side list page. */
export { ListPage, type ListPageProps, type ListPageRemove } from "./list-page";
export { ExportCsvButton } from "./export-csv-button";
export { useListExport, type ListExport, type ListExportAction } from "./use-list-export";
export {
  useListPage,
  useListParam,
  type DeleteTarget,
  type ExportVariables,
  type ListPageState,
  type UseListPageOptions,
} from "./use-list-page";
export {
  useListQuery,
  type ListQuery,
  type ListResult,
  type ListVariables,
  type TermsSearch,
} from "./use-list-query";
