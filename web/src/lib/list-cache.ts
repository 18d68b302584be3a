import type { QueryClient, QueryKey } from "@tanstack/react-query";
import type { Connection } from "@/lib/graphql-client";

interface Identified {
  id: number;
}

/** What a write did to one entity, so the cached lists follow it. */
export type ListChange<T extends Identified> =
  | { added: T }
  | { updated: T }
  | { removed: readonly number[] };

function isConnection(data: unknown): data is Connection<Identified> {
  return (
    typeof data === "object" &&
    data !== null &&
    Array.isArray((data as Connection<unknown>).nodes) &&
    typeof (data as Connection<unknown>).totalCount === "number"
  );
}

function changeNodes<T extends Identified>(nodes: Identified[], change: ListChange<T>) {
  if ("added" in change) return [change.added, ...nodes];
  if ("updated" in change)
    return nodes.map((node) => (node.id === change.updated.id ? change.updated : node));
  const gone = new Set(change.removed);
  return nodes.filter((node) => !gone.has(node.id));
}

/** One cached list (a page `{ nodes, totalCount }` or a whole list `[…]`) after the change. */
export function applyListChange<T extends Identified>(data: unknown, change: ListChange<T>) {
  if (Array.isArray(data)) return changeNodes(data as Identified[], change);
  if (!isConnection(data)) return data;
  const nodes = changeNodes(data.nodes, change);
  return { nodes, totalCount: Math.max(0, data.totalCount + nodes.length - data.nodes.length) };
}

/**
 * How a write changes every cached list under `lists` (one entity's lists, e.g.
 * `["people", "list"]`): a new node goes to the front and the total grows by one, an
 * update replaces the node by id, a removal drops the nodes and counts them off. Then
 * everything under the entity's root key (`["people"]`: lists, details, pickers) is
 * refetched, so the server's order and counts win; the change only keeps the screen right
 * meanwhile.
 */
export function updateLists<T extends Identified>(
  client: QueryClient,
  lists: QueryKey,
  change: ListChange<T>,
): Promise<void> {
  client.setQueriesData({ queryKey: lists }, (data: unknown) => applyListChange(data, change));
  return client.invalidateQueries({ queryKey: lists.slice(0, 1) });
}
