import type { QueryClient } from "@tanstack/react-query";
import { roleKeys } from "./query-keys";
import type { Role, RoleList } from "./role-fields";

type List = RoleList | undefined;

/**
 * Spec §4 "Lists": a new role goes to the front and the total grows by one; an update
 * replaces it by id; a removal drops it. The lists are then refetched, so the server's
 * order and counts win; this only keeps the screen right meanwhile.
 */
export function prependToLists(client: QueryClient, role: Role): void {
  client.setQueriesData<List>({ queryKey: roleKeys.lists() }, (list) =>
    list ? { nodes: [role, ...list.nodes], totalCount: list.totalCount + 1 } : list,
  );
}

export function replaceInLists(client: QueryClient, role: Role): void {
  client.setQueriesData<List>({ queryKey: roleKeys.lists() }, (list) =>
    list ? { ...list, nodes: list.nodes.map((node) => (node.id === role.id ? role : node)) } : list,
  );
}

export function removeFromLists(client: QueryClient, ids: readonly number[]): void {
  const gone = new Set(ids);
  client.setQueriesData<List>({ queryKey: roleKeys.lists() }, (list) => {
    if (!list) return list;
    const nodes = list.nodes.filter((node) => !gone.has(node.id));
    return { nodes, totalCount: Math.max(0, list.totalCount - (list.nodes.length - nodes.length)) };
  });
}

/** Every role query (lists, details, other features' pickers keyed under "roles"). */
export function refreshRoles(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: roleKeys.all });
}
