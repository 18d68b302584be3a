/**
 * Task reads through the real handler (docs/task-engine.md#paging-and-counting): the organisation's tasks for admins,
 * a person's own, exact totals, the range rules, and another organisation's handles.
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
  type Org,
  withApi,
} from "./testing/api-fixture.ts";
import { createScheduledProcess, fillRole, TASK_FIELDS } from "./testing/task-fixture.ts";

const TASKS =
  `query($q: [String!], $from: String, $to: String, $offset: Int, $limit: Int, $sortBy: String, $isDesc: Boolean) {
  tasks(q: $q, from: $from, to: $to, offset: $offset, limit: $limit, sortBy: $sortBy, isDesc: $isDesc) {
    totalCount nodes { ${TASK_FIELDS} } } }`;
const MY_TASKS = `query($q: [String!], $from: String, $to: String) {
  myTasks(q: $q, from: $from, to: $to) { totalCount nodes { handle userId dueDate status is_late } } }`;

async function arrange(sql: postgres.Sql, handler: Handler) {
  const org = await createOrg(sql);
  const admin = await createMember(sql, org, { userType: "Admin" });
  const user = await createMember(sql, org, { userType: "User" });
  const role = await createRole(sql, org);
  await fillRole(sql, org, role, user.id);
  await fillRole(sql, org, role, admin.id);
  // Mondays from 5 January 2026.
  const weekly = await createScheduledProcess(sql, org, {
    compact: "W1:Mon@2026-01-05",
    roleIds: [role],
    name: "Weekly check",
  });
  const asAdmin = as(handler, admin);
  const asUser = as(handler, user);

  return { org, admin, user, role, weekly, asAdmin, asUser };
}

Deno.test("API task lists: the organisation's tasks: every person's occurrences, by date then user", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, user, weekly, asAdmin } = await arrange(sql, handler);
    const r = await asAdmin(TASKS, { from: "2026-01-01", to: "2026-01-31" });
    assert.equal(r.errors, undefined, JSON.stringify(r.errors));
    const { totalCount, nodes } = r.data.tasks;
    // Mondays 5, 12, 19, 26 January for two people.
    assert.equal(totalCount, 8);
    const [first, second] = [admin.id, user.id].sort((a, b) => a - b);
    assert.deepEqual(nodes.map((n: { handle: string }) => n.handle).slice(0, 2), [
      `${weekly}-${first}-2026-01-05`,
      `${weekly}-${second}-2026-01-05`,
    ]);
    assert.equal(nodes[0].id, null);
    assert.equal(nodes[0].name, "Weekly check task");
    assert.equal(nodes[0].status, "NotStarted");
    assert.equal(nodes[0].init_handle, nodes[0].handle);
    assert.equal(nodes[0].is_late, true);
    assert.deepEqual(nodes[0].process, {
      id: weekly,
      name: "Weekly check",
      processHandle: nodes[0].process.processHandle,
    });
    assert.deepEqual(nodes[0].history, []);
  }));

Deno.test("API task lists: a User reads only their own tasks; the organisation's are refused", () =>
  withApi(async ({ sql, handler }) => {
    const { user, asUser } = await arrange(sql, handler);
    const mine = await asUser(MY_TASKS, { from: "2026-01-01", to: "2026-01-31" });
    assert.equal(mine.errors, undefined, JSON.stringify(mine.errors));
    assert.equal(mine.data.myTasks.totalCount, 4);
    assert.ok(mine.data.myTasks.nodes.every((n: { userId: number }) => n.userId === user.id));
    const all = await asUser(TASKS, { from: "2026-01-01", to: "2026-01-31" });
    assert.ok(all.errors?.length);
    const org = await asUser(MY_TASKS, { q: ["d=org"], from: "2026-01-01", to: "2026-01-31" });
    assert.ok(org.errors?.length);
  }));

Deno.test("API task lists: an admin's myTasks with d=org is the organisation's", () =>
  withApi(async ({ sql, handler }) => {
    const { asAdmin } = await arrange(sql, handler);
    const r = await asAdmin(MY_TASKS, { q: ["d=org"], from: "2026-01-01", to: "2026-01-31" });
    assert.equal(r.data.myTasks.totalCount, 8);
  }));

/** The User's occurrence of 12 January, stored as Complete; answers its handle. */
async function completeJan12(sql: postgres.Sql, org: Org, user: Member, weekly: number) {
  const handle = `${weekly}-${user.id}-2026-01-12`;
  await sql`insert into app.tasks (org_id, handle, init_handle, name, process_id, person_id,
      due_date, status)
    values (${org.id}, ${handle}, ${handle}, 'Weekly check task', ${weekly}, ${user.id},
      '2026-01-12', 'Complete')`;
  return handle;
}

Deno.test("API task lists: a stored status replaces the generated occurrence and ends lateness", () =>
  withApi(async ({ sql, handler }) => {
    const { org, user, weekly, asAdmin } = await arrange(sql, handler);
    const handle = await completeJan12(sql, org, user, weekly);
    const r = await asAdmin(TASKS, { from: "2026-01-01", to: "2026-01-31", q: ["is:late"] });
    assert.equal(r.data.tasks.totalCount, 7);
    const all = await asAdmin(TASKS, { from: "2026-01-01", to: "2026-01-31" });
    assert.equal(all.data.tasks.totalCount, 8);
    const stored = all.data.tasks.nodes.find((n: { handle: string }) => n.handle === handle);
    assert.equal(stored.status, "Complete");
    assert.equal(typeof stored.id, "number");
  }));

Deno.test("API task lists: processesForTasks: the processes with their people, the page, the stored tasks and the skipped handles", () =>
  withApi(async ({ sql, handler }) => {
    const { org, admin, user, weekly, asAdmin, asUser } = await arrange(sql, handler);
    await completeJan12(sql, org, user, weekly);
    const skipped = `${weekly}-${admin.id}-2026-01-19`;
    await sql`insert into app.tasks (org_id, handle, init_handle, name, process_id, person_id, due_date, deleted)
    values (${org.id}, ${skipped}, ${skipped}, 'Weekly check task', ${weekly}, ${admin.id}, '2026-01-19', true)`;
    const FOR_TASKS = `query($paginated: Boolean, $skip: Boolean) {
    processesForTasks(from: "2026-01-01", to: "2026-01-31", limit: 3, paginated: $paginated, getTasksToSkip: $skip) {
      processes { id name users { id } } tasks { totalCount tasksToSkip nodes { handle id } } } }`;
    const paged = await asAdmin(FOR_TASKS, { paginated: true, skip: true });
    assert.equal(paged.errors, undefined, JSON.stringify(paged.errors));
    const answer = paged.data.processesForTasks;
    assert.deepEqual(answer.processes.map((p: { id: number }) => p.id), [weekly]);
    assert.deepEqual(
      answer.processes[0].users.map((u: { id: number }) => u.id).sort(),
      [admin.id, user.id].sort(),
    );
    // Eight occurrences, one of them skipped: seven listed, three on the page.
    assert.equal(answer.tasks.totalCount, 7);
    assert.equal(answer.tasks.nodes.length, 3);
    assert.deepEqual(answer.tasks.tasksToSkip, [skipped]);
    const storedOnly = await asAdmin(FOR_TASKS, { paginated: false, skip: false });
    const stored = storedOnly.data.processesForTasks.tasks;
    assert.equal(stored.totalCount, 7);
    assert.deepEqual(stored.tasksToSkip, []);
    // The one stored task that is listed (the Complete one); the skipped one is not listed.
    assert.deepEqual(stored.nodes.map((n: { handle: string }) => n.handle), [
      `${weekly}-${user.id}-2026-01-12`,
    ]);
    assert.ok(stored.nodes.every((n: { id: number | null }) => typeof n.id === "number"));
    const mine = await asUser(`{ processesForMyTasks(from: "2026-01-01", to: "2026-01-31") {
    processes { id } tasks { totalCount } } }`);
    assert.equal(mine.data.processesForMyTasks.tasks.totalCount, 4);
    assert.deepEqual(mine.data.processesForMyTasks.processes.map((p: { id: number }) => p.id), [
      weekly,
    ]);
    const refused = await asUser(`{ processesForTasks { tasks { totalCount } } }`);
    assert.ok(refused.errors?.length);
  }));

Deno.test("API task lists: bad ranges are BAD_USER_INPUT naming the argument", () =>
  withApi(async ({ sql, handler }) => {
    const { asAdmin } = await arrange(sql, handler);
    const after = await asAdmin(TASKS, { from: "2026-02-01", to: "2026-01-01" });
    assert.equal(after.errors?.[0]?.extensions?.code, "BAD_USER_INPUT");
    assert.match(after.errors![0]!.message, /from/);
    const long = await asAdmin(TASKS, { from: "2020-01-01", to: "2026-01-02" });
    assert.equal(long.errors?.[0]?.extensions?.code, "BAD_USER_INPUT");
    const junk = await asAdmin(TASKS, { from: "yesterday" });
    assert.equal(junk.errors?.[0]?.extensions?.code, "BAD_USER_INPUT");
    const term = await asAdmin(TASKS, { q: ["has:noDocs"] });
    assert.equal(term.errors?.[0]?.extensions?.code, "BAD_USER_INPUT");
  }));

Deno.test("API task lists: another organisation's tasks are not seen", () =>
  withApi(async ({ sql, handler }) => {
    const { user, weekly } = await arrange(sql, handler);
    const other = await createOrg(sql);
    const stranger = await createMember(sql, other, { userType: "Admin" });
    const r = await as(handler, stranger)(TASKS, { from: "2026-01-01", to: "2026-01-31" });
    assert.equal(r.data.tasks.totalCount, 0);
    const one = await as(handler, stranger)(`query($h: String) { task(handle: $h) { handle } }`, {
      h: `${weekly}-${user.id}-2026-01-05`,
    });
    assert.equal(one.data.task, null);
  }));
