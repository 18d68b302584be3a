/**
 * The three CSV import formats (docs/csv.md#formats): people, roles and processes, each
 * derived from its field list (people-fields.ts, role-fields.ts, process-fields.ts): its
 * columns with the import dialog's notes, which of them a file must have, a header-only
 * template to download and a small believable example. Exports of these lists write the
 * same columns, so an export re-imports unchanged. Pure.
 *
 * How cells are written (field-kinds.ts and cells.ts read and write them):
 * - lists (`roles`, `labels`, `assignedRoles`) are `;`-separated; a people file's role may
 *   carry the day its holding started, `HANDLE@YYYY-MM-DD` (holdings-cell.ts);
 * - `docs` is `name|url;name|url` (http/https addresses only);
 * - booleans are true/false, yes/no or 1/0 in any letter case; empty = not given;
 * - `frequency` is the compact form (docs/task-engine.md#frequency); empty = as needed;
 * - dates are written `YYYY-MM-DD`.
 */
import type { CsvEntity, CsvField, ImportEntity } from "./fields.ts";
import { columnsOf } from "./fields.ts";
import { PEOPLE } from "./people-fields.ts";
import { PROCESSES } from "./process-fields.ts";
import { ROLES } from "./role-fields.ts";

export type { ImportEntity };

export interface CsvFormat {
  entity: ImportEntity;
  /** Every column, in the order templates and exports write them. */
  columns: readonly string[];
  /** The columns with the import dialog's note on each, in the same order. */
  notes: readonly { name: string; note: string }[];
  /** Columns a file must have (a missing one refuses the whole file). */
  required: readonly string[];
  /** The column records are matched on (upsert by handle, case-insensitive). */
  handleColumn: string;
  /** A small believable file, for the import dialog's "download an example". */
  example: string;
}

/**
 * A format whose records are keyed by the entity's handle; the handle and a name are
 * required. `example` is the believable file's lines under the header.
 */
function csvFormat(entity: CsvEntity<string, CsvField>, example: readonly string[]): CsvFormat {
  return {
    entity: entity.entity,
    columns: columnsOf(entity),
    notes: entity.fields.map((f) => ({ name: f.column, note: f.note })),
    required: [entity.handle, "name"],
    handleColumn: entity.handle,
    example: [columnsOf(entity).join(","), ...example, ""].join("\n"),
  };
}

export const PEOPLE_FORMAT = csvFormat(PEOPLE, [
  "amartin,Anna Martin,anna.martin@example.com,Runs the front office,Manager,yes,yes,office-lead,+14155550123",
  'jdoe,John Doe,john.doe@example.com,"Part-time, Mondays and Tuesdays",User,true,no,reception@2026-01-05;archivist,+44 20 7946 0958',
  "kpatel,Kiran Patel,,Seasonal help,User,false,false,,",
]);

export const ROLES_FORMAT = csvFormat(ROLES, [
  "reception,Reception,Greets visitors and answers the phone,office-lead",
  "office-lead,Office lead,Runs the office,",
  'archivist,Archivist,"Keeps the paper and digital archive, and its index",office-lead',
]);

export const PROCESSES_FORMAT = csvFormat(PROCESSES, [
  "HR-001,Monthly payroll check,Compare the payroll export with the timesheets,HR," +
  "Dept:HR;Risk:High,office-lead,office-lead,*:25,2026-01-01," +
  "Payroll guide|https://example.com/payroll,",
  'FAC-001,Fire extinguisher inspection,"Check the pressure gauge,\nthe seal and the label",' +
  'FAC,Dept:Facilities,reception;archivist,office-lead,"Mar,Jun,Sep,Dec:1#1",2026-03-01,,',
  'OPS-001,Archive old files,,,Dept:Office,archivist,,W4:Fri@2026-01-09,,"Retention rules|https://example.com/retention;Index|https://example.com/index",Lapses',
  "OPS-002,Order supplies,Only when the stock runs low,,,reception,,,,,",
]);

export const IMPORT_FORMATS: Readonly<Record<ImportEntity, CsvFormat>> = {
  people: PEOPLE_FORMAT,
  roles: ROLES_FORMAT,
  processes: PROCESSES_FORMAT,
};

/** The downloadable template: the header row only. */
export function csvTemplate(format: CsvFormat): string {
  return `${format.columns.join(",")}\n`;
}
