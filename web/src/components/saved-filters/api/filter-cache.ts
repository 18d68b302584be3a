import type { QueryClient } from "@tanstack/react-query";
import { filterKeys } from "./query-keys";
import type { SavedFilter } from "./filter-fields";

type List = SavedFilter[] | undefined;

/** Spec §4 "Lists" for the saved filters: new first, updates by id, removals on true. */
export function addFilter(client: QueryClient, filter: SavedFilter): void {
  client.setQueryData<List>(filterKeys.forEntity(filter.associatedEntity), (list) =>
    list ? [filter, ...list] : list,
  );
}

export function replaceFilter(client: QueryClient, filter: SavedFilter): void {
  client.setQueriesData<List>({ queryKey: filterKeys.lists() }, (list) =>
    list?.map((node) => (node.id === filter.id ? filter : node)),
  );
}

export function dropFilter(client: QueryClient, id: number): void {
  client.setQueriesData<List>({ queryKey: filterKeys.lists() }, (list) =>
    list?.filter((node) => node.id !== id),
  );
}

export function refreshFilters(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: filterKeys.lists() });
}
