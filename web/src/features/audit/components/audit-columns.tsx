import type { ColumnDef } from "@tanstack/react-table";
import {
  auditActionLabel,
  auditBulkRows,
  auditEntityLabel,
} from "@shared/audit/audit-vocabulary.ts";
import { Badge } from "@/components/ui/badge";
import type { AuditEntry } from "../api/audit-entries";

/** What an entry is about: the entity and its id, or how many rows a bulk entry holds. */
export function auditWhat(entry: Pick<AuditEntry, "entity" | "entityId" | "before" | "after">) {
  const rows = auditBulkRows(entry.before, entry.after);
  const label = auditEntityLabel(entry.entity);
  if (rows) return `${label}: ${rows.length} rows`;
  return entry.entityId ? `${label} ${entry.entityId}` : label;
}

/** When an entry was written, in the person's own locale and time zone. */
export function formatAuditTime(at: string): string {
  return new Date(at).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "medium" });
}

/** Who acted: the person's name, else what acted (system job, sign-in service, database). */
export function auditWho(entry: Pick<AuditEntry, "personName" | "personId" | "actor">): string {
  if (entry.personName)
    return entry.actor === "person" ? entry.personName : `${entry.personName} (${entry.actor})`;
  if (entry.personId !== null) return `Person ${entry.personId}`;
  return entry.actor;
}

export const auditColumns: ColumnDef<AuditEntry>[] = [
  {
    id: "at",
    header: "When",
    cell: ({ row }) => (
      <span className="whitespace-nowrap">{formatAuditTime(row.original.at)}</span>
    ),
  },
  { id: "who", header: "Who", cell: ({ row }) => auditWho(row.original) },
  {
    id: "action",
    header: "Action",
    cell: ({ row }) => <Badge variant="secondary">{auditActionLabel(row.original.action)}</Badge>,
  },
  {
    id: "entity",
    header: "What",
    cell: ({ row }) => auditWhat(row.original),
  },
  {
    id: "clientAddress",
    header: "Address",
    cell: ({ row }) => row.original.clientAddress ?? "—",
  },
];
