/**
 * The three CSV import formats of issue 10 §1 (people, roles, processes): their columns,
 * which of them a file must have, a header-only template to download and a small
 * believable example. Exports of these lists write the same columns, so an export
 * re-imports unchanged. Pure.
 *
 * How cells are written (read by the *-lines.ts modules, written by cells.ts):
 * - lists (`roles`, `labels`, `assignedRoles`) are `;`-separated;
 * - `docs` is `name|url;name|url` (http/https addresses only);
 * - booleans are true/false, yes/no or 1/0 in any letter case; empty = not given;
 * - `frequency` is the compact form of design §5; empty = as needed;
 * - `scheduledFrom` is a `YYYY-MM-DD` date;
 * - `mobile` is an international number (+14155550123; spaces and dashes are removed);
 *   empty clears it.
 */

export type ImportEntity = "people" | "roles" | "processes";

export interface CsvFormat {
  entity: ImportEntity;
  /** Every column, in the order templates and exports write them. */
  columns: readonly string[];
  /** Columns a file must have (a missing one refuses the whole file). */
  required: readonly string[];
  /** The column records are matched on (upsert by handle, case-insensitive). */
  handleColumn: string;
  /** A small believable file, for the import dialog's "download an example". */
  example: string;
}

export const PEOPLE_COLUMNS = [
  "peopleHandle",
  "name",
  "email",
  "description",
  "userType",
  "isAuthEnabled",
  "receiveWeeklyReminders",
  "roles",
  // Appended (issue 12) so files written for the earlier columns keep their order.
  "mobile",
] as const;

export const ROLE_COLUMNS = ["roleHandle", "name", "description", "reportsTo"] as const;

export const PROCESS_COLUMNS = [
  "processHandle",
  "name",
  "description",
  "category",
  "labels",
  "assignedRoles",
  "owningRole",
  "frequency",
  "scheduledFrom",
  "docs",
] as const;

export type PeopleColumn = (typeof PEOPLE_COLUMNS)[number];
export type RoleColumn = (typeof ROLE_COLUMNS)[number];
export type ProcessColumn = (typeof PROCESS_COLUMNS)[number];

const PEOPLE_EXAMPLE = [
  PEOPLE_COLUMNS.join(","),
  "amartin,Anna Martin,anna.martin@example.com,Runs the front office,Manager,yes,yes,office-lead,+14155550123",
  'jdoe,John Doe,john.doe@example.com,"Part-time, Mondays and Tuesdays",User,true,no,reception;archivist,+44 20 7946 0958',
  "kpatel,Kiran Patel,,Seasonal help,User,false,false,,",
  "",
].join("\n");

const ROLES_EXAMPLE = [
  ROLE_COLUMNS.join(","),
  "reception,Reception,Greets visitors and answers the phone,office-lead",
  "office-lead,Office lead,Runs the office,",
  'archivist,Archivist,"Keeps the paper and digital archive, and its index",office-lead',
  "",
].join("\n");

const PROCESSES_EXAMPLE = [
  PROCESS_COLUMNS.join(","),
  "HR-001,Monthly payroll check,Compare the payroll export with the timesheets,HR," +
  "Dept:HR;Risk:High,office-lead,office-lead,*:25,2026-01-01," +
  "Payroll guide|https://example.com/payroll",
  'FAC-001,Fire extinguisher inspection,"Check the pressure gauge,\nthe seal and the label",' +
  'FAC,Dept:Facilities,reception;archivist,office-lead,"Mar,Jun,Sep,Dec:1#1",2026-03-01,',
  'OPS-001,Archive old files,,,Dept:Office,archivist,,W4:Fri@2026-01-09,,"Retention rules|https://example.com/retention;Index|https://example.com/index"',
  "OPS-002,Order supplies,Only when the stock runs low,,,reception,,,,",
  "",
].join("\n");

/** A format whose records are keyed by `handleColumn`; the handle and a name are required. */
function csvFormat(
  entity: ImportEntity,
  columns: readonly string[],
  handleColumn: string,
  example: string,
): CsvFormat {
  return { entity, columns, required: [handleColumn, "name"], handleColumn, example };
}

export const PEOPLE_FORMAT = csvFormat("people", PEOPLE_COLUMNS, "peopleHandle", PEOPLE_EXAMPLE);
export const ROLES_FORMAT = csvFormat("roles", ROLE_COLUMNS, "roleHandle", ROLES_EXAMPLE);
export const PROCESSES_FORMAT = csvFormat(
  "processes",
  PROCESS_COLUMNS,
  "processHandle",
  PROCESSES_EXAMPLE,
);

export const IMPORT_FORMATS: Readonly<Record<ImportEntity, CsvFormat>> = {
  people: PEOPLE_FORMAT,
  roles: ROLES_FORMAT,
  processes: PROCESSES_FORMAT,
};

/** The downloadable template: the header row only. */
export function csvTemplate(format: CsvFormat): string {
  return `${format.columns.join(",")}\n`;
}
