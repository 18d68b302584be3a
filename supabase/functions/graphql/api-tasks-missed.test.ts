/**
 * Missed work through the real handler (docs/task-engine.md#missed-occurrences): a process
 * whose unfinishedRule is Lapses keeps only its latest occurrence before today late; its
 * earlier unfinished ones are missed (Task.is_missed, q is:missed), never late. A process
 * that stays late is unchanged. The dashboards count missed and skipped apart from late,
 * each count the totalCount of its list; another organisation's process is refused.
 */
import type postgres from "postgres";
import type { Handler } from "./server/create-handler.ts";
import { strict as assert } from "node:assert";
import { addDays } from "../_shared/domain/dates/calendar.ts";
import { todayInOffset } from "../_shared/domain/dates/org-timezone.ts";
import { as, createMember, createOrg, createRole, withApi } from "./testing/api-fixture.ts";
import { fillRole } from "./testing/task-fixture.ts";
import { DAILY, ok } from "./testing/statistics-fixture.ts";

const CREATE = `mutation($p: CreateProcessInput!) {
  createProcess(process: $p) { id unfinishedRule } }`;
const UPDATE =
  `mutation($p: UpdateProcessInput!) { updateProcess(process: $p) { id unfinishedRule } }`;
const TASKS = `query($q: [String!], $from: String, $to: String) {
  tasks(q: $q, from: $from, to: $to, limit: 100) {
    totalCount nodes { handle dueDate processId is_late is_missed } } }`;
const MY_TASKS = `query($q: [String!]) { myTasks(q: $q, limit: 0) { totalCount } }`;
const TASK = `query($h: String) { task(handle: $h) { handle is_late is_missed } }`;
const SET_STATUS = `mutation($h: String, $s: TaskStatus) {
  updateTask(task: { handle: $h, status: $s }) { handle is_late is_missed } }`;
const REMOVE = `mutation($h: String) { removeTask(handle: $h) }`;
const STATS = `{ organizationStatistics { lateTasks { allLate missed skipped } } }`;
const MY_STATS = `{ personalStatistics { lateTasks { allLate missed skipped } } }`;

async function arrange(sql: postgres.Sql, handler: Handler) {
  const timezone = "GMT+00:00";
  const org = await createOrg(sql, { timezone });
  const admin = await createMember(sql, org, { userType: "Admin" });
  const user = await createMember(sql, org, { userType: "User" });
  const role = await createRole(sql, org);
  await fillRole(sql, org, role, user.id);
  const asAdmin = as(handler, admin);
  const today = todayInOffset(timezone, new Date());
  const from = addDays(today, -5);
  const create = async (handle: string, rule?: string) =>
    ok(
      await asAdmin(CREATE, {
        p: {
          processHandle: handle,
          name: handle,
          compactFrequency: DAILY,
          scheduledFrom: from,
          assignedRoleIds: [role],
          ...(rule ? { unfinishedRule: rule } : {}),
        },
      }),
    ).createProcess as { id: number; unfinishedRule: string };
  const lapses = await create("CHK-1", "Lapses");
  const staysLate = await create("CHK-2");
  const day = (process: number, offset: number) =>
    `${process}-${user.id}-${addDays(today, offset)}`;
  return {
    org,
    admin,
    user,
    asAdmin,
    asUser: as(handler, user),
    today,
    from,
    lapses,
    staysLate,
    day,
  };
}

Deno.test("API missed: a lapsing process's undone days are missed, yesterday's late; stays-late unchanged", () =>
  withApi(async ({ sql, handler }) => {
    const { asAdmin, today, from, lapses, staysLate, day } = await arrange(sql, handler);
    assert.equal(lapses.unfinishedRule, "Lapses");
    assert.equal(staysLate.unfinishedRule, "StaysLate", "the default");
    // One of the lapsing days was done: neither late nor missed.
    ok(await asAdmin(SET_STATUS, { h: day(lapses.id, -3), s: "Complete" }));
    const list = async (q: string[]) =>
      ok(await asAdmin(TASKS, { q: [...q, "d=org"], from, to: today })).tasks;
    const missed = await list(["is:missed"]);
    assert.deepEqual(
      missed.nodes.map((t: { handle: string }) => t.handle),
      [-5, -4, -2].map((o) => day(lapses.id, o)),
    );
    assert.equal(missed.totalCount, 3);
    assert.ok(
      missed.nodes.every((t: { is_missed: boolean; is_late: boolean }) =>
        t.is_missed && !t.is_late
      ),
    );
    const late = await list(["is:late"]);
    // Yesterday of the lapsing process; every past day of the one that stays late.
    assert.deepEqual(
      late.nodes.map((t: { handle: string }) => t.handle).sort(),
      [day(lapses.id, -1), ...[-5, -4, -3, -2, -1].map((o) => day(staysLate.id, o))].sort(),
    );
    assert.ok(
      late.nodes.every((t: { is_missed: boolean; is_late: boolean }) => t.is_late && !t.is_missed),
    );
    // isNot:late on the lapsing process: its missed days and today (two windows).
    const notLate = await list(["isNot:late", `process:${lapses.id}`, "isNot:deleted"]);
    assert.deepEqual(
      notLate.nodes.map((t: { handle: string }) => t.handle),
      [-5, -4, -3, -2, 0].map((o) => day(lapses.id, o)),
    );
    const yesterday = ok(await asAdmin(TASK, { h: day(lapses.id, -1) })).task;
    assert.deepEqual(yesterday, { handle: day(lapses.id, -1), is_late: true, is_missed: false });
    const older = ok(await asAdmin(TASK, { h: day(lapses.id, -4) })).task;
    assert.deepEqual(older, { handle: day(lapses.id, -4), is_late: false, is_missed: true });
    // A missed occurrence changed is stored, and stays missed by its due date.
    const stored = ok(await asAdmin(SET_STATUS, { h: day(lapses.id, -4), s: "InProgress" }));
    assert.equal(stored.updateTask.is_missed, true);
    assert.equal((await list(["is:missed"])).totalCount, 3);
    // Set back to stay late: the missed days are late again.
    ok(await asAdmin(UPDATE, { p: { id: lapses.id, unfinishedRule: "StaysLate" } }));
    assert.equal((await list(["is:missed"])).totalCount, 0);
    assert.equal((await list(["is:late"])).totalCount, 9);
  }));

Deno.test("API missed: the dashboards count missed and skipped apart from late, each its list's total", () =>
  withApi(async ({ sql, handler }) => {
    const { asAdmin, asUser, lapses, staysLate, day } = await arrange(sql, handler);
    ok(await asAdmin(REMOVE, { h: day(lapses.id, -2) }));
    // The lists' "Any date" starts at the earliest stored task: five days back.
    ok(await asAdmin(SET_STATUS, { h: day(staysLate.id, -5), s: "InProgress" }));
    const total = async (q: string[]) =>
      ok(await asAdmin(TASKS, { q: [...q, "d=org"] })).tasks.totalCount as number;
    const s = ok(await asAdmin(STATS)).organizationStatistics.lateTasks;
    assert.deepEqual(s, { allLate: 6, missed: 3, skipped: 1 });
    assert.equal(s.allLate, await total(["is:late", "isNot:deleted"]));
    assert.equal(s.missed, await total(["is:missed", "isNot:deleted"]));
    assert.equal(s.skipped, await total(["is:deleted"]));
    const me = ok(await asUser(MY_STATS)).personalStatistics.lateTasks;
    assert.deepEqual(me, s, "every task is the user's");
    const mine = ok(await asUser(MY_TASKS, { q: ["is:missed", "isNot:deleted"] })).myTasks;
    assert.equal(mine.totalCount, me.missed);
  }));

Deno.test("API missed: another organisation's process is refused; a bad rule is refused", () =>
  withApi(async ({ sql, handler }) => {
    const { lapses } = await arrange(sql, handler);
    const other = await arrange(sql, handler);
    const r = await other.asAdmin(UPDATE, { p: { id: lapses.id, unfinishedRule: "StaysLate" } });
    assert.ok(r.errors?.length, "refused");
    const [row] = await sql`select unfinished_rule from app.processes where id = ${lapses.id}`;
    assert.equal(row!.unfinished_rule, "Lapses", "unchanged");
    const bad = await other.asAdmin(UPDATE, {
      p: { id: other.lapses.id, unfinishedRule: "Sometimes" },
    });
    assert.ok(bad.errors?.length);
  }));
