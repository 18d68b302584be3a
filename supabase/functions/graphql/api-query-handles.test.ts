/**
 * `user:` and `process:` name a person or a process by handle as well as by id, in any
 * case, on every list that takes them (docs/query-language.md#fields): tasks (the engine),
 * roles and processes (SQL). A handle no one has matches nothing.
 */
import type postgres from "postgres";
import type { Handler } from "./server/create-handler.ts";
import { strict as assert } from "node:assert";
import { as, createMember, createOrg, createRole, withApi } from "./testing/api-fixture.ts";
import { createScheduledProcess, fillRole } from "./testing/task-fixture.ts";

const TASKS = `query($q: [String!]) {
  tasks(q: $q, from: "2026-01-01", to: "2026-01-31") { totalCount nodes { userId processId } } }`;
const ROLES = `query($q: [String!]) { roles(q: $q) { totalCount nodes { id } } }`;
const PROCESSES = `query($q: [String!]) { processes(q: $q) { totalCount nodes { id } } }`;

async function arrange(sql: postgres.Sql, handler: Handler) {
  const org = await createOrg(sql);
  const admin = await createMember(sql, org, { userType: "Admin", handle: "Boss" });
  const staylor = await createMember(sql, org, { handle: "staylor" });
  const first = await createRole(sql, org);
  const second = await createRole(sql, org);
  await fillRole(sql, org, first, staylor.id);
  await fillRole(sql, org, second, admin.id);
  // Mondays from 5 January 2026: four in January, for each holder.
  const weekly = await createScheduledProcess(sql, org, {
    compact: "W1:Mon@2026-01-05",
    roleIds: [first],
  });
  const other = await createScheduledProcess(sql, org, {
    compact: "W1:Mon@2026-01-05",
    roleIds: [second],
  });
  const [{ handle: weeklyHandle }] = await sql`
    select process_handle as handle from app.processes where id = ${weekly}`;
  return {
    admin,
    staylor,
    first,
    second,
    weekly,
    other,
    weeklyHandle,
    asAdmin: as(handler, admin),
  };
}

const ids = (r: { data: Record<string, { nodes: { id: number }[] }> }, list: string) =>
  r.data[list]!.nodes.map((n) => n.id).sort((a, b) => a - b);

Deno.test("API query handles: tasks by user:<handle> and process:<handle>, as by id", () =>
  withApi(async ({ sql, handler }) => {
    const { staylor, weekly, weeklyHandle, asAdmin } = await arrange(sql, handler);
    const byId = await asAdmin(TASKS, { q: [`user:${staylor.id}`] });
    assert.equal(byId.errors, undefined, JSON.stringify(byId.errors));
    assert.equal(byId.data.tasks.totalCount, 4);
    for (const q of [["user:staylor"], ["User=STAYLOR"], [`process:${weeklyHandle}`]]) {
      const r = await asAdmin(TASKS, { q });
      assert.equal(r.errors, undefined, JSON.stringify(r.errors));
      assert.equal(r.data.tasks.totalCount, 4, q.join());
      assert.ok(
        r.data.tasks.nodes.every((n: { userId: number; processId: number }) =>
          n.userId === staylor.id && n.processId === weekly
        ),
        q.join(),
      );
    }
    const lower = await asAdmin(TASKS, {
      q: [`process:${weeklyHandle.toLowerCase()}`, "user:boss"],
    });
    assert.equal(lower.data.tasks.totalCount, 0, "the admin does not hold the weekly's role");
    const everyone = await asAdmin(TASKS, {});
    assert.equal(everyone.data.tasks.totalCount, 8);
  }));

Deno.test("API query handles: a handle no one has matches nothing; an empty one is refused", () =>
  withApi(async ({ sql, handler }) => {
    const { asAdmin } = await arrange(sql, handler);
    for (const q of [["user:nobody"], ["process:NOPE-1"]]) {
      const tasks = await asAdmin(TASKS, { q });
      assert.equal(tasks.errors, undefined, JSON.stringify(tasks.errors));
      assert.equal(tasks.data.tasks.totalCount, 0, q.join());
      const roles = await asAdmin(ROLES, { q });
      assert.equal(roles.data.roles.totalCount, 0, q.join());
    }
    const empty = await asAdmin(TASKS, { q: ["user:"] });
    assert.equal(empty.errors?.[0]?.extensions?.code, "BAD_USER_INPUT");
    assert.match(empty.errors![0]!.message, /handle or id/);
  }));

Deno.test("API query handles: roles and processes by user:<handle> and process:<handle>", () =>
  withApi(async ({ sql, handler }) => {
    const { staylor, first, second, weekly, other, weeklyHandle, asAdmin } = await arrange(
      sql,
      handler,
    );
    assert.deepEqual(ids(await asAdmin(ROLES, { q: ["user:STaylor"] }), "roles"), [first]);
    assert.deepEqual(ids(await asAdmin(ROLES, { q: [`user:${staylor.id}`] }), "roles"), [first]);
    assert.deepEqual(ids(await asAdmin(ROLES, { q: ["user:boss"] }), "roles"), [second]);
    assert.deepEqual(ids(await asAdmin(ROLES, { q: [`process:${weeklyHandle}`] }), "roles"), [
      first,
    ]);
    assert.deepEqual(ids(await asAdmin(PROCESSES, { q: ["user:staylor"] }), "processes"), [
      weekly,
    ]);
    assert.deepEqual(ids(await asAdmin(PROCESSES, { q: ["user:Boss"] }), "processes"), [other]);
  }));

Deno.test("API query handles: another organisation's handle names no one here", () =>
  withApi(async ({ sql, handler }) => {
    const { asAdmin } = await arrange(sql, handler);
    const elsewhere = await createOrg(sql);
    await createMember(sql, elsewhere, { handle: "outsider" });
    const r = await asAdmin(TASKS, { q: ["user:outsider"] });
    assert.equal(r.data.tasks.totalCount, 0);
    assert.equal((await asAdmin(ROLES, { q: ["user:outsider"] })).data.roles.totalCount, 0);
  }));
