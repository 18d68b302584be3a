import { filterEntityOf, type FilterEntity } from "@shared/filters/filter-input.ts";
import { graphql } from "@/lib/gql";
import type { SavedFilterFieldsFragment } from "@/lib/gql/graphql";
import { ApiError } from "@/lib/graphql-client";

export type { FilterEntity };
export type { CreateFilterInput, UpdateFilterInput } from "@/lib/gql/graphql";

/**
 * A saved filter: a named list of q terms for one list. The schema types
 * associatedEntity as a String; the server stores only the FILTER_ENTITIES, so the answer
 * is narrowed to FilterEntity as it arrives (savedFilter).
 */
export type SavedFilter = Omit<SavedFilterFieldsFragment, "associatedEntity"> & {
  associatedEntity: FilterEntity;
};

/** Every filter query selects these, so the caches hold one shape. */
export const SAVED_FILTER_FIELDS = graphql(`
  fragment SavedFilterFields on Filter {
    id
    name
    associatedEntity
    private
    owner {
      id
      name
    }
    criteria
  }
`);

export function savedFilter(node: SavedFilterFieldsFragment): SavedFilter {
  const associatedEntity = filterEntityOf(node.associatedEntity);
  if (!associatedEntity) {
    throw new ApiError(
      `The server answered an unknown list "${node.associatedEntity}".`,
      "INTERNAL",
    );
  }
  return { ...node, associatedEntity };
}
