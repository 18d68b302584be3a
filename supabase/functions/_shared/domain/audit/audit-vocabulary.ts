/**
 * What the audit trail's entries name (migration 20260112000400_audit_trail.sql): the
 * entities (app tables and the sign-in service's events) and the actions, with the words
 * the Audit screen shows for them. Pure: shared by the API (filter checks) and the web app.
 */

export const AUDIT_ENTITIES = {
  organizations: "Organisation",
  settings: "Settings",
  people: "Person",
  roles: "Role",
  role_members: "Role member",
  process_categories: "Category",
  processes: "Process",
  process_roles: "Process role",
  process_docs: "Document",
  labels: "Label",
  process_labels: "Process label",
  tasks: "Task",
  task_series_rules: "Task series",
  filters: "Saved filter",
  saved_matrices: "Saved matrix",
  calendar_feeds: "Calendar feed",
  import_jobs: "Import",
  session: "Session",
  account: "Account",
  two_factor: "Two-factor",
  audit_entries: "Audit trail",
} as const;

export type AuditEntity = keyof typeof AUDIT_ENTITIES;

export const AUDIT_ACTIONS = {
  insert: "Created",
  update: "Changed",
  delete: "Removed",
  person_disabled: "Person disabled",
  person_enabled: "Person enabled",
  type_changed: "Type changed",
  settings_changed: "Settings changed",
  sign_in: "Signed in",
  sign_in_failed: "Sign-in failed",
  session_ended: "Session ended",
  password_set: "Password set",
  password_changed: "Password changed",
  password_removed: "Password removed",
  email_confirmed: "Email confirmed",
  invitation_sent: "Invitation sent",
  two_factor_added: "Two-factor added",
  two_factor_removed: "Two-factor removed",
  retention: "Old entries removed",
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export function isAuditEntity(value: string): value is AuditEntity {
  return Object.hasOwn(AUDIT_ENTITIES, value);
}

export function isAuditAction(value: string): value is AuditAction {
  return Object.hasOwn(AUDIT_ACTIONS, value);
}

/** The screen's word for an entity or action; an unknown one (a newer table) as stored. */
export function auditEntityLabel(entity: string): string {
  return isAuditEntity(entity) ? AUDIT_ENTITIES[entity] : entity;
}

export function auditActionLabel(action: string): string {
  return isAuditAction(action) ? AUDIT_ACTIONS[action] : action;
}

/** One changed field of an entry: its name and the values before and after. */
export interface AuditFieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * The fields of an entry as before → after rows, sorted by name: an update lists the
 * changed fields, an insert its values (before absent), a delete its old values.
 */
export function auditFieldChanges(before: unknown, after: unknown): AuditFieldChange[] {
  const b = isRecord(before) ? before : {};
  const a = isRecord(after) ? after : {};
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])].sort();
  return fields.map((field) => ({
    field,
    before: Object.hasOwn(b, field) ? b[field] : undefined,
    after: Object.hasOwn(a, field) ? a[field] : undefined,
  }));
}

/** One row of a bulk entry: its key and the row (or its changed fields) before and after. */
export interface AuditBulkRow {
  key: string;
  before: unknown;
  after: unknown;
}

/**
 * The rows of an entry written for a statement of many rows, whose before/after are lists
 * (an insert's new rows, a delete's old rows, an update's changed fields each under
 * "key"); null for an entry of one row. A row is named by its "key", else its "id".
 */
export function auditBulkRows(before: unknown, after: unknown): AuditBulkRow[] | null {
  if (!Array.isArray(before) && !Array.isArray(after)) return null;
  const b = Array.isArray(before) ? before : [];
  const a = Array.isArray(after) ? after : [];
  return Array.from({ length: Math.max(b.length, a.length) }, (_, i) => {
    const row = (isRecord(a[i]) ? a[i] : isRecord(b[i]) ? b[i] : {}) as Record<string, unknown>;
    const key = row.key ?? row.id ?? i + 1;
    return {
      key: String(key),
      before: withoutKey(b[i]),
      after: withoutKey(a[i]),
    };
  });
}

function withoutKey(row: unknown): unknown {
  if (!isRecord(row) || !Object.hasOwn(row, "key")) return row;
  const { key: _key, ...rest } = row;
  return rest;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}
