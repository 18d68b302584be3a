/** The list-screen scaffold: a columns file and a few lines make a server-side list page. */
export { ListPage, type ListPageProps, type ListPageRemove } from "./list-page";
export {
  useListPage,
  useListParam,
  type DeleteTarget,
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
