import { savedFilterKeys } from "@/components/saved-filters";
import type { FiltersPageQueryVariables } from "@/lib/gql/graphql";

export type FiltersVariables = FiltersPageQueryVariables;

/**
 * Under the same "filters" root as the saved-filter menus of the list screens, so a
 * change made here refreshes those too; the "manage" branch holds this screen's pages.
 */
export const filterKeys = {
  all: savedFilterKeys.all,
  pages: () => [...filterKeys.all, "manage"] as const,
  page: (variables: FiltersVariables) => [...filterKeys.pages(), variables] as const,
};
