/**
 * Dashboards' statistics through the real handler (docs/dashboards.md#statistics): crafted organisations
 * whose every count is known by construction, late tasks on either side of the
 * organisation's midnight, and a walk over every count comparing it with the totalCount
 * of the list its link opens. "Today" is the organisation's, derived as the engine does
 * (todayInOffset of its time zone at the moment of the request).
 */
import { strict as assert } from "node:assert";
import type postgres from "postgres";
import { addDays } from "../_shared/domain/dates/calendar.ts";
import { todayInOffset } from "../_shared/domain/dates/org-timezone.ts";
import {
  categoryTerms,
  chartWeeks,
  lateByRoleTerms,
  lookAheadRange,
  PROCESS_STAT_TERMS,
  ROLE_STAT_TERMS,
  TASK_STAT_TERMS,
  type TaskStatKey,
  taskStatTerms,
  USER_STAT_FILTERS,
  WEEK_STATUS_TERMS,
} from "../_shared/domain/statistics/stat-terms.ts";
import {
  as,
  createMember,
  createOrg,
  createRole,
  type Member,
  type Org,
  withApi,
} from "./testing/api-fixture.ts";
import { createScheduledProcess, fillRole } from "./testing/task-fixture.ts";

const ORG_STATS = `{ organizationStatistics {
  processes { all scheduled scheduledNoDates needed noRoles noDescription noLabel noDocs }
  lateTasks { allLate all inProgress notStarted }
  roles { all noUsers noProcesses }
  users { all admins managers users noAccess noRole }
  today lookAheadDays
  tasksByWeek { weekStart notStarted inProgress complete }
  lateTasksByRole { roleId roleHandle name count }
  processesByCategory { categoryId prefix count } } }`;
const PERSONAL_STATS = `{ personalStatistics {
  processes { all scheduled scheduledNoDates needed noRoles noDescription noLabel noDocs }
  lateTasks { allLate all inProgress notStarted }
  roles { all noUsers noProcesses }
  today lookAheadDays } }`;

const PROCESSES = `query($q: [String!]) { processes(q: $q, limit: 0) { totalCount } }`;
const MY_PROCESSES =
  `query($q: [String!]) { currentUserProcesses(q: $q, limit: 0) { totalCount } }`;
const ROLES = `query($q: [String!]) { roles(q: $q, limit: 0) { totalCount } }`;
const MY_ROLES = `query($q: [String!]) { currentUserRoles(q: $q, limit: 0) { totalCount } }`;
const USERS =
  `query($q: [String!], $t: UserType) { users(q: $q, userType: $t, limit: 0) { totalCount } }`;
const TASKS = `query($q: [String!], $from: String, $to: String) {
  tasks(q: $q, from: $from, to: $to, limit: 0) { totalCount } }`;
const MY_TASKS = `query($q: [String!], $from: String, $to: String) {
  myTasks(q: $q, from: $from, to: $to, limit: 0) { totalCount } }`;

/** Every day of the week, every month: a daily process. */
const DAILY = "*:0#*,1#*,2#*,3#*,4#*,5#*,6#*";

interface Crafted {
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
async function craft(sql: postgres.Sql, timezone: string): Promise<Crafted> {
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
function expectedOn(c: Crafted, day: string, people: Member[]) {
  const counts = { NotStarted: 0, InProgress: 0, Complete: 0 };
  if (day < addDays(c.today, -3)) return counts;
  for (const person of people) {
    const change = c.stored.find(([p, offset]) => p === person && addDays(c.today, offset) === day);
    if (change?.[3]) continue;
    counts[(change?.[2] ?? "NotStarted") as keyof typeof counts]++;
  }
  return counts;
}

function days(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

function ok<T>(r: { data?: T; errors?: unknown }): T {
  assert.equal(r.errors, undefined, JSON.stringify(r.errors));
  return r.data!;
}

Deno.test("API statistics", async (t) => {
  await withApi(async ({ sql, handler }) => {
    const a = await craft(sql, "GMT+05:30");
    // Another organisation with more of everything: none of it may be counted in a's.
    const b = await craft(sql, "GMT-08:00");
    await createMember(sql, b.org, { userType: "Admin" });
    await createScheduledProcess(sql, b.org, { compact: DAILY, roleIds: [b.roles.rB] });
    const asAdmin = as(handler, a.admin);
    const asU1 = as(handler, a.u1);

    await t.step("the organisation's counts, each known by construction", async () => {
      const s = ok(await asAdmin(ORG_STATS)).organizationStatistics;
      assert.equal(s.today, todayInOffset("GMT+05:30", new Date()));
      assert.equal(s.lookAheadDays, 7);
      assert.deepEqual(s.processes, {
        all: 4,
        scheduled: 1,
        scheduledNoDates: 1,
        needed: 2,
        noRoles: 1,
        noDescription: 2,
        noLabel: 2,
        noDocs: 3,
      });
      assert.deepEqual(s.roles, { all: 5, noUsers: 2, noProcesses: 2 });
      assert.deepEqual(s.users, {
        all: 5,
        admins: 1,
        managers: 1,
        users: 3,
        noAccess: 1,
        noRole: 3,
      });
      // P1 from today − 3 for u1 and admin: 6 past occurrences, one Complete, one skipped;
      // today … today + 7: 8 days for two people.
      assert.deepEqual(s.lateTasks, { allLate: 4, inProgress: 1, notStarted: 3, all: 16 });
      const people = [a.u1, a.admin];
      assert.deepEqual(
        s.tasksByWeek,
        chartWeeks(a.today).map((w) => {
          const sum = { NotStarted: 0, InProgress: 0, Complete: 0 };
          for (const d of days(w.from, w.to)) {
            const e = expectedOn(a, d, people);
            sum.NotStarted += e.NotStarted;
            sum.InProgress += e.InProgress;
            sum.Complete += e.Complete;
          }
          return {
            weekStart: w.from,
            notStarted: sum.NotStarted,
            inProgress: sum.InProgress,
            complete: sum.Complete,
          };
        }),
      );
      assert.equal(s.tasksByWeek[0].weekStart <= a.today, true);
      assert.equal(addDays(s.tasksByWeek[0].weekStart, 7) > a.today, true);
      // rA: both people's late P1 tasks; rE: the admin's (one late, one Complete).
      assert.deepEqual(s.lateTasksByRole, [
        { roleId: a.roles.rA, roleHandle: a.handles.rA, name: `Role ${a.handles.rA}`, count: 4 },
        { roleId: a.roles.rE, roleHandle: a.handles.rE, name: `Role ${a.handles.rE}`, count: 2 },
      ]);
      assert.deepEqual(s.processesByCategory, [
        { categoryId: a.categories.OPS, prefix: "OPS", count: 2 },
        { categoryId: a.categories.FIN, prefix: "FIN", count: 1 },
        { categoryId: null, prefix: null, count: 1 },
      ]);
    });

    await t.step("a User's personal numbers: their processes, roles and tasks", async () => {
      const s = ok(await asU1(PERSONAL_STATS)).personalStatistics;
      // P1 and P2 come to u1 through rA.
      assert.deepEqual(s.processes, {
        all: 2,
        scheduled: 1,
        scheduledNoDates: 0,
        needed: 1,
        noRoles: null,
        noDescription: 1,
        noLabel: 1,
        noDocs: 1,
      });
      assert.deepEqual(s.roles, { all: 2, noUsers: 0, noProcesses: 1 });
      // u1's late: today − 2 Not Started, today − 1 In Progress (today − 3 skipped).
      assert.deepEqual(s.lateTasks, { allLate: 2, inProgress: 1, notStarted: 1, all: 8 });
      assert.equal(s.today, a.today);
      assert.equal(s.lookAheadDays, 7);
    });

    await t.step("a User is refused the organisation's statistics and its lists", async () => {
      for (
        const query of [
          ORG_STATS,
          `{ usersStatsItems(filter: ALL) { totalCount } }`,
          `{ allUsers { totalCount } }`,
          `{ rolesStatsItems(filter: ALL) { totalCount } }`,
          `{ processesStatsItems(filter: ALL) { totalCount } }`,
        ]
      ) {
        const r = await asU1(query);
        assert.equal(r.errors?.[0]?.extensions?.code, "FORBIDDEN", query);
      }
    });

    await t.step("the look-ahead follows the settings", async () => {
      await sql`update app.settings set tasks_look_ahead_days = 1 where org_id = ${a.org.id}`;
      const s = ok(await asAdmin(ORG_STATS)).organizationStatistics;
      assert.equal(s.lookAheadDays, 1);
      assert.equal(s.lateTasks.all, 4, "today and tomorrow, two people");
      await sql`update app.settings set tasks_look_ahead_days = 7 where org_id = ${a.org.id}`;
    });

    await t.step("every count is the totalCount of its list", async () => {
      await walk(asAdmin, asU1, a);
    });

    await t.step("the stats items are those lists, paged", async () => {
      const s = ok(await asAdmin(ORG_STATS)).organizationStatistics;
      const me = ok(await asU1(PERSONAL_STATS)).personalStatistics;
      const enumOf = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase();
      for (const key of Object.keys(PROCESS_STAT_TERMS)) {
        const r = ok(
          await asAdmin(`{ processesStatsItems(filter: ${enumOf(key)}, limit: 1) {
            totalCount nodes { id labels { id } } } }`),
        );
        assert.equal(r.processesStatsItems.totalCount, s.processes[key], key);
        assert.equal(r.processesStatsItems.nodes.length, Math.min(1, s.processes[key]), key);
        const mine = ok(
          await asU1(`{ currentUserProcessesStatsItems(filter: ${enumOf(key)}) { totalCount } }`),
        );
        assert.equal(
          mine.currentUserProcessesStatsItems.totalCount,
          me.processes[key] ?? 0,
          key,
        );
      }
      for (const key of Object.keys(ROLE_STAT_TERMS)) {
        const r = ok(await asAdmin(`{ rolesStatsItems(filter: ${enumOf(key)}) { totalCount } }`));
        assert.equal(r.rolesStatsItems.totalCount, s.roles[key], key);
        const mine = ok(
          await asU1(`{ currentUserRolesStatsItems(filter: ${enumOf(key)}) { totalCount } }`),
        );
        assert.equal(mine.currentUserRolesStatsItems.totalCount, me.roles[key], key);
      }
      for (const key of Object.keys(USER_STAT_FILTERS)) {
        const filter = enumOf(key);
        const r = ok(
          await asAdmin(
            `{ usersStatsItems(filter: ${filter}, limit: 2, sortBy: "id", isDesc: true) {
            totalCount nodes { id } } }`,
          ),
        );
        assert.equal(r.usersStatsItems.totalCount, s.users[key], key);
        assert.equal(r.usersStatsItems.nodes.length, Math.min(2, s.users[key]), key);
      }
      const all = ok(await asAdmin(`{ allUsers(offset: 4) { totalCount nodes { id } } }`));
      assert.equal(all.allUsers.totalCount, 5);
      assert.equal(all.allUsers.nodes.length, 1);
      const bad = await asAdmin(`{ allUsers(sortBy: "nope") { totalCount } }`);
      assert.equal(bad.errors?.[0]?.extensions?.code, "BAD_USER_INPUT");
    });

    await t.step("a write shows in the next statistics, whatever was kept", async () => {
      const before = ok(await asAdmin(ORG_STATS)).organizationStatistics;
      // A bare process (no role, docs, label, description or category), a person with no
      // role, a document gone (not a table of the task source) and a category renamed.
      await sql`insert into app.processes (org_id, process_handle, name)
        values (${a.org.id}, ${`BARE-${a.org.id}`}, 'Bare')`;
      await createMember(sql, a.org, { userType: "Manager" });
      await sql`delete from app.process_docs where org_id = ${a.org.id}`;
      await sql`update app.process_categories set prefix = 'OPX' where id = ${a.categories.OPS}`;
      const s = ok(await asAdmin(ORG_STATS)).organizationStatistics;
      assert.deepEqual(s.processes, {
        ...before.processes,
        all: 5,
        needed: 3,
        noRoles: 2,
        noDescription: 3,
        noLabel: 3,
        noDocs: 5,
      });
      assert.deepEqual(s.users, { ...before.users, all: 6, managers: 2, noRole: 4 });
      assert.deepEqual(
        s.processesByCategory,
        [
          { categoryId: a.categories.OPS, prefix: "OPX", count: 2 },
          { categoryId: null, prefix: null, count: 2 },
          { categoryId: a.categories.FIN, prefix: "FIN", count: 1 },
        ].sort((x, y) => Number(x.categoryId === null) - Number(y.categoryId === null)),
      );
      await walk(asAdmin, asU1, a);
    });

    await t.step("late tasks follow each organisation's midnight", async () => {
      // The same manual task, due on the calendar day it is now at GMT−12:00: at GMT+14:00
      // that day is over everywhere (26 hours apart), at GMT−12:00 it is today.
      const due = todayInOffset("GMT-12:00", new Date());
      const east = await createOrg(sql, { timezone: "GMT+14:00" });
      const west = await createOrg(sql, { timezone: "GMT-12:00" });
      for (const org of [east, west]) {
        const admin = await createMember(sql, org, { userType: "Admin" });
        await sql`insert into app.tasks (org_id, handle, init_handle, name, person_id, due_date,
            is_manually_created)
          values (${org.id}, ${`m-${org.id}`}, ${`m-${org.id}`}, 'Call', ${admin.id}, ${due}, true)`;
        const s = ok(await as(handler, admin)(ORG_STATS)).organizationStatistics;
        const mine = ok(await as(handler, admin)(PERSONAL_STATS)).personalStatistics;
        const late = org === east ? 1 : 0;
        assert.equal(s.today, todayInOffset(org === east ? "GMT+14:00" : "GMT-12:00", new Date()));
        assert.deepEqual(s.lateTasks, {
          allLate: late,
          inProgress: 0,
          notStarted: late,
          all: 1 - late,
        });
        assert.deepEqual(mine.lateTasks, s.lateTasks);
        const list = ok(
          await as(handler, admin)(TASKS, { q: ["is:late", "isNot:deleted", "d=org"] }),
        );
        assert.equal(list.tasks.totalCount, late);
      }
    });

    await t.step("the other organisation's numbers are its own", async () => {
      const s = ok(await as(handler, b.admin)(ORG_STATS)).organizationStatistics;
      assert.equal(s.processes.all, 5);
      assert.equal(s.users.all, 6);
      await walk(as(handler, b.admin), as(handler, b.u1), b);
    });
  });
});

type Call = ReturnType<typeof as>;

/** Each count against the totalCount of the list its link opens (admin: org; u1: own). */
async function walk(asAdmin: Call, asU1: Call, c: Crafted): Promise<void> {
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
