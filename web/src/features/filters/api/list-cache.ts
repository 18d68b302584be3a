import type { QueryClient } from "@tanstack/react-query";
import type { SavedFilter } from "@/components/saved-filters";
import type { FiltersPage } from "./filters-accessible-to-current-user";
import { filterKeys } from "./query-keys";

type List = FiltersPage | undefined;

/** Spec §4 "Lists": front on create, replaced by id on update, dropped on removal. */
export function prependToPages(client: QueryClient, filter: SavedFilter): void {
  client.setQueriesData<List>({ queryKey: filterKeys.pages() }, (list) =>
    list ? { nodes: [filter, ...list.nodes], totalCount: list.totalCount + 1 } : list,
  );
}

export function replaceInPages(client: QueryClient, filter: SavedFilter): void {
  client.setQueriesData<List>({ queryKey: filterKeys.pages() }, (list) =>
    list ? { ...list, nodes: list.nodes.map((n) => (n.id === filter.id ? filter : n)) } : list,
  );
}

export function removeFromPages(client: QueryClient, id: number): void {
  client.setQueriesData<List>({ queryKey: filterKeys.pages() }, (list) => {
    if (!list) return list;
    const nodes = list.nodes.filter((node) => node.id !== id);
    return { nodes, totalCount: Math.max(0, list.totalCount - (list.nodes.length - nodes.length)) };
  });
}

/** Every filter query, this screen's and the list screens' menus. */
export function refreshFilters(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: filterKeys.all });
}
