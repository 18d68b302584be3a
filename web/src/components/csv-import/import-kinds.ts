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
  /** The columns in a few words each, in the format's order (from its field list). */
  columns: readonly { name: string; note: string }[];
}

export const IMPORT_KINDS: Readonly<Record<ImportKind, ImportKindInfo>> = {
  USERS: {
    kind: "USERS",
    entity: "people",
    format: IMPORT_FORMATS.people,
    plural: "people",
    singular: "person",
    columns: IMPORT_FORMATS.people.notes,
  },
  ROLES: {
    kind: "ROLES",
    entity: "roles",
    format: IMPORT_FORMATS.roles,
    plural: "roles",
    singular: "role",
    columns: IMPORT_FORMATS.roles.notes,
  },
  PROCESSES: {
    kind: "PROCESSES",
    entity: "processes",
    format: IMPORT_FORMATS.processes,
    plural: "processes",
    singular: "process",
    columns: IMPORT_FORMATS.processes.notes,
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
