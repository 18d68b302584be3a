/**
 * A task list without dates ("Any date", docs/task-engine.md#paging-and-counting): from the
 * earliest stored task (never after today) to a year ahead, or to a later stored task; and
 * the open work, in the default order, starts with the late.
 */
import type postgres from "postgres";
import type { Handler } from "./server/create-handler.ts";
import { strict as assert } from "node:assert";
import {
  as,
  createMember,
  createOrg,
  createRole,
  orgToday,
  withApi,
} from "./testing/api-fixture.ts";
import { createScheduledProcess, fillRole } from "./testing/task-fixture.ts";
import { addDays } from "../_shared/domain/dates/calendar.ts";

const TASKS = `query($q: [String!], $from: String, $to: String, $limit: Int) {
  tasks(q: $q, from: $from, to: $to, limit: $limit) {
    totalCount nodes { handle dueDate status is_late } } }`;
const MY_TASKS = `query($q: [String!]) {
  myTasks(q: $q, limit: 1000) { totalCount nodes { dueDate } } }`;
const OPEN = ["status=Not Started|In Progress"];

/** Occurrences every day from 120 days ago; one of them, 100 days ago, stored as done. */
async function arrange(sql: postgres.Sql, handler: Handler) {
  const org = await createOrg(sql);
  const admin = await createMember(sql, org, { userType: "Admin" });
  const user = await createMember(sql, org);
  const role = await createRole(sql, org);
  await fillRole(sql, org, role, user.id);
  const today = await orgToday(sql, org);
  const start = addDays(today, -120);
  const daily = await createScheduledProcess(sql, org, {
    compact:
      "*:1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31",
    scheduledFrom: start,
    roleIds: [role],
  });
  const done = `${daily}-${user.id}-${addDays(today, -100)}`;
  await sql`insert into app.tasks (org_id, handle, init_handle, name, process_id, person_id,
      due_date, status)
    values (${org.id}, ${done}, ${done}, 'done', ${daily}, ${user.id}, ${addDays(today, -100)},
      'Complete')`;
  return { org, admin, user, today, daily, asAdmin: as(handler, admin), asUser: as(handler, user) };
}

Deno.test("API task range: without dates a list runs from the earliest stored task to a year ahead", () =>
  withApi(async ({ sql, handler }) => {
    const { today, asAdmin } = await arrange(sql, handler);
    const r = await asAdmin(TASKS, { limit: 0 });
    assert.equal(r.errors, undefined, JSON.stringify(r.errors));
    // Every day from 100 days ago through today + 366.
    assert.equal(r.data.tasks.totalCount, 100 + 1 + 366);
    const last = await asAdmin(TASKS, { limit: 1000 });
    const dates = last.data.tasks.nodes.map((n: { dueDate: string }) => n.dueDate);
    assert.equal(dates[0], addDays(today, -100));
    assert.equal(dates.at(-1), addDays(today, 366));
    // The same range as an explicit one.
    const given = await asAdmin(TASKS, {
      from: addDays(today, -100),
      to: addDays(today, 366),
      limit: 0,
    });
    assert.equal(given.data.tasks.totalCount, r.data.tasks.totalCount);
  }));

Deno.test("API task range: a task stored past the horizon is in the list without dates", () =>
  withApi(async ({ sql, handler }) => {
    const { org, admin, today, asAdmin } = await arrange(sql, handler);
    const far = addDays(today, 800);
    await sql`insert into app.tasks (org_id, handle, init_handle, name, person_id, due_date,
        is_manually_created)
      values (${org.id}, 'm-far', 'm-far', 'Far off', ${admin.id}, ${far}, true)`;
    const r = await asAdmin(TASKS, { q: ["Far off"] });
    assert.equal(r.errors, undefined, JSON.stringify(r.errors));
    assert.deepEqual(r.data.tasks.nodes.map((n: { dueDate: string }) => n.dueDate), [far]);
  }));

Deno.test("API task range: the open work without dates starts with the late, then today, then ahead", () =>
  withApi(async ({ sql, handler }) => {
    const { today, asAdmin, asUser } = await arrange(sql, handler);
    const r = await asAdmin(TASKS, { q: OPEN, limit: 1000 });
    assert.equal(r.errors, undefined, JSON.stringify(r.errors));
    const nodes: { dueDate: string; status: string; is_late: boolean }[] = r.data.tasks.nodes;
    // From the stored task 100 days ago (done): 99 late days, today, then 366 days ahead.
    assert.equal(r.data.tasks.totalCount, 99 + 1 + 366);
    assert.equal(nodes[0]!.dueDate, addDays(today, -99));
    assert.ok(nodes.slice(0, 99).every((n) => n.is_late && n.status === "NotStarted"));
    assert.equal(nodes[99]!.dueDate, today);
    assert.ok(nodes.slice(99).every((n) => !n.is_late));
    assert.equal(nodes.at(-1)!.dueDate, addDays(today, 366));
    const mine = await asUser(MY_TASKS, { q: OPEN });
    assert.equal(mine.data.myTasks.totalCount, 99 + 1 + 366);
    assert.equal(mine.data.myTasks.nodes[0].dueDate, addDays(today, -99));
  }));
