/**
 * What the importProcesses tests share: the documents, the file (HR-001 and HR-002 good,
 * HR-003 refused), a file over one staging chunk, and an organisation with the category,
 * roles and label the file names beside another organisation with the same handles.
 */
import type postgres from "postgres";
import { STAGE_CHUNK } from "../../_shared/commands/imports/run-import.ts";
import type { Handler } from "../server/create-handler.ts";
import { as, createMember, createOrg, createRole } from "./api-fixture.ts";
import { importSnapshot } from "./import-snapshot.ts";

export const IMPORT = `mutation($csv: String!, $dry: Boolean) {
  importProcesses(csvText: $csv, dryRun: $dry) {
    created { line message record } updated { line message record }
    errors { line message record } messages { line message } dryRun cancelled } }`;
export const PROGRESS = `query { importProgress(kind: PROCESSES) {
  kind phase dryRun linesTotal linesChecked linesWritten } }`;
export const CANCEL = "mutation { cancelProcessesImport }";

export const HEADER = "processHandle,name,description,category,labels,assignedRoles,owningRole," +
  "frequency,scheduledFrom,docs";
export const FILE = [
  HEADER,
  "HR-001,Monthly payroll check,Compare exports,hr,Dept:HR;Risk:High,office-lead;reception," +
  "office-lead,*:25,2026-01-01,Guide|https://example.com/guide;Index|https://example.com/i",
  "HR-002,Order supplies,,HR,dept:hr,reception,,,,",
  "HR-003,Bad one,,NOPE,,,,,,",
  "",
].join("\n");

/** More lines than one staging chunk. */
export const BIG_FILE = [
  HEADER,
  ...Array.from(
    { length: STAGE_CHUNK + 20 },
    (_, i) => `BIG-${i + 1},Big ${i + 1},,HR,New:Label,reception,,*:25,,`,
  ),
].join("\n");

export const messages = (entries: { message: string }[]) => entries.map((e) => e.message);

export async function arrange(sql: postgres.Sql, handler: Handler) {
  const org = await createOrg(sql);
  const admin = await createMember(sql, org, { userType: "Admin" });
  const manager = await createMember(sql, org, { userType: "Manager" });
  const user = await createMember(sql, org, { userType: "User" });
  await sql`insert into app.process_categories (org_id, prefix) values (${org.id}, 'HR')`;
  await createRole(sql, org, "office-lead");
  await createRole(sql, org, "reception");
  await sql`insert into app.labels (org_id, label) values (${org.id}, 'Dept:HR')`;
  // Another organisation with the same handles.
  const other = await createOrg(sql);
  await createRole(sql, other, "office-lead");
  await sql`insert into app.processes (org_id, process_handle, name, scheduled_from)
    values (${other.id}, 'HR-001', 'Theirs', '2025-01-01')`;
  const theirs = await importSnapshot(sql, other.id);
  const asManager = as(handler, manager);

  return { org, admin, manager, user, other, theirs, asManager };
}
