/**
 * The organisation's audit trail as the Audit screen and its CSV export read it: newest
 * first, filtered by person, entity, action and a time range, under the caller's
 * row-level security (Admins only, migration 20260112000400_audit_trail.sql).
 *
 * The total is counted only up to `countCap`: with a million entries an exact count
 * would cost more than the page itself, and "more than 10,000" is all a screen needs.
 */
import type { Tx } from "../client.ts";

export interface AuditFilter {
  personId: number | null;
  entity: string | null;
  action: string | null;
  /** Entries at or after this instant. */
  fromAt: Date | null;
  /** Entries before this instant. */
  beforeAt: Date | null;
}

export interface AuditEntry {
  id: number;
  /** ISO 8601 */
  at: string;
  personId: number | null;
  personName: string | null;
  sessionId: string | null;
  actor: string;
  clientAddress: string | null;
  entity: string;
  entityId: string | null;
  action: string;
  before: unknown;
  after: unknown;
  /** The entry's position in the organisation's hash chain; null until sealed. */
  seq: number | null;
  /** Hex sha256; null until sealed. */
  hash: string | null;
}

export interface AuditPage {
  nodes: AuditEntry[];
  /** The number of matching entries, at most countCap. */
  totalCount: number;
  /** There are at least countCap matching entries (totalCount is a floor). */
  totalCountCapped: boolean;
}

export async function listAuditEntries(
  tx: Tx,
  orgId: number,
  filter: AuditFilter,
  page: { offset: number; limit: number; countCap: number },
): Promise<AuditPage> {
  const where = tx`
    a.org_id = ${orgId}
    ${filter.personId === null ? tx`` : tx`and a.person_id = ${filter.personId}`}
    ${filter.entity === null ? tx`` : tx`and a.entity = ${filter.entity}`}
    ${filter.action === null ? tx`` : tx`and a.action = ${filter.action}`}
    ${filter.fromAt === null ? tx`` : tx`and a.at >= ${filter.fromAt}`}
    ${filter.beforeAt === null ? tx`` : tx`and a.at < ${filter.beforeAt}`}`;
  const [rows, [count]] = await Promise.all([
    tx`
      select a.id, a.at, a.person_id, a.person_name, a.session_id, a.actor, a.client_address,
             a.entity, a.entity_id, a.action, a.before, a.after, a.seq,
             encode(a.hash, 'hex') as hash
        from app.audit_entries a
       where ${where}
       order by a.id desc
       offset ${page.offset} limit ${page.limit}`,
    tx`
      select count(*)::int as n
        from (select 1 from app.audit_entries a where ${where} limit ${page.countCap}) capped`,
  ]);
  const n = Number(count.n);
  return {
    nodes: rows.map((r) => ({
      id: Number(r.id),
      at: new Date(r.at).toISOString(),
      personId: r.person_id === null ? null : Number(r.person_id),
      personName: r.person_name,
      sessionId: r.session_id,
      actor: r.actor,
      clientAddress: r.client_address,
      entity: r.entity,
      entityId: r.entity_id,
      action: r.action,
      before: r.before,
      after: r.after,
      seq: r.seq === null ? null : Number(r.seq),
      hash: r.hash,
    })),
    totalCount: n,
    totalCountCapped: n >= page.countCap,
  };
}

/** The organisation's time zone (GMT±hh:mm), for the days of a date filter. */
export async function organisationTimezone(tx: Tx, orgId: number): Promise<string> {
  const [row] = await tx`select timezone from app.settings where org_id = ${orgId}`;
  return row?.timezone ?? "GMT+00:00";
}
