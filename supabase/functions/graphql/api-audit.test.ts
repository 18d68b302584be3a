/**
 * The audit trail through the API: a change is recorded in its own transaction with who
 * (person, session, client address) and before → after; the system actor names itself;
 * security events land in the person's organisation; only Admins read and export it.
 */
import type postgres from "postgres";
import type { Handler } from "./server/create-handler.ts";
import { strict as assert } from "node:assert";
import { runAsSystem } from "../_shared/commands/run-as-system.ts";
import {
  as,
  createMember,
  createOrg,
  endSession,
  gql,
  type Member,
  type Org,
  startSession,
  withApi,
} from "./testing/api-fixture.ts";

const ENTRIES = `query($personId: Int, $entity: String, $action: String, $from: String, $to: String,
  $offset: Int, $limit: Int) {
  auditEntries(personId: $personId, entity: $entity, action: $action, from: $from, to: $to,
    offset: $offset, limit: $limit) {
    totalCount totalCountCapped
    nodes { id at personId personName sessionId actor clientAddress entity entityId action
      before after seq hash }
  } }`;
const EXPORT = `query($entity: String, $action: String) {
  exportAuditEntries(entity: $entity, action: $action) }`;
const UPDATE = `mutation($p: UpdateProcessInput!) { updateProcess(process: $p) { id name } }`;

async function arrange(sql: postgres.Sql, handler: Handler) {
  const org = await createOrg(sql);
  const other = await createOrg(sql);
  const admin = await createMember(sql, org, { userType: "Admin", name: "Ada Admin" });
  const manager = await createMember(sql, org, { userType: "Manager" });
  const user = await createMember(sql, org);
  const reader = await createMember(sql, org);
  const outsider = await createMember(sql, other, { userType: "Admin" });
  const [proc] = await sql`insert into app.processes (org_id, process_handle, name, description)
    values (${org.id}, 'P-1', 'Before', 'kept') returning id`;
  const asAdmin = as(handler, admin);

  return { org, other, admin, manager, user, reader, outsider, proc, asAdmin };
}

/** The Manager renames the process Before → After, from 203.0.113.9. */
function renameByManager(handler: Handler, manager: Member, proc: postgres.Row) {
  return gql(handler, UPDATE, {
    variables: { p: { id: Number(proc.id), name: "After" } },
    token: manager.token,
    tenant: manager.org.prefix,
    headers: { "x-forwarded-for": "203.0.113.9" },
  });
}

/** The reminders job changes the process's description. */
async function describeBySystem(sql: postgres.Sql, org: Org, proc: postgres.Row) {
  await runAsSystem(sql, org.id, async (ctx) => {
    await ctx.tx`update app.processes set description = 'by the job' where id = ${proc.id}`;
  }, "reminders run");
}

Deno.test("API audit trail: updateProcess writes one entry: who, session, address, before → after", () =>
  withApi(async ({ sql, handler }) => {
    const { manager, proc, asAdmin } = await arrange(sql, handler);
    const r = await renameByManager(handler, manager, proc);
    assert.equal(r.errors, undefined, JSON.stringify(r.errors));
    const page = await asAdmin(ENTRIES, { entity: "processes", action: "update" });
    assert.equal(page.errors, undefined, JSON.stringify(page.errors));
    const { nodes, totalCount } = page.data.auditEntries;
    assert.equal(totalCount, 1);
    const [e] = nodes;
    assert.equal(e.personId, manager.id);
    assert.equal(e.personName, `Person ${manager.email.split("@")[0]}`);
    assert.equal(e.sessionId, manager.sessionId);
    assert.equal(e.actor, "person");
    assert.equal(e.clientAddress, "203.0.113.9");
    assert.equal(e.entityId, String(proc.id));
    assert.deepEqual(e.before, { name: "Before" });
    assert.deepEqual(e.after, { name: "After" });
  }));

Deno.test("API audit trail: a refused write leaves no entry", () =>
  withApi(async ({ sql, handler }) => {
    const { user, proc, asAdmin } = await arrange(sql, handler);
    const before = await asAdmin(ENTRIES, { entity: "processes" });
    const r = await as(handler, user)(UPDATE, { p: { id: Number(proc.id), name: "Nope" } });
    assert.equal(r.errors?.[0].extensions?.code, "FORBIDDEN");
    const after = await asAdmin(ENTRIES, { entity: "processes" });
    assert.equal(after.data.auditEntries.totalCount, before.data.auditEntries.totalCount);
  }));

Deno.test("API audit trail: the system actor names its job", () =>
  withApi(async ({ sql, handler }) => {
    const { org, proc, asAdmin } = await arrange(sql, handler);
    await describeBySystem(sql, org, proc);
    const page = await asAdmin(ENTRIES, { entity: "processes", action: "update", limit: 1 });
    const [e] = page.data.auditEntries.nodes;
    assert.equal(e.actor, "system: reminders run");
    assert.equal(e.personId, null);
    assert.deepEqual(e.before, { description: "kept" });
    assert.deepEqual(e.after, { description: "by the job" });
  }));

Deno.test("API audit trail: security events: sign-in, session ended, password change, person disabled", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, user, outsider, asAdmin } = await arrange(sql, handler);
    const session = await startSession(sql, user.authUserId);
    await endSession(sql, session);
    await sql`update auth.users set encrypted_password = 'x' where id = ${user.authUserId}`;
    await sql`update auth.users set encrypted_password = 'y' where id = ${user.authUserId}`;
    const disable = await asAdmin(
      `mutation($u: UpdateUserInput!) { updateUser(user: $u) { id } }`,
      { u: { id: user.id, isAuthEnabled: false } },
    );
    assert.equal(disable.errors, undefined, JSON.stringify(disable.errors));
    const page = await asAdmin(ENTRIES, { personId: user.id, limit: 200 });
    const actions = page.data.auditEntries.nodes.map((e: { action: string }) => e.action);
    for (const a of ["sign_in", "session_ended", "password_set", "password_changed"]) {
      assert.ok(actions.includes(a), `${a} in ${actions}`);
    }
    const signIn = page.data.auditEntries.nodes.find((e: { action: string }) =>
      e.action === "sign_in"
    );
    assert.equal(signIn.entityId, session);
    assert.equal(signIn.sessionId, session);
    const disabled = await asAdmin(ENTRIES, { action: "person_disabled" });
    const [d] = disabled.data.auditEntries.nodes;
    assert.equal(d.entityId, String(user.id));
    assert.equal(d.personId, admin.id);
    assert.deepEqual(d.after, { is_auth_enabled: false });
    // Another organisation's Admin sees none of it.
    const theirs = await as(handler, outsider)(ENTRIES, { entity: "processes" });
    assert.equal(theirs.data.auditEntries.totalCount, 0);
  }));

Deno.test("API audit trail: an import's writes are the person's, through the import", () =>
  withApi(async ({ sql, handler }) => {
    const { manager, asAdmin } = await arrange(sql, handler);
    const csv = ["roleHandle,name,description,reportsTo", "desk,Desk,,", "hall,Hall,,desk", ""]
      .join("\n");
    const r = await as(handler, manager)(
      `mutation($csv: String!) { importRoles(csvText: $csv) { created { line } } }`,
      { csv },
    );
    assert.equal(r.errors, undefined, JSON.stringify(r.errors));
    const page = await asAdmin(ENTRIES, { entity: "roles", action: "insert" });
    const created = page.data.auditEntries.nodes.map((
      e: { personId: number; actor: string; after: { role_handle: string } },
    ) => [e.personId, e.actor, e.after.role_handle]);
    assert.deepEqual(created.sort(), [
      [manager.id, "import", "desk"],
      [manager.id, "import", "hall"],
    ]);
  }));

Deno.test("API audit trail: filters: date range, paging, bad input", () =>
  withApi(async ({ sql, handler }) => {
    const { asAdmin } = await arrange(sql, handler);
    const all = await asAdmin(ENTRIES, { limit: 200 });
    const ids = all.data.auditEntries.nodes.map((e: { id: number }) => e.id);
    assert.deepEqual(ids, [...ids].sort((a, b) => b - a), "newest first");
    const second = await asAdmin(ENTRIES, { offset: 1, limit: 1 });
    assert.equal(second.data.auditEntries.nodes[0].id, ids[1]);
    const past = await asAdmin(ENTRIES, { from: "2000-01-01", to: "2000-12-31" });
    assert.equal(past.data.auditEntries.totalCount, 0);
    const today = new Date().toISOString().slice(0, 10);
    const around = await asAdmin(ENTRIES, { from: "2000-01-01", to: "2999-12-31", limit: 200 });
    assert.equal(around.data.auditEntries.totalCount, all.data.auditEntries.totalCount, today);
    for (
      const bad of [{ entity: "nope" }, { action: "nope" }, { from: "yesterday" }, {
        from: "2026-02-02",
        to: "2026-02-01",
      }, { limit: 201 }]
    ) {
      const r = await asAdmin(ENTRIES, bad);
      assert.equal(r.errors?.[0].extensions?.code, "BAD_USER_INPUT", JSON.stringify(bad));
    }
  }));

Deno.test("API audit trail: CSV export of the filtered list", () =>
  withApi(async ({ sql, handler }) => {
    const { org, manager, proc, asAdmin } = await arrange(sql, handler);
    await renameByManager(handler, manager, proc);
    await describeBySystem(sql, org, proc);
    const r = await asAdmin(EXPORT, { entity: "processes", action: "update" });
    assert.equal(r.errors, undefined, JSON.stringify(r.errors));
    const lines = r.data.exportAuditEntries.trim().split(/\r\n/);
    assert.match(
      lines[0],
      /^\uFEFF?id,at,personId,person,actor,sessionId,clientAddress,entity,entityId,action,before,after,seq,hash$/,
    );
    assert.equal(lines.length, 3, "header and the two updates");
    assert.ok(lines.some((l: string) => l.includes("system: reminders run")));
    assert.ok(lines.some((l: string) => l.includes('"{""name"":""After""}"')), lines.join("\n"));
  }));

Deno.test("API audit trail: Managers and Users are refused the trail and its export", () =>
  withApi(async ({ sql, handler }) => {
    const { manager, reader } = await arrange(sql, handler);
    for (const member of [manager, reader]) {
      for (const query of [ENTRIES, EXPORT]) {
        const r = await as(handler, member)(query);
        assert.equal(r.errors?.[0].extensions?.code, "FORBIDDEN");
      }
    }
  }));

Deno.test("API audit trail: retention: Admins read and set it, within bounds; the change is recorded", () =>
  withApi(async ({ sql, handler }) => {
    const { org, admin, manager, asAdmin } = await arrange(sql, handler);
    const READ = `{ auditRetentionDays }`;
    const SET = `mutation($days: Int!) { updateAuditRetention(days: $days) }`;
    assert.equal((await asAdmin(READ)).data.auditRetentionDays, 400);
    assert.equal((await asAdmin(SET, { days: 730 })).data.updateAuditRetention, 730);
    assert.equal((await asAdmin(READ)).data.auditRetentionDays, 730);
    for (const days of [29, 36_501]) {
      const r = await asAdmin(SET, { days });
      assert.equal(r.errors?.[0].extensions?.code, "BAD_USER_INPUT", String(days));
    }
    const refused = await as(handler, manager)(SET, { days: 30 });
    assert.equal(refused.errors?.[0].extensions?.code, "FORBIDDEN");
    assert.equal((await as(handler, manager)(READ)).errors?.[0].extensions?.code, "FORBIDDEN");
    const [row] = await sql`select audit_retention_days from app.settings where org_id = ${org.id}`;
    assert.equal(row.audit_retention_days, 730);
    const changed = await asAdmin(ENTRIES, { action: "settings_changed", limit: 1 });
    const [e] = changed.data.auditEntries.nodes;
    assert.equal(e.personId, admin.id);
    assert.deepEqual([e.before, e.after], [{ audit_retention_days: 400 }, {
      audit_retention_days: 730,
    }]);
  }));

Deno.test("API audit trail: sealed entries form an unbroken chain", () =>
  withApi(async ({ sql, handler }) => {
    const { org, asAdmin } = await arrange(sql, handler);
    await sql`select app.seal_audit_entries()`;
    const [ok] = await sql`select app.audit_chain_first_break(${org.id}) as id`;
    assert.equal(ok.id, null);
    const page = await asAdmin(ENTRIES, { limit: 1 });
    assert.match(page.data.auditEntries.nodes[0].hash, /^[0-9a-f]{64}$/);
  }));
