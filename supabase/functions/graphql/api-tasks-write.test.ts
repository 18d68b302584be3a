/**
 * Task writes through the real handler (docs/task-engine.md#series-and-overrides): manual
 * tasks, a User's status of their own occurrence, an admin's change stored by handle with its
 * history, bulk changes all or nothing, skipping, and another organisation's ids and handles
 * ("this and following" is in api-tasks-future.test.ts).
 */
import type postgres from "postgres";
import type { Handler } from "./server/create-handler.ts";
import { strict as assert } from "node:assert";
import {
  as,
  createMember,
  createOrg,
  createRole,
  type Member,
  withApi,
} from "./testing/api-fixture.ts";
import {
  createScheduledProcess,
  fillRole,
  TASK_FIELDS,
  taskWriteCounts as counts,
} from "./testing/task-fixture.ts";

const CREATE = `mutation($t: CreateTaskInput!) { createTask(task: $t) { ${TASK_FIELDS} } }`;
const UPDATE = `mutation($t: UpdateTaskInput!) { updateTask(task: $t) { ${TASK_FIELDS} } }`;
const FUTURE = `mutation($t: FutureTaskInput!) { updateFutureTask(task: $t) { ${TASK_FIELDS} } }`;
const BULK = `mutation($t: [UpdateTaskInput!]!) { updateTasks(tasks: $t) { id handle status } }`;
const REMOVE = `mutation($id: Int, $h: String) { removeTask(id: $id, handle: $h) }`;
const TASKS = `query($q: [String!], $from: String, $to: String) {
  tasks(q: $q, from: $from, to: $to) { totalCount nodes { ${TASK_FIELDS} } } }`;
const MY_TASKS = `query($q: [String!], $from: String, $to: String) {
  myTasks(q: $q, from: $from, to: $to) { totalCount nodes { handle status is_late } } }`;
const JAN = { from: "2026-01-01", to: "2026-01-31" };

type Node = {
  id: number | null;
  handle: string;
  userId: number;
  name: string;
  init_handle: string;
  dueDate: string;
  status: string;
  history: unknown[];
};

async function arrange(sql: postgres.Sql, handler: Handler) {
  const org = await createOrg(sql);
  const admin = await createMember(sql, org, { userType: "Admin", name: "Ada Admin" });
  const user = await createMember(sql, org, { userType: "User", name: "Uma User" });
  const colleague = await createMember(sql, org, { userType: "User", name: "Col League" });
  const role = await createRole(sql, org);
  await fillRole(sql, org, role, user.id);
  await fillRole(sql, org, role, colleague.id);
  // Mondays from 5 January 2026 for user and colleague.
  const weekly = await createScheduledProcess(sql, org, {
    compact: "W1:Mon@2026-01-05",
    roleIds: [role],
    name: "Weekly check",
  });
  const asAdmin = as(handler, admin);
  const asUser = as(handler, user);
  const mine = (date: string) => `${weekly}-${user.id}-${date}`;
  const theirs = (date: string) => `${weekly}-${colleague.id}-${date}`;

  const other = await createOrg(sql);
  const stranger = await createMember(sql, other, { userType: "Admin" });
  const strangerRole = await createRole(sql, other);
  await fillRole(sql, other, strangerRole, stranger.id);
  const theirProcess = await createScheduledProcess(sql, other, {
    compact: "W1:Mon@2026-01-05",
    roleIds: [strangerRole],
  });

  return {
    org,
    admin,
    user,
    colleague,
    weekly,
    asAdmin,
    asUser,
    mine,
    theirs,
    stranger,
    theirProcess,
  };
}

/** A manual task (stored, unlike the occurrences), by an Admin for the User. */
function callTheBank(asAdmin: ReturnType<typeof as>, user: Member, weekly: number) {
  return asAdmin(CREATE, {
    t: { name: "  Call the bank ", userId: user.id, dueDate: "2026-01-07", processId: weekly },
  });
}

Deno.test("API task writes: createTask: a manual task with its first history entry", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, user, weekly, asAdmin, asUser } = await arrange(sql, handler);
    const r = await callTheBank(asAdmin, user, weekly);
    assert.equal(r.errors, undefined, JSON.stringify(r.errors));
    const task = r.data.createTask;
    assert.equal(typeof task.id, "number");
    assert.match(task.handle, /^m-[0-9a-f]{16}$/);
    assert.equal(task.init_handle, task.handle);
    assert.equal(task.isManuallyCreated, true);
    assert.equal(task.name, "Call the bank");
    assert.equal(task.status, "NotStarted");
    assert.deepEqual(task.assignee, { id: user.id, name: "Uma User" });
    assert.equal(task.process.id, weekly);
    assert.deepEqual(task.updatedBy, { id: admin.id, name: "Ada Admin" });
    assert.equal(task.history.length, 1);
    assert.deepEqual(task.history[0].by, { id: admin.id, name: "Ada Admin" });
    const mineNow = await asUser(MY_TASKS, JAN);
    assert.ok(mineNow.data.myTasks.nodes.some((n: Node) => n.handle === task.handle));
  }));

Deno.test("API task writes: createTask: refused, invalid or foreign input changes nothing", () =>
  withApi(async ({ sql, handler }) => {
    const { org, user, asAdmin, asUser, stranger, theirProcess } = await arrange(sql, handler);
    const before = await counts(sql, org);
    const base = { name: "X", userId: user.id, dueDate: "2026-01-07" };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, userId: stranger.id }, "NOT_FOUND"],
      [{ ...base, processId: theirProcess }, "NOT_FOUND"],
      [{ ...base, dueDate: "2026-02-30" }, "BAD_USER_INPUT"],
      [{ ...base, dueDate: "tomorrow" }, "BAD_USER_INPUT"],
      [{ ...base, name: "   " }, "BAD_USER_INPUT"],
      [{ ...base, name: "n".repeat(301) }, "BAD_USER_INPUT"],
      [{ ...base, description: "d".repeat(10001) }, "BAD_USER_INPUT"],
      [{ ...base, userId: "seven" }, "BAD_USER_INPUT"],
    ];
    for (const [input, code] of cases) {
      const r = await asAdmin(CREATE, { t: input });
      assert.equal(r.errors?.[0]?.extensions?.code, code, JSON.stringify(input));
    }
    const byUser = await asUser(CREATE, { t: base });
    assert.equal(byUser.errors?.[0]?.extensions?.code, "FORBIDDEN");
    assert.deepEqual(await counts(sql, org), before);
  }));

Deno.test("API task writes: a User stores the status of their own occurrence; it stops being late", () =>
  withApi(async ({ sql, handler }) => {
    const { user, asAdmin, asUser, mine } = await arrange(sql, handler);
    const handle = mine("2026-01-12");
    const late = await asUser(MY_TASKS, { ...JAN, q: ["is:late"] });
    assert.ok(late.data.myTasks.nodes.some((n: Node) => n.handle === handle));
    const r = await asUser(UPDATE, { t: { handle, status: "InProgress" } });
    assert.equal(r.errors, undefined, JSON.stringify(r.errors));
    const stored = r.data.updateTask;
    assert.equal(typeof stored.id, "number");
    assert.equal(stored.handle, handle);
    assert.equal(stored.status, "InProgress");
    assert.equal(stored.name, "Weekly check task");
    assert.equal(stored.isManuallyCreated, false);
    // Stored as generated first: one entry, the status change, by the User.
    assert.deepEqual(stored.history.map((h: { changes: unknown }) => h.changes), [
      [{ field: "status", from: "NotStarted", to: "InProgress" }],
    ]);
    assert.deepEqual(stored.history[0].by, { id: user.id, name: "Uma User" });
    const done = await asUser(UPDATE, { t: { id: stored.id, status: "Complete" } });
    assert.equal(done.data.updateTask.is_late, false);
    assert.equal(done.data.updateTask.history.length, 2);
    const after = await asUser(MY_TASKS, { ...JAN, q: ["is:late"] });
    assert.equal(after.data.myTasks.totalCount, late.data.myTasks.totalCount - 1);
    assert.ok(!after.data.myTasks.nodes.some((n: Node) => n.handle === handle));
    const orgLate = await asAdmin(TASKS, { ...JAN, q: ["is:late"] });
    assert.ok(!orgLate.data.tasks.nodes.some((n: Node) => n.handle === handle));
  }));

Deno.test("API task writes: a User changes nothing else and no one else's task", () =>
  withApi(async ({ sql, handler }) => {
    const { org, colleague, weekly, asUser, mine, theirs } = await arrange(sql, handler);
    const before = await counts(sql, org);
    const rename = await asUser(UPDATE, { t: { handle: mine("2026-01-19"), name: "Mine" } });
    assert.equal(rename.errors?.[0]?.extensions?.code, "FORBIDDEN");
    const move = await asUser(UPDATE, {
      t: { handle: mine("2026-01-19"), status: "Complete", dueDate: "2026-01-20" },
    });
    assert.equal(move.errors?.[0]?.extensions?.code, "FORBIDDEN");
    const others = await asUser(UPDATE, {
      t: { handle: theirs("2026-01-19"), status: "Complete" },
    });
    assert.equal(others.errors?.[0]?.extensions?.code, "NOT_FOUND");
    const [stored] = await sql`insert into app.tasks (org_id, handle, init_handle, name, process_id,
        person_id, due_date) values (${org.id}, ${theirs("2026-01-26")}, ${theirs("2026-01-26")},
        'Weekly check task', ${weekly}, ${colleague.id}, '2026-01-26') returning id`;
    const byId = await asUser(UPDATE, { t: { id: Number(stored!.id), status: "Complete" } });
    assert.equal(byId.errors?.[0]?.extensions?.code, "NOT_FOUND");
    const remove = await asUser(REMOVE, { h: mine("2026-01-19") });
    assert.equal(remove.errors?.[0]?.extensions?.code, "FORBIDDEN");
    const future = await asUser(FUTURE, { t: { handle: mine("2026-01-19"), name: "Mine" } });
    assert.equal(future.errors?.[0]?.extensions?.code, "FORBIDDEN");
    assert.deepEqual(await counts(sql, org), { ...before, tasks: before.tasks + 1 });
    const [row] = await sql`select status from app.tasks where id = ${stored!.id}`;
    assert.equal(row!.status, "NotStarted");
  }));

Deno.test("API task writes: an admin changes the fields given; a no-op writes nothing", () =>
  withApi(async ({ sql, handler }) => {
    const { org, admin, user, asAdmin, theirs } = await arrange(sql, handler);
    const handle = theirs("2026-01-05");
    const r = await asAdmin(UPDATE, { t: { handle, name: "Special check", userId: user.id } });
    assert.equal(r.errors, undefined, JSON.stringify(r.errors));
    const task = r.data.updateTask;
    assert.equal(task.name, "Special check");
    assert.equal(task.userId, user.id);
    assert.equal(task.dueDate, "2026-01-05");
    assert.equal(task.description, "");
    assert.equal(task.handle, handle);
    assert.deepEqual(task.updatedBy, { id: admin.id, name: "Ada Admin" });
    assert.equal(task.history.length, 1);
    assert.deepEqual(
      new Set(task.history[0].changes.map((c: { field: string }) => c.field)),
      new Set(["name", "userId"]),
    );
    const before = await counts(sql, org);
    const same = await asAdmin(UPDATE, {
      t: { id: task.id, name: "Special check", userId: user.id },
    });
    assert.equal(same.errors, undefined);
    assert.equal(same.data.updateTask.updated_at, task.updated_at);
    const untouched = await asAdmin(UPDATE, {
      t: { handle: theirs("2026-01-12"), status: "NotStarted" },
    });
    assert.equal(untouched.data.updateTask.id, null);
    assert.deepEqual(await counts(sql, org), before);
    // The stored occurrence replaces the generated one: user now has it, colleague not.
    const list = await asAdmin(TASKS, { ...JAN, q: [handle] });
    assert.deepEqual(list.data.tasks.nodes.map((n: Node) => n.userId), [user.id]);
  }));

Deno.test("API task writes: not an occurrence, or another organisation's: NOT_FOUND, nothing changes", () =>
  withApi(async ({ sql, handler }) => {
    const { org, user, weekly, asAdmin, mine, stranger, theirProcess } = await arrange(
      sql,
      handler,
    );
    await callTheBank(asAdmin, user, weekly);
    const before = await counts(sql, org);
    const theirTask = theirProcess + "-" + stranger.id + "-2026-01-05";
    for (const handle of [mine("2026-01-06"), "999999-1-2026-01-05", "nonsense", theirTask]) {
      const r = await asAdmin(UPDATE, { t: { handle, status: "Complete" } });
      assert.equal(r.errors?.[0]?.extensions?.code, "NOT_FOUND", handle);
      const rm = await asAdmin(REMOVE, { h: handle });
      assert.equal(rm.errors?.[0]?.extensions?.code, "NOT_FOUND", handle);
      const f = await asAdmin(FUTURE, { t: { handle, name: "Nope" } });
      assert.equal(f.errors?.[0]?.extensions?.code, "NOT_FOUND", handle);
    }
    const asStranger = as(handler, stranger);
    const [row] = await sql`select id from app.tasks where org_id = ${org.id} limit 1`;
    const cases: [string, Record<string, unknown>][] = [
      [UPDATE, { t: { handle: mine("2026-01-19"), status: "Complete" } }],
      [UPDATE, { t: { id: Number(row!.id), name: "Stolen" } }],
      [REMOVE, { id: Number(row!.id) }],
      [REMOVE, { h: mine("2026-01-19") }],
      [FUTURE, { t: { handle: mine("2026-01-19"), userId: stranger.id } }],
      [BULK, { t: [{ id: Number(row!.id), status: "Complete" }] }],
    ];
    for (const [query, vars] of cases) {
      const r = await asStranger(query, vars);
      assert.equal(r.errors?.[0]?.extensions?.code, "NOT_FOUND", JSON.stringify(vars));
    }
    const give = await asAdmin(UPDATE, {
      t: { handle: mine("2026-01-19"), userId: stranger.id },
    });
    assert.equal(give.errors?.[0]?.extensions?.code, "NOT_FOUND");
    const wrongType = await asAdmin(UPDATE, { t: { id: "one", status: "Complete" } });
    assert.equal(wrongType.errors?.[0]?.extensions?.code, "BAD_USER_INPUT");
    const badStatus = await asAdmin(UPDATE, {
      t: { handle: mine("2026-01-19"), status: "Done" },
    });
    assert.equal(badStatus.errors?.[0]?.extensions?.code, "BAD_USER_INPUT");
    const neither = await asAdmin(UPDATE, { t: { status: "Complete" } });
    assert.equal(neither.errors?.[0]?.extensions?.code, "BAD_USER_INPUT");
    const longHandle = await asAdmin(REMOVE, { h: "1".repeat(201) });
    assert.equal(longHandle.errors?.[0]?.extensions?.code, "BAD_USER_INPUT");
    assert.deepEqual(await counts(sql, org), before);
  }));

Deno.test("API task writes: updateTasks: all change, or none does", () =>
  withApi(async ({ sql, handler }) => {
    const { org, colleague, asAdmin, asUser, mine, theirs } = await arrange(sql, handler);
    const before = await counts(sql, org);
    const a = mine("2026-02-02"), b = mine("2026-02-09");
    const failed = await asUser(BULK, {
      t: [{ handle: a, status: "Complete" }, {
        handle: theirs("2026-02-09"),
        status: "Complete",
      }],
    });
    assert.equal(failed.errors?.[0]?.extensions?.code, "NOT_FOUND");
    assert.deepEqual(await counts(sql, org), before);
    const ok = await asUser(BULK, {
      t: [{ handle: a, status: "Complete" }, { handle: b, status: "InProgress" }],
    });
    assert.equal(ok.errors, undefined, JSON.stringify(ok.errors));
    assert.deepEqual(ok.data.updateTasks.map((x: { status: string }) => x.status), [
      "Complete",
      "InProgress",
    ]);
    assert.deepEqual(await counts(sql, org), {
      ...before,
      tasks: before.tasks + 2,
      changes: before.changes + 2,
    });
    // A failure after the first write (the second occurrence is stored already, handed
    // to someone else: hidden from the User) undoes the first as well.
    const handed = mine("2026-02-16");
    await asAdmin(UPDATE, { t: { handle: handed, userId: colleague.id } });
    const stored = await counts(sql, org);
    const late = await asUser(BULK, {
      t: [{ handle: mine("2026-02-23"), status: "Complete" }, {
        handle: handed,
        status: "Complete",
      }],
    });
    assert.equal(late.errors?.[0]?.extensions?.code, "NOT_FOUND");
    assert.deepEqual(await counts(sql, org), stored);
    const tooMany = Array.from({ length: 1001 }, () => ({ handle: a, status: "Complete" }));
    const big = await asAdmin(BULK, { t: tooMany });
    assert.equal(big.errors?.[0]?.extensions?.code, "BAD_USER_INPUT");
    assert.match(big.errors![0]!.message, /1000/);
  }));

Deno.test("API task writes: updateTasks: a task named twice ends as the last says, once", () =>
  withApi(async ({ sql, handler }) => {
    const { org, asAdmin, mine } = await arrange(sql, handler);
    const c = mine("2026-03-02"), d = mine("2026-03-09");
    const before = await counts(sql, org);
    const r = await asAdmin(BULK, {
      t: [
        { handle: c, status: "InProgress" },
        { handle: d, status: "Complete" },
        { handle: c, status: "Complete" },
        { handle: d, status: "NotStarted" },
      ],
    });
    assert.equal(r.errors, undefined, JSON.stringify(r.errors));
    const answers = r.data.updateTasks as { id: number | null; status: string }[];
    assert.deepEqual(answers.map((x) => x.status), [
      "Complete",
      "NotStarted",
      "Complete",
      "NotStarted",
    ]);
    // c is stored once with one entry; d, changed and changed back, is not stored.
    assert.equal(answers[0]!.id, answers[2]!.id);
    assert.equal(answers[1]!.id, null);
    assert.deepEqual(await counts(sql, org), {
      ...before,
      tasks: before.tasks + 1,
      changes: before.changes + 1,
    });
    const one = await asAdmin(`query($h: String) { task(handle: $h) { ${TASK_FIELDS} } }`, {
      h: c,
    });
    assert.deepEqual(one.data.task.history[0].changes, [
      { field: "status", from: "NotStarted", to: "Complete" },
    ]);
    // By id and by handle in one batch: the same task.
    const both = await asAdmin(BULK, {
      t: [{ id: answers[0]!.id, name: "Renamed" }, { handle: c, status: "InProgress" }],
    });
    assert.deepEqual(
      both.data.updateTasks.map((x: { id: number; status: string }) => [x.id, x.status]),
      [[answers[0]!.id, "InProgress"], [answers[0]!.id, "InProgress"]],
    );
  }));

Deno.test("API task writes: removeTask skips an occurrence and removes a manual task", () =>
  withApi(async ({ sql, handler }) => {
    const { user, asAdmin, theirs } = await arrange(sql, handler);
    const handle = theirs("2026-01-19");
    const listed = await asAdmin(TASKS, JAN);
    const r = await asAdmin(REMOVE, { h: handle });
    assert.equal(r.errors, undefined, JSON.stringify(r.errors));
    assert.equal(r.data.removeTask, true);
    const after = await asAdmin(TASKS, JAN);
    assert.equal(after.data.tasks.totalCount, listed.data.tasks.totalCount - 1);
    assert.ok(!after.data.tasks.nodes.some((n: Node) => n.handle === handle));
    const deleted = await asAdmin(TASKS, { ...JAN, q: ["is:deleted"] });
    const skipped = deleted.data.tasks.nodes.find((n: Node) => n.handle === handle);
    assert.equal(skipped.deleted, true);
    assert.deepEqual(skipped.history[0].changes, [{
      field: "deleted",
      from: "false",
      to: "true",
    }]);
    const again = await asAdmin(REMOVE, { h: handle });
    assert.equal(again.data.removeTask, true);
    const manual = await asAdmin(CREATE, {
      t: { name: "One-off", userId: user.id, dueDate: "2026-01-08" },
    });
    const id = manual.data.createTask.id;
    assert.equal((await asAdmin(REMOVE, { id })).data.removeTask, true);
    assert.equal((await sql`select 1 from app.tasks where id = ${id}`).length, 0);
    const gone = await asAdmin(REMOVE, { id });
    assert.equal(gone.errors?.[0]?.extensions?.code, "NOT_FOUND");
  }));
