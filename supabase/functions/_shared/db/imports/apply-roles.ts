/**
 * Applies a roles import from its staged lines (inside the one apply transaction): new
 * roles first, without a parent, then every `reportsTo` the lines give, so a role may
 * report to one listed after it. The file checks refused loops; the reporting tree is
 * locked as the role form locks it, so a concurrent move cannot close one meanwhile.
 */
import type { Tx } from "../client.ts";

export async function applyRoles(
  tx: Tx,
  orgId: number,
  jobId: number,
  created: number[],
  updated: number[],
): Promise<void> {
  await tx`select pg_advisory_xact_lock(hashtextextended(${"app.roles.tree:" + orgId}, 0))`;
  await tx`
    insert into app.roles (org_id, role_handle, name, description)
    select ${orgId}::bigint, p->>'roleHandle', p->>'name', coalesce(p->>'description', '')
    from (select payload as p from app.import_staging
          where org_id = ${orgId} and job_id = ${jobId} and line = any(${created}::int[])) s`;
  await tx`
    update app.roles t set
      role_handle = p->>'roleHandle',
      name = p->>'name',
      description = case when p ? 'description' then p->>'description' else t.description end
    from (select payload as p from app.import_staging
          where org_id = ${orgId} and job_id = ${jobId} and line = any(${updated}::int[])) s
    where t.org_id = ${orgId} and lower(t.role_handle) = lower(p->>'roleHandle')`;
  const changed = [...created, ...updated];
  await tx`
    update app.roles t set reports_to_id = parent.id
    from (select payload as p from app.import_staging
          where org_id = ${orgId} and job_id = ${jobId} and line = any(${changed}::int[])
            and payload ? 'reportsTo') s
    left join app.roles parent
      on parent.org_id = ${orgId} and lower(parent.role_handle) = lower(s.p->>'reportsTo')
    where t.org_id = ${orgId} and lower(t.role_handle) = lower(s.p->>'roleHandle')
      and t.reports_to_id is distinct from parent.id`;
}
