/**
 * Skipping with a reason through the real handler (docs/task-engine.md#task-states): removeTask
 * keeps an optional reason on the skipped occurrence and in its history, answered as
 * Task.skipReason; a reason too long is refused naming `reason`, nothing changed.
 */
import type postgres from "postgres";
import type { Handler } from "./server/create-handler.ts";
import { strict as assert } from "node:assert";
import { as, createMember, createOrg, createRole, withApi } from "./testing/api-fixture.ts";
import {
  createScheduledProcess,
  fillRole,
  TASK_FIELDS,
  taskWriteCounts as counts,
} from "./testing/task-fixture.ts";

const REMOVE = `mutation($id: Int, $h: String, $reason: String) {
  removeTask(id: $id, handle: $h, reason: $reason) }`;
const TASK = `query($h: String) { task(handle: $h) { ${TASK_FIELDS} skipReason } }`;
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
  return {
    org,
    user,
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
