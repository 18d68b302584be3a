/**
 * Changing roles: createRole, updateRole, removeRole, removeRoles — the reporting cycle,
 * duplicate handles, other organisations, the removal refusal, and every
 * refusal leaving the rows as they were.
 */
import type { Handler } from "./server/create-handler.ts";
import { strict as assert } from "node:assert";
import type postgres from "postgres";
import {
  as,
  countRows,
  createMember,
  createOrg,
  createPerson,
  createRole,
  type Member,
  withApi,
} from "./testing/api-fixture.ts";

const FIELDS = `id roleHandle name description reportsToId reportsTo { id roleHandle name }
  filledBy { id name } assignedProcesses { id } processCount`;
const CREATE = `mutation($r: CreateRoleInput!) { createRole(role: $r) { ${FIELDS} } }`;
const UPDATE = `mutation($r: UpdateRoleInput!) { updateRole(role: $r) { ${FIELDS} } }`;
const REMOVE = "mutation($id: Int!) { removeRole(id: $id) }";
const REMOVE_MANY = "mutation($ids: [Int!]!) { removeRoles(ids: $ids) }";
const CYCLE = "A role cannot report to itself or to a role that reports to it";
const IN_USE = "Cant delete role while it is related to Processes";

/** Everything about the organisation's roles, to prove a refusal changed nothing. */
async function snapshot(sql: postgres.Sql, orgId: number) {
  const roles = await sql`select id, role_handle, name, description, reports_to_id
                          from app.roles where org_id = ${orgId} order by id`;
  const members = await sql`select role_id, person_id from app.role_members
                            where org_id = ${orgId} order by role_id, person_id`;
  return JSON.stringify({ roles, members });
}

async function assignProcess(sql: postgres.Sql, orgId: number, roleId: number): Promise<number> {
  const [row] = await sql`insert into app.processes (org_id, process_handle, name)
    values (${orgId}, ${"P-" + roleId}, 'Payroll') returning id`;
  await sql`insert into app.process_roles (org_id, process_id, role_id)
            values (${orgId}, ${row.id}, ${roleId})`;
  return Number(row.id);
}

async function arrange(sql: postgres.Sql, handler: Handler) {
  const org = await createOrg(sql);
  const admin = await createMember(sql, org, { userType: "Admin" });
  const manager = await createMember(sql, org, { userType: "Manager" });
  const user = await createMember(sql, org, { userType: "User" });
  const ann = await createPerson(sql, org, { name: "Ann" });
  const ben = await createPerson(sql, org, { name: "Ben" });
  const other = await createOrg(sql);
  const outsider = await createMember(sql, other, { userType: "Admin" });
  const foreignRole = await createRole(sql, other, "theirs");
  const foreignPerson = await createPerson(sql, other, { name: "Stranger" });
  const state = () => snapshot(sql, org.id);
  // ceo ← ops (filled by Ann and Ben) ← night, as a Manager and an Admin create them (the
  // first test judges the answers).
  const top = await as(handler, manager)(CREATE, { r: { roleHandle: "ceo", name: "Chief" } });
  const ops = await as(handler, admin)(CREATE, {
    r: {
      roleHandle: " ops ",
      name: "Operations",
      description: "Runs things",
      reportsToId: top.data.createRole.id,
      filledBy: [ben, ann, ann],
    },
  });
  const night = await as(handler, admin)(CREATE, {
    r: { roleHandle: "night", name: "Night", reportsToId: ops.data.createRole.id },
  });
  const ids: Record<string, number> = {
    ceo: top.data.createRole.id,
    ops: ops.data.createRole.id,
    night: night.data.createRole.id,
  };
  const made = { top, ops, night };

  return {
    org,
    admin,
    manager,
    user,
    ann,
    ben,
    other,
    outsider,
    foreignRole,
    foreignPerson,
    state,
    made,
    ids,
  };
}

/** Finance, reporting to night: a role of a sibling branch (ids.fin). */
async function addFinance(handler: Handler, admin: Member, ids: Record<string, number>) {
  const fin = await as(handler, admin)(CREATE, {
    r: { roleHandle: "fin", name: "Finance", reportsToId: ids.night },
  });
  ids.fin = fin.data.createRole.id;
}

Deno.test("API role writes: createRole stores the role with its parent and people", () =>
  withApi(async ({ sql, handler }) => {
    const { org, ann, ben, made, ids } = await arrange(sql, handler);
    const top = made.top;
    assert.deepEqual(top.data.createRole, {
      id: top.data.createRole.id,
      roleHandle: "ceo",
      name: "Chief",
      description: "",
      reportsToId: null,
      reportsTo: null,
      filledBy: [],
      assignedProcesses: [],
      processCount: 0,
    });
    const created = made.ops.data.createRole;
    assert.equal(created.roleHandle, "ops");
    assert.equal(created.description, "Runs things");
    assert.deepEqual(created.reportsTo, { id: ids.ceo, roleHandle: "ceo", name: "Chief" });
    assert.deepEqual(created.filledBy, [{ id: ann, name: "Ann" }, { id: ben, name: "Ben" }]);
    const [row] = await sql`select org_id from app.roles where id = ${ids.ops}`;
    assert.equal(Number(row.org_id), org.id);
  }));

Deno.test("API role writes: a duplicate handle (any case) is CONFLICT naming the field", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, outsider, state, ids } = await arrange(sql, handler);
    const before = await state();
    const r = await as(handler, admin)(CREATE, { r: { roleHandle: "OPS", name: "Twin" } });
    assert.equal(r.errors?.[0].extensions?.code, "CONFLICT");
    assert.equal(r.errors?.[0].message, "A role with this handle already exists");
    assert.equal(r.errors?.[0].extensions?.field, "roleHandle");
    assert.equal(r.status, 409);
    const renamed = await as(handler, admin)(UPDATE, { r: { id: ids.night, roleHandle: "Ceo" } });
    assert.equal(renamed.errors?.[0].extensions?.code, "CONFLICT");
    assert.equal(await state(), before);
    // Another organisation may use the same handle.
    const theirs = await as(handler, outsider)(CREATE, { r: { roleHandle: "ops", name: "Ops" } });
    assert.equal(theirs.data.createRole.roleHandle, "ops");
  }));

Deno.test("API role writes: invalid input is BAD_USER_INPUT with the field; nothing changes", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, state } = await arrange(sql, handler);
    const before = await state();
    const cases: [Record<string, unknown>, string][] = [
      [{ roleHandle: "", name: "X" }, "roleHandle"],
      [{ roleHandle: "has space", name: "X" }, "roleHandle"],
      [{ roleHandle: "x".repeat(65), name: "X" }, "roleHandle"],
      [{ roleHandle: "ok", name: "  " }, "name"],
      [{ roleHandle: "ok", name: "X", description: "d".repeat(2001) }, "description"],
      [{ roleHandle: "ok", name: "X", reportsToId: 0 }, "reportsToId"],
      [{ roleHandle: "ok", name: "X", filledBy: [0] }, "filledBy"],
    ];
    for (const [r, field] of cases) {
      const res = await as(handler, admin)(CREATE, { r });
      assert.equal(res.errors?.[0].extensions?.code, "BAD_USER_INPUT", JSON.stringify(r));
      assert.equal(res.errors?.[0].extensions?.field, field, JSON.stringify(r));
      assert.equal(res.status, 400);
    }
    const noName = await as(handler, admin)(CREATE, { r: { roleHandle: "ok" } });
    assert.equal(noName.errors?.[0].extensions?.code, "BAD_USER_INPUT");
    assert.equal(await state(), before);
  }));

Deno.test("API role writes: a parent, person or role of another organisation is NOT_FOUND", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, ann, other, foreignRole, foreignPerson, state, ids } = await arrange(
      sql,
      handler,
    );
    const before = await state();
    const theirsBefore = await snapshot(sql, other.id);
    const cases: [string, Record<string, unknown>, string][] = [
      [CREATE, { roleHandle: "x1", name: "X", reportsToId: foreignRole }, "reportsToId"],
      [CREATE, { roleHandle: "x2", name: "X", filledBy: [ann, foreignPerson] }, "filledBy"],
      [UPDATE, { id: ids.ops, reportsToId: foreignRole }, "reportsToId"],
      [UPDATE, { id: ids.ops, filledBy: [foreignPerson] }, "filledBy"],
    ];
    for (const [doc, r, field] of cases) {
      const res = await as(handler, admin)(doc, { r });
      assert.equal(res.errors?.[0].extensions?.code, "NOT_FOUND", JSON.stringify(r));
      assert.equal(res.errors?.[0].extensions?.field, field);
      assert.equal(res.status, 404);
    }
    for (const id of [foreignRole, 987654321]) {
      const res = await as(handler, admin)(UPDATE, { r: { id, name: "Hijacked" } });
      assert.equal(res.errors?.[0].extensions?.code, "NOT_FOUND");
      const removed = await as(handler, admin)(REMOVE, { id });
      assert.equal(removed.errors?.[0].extensions?.code, "NOT_FOUND");
    }
    assert.equal(await state(), before);
    assert.equal(await snapshot(sql, other.id), theirsBefore);
  }));

Deno.test("API role writes: updateRole changes only the given fields; null parent moves to the top", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, manager, ben, ids } = await arrange(sql, handler);
    const r = await as(handler, admin)(UPDATE, {
      r: { id: ids.ops, name: "Ops team", filledBy: [ben] },
    });
    const updated = r.data.updateRole;
    assert.equal(updated.name, "Ops team");
    assert.equal(updated.roleHandle, "ops");
    assert.equal(updated.description, "Runs things");
    assert.equal(updated.reportsToId, ids.ceo);
    assert.deepEqual(updated.filledBy, [{ id: ben, name: "Ben" }]);
    const moved = await as(handler, admin)(UPDATE, {
      r: { id: ids.ops, reportsToId: null, filledBy: [] },
    });
    assert.equal(moved.data.updateRole.reportsToId, null);
    assert.deepEqual(moved.data.updateRole.filledBy, []);
    const back = await as(handler, manager)(UPDATE, {
      r: { id: ids.ops, reportsToId: ids.ceo },
    });
    assert.equal(back.data.updateRole.reportsTo.roleHandle, "ceo");
    const same = await as(handler, manager)(UPDATE, { r: { id: ids.ops } });
    assert.equal(same.data.updateRole.name, "Ops team");
  }));

Deno.test("API role writes: reportsTo cycles are refused: self, direct, indirect", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, state, ids } = await arrange(sql, handler);
    // ceo ← ops ← night
    const before = await state();
    const cases: [number, number][] = [
      [ids.ceo, ids.ceo],
      [ids.ops, ids.ops],
      [ids.ceo, ids.ops],
      [ids.ops, ids.night],
      [ids.ceo, ids.night],
    ];
    for (const [id, reportsToId] of cases) {
      const r = await as(handler, admin)(UPDATE, { r: { id, reportsToId, name: "Renamed" } });
      assert.equal(r.errors?.[0].extensions?.code, "BAD_USER_INPUT", `${id} → ${reportsToId}`);
      assert.equal(r.errors?.[0].message, CYCLE);
      assert.equal(r.errors?.[0].extensions?.field, "reportsToId");
    }
    assert.equal(await state(), before);
    // Moving a role under a sibling branch is fine.
    const fin = await as(handler, admin)(CREATE, { r: { roleHandle: "fin", name: "Finance" } });
    ids.fin = fin.data.createRole.id;
    const ok = await as(handler, admin)(UPDATE, { r: { id: ids.fin, reportsToId: ids.night } });
    assert.equal(ok.data.updateRole.reportsToId, ids.night);
    const loop = await as(handler, admin)(UPDATE, { r: { id: ids.ceo, reportsToId: ids.fin } });
    assert.equal(loop.errors?.[0].message, CYCLE);
  }));

Deno.test("API role writes: a failed mutation does not undo the one before it", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, ids } = await arrange(sql, handler);
    const r = await as(handler, admin)(
      `mutation($a: UpdateRoleInput!, $b: UpdateRoleInput!) {
      first: updateRole(role: $a) { id description } second: updateRole(role: $b) { id } }`,
      {
        a: { id: ids.night, description: "kept" },
        b: { id: ids.ceo, reportsToId: ids.night },
      },
    );
    assert.equal(r.data.first.description, "kept");
    assert.equal(r.data.second, null);
    assert.equal(r.errors?.[0].message, CYCLE);
    const [row] =
      await sql`select description, reports_to_id from app.roles where id = ${ids.night}`;
    assert.equal(row.description, "kept");
    const [ceo] = await sql`select reports_to_id from app.roles where id = ${ids.ceo}`;
    assert.equal(ceo.reports_to_id, null);
  }));

Deno.test("API role writes: a User-type member cannot create, change or remove roles", () =>
  withApi(async ({ sql, handler }) => {
    const { user, state, ids } = await arrange(sql, handler);
    const before = await state();
    const attempts = [
      await as(handler, user)(CREATE, { r: { roleHandle: "mine", name: "Mine" } }),
      await as(handler, user)(UPDATE, { r: { id: ids.ops, name: "Hacked" } }),
      await as(handler, user)(REMOVE, { id: ids.night }),
      await as(handler, user)(REMOVE_MANY, { ids: [ids.night] }),
    ];
    for (const r of attempts) {
      assert.equal(r.errors?.[0].extensions?.code, "FORBIDDEN");
      assert.equal(r.status, 403);
    }
    assert.equal(await state(), before);
  }));

Deno.test("API role writes: removing a role assigned to a process is refused with its own text", () =>
  withApi(async ({ sql, handler }) => {
    const { org, admin, state, ids } = await arrange(sql, handler);
    await addFinance(handler, admin, ids);
    const process = await assignProcess(sql, org.id, ids.fin);
    const before = await state();
    const one = await as(handler, admin)(REMOVE, { id: ids.fin });
    assert.equal(one.errors?.[0].message, IN_USE);
    assert.equal(one.errors?.[0].extensions?.code, "CONFLICT");
    assert.equal(one.status, 409);
    const many = await as(handler, admin)(REMOVE_MANY, { ids: [ids.night, ids.fin] });
    assert.equal(many.errors?.[0].message, IN_USE);
    assert.equal(await state(), before);
    assert.equal(await countRows(sql, "process_roles", org.id), 1);
    await sql`delete from app.process_roles where process_id = ${process}`;
  }));

Deno.test("API role writes: removeRole removes; those under it move to the top", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, manager, ids } = await arrange(sql, handler);
    await addFinance(handler, admin, ids);
    const r = await as(handler, manager)(REMOVE, { id: ids.night });
    assert.equal(r.data.removeRole, true);
    const [fin] = await sql`select reports_to_id from app.roles where id = ${ids.fin}`;
    assert.equal(fin.reports_to_id, null);
    const again = await as(handler, manager)(REMOVE, { id: ids.night });
    assert.equal(again.errors?.[0].extensions?.code, "NOT_FOUND");
  }));

Deno.test("API role writes: removeRoles is all or nothing", () =>
  withApi(async ({ sql, handler }) => {
    const { org, admin, foreignRole, state, ids } = await arrange(sql, handler);
    // Finance alone under Chief's branch once night is gone.
    await addFinance(handler, admin, ids);
    await as(handler, admin)(REMOVE, { id: ids.night });
    const before = await state();
    const mixed = await as(handler, admin)(REMOVE_MANY, { ids: [ids.fin, foreignRole] });
    assert.equal(mixed.errors?.[0].extensions?.code, "NOT_FOUND");
    assert.equal(await state(), before);
    const [theirs] = await sql`select count(*)::int as n from app.roles where id = ${foreignRole}`;
    assert.equal(theirs.n, 1);
    const tooMany = await as(handler, admin)(REMOVE_MANY, {
      ids: Array.from({ length: 1001 }, (_, i) => i + 1),
    });
    assert.equal(tooMany.errors?.[0].extensions?.code, "BAD_USER_INPUT");
    const none = await as(handler, admin)(REMOVE_MANY, { ids: [] });
    assert.equal(none.data.removeRoles, true);
    const removed = await as(handler, admin)(REMOVE_MANY, { ids: [ids.fin, ids.ops, ids.fin] });
    assert.equal(removed.data.removeRoles, true);
    const left = await sql`select id from app.roles where org_id = ${org.id}`;
    assert.deepEqual(left.map((r) => Number(r.id)), [ids.ceo]);
    assert.equal(await countRows(sql, "role_members", org.id), 0);
  }));
