import type { ImportKind } from "@/lib/gql/graphql";
import {
  IMPORT_FORMATS,
  csvTemplate,
  type CsvFormat,
  type ImportEntity,
} from "@shared/import/formats.ts";

export type { ImportKind };

/** The server's file limit (IMPORT_LIMITS.maxBytes of @shared/import/read-csv.ts, kept equal by a test). */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

export interface ImportKindInfo {
  kind: ImportKind;
  entity: ImportEntity;
  format: CsvFormat;
  /** "processes": counts and titles ("Import processes"). */
  plural: string;
  singular: string;
  /** The columns in a few words each, in the format's order. */
  columns: readonly { name: string; note: string }[];
}

const PEOPLE_COLUMNS = [
  { name: "peopleHandle", note: "required; matches an existing person in any letter case" },
  { name: "name", note: "required" },
  { name: "email", note: "the sign-in address" },
  { name: "description", note: "" },
  { name: "userType", note: "User, Manager or Admin" },
  { name: "isAuthEnabled", note: "yes/no, true/false or 1/0" },
  { name: "receiveWeeklyReminders", note: "yes/no, true/false or 1/0" },
  { name: "roles", note: "role handles separated by ;" },
  { name: "mobile", note: "international format, e.g. +14155550123; empty removes it" },
];

const ROLE_COLUMNS = [
  { name: "roleHandle", note: "required; matches an existing role in any letter case" },
  { name: "name", note: "required" },
  { name: "description", note: "" },
  { name: "reportsTo", note: "a role handle, in the file (before or after) or already stored" },
];

const PROCESS_COLUMNS = [
  { name: "processHandle", note: "required; matches an existing process in any letter case" },
  { name: "name", note: "required" },
  { name: "description", note: "" },
  { name: "category", note: "a category prefix" },
  { name: "labels", note: "labels such as Dept:HR separated by ;" },
  { name: "assignedRoles", note: "role handles separated by ;" },
  { name: "owningRole", note: "a role handle" },
  {
    name: "frequency",
    note: "compact form such as *:1,15 or W2:Mon@2026-01-05; empty = as needed",
  },
  { name: "scheduledFrom", note: "a date, YYYY-MM-DD" },
  { name: "docs", note: "name|https://address, separated by ;" },
];

export const IMPORT_KINDS: Readonly<Record<ImportKind, ImportKindInfo>> = {
  USERS: {
    kind: "USERS",
    entity: "people",
    format: IMPORT_FORMATS.people,
    plural: "people",
    singular: "person",
    columns: PEOPLE_COLUMNS,
  },
  ROLES: {
    kind: "ROLES",
    entity: "roles",
    format: IMPORT_FORMATS.roles,
    plural: "roles",
    singular: "role",
    columns: ROLE_COLUMNS,
  },
  PROCESSES: {
    kind: "PROCESSES",
    entity: "processes",
    format: IMPORT_FORMATS.processes,
    plural: "processes",
    singular: "process",
    columns: PROCESS_COLUMNS,
  },
};

/** A download link's address for CSV text (no object URL to revoke). */
export function csvHref(text: string): string {
  return `data:text/csv;charset=utf-8,${encodeURIComponent(text)}`;
}

export const templateOf = (info: ImportKindInfo) => csvTemplate(info.format);

/** "1 line" / "12 lines". */
export function lines(n: number): string {
  return n === 1 ? "1 line" : `${n.toLocaleString("en")} lines`;
}

/** "10 MB", "10.4 MB", "512 KB". */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) {
    // Rounded up, so a file just over the limit never reads as the limit itself.
    const mb = Math.ceil((bytes / (1024 * 1024)) * 10) / 10;
    return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
  }
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
