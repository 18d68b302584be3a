import type { QueryClient } from "@tanstack/react-query";
import { peopleKeys } from "./query-keys";
import type { Person } from "./person-fields";
import type { PersonList } from "./users";

type List = PersonList | undefined;

/**
 * Spec §4 "Lists": a new person goes to the front and the total grows by one; an update
 * replaces the person by id; a removal drops them. The lists are then refetched, so the
 * server's order and counts win; this only keeps the screen right meanwhile.
 */
export function prependToLists(client: QueryClient, person: Person): void {
  client.setQueriesData<List>({ queryKey: peopleKeys.lists() }, (list) =>
    list ? { nodes: [person, ...list.nodes], totalCount: list.totalCount + 1 } : list,
  );
}

export function replaceInLists(client: QueryClient, person: Person): void {
  client.setQueriesData<List>({ queryKey: peopleKeys.lists() }, (list) =>
    list
      ? { ...list, nodes: list.nodes.map((node) => (node.id === person.id ? person : node)) }
      : list,
  );
}

export function removeFromLists(client: QueryClient, ids: readonly number[]): void {
  const gone = new Set(ids);
  client.setQueriesData<List>({ queryKey: peopleKeys.lists() }, (list) => {
    if (!list) return list;
    const nodes = list.nodes.filter((node) => !gone.has(node.id));
    return { nodes, totalCount: Math.max(0, list.totalCount - (list.nodes.length - nodes.length)) };
  });
}

export function refreshLists(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: peopleKeys.lists() });
}
