/**
 * Dashboards' statistics through the real handler (docs/dashboards.md#statistics): the
 * organisation's counts and a User's personal numbers in a crafted organisation whose every
 * count is known by construction (testing/statistics-fixture.ts), beside another one with
 * more of everything.
 */
import { strict as assert } from "node:assert";
import { addDays } from "../_shared/domain/dates/calendar.ts";
import { chartWeeks } from "../_shared/domain/statistics/stat-terms.ts";
import { todayInOffset } from "../_shared/domain/dates/org-timezone.ts";
import { withApi } from "./testing/api-fixture.ts";
import {
  arrange,
  days,
  expectedOn,
  ok,
  ORG_STATS,
  PERSONAL_STATS,
} from "./testing/statistics-fixture.ts";

Deno.test("API statistics: the organisation's counts, each known by construction", () =>
  withApi(async ({ sql, handler }) => {
    const { a, asAdmin } = await arrange(sql, handler);
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
    // No process lapses: nothing missed; the skipped one is counted apart.
    assert.deepEqual(s.lateTasks, {
      allLate: 4,
      inProgress: 1,
      notStarted: 3,
      all: 16,
      missed: 0,
      skipped: 1,
    });
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
  }));

Deno.test("API statistics: a User's personal numbers: their processes, roles and tasks", () =>
  withApi(async ({ sql, handler }) => {
    const { a, asU1 } = await arrange(sql, handler);
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
    assert.deepEqual(s.lateTasks, {
      allLate: 2,
      inProgress: 1,
      notStarted: 1,
      all: 8,
      missed: 0,
      skipped: 1,
    });
    assert.equal(s.today, a.today);
    assert.equal(s.lookAheadDays, 7);
  }));

Deno.test("API statistics: a User is refused the organisation's statistics and its lists", () =>
  withApi(async ({ sql, handler }) => {
    const { asU1 } = await arrange(sql, handler);
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
  }));

Deno.test("API statistics: the look-ahead follows the settings", () =>
  withApi(async ({ sql, handler }) => {
    const { a, asAdmin } = await arrange(sql, handler);
    await sql`update app.settings set tasks_look_ahead_days = 1 where org_id = ${a.org.id}`;
    const s = ok(await asAdmin(ORG_STATS)).organizationStatistics;
    assert.equal(s.lookAheadDays, 1);
    assert.equal(s.lateTasks.all, 4, "today and tomorrow, two people");
    await sql`update app.settings set tasks_look_ahead_days = 7 where org_id = ${a.org.id}`;
  }));
