/**
 * The organisation's audit trail for its Admins: a page of entries, newest first, with
 * filters by person, entity, action and a range of days (the organisation's days, both
 * ends included). Admins only (the abilities table's "audit"; the table's policy says the
 * same in the database).
 */
import { z } from "zod";
import {
  type AuditFilter,
  type AuditPage,
  listAuditEntries,
  organisationTimezone,
} from "../../db/audit/audit-entries.ts";
import { isAuditAction, isAuditEntity } from "../../domain/audit/audit-vocabulary.ts";
import { addDays, isIsoDate } from "../../domain/dates/calendar.ts";
import { startOfDayInOffset } from "../../domain/dates/org-timezone.ts";
import { badInput } from "../../http/app-error.ts";
import { authorize } from "../authorize.ts";
import type { RequestContext } from "../context.ts";
import { parseInput } from "../parse-input.ts";

/** A page holds at most this many entries (default 50). */
export const AUDIT_PAGE_MAX = 200;
export const AUDIT_PAGE_DEFAULT = 50;
/** The screen's total is counted up to here ("10,000 or more"). */
export const AUDIT_COUNT_CAP = 10_000;

const day = z.string().refine(isIsoDate, { message: "Dates are written YYYY-MM-DD." });

export const auditFilterSchema = z.object({
  personId: z.number().int().nullish().transform((v) => v ?? null),
  entity: z.string().nullish().transform((v) => v || null)
    .refine((v) => v === null || isAuditEntity(v), { message: "Unknown entity." }),
  action: z.string().nullish().transform((v) => v || null)
    .refine((v) => v === null || isAuditAction(v), { message: "Unknown action." }),
  from: day.nullish().transform((v) => v ?? null),
  to: day.nullish().transform((v) => v ?? null),
});

export type AuditFilterArgs = z.input<typeof auditFilterSchema>;

const pageSchema = z.object({
  offset: z.number().int().min(0, "offset must be 0 or more.").nullish()
    .transform((v) => v ?? 0),
  limit: z.number().int().min(1, "limit must be 1 or more.")
    .max(AUDIT_PAGE_MAX, `limit must be at most ${AUDIT_PAGE_MAX}.`)
    .nullish().transform((v) => v ?? AUDIT_PAGE_DEFAULT),
});

/** The filter as instants: `from` is the start of its day, `to` the end of its day. */
export async function auditFilterOf(
  ctx: RequestContext,
  args: AuditFilterArgs,
): Promise<AuditFilter> {
  const f = parseInput(auditFilterSchema, args);
  if (f.from !== null && f.to !== null && f.to < f.from) {
    throw badInput("The range ends before it starts.", "to");
  }
  const timezone = f.from !== null || f.to !== null
    ? await organisationTimezone(ctx.tx, ctx.orgId)
    : "GMT+00:00";
  return {
    personId: f.personId,
    entity: f.entity,
    action: f.action,
    fromAt: f.from === null ? null : startOfDayInOffset(f.from, timezone),
    beforeAt: f.to === null ? null : startOfDayInOffset(addDays(f.to, 1), timezone),
  };
}

export async function auditEntries(
  ctx: RequestContext,
  args: AuditFilterArgs & { offset?: number | null; limit?: number | null },
): Promise<AuditPage> {
  authorize(ctx, "read", "audit");
  const { offset, limit, ...filterArgs } = args;
  const page = parseInput(pageSchema, { offset, limit });
  const filter = await auditFilterOf(ctx, filterArgs);
  return await listAuditEntries(ctx.tx, ctx.orgId, filter, { ...page, countCap: AUDIT_COUNT_CAP });
}
