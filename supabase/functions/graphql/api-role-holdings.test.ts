/**
 * Who held which role, and when (docs/task-engine.md#who-held-a-role-when), through the real
 * API: a newcomer gets no back-dated occurrence, a leaver keeps what fell due while they held
 * the role, a role assigned to a process later counts from that day, and the history reads
 * back on the person and the role.
 */
import { strict as assert } from "node:assert";
import type postgres from "postgres";
import { addDays } from "../_shared/domain/dates/calendar.ts";
import {
  as,
  createMember,
  createOrg,
  createPerson,
  createRole,
  orgToday,
  withApi,
} from "./testing/api-fixture.ts";
import { createScheduledProcess, fillRole } from "./testing/task-fixture.ts";
import { DAILY } from "./testing/statistics-fixture.ts";
import type { Handler } from "./server/create-handler.ts";

const TASKS = `query($q: [String!], $from: String, $to: String) {
  tasks(q: $q, from: $from, to: $to, limit: 1000) {
    totalCount nodes { handle userId dueDate is_late } } }`;
const UPDATE_USER = `mutation($user: UpdateUserInput!) { updateUser(user: $user) { id roleIds } }`;
const HOLDINGS = `query($id: Int!) {
  user(id: $id) { holdings { roleHandle personName from until } } }`;

/** A daily process of one role from 40 days ago, held since long ago by a veteran. */
async function arrange(sql: postgres.Sql, handler: Handler) {
  const org = await createOrg(sql, { timezone: "GMT+02:00" });
  const admin = await createMember(sql, org, { userType: "Admin" });
  const today = await orgToday(sql, org);
  const role = await createRole(sql, org, "ops", "Operations");
  const veteran = await createPerson(sql, org, { name: "Vera Veteran" });
  await fillRole(sql, org, role, veteran);
  const process = await createScheduledProcess(sql, org, {
    compact: DAILY,
    roleIds: [role],
    scheduledFrom: addDays(today, -40),
  });
  const newcomer = await createPerson(sql, org, { name: "Nico Newcomer" });
  return { org, admin: as(handler, admin), today, role, veteran, newcomer, process };
}

function tasksOf(
  ask: ReturnType<typeof as>,
  personId: number,
  from: string,
  to: string,
) {
  return ask(TASKS, { q: [`user:${personId}`], from, to });
}

Deno.test("role holdings: a person added to a role gets no occurrence before their first day", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, today, role, veteran, newcomer } = await arrange(sql, handler);
    const added = await admin(UPDATE_USER, { user: { id: newcomer, roleIds: [role] } });
    assert.equal(added.errors, undefined, JSON.stringify(added.errors));
    const from = addDays(today, -30);
    const theirs = await tasksOf(admin, newcomer, from, addDays(today, 2));
    assert.deepEqual(
      theirs.data.tasks.nodes.map((t: { dueDate: string }) => t.dueDate),
      [today, addDays(today, 1), addDays(today, 2)],
    );
    assert.equal(theirs.data.tasks.nodes.filter((t: { is_late: boolean }) => t.is_late).length, 0);
    // The veteran's month is untouched: thirty late days, then today on.
    const veterans = await tasksOf(admin, veteran, from, addDays(today, 2));
    assert.equal(veterans.data.tasks.totalCount, 33);
    assert.equal(
      veterans.data.tasks.nodes.filter((t: { is_late: boolean }) => t.is_late).length,
      30,
    );
  }));

Deno.test("role holdings: effectiveOn starts a holding on an earlier day", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, today, role, newcomer } = await arrange(sql, handler);
    const start = addDays(today, -5);
    const added = await admin(UPDATE_USER, {
      user: { id: newcomer, roleIds: [role], effectiveOn: start },
    });
    assert.equal(added.errors, undefined, JSON.stringify(added.errors));
    const theirs = await tasksOf(admin, newcomer, addDays(today, -30), today);
    assert.equal(theirs.data.tasks.totalCount, 6);
    assert.equal(theirs.data.tasks.nodes[0].dueDate, start);
    assert.equal(theirs.data.tasks.nodes.filter((t: { is_late: boolean }) => t.is_late).length, 5);
  }));

Deno.test("role holdings: a leaver keeps the occurrences due while they held the role, and no later ones", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, today, veteran } = await arrange(sql, handler);
    const left = await admin(UPDATE_USER, { user: { id: veteran, roleIds: [] } });
    assert.equal(left.errors, undefined, JSON.stringify(left.errors));
    const theirs = await tasksOf(admin, veteran, addDays(today, -10), addDays(today, 10));
    // Ten late days and today's, which stays theirs; nothing after.
    assert.equal(theirs.data.tasks.totalCount, 11);
    assert.equal(theirs.data.tasks.nodes.at(-1).dueDate, today);
    assert.equal(theirs.data.tasks.nodes.filter((t: { is_late: boolean }) => t.is_late).length, 10);
    const late = await admin(TASKS, {
      q: ["is:late"],
      from: addDays(today, -40),
      to: today,
    });
    assert.equal(late.data.tasks.totalCount, 40, "the late work stays on record");
  }));

Deno.test("role holdings: effectiveOn ends a holding on an earlier day; the history reads back", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, today, role, veteran, newcomer } = await arrange(sql, handler);
    const lastDay = addDays(today, -3);
    const left = await admin(UPDATE_USER, {
      user: { id: veteran, roleIds: [], effectiveOn: lastDay },
    });
    assert.equal(left.errors, undefined, JSON.stringify(left.errors));
    const theirs = await tasksOf(admin, veteran, addDays(today, -10), addDays(today, 10));
    assert.equal(theirs.data.tasks.nodes.at(-1).dueDate, lastDay);
    assert.equal(theirs.data.tasks.totalCount, 8);
    await admin(UPDATE_USER, { user: { id: newcomer, roleIds: [role] } });

    const history = await admin(HOLDINGS, { id: veteran });
    assert.deepEqual(history.data.user.holdings, [
      { roleHandle: "ops", personName: "Vera Veteran", from: "2000-01-01", until: lastDay },
    ]);
    const byRole = await admin(
      `query($id: Int!) { role(id: $id) { holdings { personName from until } } }`,
      {
        id: role,
      },
    );
    assert.deepEqual(byRole.data.role.holdings, [
      { personName: "Nico Newcomer", from: today, until: null },
      { personName: "Vera Veteran", from: "2000-01-01", until: lastDay },
    ]);
  }));

Deno.test("role holdings: a role assigned to a process later counts from that day", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, org, today, process } = await arrange(sql, handler);
    const other = await createRole(sql, org, "qa", "Quality");
    const inspector = await createPerson(sql, org, { name: "Ines Inspector" });
    await fillRole(sql, org, other, inspector);
    const [{ roles }] = await sql`select array_agg(role_id)::int[] as roles from app.process_roles
      where process_id = ${process}`;
    const assigned = await admin(
      `mutation($id: Int!, $roles: [Int!]) { updateProcess(process: { id: $id, assignedRoleIds: $roles }) { id } }`,
      { id: process, roles: [...roles, other] },
    );
    assert.equal(assigned.errors, undefined, JSON.stringify(assigned.errors));
    const theirs = await tasksOf(admin, inspector, addDays(today, -30), today);
    assert.deepEqual(theirs.data.tasks.nodes.map((t: { dueDate: string }) => t.dueDate), [today]);
  }));

Deno.test("role holdings: a process created with its roles counts from its scheduledFrom", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, today, role, veteran } = await arrange(sql, handler);
    const start = addDays(today, -7);
    const created = await admin(
      `mutation($p: CreateProcessInput!) { createProcess(process: $p) { id } }`,
      {
        p: {
          processHandle: "new-daily",
          name: "New daily",
          frequencyType: "Scheduled",
          compactFrequency: DAILY,
          scheduledFrom: start,
          assignedRoleIds: [role],
        },
      },
    );
    assert.equal(created.errors, undefined, JSON.stringify(created.errors));
    const theirs = await admin(TASKS, {
      q: [`user:${veteran}`, `process:${created.data.createProcess.id}`],
      from: addDays(today, -30),
      to: today,
    });
    assert.equal(theirs.data.tasks.totalCount, 8);
    assert.equal(theirs.data.tasks.nodes[0].dueDate, start);
  }));

Deno.test("role holdings: an effectiveOn that is not a date is BAD_USER_INPUT and changes nothing", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, role, newcomer } = await arrange(sql, handler);
    for (const effectiveOn of ["2026-02-30", "yesterday", "2026-1-5"]) {
      const r = await admin(UPDATE_USER, { user: { id: newcomer, roleIds: [role], effectiveOn } });
      assert.equal(r.errors?.[0]?.extensions?.code, "BAD_USER_INPUT", effectiveOn);
      assert.equal(r.errors?.[0]?.extensions?.field, "effectiveOn", effectiveOn);
    }
    const [{ n }] = await sql`select count(*)::int as n from app.role_members
      where person_id = ${newcomer}`;
    assert.equal(n, 0);
  }));

Deno.test("role holdings: a removed person's unfinished work stays on record, unassigned and late", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, today, veteran, process } = await arrange(sql, handler);
    // One of the ten days is done: it stays done, the nine others stay late.
    const done = `${process}-${veteran}-${addDays(today, -4)}`;
    const completed = await admin(
      `mutation($h: String!) { updateTask(task: { handle: $h, status: Complete }) { id } }`,
      { h: done },
    );
    assert.equal(completed.errors, undefined, JSON.stringify(completed.errors));
    const removed = await admin(`mutation($id: Int!) { removeUser(id: $id) }`, { id: veteran });
    assert.equal(removed.errors, undefined, JSON.stringify(removed.errors));

    const left = await admin(TASKS, {
      q: [`process:${process}`],
      from: addDays(today, -10),
      to: addDays(today, 3),
    });
    const kept = left.data.tasks.nodes as {
      handle: string;
      userId: number | null;
      is_late: boolean;
    }[];
    const before = kept.filter((t) => t.handle.endsWith(addDays(today, -1)) || t.is_late);
    assert.equal(kept.filter((t) => t.is_late).length, 10 - 1, JSON.stringify(kept));
    assert.ok(before.every((t) => t.userId === null), JSON.stringify(before));
    assert.ok(kept.some((t) => t.handle === done), "the completed one is kept too");
    // Nothing of theirs after today: the process has no one left.
    assert.equal(kept.filter((t) => t.handle.endsWith(addDays(today, 1))).length, 0);
  }));

Deno.test("role holdings: a leaver signed in as a User still reads the occurrences they kept", () =>
  withApi(async ({ sql, handler }) => {
    const { org, admin, today, role, process } = await arrange(sql, handler);
    const leaver = await createMember(sql, org, { userType: "User", name: "Lea Leaver" });
    await fillRole(sql, org, role, leaver.id);
    // Held since long ago; leaves three days back.
    const left = await admin(UPDATE_USER, {
      user: { id: leaver.id, roleIds: [], effectiveOn: addDays(today, -3) },
    });
    assert.equal(left.errors, undefined, JSON.stringify(left.errors));
    const mine = await as(handler, leaver)(
      `query($from: String, $to: String) { myTasks(from: $from, to: $to, limit: 100) {
        totalCount nodes { dueDate is_late process { id name } } } }`,
      { from: addDays(today, -10), to: addDays(today, 10) },
    );
    assert.equal(mine.errors, undefined, JSON.stringify(mine.errors));
    // Days -10 … -3 (eight), all late, each naming the process they came from.
    assert.equal(mine.data.myTasks.totalCount, 8);
    assert.ok(mine.data.myTasks.nodes.every((t: { is_late: boolean }) => t.is_late));
    assert.ok(
      mine.data.myTasks.nodes.every((t: { process: { id: number } | null }) =>
        t.process?.id === process
      ),
    );
    // The process the role had while they held it reads back; one it got after they left
    // does not.
    const later = await createScheduledProcess(sql, org, { compact: DAILY });
    await sql`insert into app.process_roles (org_id, process_id, role_id, assigned_from)
      values (${org.id}, ${later}, ${role}, ${today})`;
    const READ = `query($id: Int!) { process(id: $id) { id name } }`;
    const read = await as(handler, leaver)(READ, { id: process });
    assert.equal(read.data.process?.id, process, JSON.stringify(read));
    const refused = await as(handler, leaver)(READ, { id: later });
    assert.equal(refused.errors?.[0]?.extensions?.code, "FORBIDDEN", JSON.stringify(refused));
  }));
