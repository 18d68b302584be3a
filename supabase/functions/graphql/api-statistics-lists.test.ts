/**
 * Every statistic is the totalCount of the list its dashboard link opens
 * (docs/dashboards.md#statistics): a walk over every count, the stats items as those lists,
 * writes shown at once, late tasks on either side of each organisation's midnight, and
 * another organisation's numbers its own.
 */
import { strict as assert } from "node:assert";
import {
  PROCESS_STAT_TERMS,
  ROLE_STAT_TERMS,
  USER_STAT_FILTERS,
} from "../_shared/domain/statistics/stat-terms.ts";
import { todayInOffset } from "../_shared/domain/dates/org-timezone.ts";
import { as, createMember, createOrg, withApi } from "./testing/api-fixture.ts";
import {
  arrange,
  ok,
  ORG_STATS,
  PERSONAL_STATS,
  TASKS,
  walk,
} from "./testing/statistics-fixture.ts";

Deno.test("API statistics: every count is the totalCount of its list", () =>
  withApi(async ({ sql, handler }) => {
    const { a, asAdmin, asU1 } = await arrange(sql, handler);
    await walk(asAdmin, asU1, a);
  }));

Deno.test("API statistics: the stats items are those lists, paged", () =>
  withApi(async ({ sql, handler }) => {
    const { asAdmin, asU1 } = await arrange(sql, handler);
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
  }));

Deno.test("API statistics: a write shows in the next statistics, whatever was kept", () =>
  withApi(async ({ sql, handler }) => {
    const { a, asAdmin, asU1 } = await arrange(sql, handler);
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
  }));

Deno.test("API statistics: late tasks follow each organisation's midnight", () =>
  withApi(async ({ sql, handler }) => {
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
        missed: 0,
        skipped: 0,
      });
      assert.deepEqual(mine.lateTasks, s.lateTasks);
      const list = ok(
        await as(handler, admin)(TASKS, { q: ["is:late", "isNot:deleted", "d=org"] }),
      );
      assert.equal(list.tasks.totalCount, late);
    }
  }));

Deno.test("API statistics: the other organisation's numbers are its own", () =>
  withApi(async ({ sql, handler }) => {
    const { b } = await arrange(sql, handler);
    const s = ok(await as(handler, b.admin)(ORG_STATS)).organizationStatistics;
    assert.equal(s.processes.all, 5);
    assert.equal(s.users.all, 6);
    await walk(as(handler, b.admin), as(handler, b.u1), b);
  }));
