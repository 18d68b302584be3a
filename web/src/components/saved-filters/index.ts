/** Saved filters and q-term chips for any list searched with the shared query language. */
export { SavedFiltersBar, type SavedFiltersBarProps } from "./saved-filters-bar";
export { FilterChips } from "./filter-chips";
export {
  acceptedTerms,
  addTerm,
  readTerms,
  sameTerms,
  TERM_PARAM,
  viewTerm,
  writeTerms,
  type TermView,
} from "./query-terms";
export { useTermsTableState, type TermsTableState } from "./use-terms-table-state";
export {
  savedFilter,
  type CreateFilterInput,
  type FilterEntity,
  type SavedFilter,
  type UpdateFilterInput,
} from "./api/filter-fields";
export { createFilter } from "./api/create-filter";
export { updateFilter } from "./api/update-filter";
export { removeFilter } from "./api/remove-filter";
export { filterKeys as savedFilterKeys } from "./api/query-keys";
export {
  fallbackTerms,
  isRefusedTerm,
  termsArgument,
  termsOutcome,
  type ListResult,
  type TermsOutcome,
} from "./refused-terms";
