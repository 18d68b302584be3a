/**
 * Schedule changes keep the past (docs/task-engine.md#schedule-changes), through the real
 * API: a process's schedule changed today leaves last month's tasks (computed and stored) as
 * they were, gives the new dates from today on, and lists the old schedule in its history,
 * to whoever may read the process and to no other organisation.
 */
import { strict as assert } from "node:assert";
import type postgres from "postgres";
import { addDays, weekdayOf } from "../_shared/domain/dates/calendar.ts";
import {
  as,
  createMember,
  createOrg,
  createRole,
  orgToday,
  withApi,
} from "./testing/api-fixture.ts";
import { createScheduledProcess, fillRole } from "./testing/task-fixture.ts";
import { DAILY } from "./testing/statistics-fixture.ts";
import type { Handler } from "./server/create-handler.ts";

const TASKS = `query($q: [String!], $from: String, $to: String) {
  tasks(q: $q, from: $from, to: $to, limit: 1000) {
    totalCount nodes { id handle dueDate status userId } } }`;
const MY_TASKS = `query($from: String, $to: String) {
  myTasks(from: $from, to: $to, limit: 1000) { totalCount } }`;
const UPDATE_PROCESS = `mutation($process: UpdateProcessInput!) {
  updateProcess(process: $process) { id compactFrequency } }`;
const UPDATE_TASK = `mutation($task: UpdateTaskInput!) { updateTask(task: $task) { id status } }`;
const HISTORY = `query($id: Int!) { process(id: $id) { scheduleHistory {
  from until frequencyType compactFrequency frequencyDescription scheduledFrom hasNoDates
  changedById changedByName changedAt } } }`;
const SUNDAYS = "*:0#*";
const IMPORT = `mutation($csv: String!) { importProcesses(csvText: $csv) {
  updated { line message } errors { line message } } }`;

/** A daily process from 40 days ago, of a role a User-type member holds. */
async function arrange(sql: postgres.Sql, handler: Handler) {
  const org = await createOrg(sql, { timezone: "GMT-05:00" });
  const adminMember = await createMember(sql, org, { userType: "Admin", name: "Ada Admin" });
  const today = await orgToday(sql, org);
  const role = await createRole(sql, org, "ops", "Operations");
  const member = await createMember(sql, org, { userType: "User", name: "Uma User" });
  await fillRole(sql, org, role, member.id);
  const process = await createScheduledProcess(sql, org, {
    compact: DAILY,
    roleIds: [role],
    scheduledFrom: addDays(today, -40),
  });
  return { org, admin: as(handler, adminMember), adminMember, member, today, role, process };
}

type Ask = ReturnType<typeof as>;

async function tasks(ask: Ask, process: number, from: string, to: string) {
  const r = await ask(TASKS, { q: [`process:${process}`], from, to });
  assert.equal(r.errors, undefined, JSON.stringify(r.errors));
  return r.data.tasks.nodes as {
    id: number | null;
    handle: string;
    dueDate: string;
    status: string;
  }[];
}

async function changeSchedule(ask: Ask, id: number, process: Record<string, unknown>) {
  const r = await ask(UPDATE_PROCESS, { process: { id, ...process } });
  assert.equal(r.errors, undefined, JSON.stringify(r.errors));
}

Deno.test("schedule change: last month's tasks stay, computed and stored; the new dates start today", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, member, today, process } = await arrange(sql, handler);
    const monthAgo = addDays(today, -30), yesterday = addDays(today, -1);
    const done = `${process}-${member.id}-${addDays(today, -10)}`;
    const stored = await admin(UPDATE_TASK, { task: { handle: done, status: "Complete" } });
    assert.equal(stored.errors, undefined, JSON.stringify(stored.errors));
    const before = await tasks(admin, process, monthAgo, yesterday);
    assert.equal(before.length, 30);

    await changeSchedule(admin, process, { compactFrequency: SUNDAYS });

    assert.deepEqual(await tasks(admin, process, monthAgo, yesterday), before);
    const stillDone = before.find((t) => t.handle === done)!;
    assert.equal(stillDone.status, "Complete");
    assert.notEqual(stillDone.id, null);
    // A past day the old schedule made (not a Sunday) is still an occurrence to complete.
    const pastDay = [2, 3, 4, 5, 6, 7, 8].map((n) => addDays(today, -n))
      .find((d) => weekdayOf(d) !== 0)!;
    const late = await admin(UPDATE_TASK, {
      task: { handle: `${process}-${member.id}-${pastDay}`, status: "Complete" },
    });
    assert.equal(late.errors, undefined, JSON.stringify(late.errors));
    // A future day the old schedule would have made is no occurrence any more.
    const gone = [1, 2, 3, 4, 5, 6, 7].map((n) => addDays(today, n)).find((d) =>
      weekdayOf(d) !== 0
    )!;
    const refused = await admin(UPDATE_TASK, {
      task: { handle: `${process}-${member.id}-${gone}`, status: "Complete" },
    });
    assert.notEqual(refused.errors, undefined);
    const ahead = await tasks(admin, process, today, addDays(today, 13));
    assert.equal(ahead.length, 2);
    assert.ok(ahead.every((t) => weekdayOf(t.dueDate) === 0), JSON.stringify(ahead));
    // The member's own list agrees.
    const mine = await as(handler, member)(MY_TASKS, { from: monthAgo, to: addDays(today, 13) });
    assert.equal(mine.errors, undefined, JSON.stringify(mine.errors));
    assert.equal(mine.data.myTasks.totalCount, 32);
  }));

Deno.test("schedule history: the old schedule to yesterday, who changed it and when", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, adminMember, member, today, process } = await arrange(sql, handler);
    const empty = await admin(HISTORY, { id: process });
    assert.deepEqual(empty.data.process.scheduleHistory, []);
    const before = Date.now();
    await changeSchedule(admin, process, { compactFrequency: SUNDAYS });
    const r = await admin(HISTORY, { id: process });
    assert.equal(r.errors, undefined, JSON.stringify(r.errors));
    const [row, ...more] = r.data.process.scheduleHistory;
    assert.equal(more.length, 0);
    assert.equal(row.from, null);
    assert.equal(row.until, addDays(today, -1));
    assert.equal(row.frequencyType, "Scheduled");
    assert.equal(row.compactFrequency, DAILY);
    assert.equal(row.scheduledFrom, addDays(today, -40));
    assert.equal(row.hasNoDates, false);
    assert.equal(row.changedById, adminMember.id);
    assert.equal(row.changedByName, "Ada Admin");
    assert.ok(Date.parse(row.changedAt) >= before - 60_000, row.changedAt);
    // A second change the same day keeps one row: the schedule before the first change.
    await changeSchedule(admin, process, { compactFrequency: "*:1#*" });
    const again = (await admin(HISTORY, { id: process })).data.process.scheduleHistory;
    assert.deepEqual(again.map((s: { compactFrequency: string }) => s.compactFrequency), [DAILY]);
    // The member reads it for their process, without the admin's name.
    const theirs = await as(handler, member)(HISTORY, { id: process });
    assert.equal(theirs.errors, undefined, JSON.stringify(theirs.errors));
    assert.equal(theirs.data.process.scheduleHistory.length, 1);
    assert.equal(theirs.data.process.scheduleHistory[0].changedById, null);
    assert.equal(theirs.data.process.scheduleHistory[0].changedByName, null);
    assert.equal(theirs.data.process.scheduleHistory[0].until, addDays(today, -1));
  }));

Deno.test("schedule history: a process now as needed keeps its past tasks; changing back the same day leaves no history", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, today, process } = await arrange(sql, handler);
    const monthAgo = addDays(today, -30), yesterday = addDays(today, -1);
    const before = await tasks(admin, process, monthAgo, yesterday);
    await changeSchedule(admin, process, { frequencyType: "AsNeeded" });
    assert.deepEqual(await tasks(admin, process, monthAgo, yesterday), before);
    assert.deepEqual(await tasks(admin, process, today, addDays(today, 7)), []);
    await changeSchedule(admin, process, { compactFrequency: DAILY });
    assert.deepEqual((await admin(HISTORY, { id: process })).data.process.scheduleHistory, []);
    assert.equal((await tasks(admin, process, monthAgo, addDays(today, 6))).length, 37);
  }));

Deno.test("schedule history: not for a User's other processes, nor another organisation", () =>
  withApi(async ({ sql, handler }) => {
    const { org, admin, member, process } = await arrange(sql, handler);
    const notTheirs = await createScheduledProcess(sql, org, { compact: DAILY });
    await changeSchedule(admin, notTheirs, { compactFrequency: SUNDAYS });
    await changeSchedule(admin, process, { compactFrequency: SUNDAYS });
    const hidden = await as(handler, member)(HISTORY, { id: notTheirs });
    assert.equal(hidden.data?.process ?? null, null);
    const [count] = await sql`select count(*)::int as n from app.process_schedules_ended
      where org_id = ${org.id}`;
    assert.equal(count.n, 2);
    const other = await createOrg(sql, {});
    const outsider = as(handler, await createMember(sql, other, { userType: "Admin" }));
    const r = await outsider(HISTORY, { id: process });
    assert.equal(r.data?.process ?? null, null);
  }));

Deno.test("schedule history: a CSV import that changes the frequency keeps the past the same way", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, adminMember, today, process } = await arrange(sql, handler);
    const monthAgo = addDays(today, -30), yesterday = addDays(today, -1);
    const before = await tasks(admin, process, monthAgo, yesterday);
    const [{ handle, name }] = await sql`select process_handle as handle, name
      from app.processes where id = ${process}`;
    const r = await admin(IMPORT, {
      csv: `processHandle,name,frequency\n${handle},${name},${SUNDAYS}\n`,
    });
    assert.equal(r.errors, undefined, JSON.stringify(r.errors));
    assert.equal(r.data.importProcesses.updated.length, 1, JSON.stringify(r.data));
    assert.deepEqual(await tasks(admin, process, monthAgo, yesterday), before);
    const history = (await admin(HISTORY, { id: process })).data.process.scheduleHistory;
    assert.deepEqual(
      history.map((s: { until: string; compactFrequency: string; changedById: number }) => [
        s.until,
        s.compactFrequency,
        s.changedById,
      ]),
      [[yesterday, DAILY, adminMember.id]],
    );
  }));
