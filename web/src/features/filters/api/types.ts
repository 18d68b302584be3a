import type { FilterEntity } from "@/components/saved-filters";

/** The saved filter and its inputs are the shared component set's (one shape in every cache). */
export {
  FILTER_FIELDS,
  type Connection,
  type CreateFilterInput,
  type FilterEntity,
  type SavedFilter,
  type UpdateFilterInput,
} from "@/components/saved-filters";

export interface FiltersVariables {
  q?: string[];
  associatedEntities?: FilterEntity[];
  offset: number;
  limit: number;
  sortBy: string;
  isDesc: boolean;
}
