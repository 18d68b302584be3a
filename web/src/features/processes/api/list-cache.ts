import type { QueryClient } from "@tanstack/react-query";
import { processKeys } from "./query-keys";
import type { Process, ProcessList } from "./process-fields";

type List = ProcessList | undefined;

/**
 * Spec §4 "Lists": a new process goes to the front and the total grows by one; an update
 * replaces it by id; a removal drops it. The lists are refetched after, so the server's
 * order and counts win; this only keeps the screen right meanwhile.
 */
export function prependToLists(client: QueryClient, process: Process): void {
  client.setQueriesData<List>({ queryKey: processKeys.lists() }, (list) =>
    list ? { nodes: [process, ...list.nodes], totalCount: list.totalCount + 1 } : list,
  );
}

export function replaceInLists(client: QueryClient, process: Process): void {
  client.setQueriesData<List>({ queryKey: processKeys.lists() }, (list) =>
    list
      ? { ...list, nodes: list.nodes.map((node) => (node.id === process.id ? process : node)) }
      : list,
  );
}

export function removeFromLists(client: QueryClient, ids: readonly number[]): void {
  const gone = new Set(ids);
  client.setQueriesData<List>({ queryKey: processKeys.lists() }, (list) => {
    if (!list) return list;
    const nodes = list.nodes.filter((node) => !gone.has(node.id));
    return { nodes, totalCount: Math.max(0, list.totalCount - (list.nodes.length - nodes.length)) };
  });
}

export function refreshLists(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: processKeys.lists() });
}
