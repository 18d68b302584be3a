/**
 * The organisation the CSV export tests read: people, roles, processes with labels and a
 * category, saved matrices, formula-like text in every kind of cell, and another
 * organisation whose rows no export may show. Also the helpers that read an export back.
 */
import { strict as assert } from "node:assert";
import Papa from "papaparse";
import type postgres from "postgres";
import { restoreCell } from "../../_shared/domain/import/formula-guard.ts";
import type { Handler } from "../server/create-handler.ts";
import { as, createMember, createOrg, type GqlResult } from "./api-fixture.ts";

export type Ask = (query: string, variables?: Record<string, unknown>) => Promise<GqlResult>;

/** The cells of an export, header first, as a spreadsheet shows them (guards taken off). */
export function cellsOf(text: string): string[][] {
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: true });
  assert.deepEqual(parsed.errors, []);
  return parsed.data.map((row) => row.map(restoreCell));
}

/** The export's records keyed by its header. */
export function recordsOf(text: string): Record<string, string>[] {
  const [header, ...rows] = cellsOf(text);
  return rows.map((row) => Object.fromEntries(header!.map((h, i) => [h, row[i]!])));
}

export async function ok(ask: Ask, query: string, variables: Record<string, unknown> = {}) {
  const r = await ask(query, variables);
  assert.equal(r.errors, undefined, JSON.stringify(r.errors));
  return r.data;
}

export async function refused(
  ask: Ask,
  query: string,
  variables: Record<string, unknown>,
  code: string,
): Promise<string> {
  const r = await ask(query, variables);
  assert.equal(r.errors?.[0]?.extensions?.code, code, JSON.stringify(r));
  return r.errors![0]!.message;
}

export const sorted = <T>(items: readonly T[]) => [...items].sort();

const CREATE_ROLE = `mutation($r: CreateRoleInput!) { createRole(role: $r) { id } }`;
const CREATE_USER = `mutation($u: CreateUserInput!) { createUser(user: $u) { id } }`;
const CREATE_LABEL = `mutation($l: CreateLabelInput!) { createLabel(label: $l) { id } }`;
const CREATE_CATEGORY = `mutation($c: CreateProcessCategoryInput!) {
  createProcessCategory(processCategory: $c) { id } }`;
const CREATE_PROCESS = `mutation($p: CreateProcessInput!) { createProcess(process: $p) { id } }`;
const MAKE_MATRIX = `mutation($row: String!, $col: String!, $name: String!, $privacy: Boolean) {
  makeMatrix(row: $row, col: $col, name: $name, privacy: $privacy) { id } }`;

export const LIST = "$q: [String!], $sortBy: String, $isDesc: Boolean";
export const PASS = "q: $q, sortBy: $sortBy, isDesc: $isDesc";
export const USERS = `query($q: [String!], $userType: UserType, $sortBy: String, $isDesc: Boolean) {
  users(q: $q, userType: $userType, sortBy: $sortBy, isDesc: $isDesc) { nodes { peopleHandle } } }`;
export const EXPORT_USERS =
  `query($q: [String!], $userType: UserType, $sortBy: String, $isDesc: Boolean) {
  exportUsers(q: $q, userType: $userType, sortBy: $sortBy, isDesc: $isDesc) }`;
export const ROLES = `query(${LIST}) { roles(${PASS}) { nodes { roleHandle } } }`;
export const EXPORT_ROLES = `query(${LIST}) { exportRoles(${PASS}) }`;
export const MY_ROLES = `query(${LIST}) { currentUserRoles(${PASS}) { nodes { roleHandle } } }`;
export const EXPORT_MY_ROLES = `query(${LIST}) { exportCurrentUserRoles(${PASS}) }`;
export const PROCESSES = `query(${LIST}) { processes(${PASS}) { nodes { processHandle } } }`;
export const EXPORT_PROCESSES = `query(${LIST}) { exportProcesses(${PASS}) }`;
export const MY_PROCESSES =
  `query(${LIST}) { currentUserProcesses(${PASS}) { nodes { processHandle } } }`;
export const EXPORT_MY_PROCESSES = `query(${LIST}) { exportCurrentUserProcesses(${PASS}) }`;
export const TASK_ARGS = `${LIST}, $from: String, $to: String`;
export const TASK_PASS = `${PASS}, from: $from, to: $to`;
export const TASK_NODES =
  `nodes { handle name dueDate status is_late is_missed process { processHandle }
  assignee { id } }`;
export const TASKS = `query(${TASK_ARGS}) { tasks(${TASK_PASS}) { totalCount ${TASK_NODES} } }`;
export const MY_TASKS =
  `query(${TASK_ARGS}) { myTasks(${TASK_PASS}) { totalCount ${TASK_NODES} } }`;
export const EXPORT_TASKS = `query(${TASK_ARGS}) { exportTasks(${TASK_PASS}) }`;
export const EXPORT_MY_TASKS = `query(${TASK_ARGS}) { exportMyTasks(${TASK_PASS}) }`;
export const SAVED = `query($q: String, $sortBy: String, $isDesc: Boolean) {
  getSavedMatrixes(q: $q, sortBy: $sortBy, isDesc: $isDesc, perPage: 100) { nodes { name } } }`;
export const EXPORT_SAVED = `query($q: String, $sortBy: String, $isDesc: Boolean) {
  exportSavedMatrices(q: $q, sortBy: $sortBy, isDesc: $isDesc) }`;
export const MATRIX =
  `query($row: String!, $col: String!) { getMatrix(row: $row, col: $col) { name value } }`;
export const EXPORT_MATRIX =
  `query($row: String!, $col: String!) { exportMatrix(row: $row, col: $col) }`;

/** What the import check needs of the organisation, read as stored. */
export async function storedVocabulary(sql: postgres.Sql, orgId: number) {
  const roles = await sql`select r.role_handle, p.role_handle as parent from app.roles r
    left join app.roles p on p.org_id = r.org_id and p.id = r.reports_to_id
    where r.org_id = ${orgId}`;
  const prefixes = await sql`select prefix from app.process_categories where org_id = ${orgId}`;
  const labels = await sql`select label from app.labels where org_id = ${orgId}`;
  return {
    roles: roles.map((r) => ({ roleHandle: r.role_handle as string, reportsTo: r.parent })),
    roleHandles: roles.map((r) => r.role_handle as string),
    categoryPrefixes: prefixes.map((r) => r.prefix as string),
    labels: labels.map((r) => r.label as string),
  };
}

export const range = { from: "2026-01-01", to: "2026-12-31" };

/** The organisation every export test reads (each test arranges its own). */
export async function arrangeExportOrg(sql: postgres.Sql, handler: Handler) {
  const org = await createOrg(sql);
  const admin = await createMember(sql, org, { userType: "Admin", name: "Ada Admin" });
  const manager = await createMember(sql, org, { userType: "Manager", name: "Max Manager" });
  const user = await createMember(sql, org, { userType: "User", name: "Uma User" });
  const asAdmin = as(handler, admin);
  const asUser = as(handler, user);

  // Another organisation with rows of its own, which no export of this one may show.
  const other = await createOrg(sql);
  const outsider = await createMember(sql, other, { userType: "Admin", handle: "zzoutsider" });
  await ok(as(handler, outsider), CREATE_ROLE, { r: { roleHandle: "zzrole", name: "Theirs" } });

  const role = async (r: Record<string, unknown>) =>
    (await ok(asAdmin, CREATE_ROLE, { r })).createRole.id as number;
  const lead = await role({
    roleHandle: "lead",
    name: "=SUM(A1)",
    description: "-5 items, then +3",
    filledBy: [user.id],
  });
  const clerk = await role({ roleHandle: "clerk", name: "Clerk", reportsToId: lead });
  await role({ roleHandle: "archive", name: "Archivist", description: '@mention, "quoted"' });

  const person = (u: Record<string, unknown>) => ok(asAdmin, CREATE_USER, { u });
  await person({
    peopleHandle: "jdoe",
    name: "John Doe",
    email: "jdoe@example.com",
    description: '=HYPERLINK("http://evil")\nsecond line',
    userType: "Manager",
    isAuthEnabled: false,
    receiveWeeklyReminders: true,
    mobile: "+1 415 555 0123",
    roleIds: [lead, clerk],
  });
  await person({ peopleHandle: "kpatel", name: "Kiran Patel", roleIds: [clerk] });

  const label = async (text: string) =>
    (await ok(asAdmin, CREATE_LABEL, { l: { label: text } })).createLabel.id as number;
  const hr = await label("Dept:HR");
  const risk = await label("Risk:High");
  const ops = await label("Dept:Ops");
  const category = (await ok(asAdmin, CREATE_CATEGORY, { c: { prefix: "HR" } }))
    .createProcessCategory.id;
  const process = (p: Record<string, unknown>) => ok(asAdmin, CREATE_PROCESS, { p });
  await process({
    processHandle: "HR-001",
    name: "Monthly payroll",
    description: "+1 call\r\nthen file",
    categoryId: category,
    labelIds: [hr, risk],
    assignedRoleIds: [clerk, lead],
    roleId: lead,
    compactFrequency: "*:25",
    scheduledFrom: "2026-01-01",
    docs: [
      { name: "Guide", value: "https://example.com/guide;jsessionid=1" },
      { name: "=Index", value: "https://example.com/index?a=1,b=2" },
    ],
  });
  await process({
    processHandle: "OPS-001",
    name: "Archive files",
    labelIds: [ops],
    assignedRoleIds: [clerk],
    compactFrequency: "Mar,Jun,Sep,Dec:1#1",
    scheduledFrom: "2026-02-01",
  });
  await process({ processHandle: "OPS-002", name: "Order supplies" });

  for (
    const [name, privacy, member] of [
      ["Departments by role", false, admin],
      ["Risks", true, admin],
      ["Manager's own", true, manager],
    ] as const
  ) {
    await ok(as(handler, member), MAKE_MATRIX, { row: "Dept", col: "Role", name, privacy });
  }
  return { org, admin, manager, user, outsider, asAdmin, asUser };
}

export async function handleOf(sql: postgres.Sql, id: number): Promise<string> {
  const [row] = await sql`select people_handle from app.people where id = ${id}`;
  return row!.people_handle;
}
