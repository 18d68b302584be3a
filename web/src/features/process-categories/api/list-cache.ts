import type { QueryClient } from "@tanstack/react-query";
import { categoryKeys } from "./query-keys";
import type { CategoryList, ProcessCategory } from "./category-fields";

type List = CategoryList | undefined;

/**
 * Spec §4 "Lists": new items go to the front and the total grows; an update replaces by
 * id; a removal drops the item. A refetch follows, so the server's order wins.
 */
export function prependToLists(client: QueryClient, category: ProcessCategory): void {
  client.setQueriesData<List>({ queryKey: categoryKeys.lists() }, (list) =>
    list ? { nodes: [category, ...list.nodes], totalCount: list.totalCount + 1 } : list,
  );
}

export function replaceInLists(client: QueryClient, category: ProcessCategory): void {
  client.setQueriesData<List>({ queryKey: categoryKeys.lists() }, (list) =>
    list ? { ...list, nodes: list.nodes.map((n) => (n.id === category.id ? category : n)) } : list,
  );
}

export function removeFromLists(client: QueryClient, id: number): void {
  client.setQueriesData<List>({ queryKey: categoryKeys.lists() }, (list) => {
    if (!list) return list;
    const nodes = list.nodes.filter((node) => node.id !== id);
    return { nodes, totalCount: Math.max(0, list.totalCount - (list.nodes.length - nodes.length)) };
  });
}

export function refreshCategories(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: categoryKeys.all });
}
