/**
 * The filtered audit trail as CSV (Admins only), read page by page like every export
 * (exports/export-csv.ts: formula cells neutralised, at most 50,000 rows). The before and
 * after of an entry are JSON text; seq and hash let an auditor check the chain offline.
 */
import { listAuditEntries } from "../../db/audit/audit-entries.ts";
import { authorize } from "../authorize.ts";
import type { RequestContext } from "../context.ts";
import { DEFAULT_EXPORT_LIMITS, exportCsv, type ExportLimits } from "../exports/export-csv.ts";
import { type AuditFilterArgs, auditFilterOf } from "./read-audit.ts";

export const AUDIT_CSV_COLUMNS = [
  "id",
  "at",
  "personId",
  "person",
  "actor",
  "sessionId",
  "clientAddress",
  "entity",
  "entityId",
  "action",
  "before",
  "after",
  "seq",
  "hash",
] as const;

const json = (v: unknown) => (v === null || v === undefined ? "" : JSON.stringify(v));

export async function exportAuditEntries(
  ctx: RequestContext,
  args: AuditFilterArgs,
  limits: ExportLimits = DEFAULT_EXPORT_LIMITS,
): Promise<string> {
  authorize(ctx, "read", "audit");
  const filter = await auditFilterOf(ctx, args);
  return await exportCsv({
    columns: AUDIT_CSV_COLUMNS,
    // Counted one past the cap, so a longer list is refused before any page is written.
    readPage: (page) =>
      listAuditEntries(ctx.tx, ctx.orgId, filter, { ...page, countCap: limits.maxRows + 1 }),
    cells: (e) => ({
      id: String(e.id),
      at: e.at,
      personId: e.personId === null ? "" : String(e.personId),
      person: e.personName,
      actor: e.actor,
      sessionId: e.sessionId,
      clientAddress: e.clientAddress,
      entity: e.entity,
      entityId: e.entityId,
      action: e.action,
      before: json(e.before),
      after: json(e.after),
      seq: e.seq === null ? "" : String(e.seq),
      hash: e.hash,
    }),
    limits,
  });
}
