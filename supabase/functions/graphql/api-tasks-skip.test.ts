/**
 * Skipping with a reason through the real handler (docs/task-engine.md#task-states): removeTask
 * keeps an optional reason on the skipped occurrence and in its history, answered as
 * Task.skipReason; a reason too long is refused naming `reason`, nothing changed. skipTasks
 * skips the unfinished occurrences of a date range that the terms keep, all or nothing.
 */
import type postgres from "postgres";
import type { Handler } from "./server/create-handler.ts";
import { strict as assert } from "node:assert";
import {
  as,
  createMember,
  createOrg,
  createPerson,
  createRole,
  withApi,
} from "./testing/api-fixture.ts";
import {
  createScheduledProcess,
  fillRole,
  TASK_FIELDS,
  taskWriteCounts as counts,
} from "./testing/task-fixture.ts";

const REMOVE = `mutation($id: Int, $h: String, $reason: String) {
  removeTask(id: $id, handle: $h, reason: $reason) }`;
const TASK = `query($h: String) { task(handle: $h) { ${TASK_FIELDS} skipReason } }`;
const SKIP = `mutation($from: String!, $to: String!, $q: [String!], $reason: String!) {
  skipTasks(from: $from, to: $to, q: $q, reason: $reason) }`;
const UPDATE = `mutation($t: UpdateTaskInput!) { updateTask(task: $t) { handle status } }`;
const CREATE = `mutation($t: CreateTaskInput!) { createTask(task: $t) { id handle } }`;
const TASKS = `query($q: [String!], $from: String, $to: String) {
  tasks(q: $q, from: $from, to: $to) { totalCount nodes { handle skipReason is_late } } }`;

async function arrange(sql: postgres.Sql, handler: Handler) {
  const org = await createOrg(sql);
  const admin = await createMember(sql, org, { userType: "Admin", name: "Ada Admin" });
  const user = await createMember(sql, org, { userType: "User", name: "Uma User" });
  const role = await createRole(sql, org);
  await fillRole(sql, org, role, user.id);
  // Mondays from 5 January 2026.
  const weekly = await createScheduledProcess(sql, org, {
    compact: "W1:Mon@2026-01-05",
    roleIds: [role],
    name: "Weekly check",
  });
  // Every day from 5 January 2026, for the same person.
  const daily = await createScheduledProcess(sql, org, {
    compact: "*:0#*,1#*,2#*,3#*,4#*,5#*,6#*",
    scheduledFrom: "2026-01-05",
    roleIds: [role],
    name: "Daily round",
  });
  return {
    org,
    user,
    role,
    weekly,
    daily,
    asAdmin: as(handler, admin),
    asUser: as(handler, user),
    mine: (date: string) => `${weekly}-${user.id}-${date}`,
  };
}

Deno.test("API skip reason: stored on the skipped occurrence, in its history, read back", () =>
  withApi(async ({ sql, handler }) => {
    const { asAdmin, mine } = await arrange(sql, handler);
    const handle = mine("2026-01-12");
    const r = await asAdmin(REMOVE, { h: handle, reason: "  Closed for the holiday  " });
    assert.equal(r.errors, undefined, JSON.stringify(r.errors));
    assert.equal(r.data.removeTask, true);
    const task = (await asAdmin(TASK, { h: handle })).data.task;
    assert.equal(task.deleted, true);
    assert.equal(task.is_late, false);
    assert.equal(task.skipReason, "Closed for the holiday");
    assert.deepEqual(task.history[0].changes, [
      { field: "deleted", from: "false", to: "true" },
      { field: "skipReason", from: null, to: "Closed for the holiday" },
    ]);
    assert.equal(task.history[0].by.name, "Ada Admin");
    const listed = await asAdmin(TASKS, {
      q: ["is:deleted"],
      from: "2026-01-12",
      to: "2026-01-12",
    });
    assert.deepEqual(listed.data.tasks.nodes, [{
      handle,
      skipReason: "Closed for the holiday",
      is_late: false,
    }]);
    // Another reason replaces it, in the history too; the same one again writes nothing.
    await asAdmin(REMOVE, { h: handle, reason: "Closure day" });
    await asAdmin(REMOVE, { h: handle, reason: "Closure day" });
    const again = (await asAdmin(TASK, { h: handle })).data.task;
    assert.equal(again.skipReason, "Closure day");
    assert.equal(again.history.length, 2);
    assert.deepEqual(again.history[0].changes, [
      { field: "skipReason", from: "Closed for the holiday", to: "Closure day" },
    ]);
  }));

Deno.test("API skip reason: none given or blank is no reason; an unskipped task has none", () =>
  withApi(async ({ sql, handler }) => {
    const { asAdmin, mine } = await arrange(sql, handler);
    await asAdmin(REMOVE, { h: mine("2026-01-12") });
    await asAdmin(REMOVE, { h: mine("2026-01-19"), reason: "   " });
    for (const date of ["2026-01-12", "2026-01-19"]) {
      const task = (await asAdmin(TASK, { h: mine(date) })).data.task;
      assert.equal(task.deleted, true);
      assert.equal(task.skipReason, null);
      assert.deepEqual(task.history[0].changes, [{ field: "deleted", from: "false", to: "true" }]);
    }
    const open = (await asAdmin(TASK, { h: mine("2026-01-26") })).data.task;
    assert.equal(open.skipReason, null);
  }));

Deno.test("API skip reason: over 500 characters is BAD_USER_INPUT naming reason, nothing changed", () =>
  withApi(async ({ sql, handler }) => {
    const { org, asAdmin, asUser, mine } = await arrange(sql, handler);
    const before = await counts(sql, org);
    const r = await asAdmin(REMOVE, { h: mine("2026-01-12"), reason: "x".repeat(501) });
    assert.equal(r.errors?.[0]?.extensions?.code, "BAD_USER_INPUT");
    assert.equal(r.errors?.[0]?.extensions?.field, "reason");
    assert.deepEqual(await counts(sql, org), before);
    const ok = await asAdmin(REMOVE, { h: mine("2026-01-12"), reason: ` ${"x".repeat(500)} ` });
    assert.equal(ok.errors, undefined, JSON.stringify(ok.errors));
    // A User skips nothing, with or without a reason.
    const refused = await asUser(REMOVE, { h: mine("2026-01-19"), reason: "Ill" });
    assert.equal(refused.errors?.[0]?.extensions?.code, "FORBIDDEN");
  }));

Deno.test("API skipTasks: the range's unfinished occurrences the terms keep, with who and why", () =>
  withApi(async ({ sql, handler }) => {
    const { user, asAdmin, mine, weekly, daily } = await arrange(sql, handler);
    const JAN = { from: "2026-01-12", to: "2026-01-26" };
    // Stored before: one complete (stays), one in progress (skipped); a manual task stays.
    await asAdmin(UPDATE, { t: { handle: mine("2026-01-19"), status: "Complete" } });
    await asAdmin(UPDATE, { t: { handle: mine("2026-01-26"), status: "InProgress" } });
    const manual = await asAdmin(CREATE, {
      t: { name: "One-off", userId: user.id, dueDate: "2026-01-20" },
    });
    const late = await asAdmin(TASKS, { ...JAN, q: ["is:late"] });
    // Weekly: 12 and 26 January; daily: 15 days; the manual task.
    assert.equal(late.data.tasks.totalCount, 2 + 15 + 1);

    const r = await asAdmin(SKIP, { ...JAN, q: [`process:${weekly}`], reason: " Closed " });
    assert.equal(r.errors, undefined, JSON.stringify(r.errors));
    assert.equal(r.data.skipTasks, 2);
    const skipped = await asAdmin(TASKS, { ...JAN, q: ["is:deleted"] });
    assert.deepEqual(
      skipped.data.tasks.nodes.map((n: { handle: string }) => n.handle).sort(),
      [mine("2026-01-12"), mine("2026-01-26")],
    );
    for (const date of ["2026-01-12", "2026-01-26"]) {
      const task = (await asAdmin(TASK, { h: mine(date) })).data.task;
      assert.equal(task.skipReason, "Closed");
      assert.equal(task.history[0].by.name, "Ada Admin");
      assert.deepEqual(task.history[0].changes, [
        { field: "deleted", from: "false", to: "true" },
        { field: "skipReason", from: null, to: "Closed" },
      ]);
    }
    assert.equal((await asAdmin(TASK, { h: mine("2026-01-19") })).data.task.status, "Complete");
    // Every term the list knows: the daily round's days, not the manual task.
    const all = await asAdmin(SKIP, { ...JAN, reason: "Shutdown" });
    assert.equal(all.data.skipTasks, 15);
    const after = await asAdmin(TASKS, { ...JAN, q: ["is:late"] });
    assert.deepEqual(after.data.tasks.nodes.map((n: { handle: string }) => n.handle), [
      manual.data.createTask.handle,
    ]);
    const dailySkipped = await asAdmin(TASKS, { ...JAN, q: ["is:deleted", `process:${daily}`] });
    assert.equal(dailySkipped.data.tasks.totalCount, 15);
    assert.ok(
      dailySkipped.data.tasks.nodes.every((n: { skipReason: string }) =>
        n.skipReason === "Shutdown"
      ),
    );
    // Nothing left to skip: none, and nothing written.
    const again = await asAdmin(SKIP, { ...JAN, reason: "Shutdown" });
    assert.equal(again.data.skipTasks, 0);
  }));

Deno.test("API skipTasks: refusals name their field and change nothing; a User is refused", () =>
  withApi(async ({ sql, handler }) => {
    const { org, asAdmin, asUser } = await arrange(sql, handler);
    const before = await counts(sql, org);
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ from: "2026-01-01", to: "2027-01-02", reason: "Year" }, "BAD_USER_INPUT", "to"],
      [{ from: "2026-02-01", to: "2026-01-31", reason: "Back" }, "BAD_USER_INPUT", "to"],
      [{ from: "2026-02-30", to: "2026-03-01", reason: "Nope" }, "BAD_USER_INPUT", "from"],
      [{ from: "2026-01-12", to: "2026-01-12", reason: "   " }, "BAD_USER_INPUT", "reason"],
      [
        { from: "2026-01-12", to: "2026-01-12", reason: "x".repeat(501) },
        "BAD_USER_INPUT",
        "reason",
      ],
    ];
    for (const [vars, code, field] of refusals) {
      const r = await asAdmin(SKIP, vars);
      assert.equal(r.errors?.[0]?.extensions?.code, code, JSON.stringify(vars));
      assert.equal(r.errors?.[0]?.extensions?.field, field, JSON.stringify(vars));
    }
    const user = await asUser(SKIP, { from: "2026-01-12", to: "2026-01-12", reason: "Ill" });
    assert.equal(user.errors?.[0]?.extensions?.code, "FORBIDDEN");
    assert.deepEqual(await counts(sql, org), before);
    // 366 days are allowed.
    const year = await asAdmin(SKIP, {
      from: "2026-01-01",
      to: "2027-01-01",
      q: ["process:0"],
      reason: "Year",
    });
    assert.equal(year.errors, undefined, JSON.stringify(year.errors));
  }));

Deno.test("API skipTasks: over 10000 tasks is refused whole, nothing changed", () =>
  withApi(async ({ sql, handler }) => {
    const { org, role, asAdmin, daily } = await arrange(sql, handler);
    // 28 holders of the daily round (the arranged one and 27 more) over 366 days: 10,248.
    for (let i = 0; i < 27; i++) await fillRole(sql, org, role, await createPerson(sql, org));
    const range = { from: "2026-01-05", to: "2027-01-05", reason: "Closed for the year" };
    const before = await counts(sql, org);
    const r = await asAdmin(SKIP, { ...range, q: [`process:${daily}`] });
    assert.equal(r.errors?.[0]?.extensions?.code, "BAD_USER_INPUT");
    assert.equal(r.errors?.[0]?.extensions?.field, "q");
    assert.deepEqual(await counts(sql, org), before);
    const late = await asAdmin(TASKS, { from: "2026-01-05", to: "2026-01-05", q: ["is:late"] });
    // A Monday: the weekly check and the daily round of each of the 28.
    assert.equal(late.data.tasks.totalCount, 28 * 2);
    // A week of them fits, and they all stop being late.
    const fits = await asAdmin(SKIP, { ...range, to: "2026-01-11", q: [`process:${daily}`] });
    assert.equal(fits.errors, undefined, JSON.stringify(fits.errors));
    assert.equal(fits.data.skipTasks, 28 * 7);
    const after = await asAdmin(TASKS, { from: "2026-01-05", to: "2026-01-05", q: ["is:late"] });
    assert.equal(after.data.tasks.totalCount, 28);
  }));
