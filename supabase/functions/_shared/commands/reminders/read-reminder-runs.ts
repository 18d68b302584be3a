/**
 * The last reminder runs and their failures (docs/reminders.md#scheduling), for the Admins'
 * settings page. Admins only: the abilities table's "admin" resource (the policy on
 * app.reminder_runs says the same in the database).
 */
import { listReminderRuns, type ReminderRun } from "../../db/reminders/reminder-runs.ts";
import { badInput } from "../../http/app-error.ts";
import { authorize } from "../authorize.ts";
import type { RequestContext } from "../context.ts";

export const REMINDER_RUNS_DEFAULT = 10;
export const REMINDER_RUNS_MAX = 100;

export async function reminderRuns(
  ctx: RequestContext,
  limit: number | null | undefined,
): Promise<ReminderRun[]> {
  authorize(ctx, "read", "admin");
  const n = limit ?? REMINDER_RUNS_DEFAULT;
  if (!Number.isInteger(n) || n < 1 || n > REMINDER_RUNS_MAX) {
    throw badInput(`limit must be between 1 and ${REMINDER_RUNS_MAX}.`);
  }
  return await listReminderRuns(ctx.tx, ctx.orgId, n);
}
