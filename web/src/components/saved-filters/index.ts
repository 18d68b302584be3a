/** Saved filters and q-term chips for any list searched with the shared query language. */
export { SavedFiltersBar } from "./saved-filters-bar";
export { useTermsTableState } from "./use-terms-table-state";
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
export { fallbackTerms, termsArgument, termsOutcome } from "./refused-terms";
export { acceptedTerms } from "./query-terms";
