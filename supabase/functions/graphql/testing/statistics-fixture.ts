/**
 * Crafted organisations for the statistics tests: every count is known by construction
 * (craft), and walk compares each count with the totalCount of the list its link opens.
 * "Today" is the organisation's, derived as the engine does (todayInOffset of its time zone
 * at the moment of the request).
 */
import type { Handler } from "../server/create-handler.ts";
import { strict as assert } from "node:assert";
import type postgres from "postgres";
import { addDays } from "../../_shared/domain/dates/calendar.ts";
import { todayInOffset } from "../../_shared/domain/dates/org-timezone.ts";
import {
  categoryTerms,
  lateByRoleTerms,
  lookAheadRange,
  PROCESS_STAT_TERMS,
  ROLE_STAT_TERMS,
  TASK_STAT_TERMS,
  type TaskStatKey,
  taskStatTerms,
  USER_STAT_FILTERS,
  WEEK_STATUS_TERMS,
} from "../../_shared/domain/statistics/stat-terms.ts";
import { as, createMember, createOrg, createRole, type Member, type Org } from "./api-fixture.ts";
import { createScheduledProcess, fillRole } from "./task-fixture.ts";

export const ORG_STATS = `{ organizationStatistics {
  processes { all scheduled scheduledNoDates needed noRoles noDescription noLabel noDocs }
  lateTasks { allLate all inProgress notStarted missed skipped }
  roles { all noUsers noProcesses }
  users { all admins managers users noAccess noRole }
  today lookAheadDays
  tasksByWeek { weekStart notStarted inProgress complete }
  lateTasksByRole { roleId roleHandle name count }
  processesByCategory { categoryId prefix count } } }`;
export const PERSONAL_STATS = `{ personalStatistics {
  processes { all scheduled scheduledNoDates needed noRoles noDescription noLabel noDocs }
  lateTasks { allLate all inProgress notStarted missed skipped }
  roles { all noUsers noProcesses }
  today lookAheadDays } }`;

export const PROCESSES = `query($q: [String!]) { processes(q: $q, limit: 0) { totalCount } }`;
export const MY_PROCESSES =
  `query($q: [String!]) { currentUserProcesses(q: $q, limit: 0) { totalCount } }`;
export const ROLES = `query($q: [String!]) { roles(q: $q, limit: 0) { totalCount } }`;
export const MY_ROLES = `query($q: [String!]) { currentUserRoles(q: $q, limit: 0) { totalCount } }`;
export const USERS =
  `query($q: [String!], $t: UserType) { users(q: $q, userType: $t, limit: 0) { totalCount } }`;
export const TASKS = `query($q: [String!], $from: String, $to: String) {
  tasks(q: $q, from: $from, to: $to, limit: 0) { totalCount } }`;
export const MY_TASKS = `query($q: [String!], $from: String, $to: String) {
  myTasks(q: $q, from: $from, to: $to, limit: 0) { totalCount } }`;

/** Every day of the week, every month: a daily process. */
export const DAILY = "*:0#*,1#*,2#*,3#*,4#*,5#*,6#*";

export interface Crafted {
  org: Org;
  today: string;
  admin: Member;
  manager: Member;
  u1: Member;
  roles: Record<"rA" | "rB" | "rC" | "rD" | "rE", number>;
  handles: Record<"rA" | "rE", string>;
  categories: Record<"OPS" | "FIN", number>;
  /** Stored changes of the daily process's occurrences: [person, day offset, status, deleted]. */
  stored: [Member, number, string, boolean][];
}

let seq = 0;

/**
 * One organisation:
 * - people: admin, manager, u1 (User), u2 (User, no access), u3 (User); roles filled:
 *   u1 → rA, rB; admin → rA, rE; so manager, u2 and u3 fill no role.
 * - roles: rA (P1, P2), rB (no process), rC (P3, nobody), rD (nothing), rE (P1).
 * - processes: P1 daily from today − 3 (rA, rE; docs, description, label, OPS);
 *   P2 as needed (rA; nothing else); P3 scheduled with no dates (rC; description, label,
 *   OPS); P4 as needed (no role, docs or label; FIN). Category EMPTY has no process.
 * - P1's occurrences stored: u1 at today − 1 In Progress, admin at today − 2 Complete,
 *   u1 at today − 3 deleted (skipped).
 */
export async function craft(sql: postgres.Sql, timezone: string): Promise<Crafted> {
  const org = await createOrg(sql, { timezone });
  const admin = await createMember(sql, org, { userType: "Admin" });
  const manager = await createMember(sql, org, { userType: "Manager" });
  const u1 = await createMember(sql, org, { userType: "User" });
  await createMember(sql, org, { userType: "User", isAuthEnabled: false });
  await createMember(sql, org, { userType: "User" });
  const n = ++seq;
  const handles = { rA: `ra-${n}`, rE: `re-${n}` };
  const roles = {
    rA: await createRole(sql, org, handles.rA),
    rB: await createRole(sql, org),
    rC: await createRole(sql, org),
    rD: await createRole(sql, org),
    rE: await createRole(sql, org, handles.rE),
  };
  await fillRole(sql, org, roles.rA, u1.id);
  await fillRole(sql, org, roles.rB, u1.id);
  await fillRole(sql, org, roles.rA, admin.id);
  await fillRole(sql, org, roles.rE, admin.id);
  const cats = await sql`insert into app.process_categories (org_id, prefix) values
    (${org.id}, 'OPS'), (${org.id}, 'FIN'), (${org.id}, 'EMPTY') returning id, prefix`;
  const categories = Object.fromEntries(cats.map((c) => [c.prefix, Number(c.id)])) as Crafted[
    "categories"
  ];
  const today = todayInOffset(timezone, new Date());
  const p1 = await createScheduledProcess(sql, org, {
    compact: DAILY,
    roleIds: [roles.rA, roles.rE],
    scheduledFrom: addDays(today, -3),
    name: "Daily",
  });
  const [p2, p3, p4] = await Promise.all(
    [
      { type: "AsNeeded", description: "", category: null },
      { type: "Scheduled", description: "Never", category: categories.OPS },
      { type: "AsNeeded", description: "", category: categories.FIN },
    ].map(async (p, i) => {
      const [row] = await sql`insert into app.processes (org_id, process_handle, name, description,
          frequency_type, has_dates, category_id)
        values (${org.id}, ${`S${n}-${i}`}, ${`Process ${i}`}, ${p.description}, ${p.type}, false,
          ${p.category}) returning id`;
      return Number(row!.id);
    }),
  );
  await sql`update app.processes set description = 'Every day', category_id = ${categories.OPS}
    where id = ${p1}`;
  await sql`insert into app.process_roles (org_id, process_id, role_id) values
    (${org.id}, ${p2!}, ${roles.rA}), (${org.id}, ${p3!}, ${roles.rC})`;
  await sql`insert into app.process_docs (org_id, process_id, name, url) values
    (${org.id}, ${p1}, 'Guide', 'https://example.test/guide')`;
  const [label] = await sql`insert into app.labels (org_id, label) values (${org.id}, 'Dept:Ops')
    returning id`;
  await sql`insert into app.process_labels (org_id, process_id, label_id) values
    (${org.id}, ${p1}, ${label!.id}), (${org.id}, ${p3!}, ${label!.id})`;
  const stored: Crafted["stored"] = [
    [u1, -1, "InProgress", false],
    [admin, -2, "Complete", false],
    [u1, -3, "NotStarted", true],
  ];
  for (const [person, offset, status, deleted] of stored) {
    const due = addDays(today, offset);
    const handle = `${p1}-${person.id}-${due}`;
    await sql`insert into app.tasks (org_id, handle, init_handle, name, process_id, person_id,
        due_date, status, deleted)
      values (${org.id}, ${handle}, ${handle}, 'Daily task', ${p1}, ${person.id}, ${due},
        ${status}, ${deleted})`;
  }
  void p4;
  return { org, today, admin, manager, u1, roles, handles, categories, stored };
}

/** P1's occurrences on `day` by status as the data above makes them (never the engine). */
export function expectedOn(c: Crafted, day: string, people: Member[]) {
  const counts = { NotStarted: 0, InProgress: 0, Complete: 0 };
  if (day < addDays(c.today, -3)) return counts;
  for (const person of people) {
    const change = c.stored.find(([p, offset]) => p === person && addDays(c.today, offset) === day);
    if (change?.[3]) continue;
    counts[(change?.[2] ?? "NotStarted") as keyof typeof counts]++;
  }
  return counts;
}

export function days(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

export function ok<T>(r: { data?: T; errors?: unknown }): T {
  assert.equal(r.errors, undefined, JSON.stringify(r.errors));
  return r.data!;
}

export async function arrange(sql: postgres.Sql, handler: Handler) {
  const a = await craft(sql, "GMT+05:30");
  // Another organisation with more of everything: none of it may be counted in a's.
  const b = await craft(sql, "GMT-08:00");
  await createMember(sql, b.org, { userType: "Admin" });
  await createScheduledProcess(sql, b.org, { compact: DAILY, roleIds: [b.roles.rB] });
  const asAdmin = as(handler, a.admin);
  const asU1 = as(handler, a.u1);

  return { a, b, asAdmin, asU1 };
}

export type Call = ReturnType<typeof as>;

/** Each count against the totalCount of the list its link opens (admin: org; u1: own). */
export async function walk(asAdmin: Call, asU1: Call, c: Crafted): Promise<void> {
  const s = ok(await asAdmin(ORG_STATS)).organizationStatistics;
  const me = ok(await asU1(PERSONAL_STATS)).personalStatistics;
  const total = async (call: Call, query: string, vars: Record<string, unknown>) => {
    const data = ok(await call(query, vars)) as Record<string, { totalCount: number }>;
    return Object.values(data)[0]!.totalCount;
  };
  for (const [key, q] of Object.entries(PROCESS_STAT_TERMS)) {
    assert.equal(s.processes[key], await total(asAdmin, PROCESSES, { q }), `processes ${key}`);
    if (key !== "noRoles") {
      assert.equal(
        me.processes[key],
        await total(asU1, MY_PROCESSES, { q }),
        `my processes ${key}`,
      );
    }
  }
  for (const [key, q] of Object.entries(ROLE_STAT_TERMS)) {
    assert.equal(s.roles[key], await total(asAdmin, ROLES, { q }), `roles ${key}`);
    assert.equal(me.roles[key], await total(asU1, MY_ROLES, { q }), `my roles ${key}`);
  }
  for (const [key, f] of Object.entries(USER_STAT_FILTERS)) {
    const vars = { q: f.q, t: "userType" in f ? f.userType : null };
    assert.equal(s.users[key], await total(asAdmin, USERS, vars), `users ${key}`);
  }
  const ahead = lookAheadRange(s.today, s.lookAheadDays);
  for (const key of Object.keys(TASK_STAT_TERMS) as TaskStatKey[]) {
    const range = key === "all" ? ahead : {};
    const org = await total(asAdmin, TASKS, { q: taskStatTerms(key, true), ...range });
    assert.equal(s.lateTasks[key], org, `tasks ${key}`);
    const mine = await total(asU1, MY_TASKS, { q: taskStatTerms(key, false), ...range });
    assert.equal(me.lateTasks[key], mine, `my tasks ${key}`);
  }
  for (const week of s.tasksByWeek) {
    const range = { from: week.weekStart, to: addDays(week.weekStart, 6) };
    for (const [key, q] of Object.entries(WEEK_STATUS_TERMS)) {
      const n = await total(asAdmin, TASKS, { q, ...range });
      assert.equal(week[key], n, `week ${week.weekStart} ${key}`);
    }
  }
  for (const role of s.lateTasksByRole) {
    const n = await total(asAdmin, TASKS, { q: lateByRoleTerms(role.roleHandle) });
    assert.equal(role.count, n, `late tasks of ${role.roleHandle}`);
  }
  for (const category of s.processesByCategory) {
    const n = await total(asAdmin, PROCESSES, { q: categoryTerms(category.prefix) });
    assert.equal(category.count, n, `category ${category.prefix}`);
  }
  void c;
}
