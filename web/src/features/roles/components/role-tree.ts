/**
 * The reporting tree of roles (reportsToId → parent), built from a flat list. Pure, so
 * the org chart and the reports-to picker share one tested idea of who reports to whom.
 */

export interface TreeRole {
  id: number;
  name: string;
  roleHandle: string;
  reportsToId: number | null;
}

export interface OrgNode<R extends TreeRole = TreeRole> {
  role: R;
  children: OrgNode<R>[];
  /** Roles under this one, at any depth. */
  descendantCount: number;
}

const byName = (a: TreeRole, b: TreeRole) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: "base" }) ||
  a.roleHandle.localeCompare(b.roleHandle, undefined, { sensitivity: "base" }) ||
  a.id - b.id;

/**
 * Roots are the roles that report to nobody, plus the ones whose parent is not in the
 * list (a search, or /myRoles, shows only part of the tree; they must not vanish).
 * Siblings are ordered by name. A cycle cannot be stored (the API refuses it), but a
 * list is input like any other: a role the roots do not reach becomes a root itself,
 * and no role is drawn twice.
 */
export function buildOrgTree<R extends TreeRole>(roles: readonly R[]): OrgNode<R>[] {
  const ids = new Set(roles.map((role) => role.id));
  const childrenOf = new Map<number, R[]>();
  const roots: R[] = [];
  for (const role of roles) {
    const parent = role.reportsToId;
    if (parent === null || parent === role.id || !ids.has(parent)) roots.push(role);
    else childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), role]);
  }

  const placed = new Set<number>();
  const grow = (role: R): OrgNode<R> => {
    placed.add(role.id);
    const children = (childrenOf.get(role.id) ?? [])
      .filter((child) => !placed.has(child.id))
      .sort(byName)
      .map(grow);
    const descendantCount = children.reduce((sum, child) => sum + 1 + child.descendantCount, 0);
    return { role, children, descendantCount };
  };

  const tree = [...roots].sort(byName).map(grow);
  // Whatever is left sits on a cycle: start each loop at its first role by name.
  for (const role of [...roles].sort(byName)) {
    if (!placed.has(role.id)) tree.push(grow(role));
  }
  return tree;
}

/**
 * The ids of every role below `id` in the reporting tree. A role may not report to
 * itself or to one of these: that would close a loop.
 */
export function descendantIds(roles: readonly TreeRole[], id: number): Set<number> {
  const childrenOf = new Map<number, number[]>();
  for (const role of roles) {
    if (role.reportsToId !== null) {
      childrenOf.set(role.reportsToId, [...(childrenOf.get(role.reportsToId) ?? []), role.id]);
    }
  }
  const found = new Set<number>();
  const stack = [...(childrenOf.get(id) ?? [])];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (next === id || found.has(next)) continue;
    found.add(next);
    stack.push(...(childrenOf.get(next) ?? []));
  }
  return found;
}

/** The roles `id` may report to: all but itself and those below it. */
export function possibleParents<R extends TreeRole>(roles: readonly R[], id: number | null): R[] {
  if (id === null) return [...roles];
  const below = descendantIds(roles, id);
  return roles.filter((role) => role.id !== id && !below.has(role.id));
}
