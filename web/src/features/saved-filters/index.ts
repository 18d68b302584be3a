/** Saved filters and q-term chips for any list searched with the shared query language. */
export { SavedFiltersBar, type SavedFiltersBarProps } from "./components/saved-filters-bar";
export { FilterChips } from "./components/filter-chips";
export {
  acceptedTerms,
  addTerm,
  readTerms,
  sameTerms,
  TERM_PARAM,
  viewTerm,
  writeTerms,
  type TermView,
} from "./components/query-terms";
export { useTermsTableState, type TermsTableState } from "./components/use-terms-table-state";
export type { FilterEntity, SavedFilter } from "./api/types";
