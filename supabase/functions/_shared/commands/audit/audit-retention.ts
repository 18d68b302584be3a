/**
 * How many days the organisation keeps its audit trail: the minute job removes the sealed
 * entries older than that (app.apply_audit_retention). Admins only, reading and changing:
 * shortening it removes evidence, so a Manager may not.
 */
import { readAuditRetention, writeAuditRetention } from "../../db/audit/audit-retention.ts";
import { badInput, forbidden } from "../../http/app-error.ts";
import { authorize } from "../authorize.ts";
import type { RequestContext } from "../context.ts";

/** The bounds of the database's check constraint. */
export const AUDIT_RETENTION_MIN_DAYS = 30;
export const AUDIT_RETENTION_MAX_DAYS = 36_500;

export async function auditRetentionDays(ctx: RequestContext): Promise<number> {
  authorize(ctx, "read", "audit");
  return await readAuditRetention(ctx.tx, ctx.orgId);
}

export async function updateAuditRetention(ctx: RequestContext, days: number): Promise<number> {
  authorize(ctx, "update", "audit");
  if (
    !Number.isInteger(days) || days < AUDIT_RETENTION_MIN_DAYS || days > AUDIT_RETENTION_MAX_DAYS
  ) {
    throw badInput(
      `Keep the audit trail for ${AUDIT_RETENTION_MIN_DAYS} to ${AUDIT_RETENTION_MAX_DAYS} days.`,
      "days",
    );
  }
  if (!(await writeAuditRetention(ctx.tx, ctx.orgId, days))) throw forbidden();
  return days;
}
