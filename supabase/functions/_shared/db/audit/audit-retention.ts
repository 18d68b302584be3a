/** How long the organisation keeps its audit trail (app.settings.audit_retention_days). */
import type { Tx } from "../client.ts";

/** The default of the column, for an organisation without a settings row. */
export const DEFAULT_AUDIT_RETENTION_DAYS = 400;

export async function readAuditRetention(tx: Tx, orgId: number): Promise<number> {
  const [row] = await tx`select audit_retention_days from app.settings where org_id = ${orgId}`;
  return row ? Number(row.audit_retention_days) : DEFAULT_AUDIT_RETENTION_DAYS;
}

/** Saves it (creating the settings row when there is none); false when RLS let nothing through. */
export async function writeAuditRetention(tx: Tx, orgId: number, days: number): Promise<boolean> {
  const saved = await tx`
    insert into app.settings (org_id, audit_retention_days) values (${orgId}, ${days})
    on conflict (org_id) do update set audit_retention_days = excluded.audit_retention_days
    returning org_id`;
  return saved.length > 0;
}
