/**
 * Applies a roles import from its staged lines (inside the one apply transaction): new
 * roles first, without a parent, then every `reportsTo` the lines give, so a role may
 * report to one listed after it. The file checks refused loops; the reporting tree is
 * locked as the role form locks it, so a concurrent move cannot close one meanwhile.
 */
import { ROLES } from "../../domain/import/role-fields.ts";
import type { Tx } from "../client.ts";
import { insertedColumns, updatedColumns } from "./field-columns.ts";
import { createdTargets, stagedLines, stagedTargets, type Target } from "./staged-targets.ts";

export async function applyRoles(
  tx: Tx,
  orgId: number,
  jobId: number,
  lines: {
    created: { line: number; handle: string }[];
    updated: Target[];
    /** Ids of the stored roles by lower-cased handle. */
    storedIds: ReadonlyMap<string, number>;
    /** The parent handle of each line whose file has the column (null: the top). */
    reportsTo: { line: number; parent: string | null }[];
  },
): Promise<void> {
  const { created, updated, storedIds, reportsTo } = lines;
  await tx`select pg_advisory_xact_lock(hashtextextended(${"app.roles.tree:" + orgId}, 0))`;
  const plain = insertedColumns(tx, ROLES);
  const inserted = await tx`
    insert into app.roles (org_id, ${plain.names})
    select ${orgId}::bigint, ${plain.values}
    from (${stagedLines(tx, orgId, jobId, created.map((c) => c.line))}) s
    returning id, lower(role_handle) as k`;
  await tx`
    update app.roles t set ${updatedColumns(tx, ROLES)}
    from (${stagedTargets(tx, orgId, jobId, updated)}) s
    where t.org_id = ${orgId} and t.id = s.id`;
  const targets = [...createdTargets(created, inserted as never), ...updated];
  const idOfLine = new Map(targets.map((t) => [t.line, t.id]));
  const idOfHandle = new Map(storedIds);
  for (const row of inserted) idOfHandle.set(row.k, Number(row.id));
  const moves = reportsTo.filter((r) => idOfLine.has(r.line));
  const ids = moves.map((r) => idOfLine.get(r.line)!);
  const parents = moves.map((
    r,
  ) => (r.parent === null ? null : idOfHandle.get(r.parent.toLowerCase()) ?? null));
  await tx`
    update app.roles t set reports_to_id = m.parent
    from unnest(${ids}::bigint[], ${parents}::bigint[]) as m(id, parent)
    where t.org_id = ${orgId} and t.id = m.id and t.reports_to_id is distinct from m.parent`;
}
