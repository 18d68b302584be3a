import type { QueryClient } from "@tanstack/react-query";
import { labelKeys } from "./query-keys";
import type { Label } from "./label-fields";
import type { LabelList } from "./labels";

type List = LabelList | undefined;

/**
 * Spec §4 "Lists": new items go to the front and the total grows; an update replaces by
 * id; a removal drops the item. A refetch follows, so the server's order wins.
 */
export function prependToLists(client: QueryClient, label: Label): void {
  client.setQueriesData<List>({ queryKey: labelKeys.lists() }, (list) =>
    list ? { nodes: [label, ...list.nodes], totalCount: list.totalCount + 1 } : list,
  );
}

export function replaceInLists(client: QueryClient, label: Label): void {
  client.setQueriesData<List>({ queryKey: labelKeys.lists() }, (list) =>
    list ? { ...list, nodes: list.nodes.map((n) => (n.id === label.id ? label : n)) } : list,
  );
}

export function removeFromLists(client: QueryClient, id: number): void {
  client.setQueriesData<List>({ queryKey: labelKeys.lists() }, (list) => {
    if (!list) return list;
    const nodes = list.nodes.filter((node) => node.id !== id);
    return { nodes, totalCount: Math.max(0, list.totalCount - (list.nodes.length - nodes.length)) };
  });
}

export function refreshLabels(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: labelKeys.all });
}
