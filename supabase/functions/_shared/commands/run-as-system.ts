import type { Sql } from "../db/client.ts";
import type { RequestContext } from "./context.ts";

/** The request claims of the system actor: service_role, no subject (no person). */
const SYSTEM_CLAIMS = JSON.stringify({ role: "service_role" });

/**
 * Runs `fn` as the system actor (a scheduled job, an import) in organisation `orgId`, in
 * one transaction: role `authenticated` with service_role claims and the organisation as
 * tenant, so row-level security confines it to that organisation (migration
 * 20260105000500_system_actor.sql) and the abilities table's `system` row decides which
 * commands it may run. `label` names the job in the context (e.g. "task generation") and,
 * as "system: <label>" (the transaction setting app.actor), in the audit trail.
 */
export async function runAsSystem<T>(
  sql: Sql,
  orgId: number,
  fn: (ctx: RequestContext) => Promise<T>,
  label = "system",
): Promise<T> {
  return await sql.begin(async (tx) => {
    const [org] = await tx`
      select set_config('request.jwt.claims', ${SYSTEM_CLAIMS}, true) as claims,
             set_config('app.tenant', o.prefix, true) as tenant,
             set_config('app.actor', ${`system: ${label}`}, true) as actor
      from app.organizations o where o.id = ${orgId}`;
    if (!org) throw new Error(`runAsSystem: there is no organisation ${orgId}`);
    await tx`set local role authenticated`;
    // The database must see the same organisation, or nothing may run.
    const [seen] = await tx`select app.current_org_id() as org_id`;
    if (Number(seen?.org_id) !== orgId) {
      throw new Error(`runAsSystem: the database does not take the system actor in ${orgId}`);
    }
    return await fn({ tx, orgId, actor: { kind: "system", label } });
  }) as T;
}
