import { listPastSchedules, type PastScheduleRecord } from "../../db/processes/schedule-history.ts";
import { allowed } from "../authorize.ts";
import type { RequestContext } from "../context.ts";

/**
 * The schedule history of a process the caller has already been allowed to read
 * (Process.scheduleHistory). Who changed it is named to those who read the catalogue, and
 * to the person themselves: a User-type member reads no other person (docs/security.md).
 */
export async function scheduleHistoryOf(
  ctx: RequestContext,
  processId: number,
): Promise<PastScheduleRecord[]> {
  const rows = await listPastSchedules(ctx.tx, ctx.orgId, processId);
  if (allowed(ctx, "read", "process")) return rows;
  const me = ctx.actor.kind === "member" ? ctx.actor.person.id : null;
  return rows.map((r) =>
    r.changedById === me ? r : { ...r, changedById: null, changedByName: null }
  );
}
