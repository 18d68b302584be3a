/** Reading roles: roles, role, currentUserRoles, the role entity's possible values, User.roles. */
import { strict as assert } from "node:assert";
import {
  as,
  createMember,
  createOrg,
  createPerson,
  createRole,
  withApi,
} from "./testing/api-fixture.ts";
import type postgres from "postgres";

const ROLE_FIELDS = `id roleHandle name description reportsToId reportsTo { id roleHandle name }
  filledBy { id name } assignedProcesses { id processHandle name } processCount`;
const ROLES =
  `query($q: [String!], $filledBy: [Int!], $offset: Int, $limit: Int, $sortBy: String, $isDesc: Boolean) {
  roles(q: $q, filledBy: $filledBy, offset: $offset, limit: $limit, sortBy: $sortBy, isDesc: $isDesc) {
    totalCount nodes { id roleHandle name } } }`;
const MINE = `query($q: [String!], $offset: Int, $limit: Int, $sortBy: String, $isDesc: Boolean) {
  currentUserRoles(q: $q, offset: $offset, limit: $limit, sortBy: $sortBy, isDesc: $isDesc) {
    totalCount nodes { id roleHandle } } }`;
const ROLE = `query($id: Int!) { role(id: $id) { ${ROLE_FIELDS} } }`;

async function addProcess(sql: postgres.Sql, orgId: number, handle: string, roleIds: number[]) {
  const [row] = await sql`insert into app.processes (org_id, process_handle, name)
    values (${orgId}, ${handle}, ${"Process " + handle}) returning id`;
  for (const roleId of roleIds) {
    await sql`insert into app.process_roles (org_id, process_id, role_id)
              values (${orgId}, ${row.id}, ${roleId})`;
  }
  return Number(row.id);
}

async function fill(sql: postgres.Sql, orgId: number, roleId: number, personIds: number[]) {
  for (const personId of personIds) {
    await sql`insert into app.role_members (org_id, role_id, person_id)
              values (${orgId}, ${roleId}, ${personId})`;
  }
}

const handles = (
  r: { data: { [k: string]: { nodes: { roleHandle: string }[] } } },
  key = "roles",
) => r.data[key].nodes.map((n) => n.roleHandle);

async function arrange(sql: postgres.Sql) {
  const org = await createOrg(sql);
  const admin = await createMember(sql, org, { userType: "Admin", name: "Ada Admin" });
  const manager = await createMember(sql, org, { userType: "Manager" });
  const user = await createMember(sql, org, { userType: "User", name: "Uma User" });
  const bob = await createPerson(sql, org, { name: "Bob Beta" });
  // ceo ← ops ← ops-night; fin alone. Created in this order, so ids ascend like this.
  const ceo = await createRole(sql, org, "ceo", "Chief executive");
  const ops = await createRole(sql, org, "Ops", "Operations");
  const night = await createRole(sql, org, "ops-night", "Night shift 100%");
  const fin = await createRole(sql, org, "fin", "Finance");
  await sql`update app.roles set reports_to_id = ${ceo} where id = ${ops}`;
  await sql`update app.roles set reports_to_id = ${ops}, description = 'works at night'
            where id = ${night}`;
  await fill(sql, org.id, ops, [user.id, bob]);
  await fill(sql, org.id, fin, [user.id]);
  await fill(sql, org.id, ceo, [admin.id]);
  const pay = await addProcess(sql, org.id, "PAY-001", [fin, ops]);
  const check = await addProcess(sql, org.id, "OPS-001", [ops]);
  const other = await createOrg(sql);
  const outsider = await createMember(sql, other, { userType: "Admin" });
  const foreignRole = await createRole(sql, other, "ceo", "Their chief");

  return {
    org,
    admin,
    manager,
    user,
    bob,
    ceo,
    ops,
    night,
    fin,
    pay,
    check,
    other,
    outsider,
    foreignRole,
  };
}

Deno.test("API role reads: roles lists this organisation only, by id by default, with totalCount", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, ceo, ops, night, fin, outsider, foreignRole } = await arrange(sql);
    const r = await as(handler, admin)(ROLES);
    assert.equal(r.data.roles.totalCount, 4);
    assert.deepEqual(r.data.roles.nodes.map((n: { id: number }) => n.id), [
      ceo,
      ops,
      night,
      fin,
    ]);
    const theirs = await as(handler, outsider)(ROLES);
    assert.deepEqual(theirs.data.roles.nodes.map((n: { id: number }) => n.id), [foreignRole]);
  }));

Deno.test("API role reads: a role answers every field of a role and the org chart's count", () =>
  withApi(async ({ sql, handler }) => {
    const { manager, user, bob, ceo, ops, pay, check } = await arrange(sql);
    const r = await as(handler, manager)(ROLE, { id: ops });
    assert.deepEqual(r.data.role, {
      id: ops,
      roleHandle: "Ops",
      name: "Operations",
      description: "",
      reportsToId: ceo,
      reportsTo: { id: ceo, roleHandle: "ceo", name: "Chief executive" },
      filledBy: [{ id: bob, name: "Bob Beta" }, { id: user.id, name: "Uma User" }],
      assignedProcesses: [
        { id: check, processHandle: "OPS-001", name: "Process OPS-001" },
        { id: pay, processHandle: "PAY-001", name: "Process PAY-001" },
      ],
      processCount: 2,
    });
    const top = await as(handler, manager)(ROLE, { id: ceo });
    assert.equal(top.data.role.reportsTo, null);
    assert.equal(top.data.role.reportsToId, null);
    assert.deepEqual(top.data.role.assignedProcesses, []);
  }));

Deno.test("API role reads: role of another organisation or unknown is NOT_FOUND", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, foreignRole } = await arrange(sql);
    for (const id of [foreignRole, 987654321]) {
      const r = await as(handler, admin)(ROLE, { id });
      assert.equal(r.errors?.[0].extensions?.code, "NOT_FOUND");
      assert.equal(r.status, 404);
    }
  }));

Deno.test("API role reads: q: text in handle, name or description, ANDed, any case", () =>
  withApi(async ({ sql, handler }) => {
    const { admin } = await arrange(sql);
    const run = async (q: string[]) => handles(await as(handler, admin)(ROLES, { q }));
    assert.deepEqual(await run(["ops"]), ["Ops", "ops-night"]);
    assert.deepEqual(await run(["OPERATIONS"]), ["Ops"]);
    assert.deepEqual(await run(["at night"]), ["ops-night"]);
    assert.deepEqual(await run(["ops", "night"]), ["ops-night"]);
    // % is a character, not a wildcard.
    assert.deepEqual(await run(["100%"]), ["ops-night"]);
    assert.deepEqual(await run(["1%0"]), []);
    assert.deepEqual(await run(["d=org", "fin"]), ["fin"]);
  }));

Deno.test("API role reads: q: user:<id> and process:<id>; filledBy: any of these people", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, user, bob, pay, check, outsider } = await arrange(sql);
    const run = async (vars: Record<string, unknown>) =>
      handles(await as(handler, admin)(ROLES, vars));
    assert.deepEqual(await run({ q: [`user:${user.id}`] }), ["Ops", "fin"]);
    assert.deepEqual(await run({ q: [`user:${bob}`] }), ["Ops"]);
    assert.deepEqual(await run({ q: [`process:${pay}`] }), ["Ops", "fin"]);
    assert.deepEqual(await run({ q: [`process:${check}`, `user:${user.id}`] }), ["Ops"]);
    assert.deepEqual(await run({ filledBy: [bob, admin.id] }), ["ceo", "Ops"]);
    assert.deepEqual(await run({ filledBy: [bob], q: ["fin"] }), []);
    assert.deepEqual(await run({ filledBy: [] }), ["ceo", "Ops", "ops-night", "fin"]);
    // People of another organisation fill nothing here.
    assert.deepEqual(await run({ filledBy: [outsider.id] }), []);
  }));

Deno.test("API role reads: q: unknown or inapplicable key terms are BAD_USER_INPUT naming them", () =>
  withApi(async ({ sql, handler }) => {
    const { admin } = await arrange(sql);
    for (const term of ["owner:3", "has:noDocs", "role:ops", "label:Dept:HR", "user:"]) {
      const r = await as(handler, admin)(ROLES, { q: [term] });
      assert.equal(r.errors?.[0].extensions?.code, "BAD_USER_INPUT", term);
      assert.equal(r.errors?.[0].extensions?.field, "q");
      assert.ok(r.errors?.[0].message.includes(term.split(":")[0]), r.errors?.[0].message);
      assert.equal(r.status, 400);
    }
    // Quoted, such text is searched for.
    const quoted = await as(handler, admin)(ROLES, { q: ['"owner:3"'] });
    assert.equal(quoted.data.roles.totalCount, 0);
  }));

Deno.test("API role reads: paging, sorting and totalCount", () =>
  withApi(async ({ sql, handler }) => {
    const { admin } = await arrange(sql);
    const page = await as(handler, admin)(ROLES, { offset: 1, limit: 2, sortBy: "roleHandle" });
    assert.equal(page.data.roles.totalCount, 4);
    assert.deepEqual(handles(page), ["fin", "Ops"]);
    const desc = await as(handler, admin)(ROLES, { sortBy: "name", isDesc: true });
    assert.deepEqual(handles(desc), ["Ops", "ops-night", "fin", "ceo"]);
    const byCount = await as(handler, admin)(ROLES, { sortBy: "processCount", isDesc: true });
    assert.deepEqual(handles(byCount).slice(0, 2), ["Ops", "fin"]);
    const byParent = await as(handler, admin)(ROLES, { sortBy: "reportsTo" });
    // Parents by name: "Chief executive" (Ops), "Operations" (ops-night), then none.
    assert.deepEqual(handles(byParent), ["Ops", "ops-night", "ceo", "fin"]);
    const past = await as(handler, admin)(ROLES, { offset: 10 });
    assert.deepEqual(past.data.roles.nodes, []);
    assert.equal(past.data.roles.totalCount, 4);
    for (
      const vars of [{ limit: 1001 }, { limit: -1 }, { offset: -1 }, { sortBy: "secret" }]
    ) {
      const r = await as(handler, admin)(ROLES, vars);
      assert.equal(r.errors?.[0].extensions?.code, "BAD_USER_INPUT", JSON.stringify(vars));
    }
    const full = await as(handler, admin)(ROLES, { limit: 1000 });
    assert.equal(full.data.roles.nodes.length, 4);
  }));

Deno.test("API role reads: a User-type member cannot list roles but lists their own", () =>
  withApi(async ({ sql, handler }) => {
    const { user } = await arrange(sql);
    const refused = await as(handler, user)(ROLES);
    assert.equal(refused.errors?.[0].extensions?.code, "FORBIDDEN");
    assert.equal(refused.status, 403);
    const mine = await as(handler, user)(MINE);
    assert.equal(mine.data.currentUserRoles.totalCount, 2);
    assert.deepEqual(handles(mine, "currentUserRoles"), ["Ops", "fin"]);
    const searched = await as(handler, user)(MINE, { q: ["fin"], sortBy: "name", isDesc: true });
    assert.deepEqual(handles(searched, "currentUserRoles"), ["fin"]);
    const paged = await as(handler, user)(MINE, { limit: 1, sortBy: "roleHandle" });
    assert.deepEqual(handles(paged, "currentUserRoles"), ["fin"]);
    assert.equal(paged.data.currentUserRoles.totalCount, 2);
    const bad = await as(handler, user)(MINE, { q: ["has:noDocs"] });
    assert.equal(bad.errors?.[0].extensions?.code, "BAD_USER_INPUT");
  }));

Deno.test("API role reads: currentUserRoles: d=org widens for admins, is refused for users", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, manager, user } = await arrange(sql);
    const own = await as(handler, admin)(MINE);
    assert.deepEqual(handles(own, "currentUserRoles"), ["ceo"]);
    const all = await as(handler, admin)(MINE, { q: ["d=org"] });
    assert.equal(all.data.currentUserRoles.totalCount, 4);
    const refused = await as(handler, user)(MINE, { q: ["d=org"] });
    assert.equal(refused.errors?.[0].extensions?.code, "FORBIDDEN");
    const none = await as(handler, manager)(MINE);
    assert.equal(none.data.currentUserRoles.totalCount, 0);
  }));

Deno.test("API role reads: role(id): a User-type member reads the roles they fill, no other", () =>
  withApi(async ({ sql, handler }) => {
    const { user, ceo, fin, foreignRole } = await arrange(sql);
    const own = await as(handler, user)(ROLE, { id: fin });
    assert.equal(own.data.role.roleHandle, "fin");
    assert.deepEqual(own.data.role.filledBy, [{ id: user.id, name: "Uma User" }]);
    for (const id of [ceo, foreignRole, 987654321]) {
      const r = await as(handler, user)(ROLE, { id });
      assert.equal(r.errors?.[0].extensions?.code, "FORBIDDEN", String(id));
    }
  }));

Deno.test("API role reads: User.roles carries the Role fields too, within the User's scope", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, user, ceo } = await arrange(sql);
    const r = await as(handler, user)(`{ currentUser { roles { roleHandle reportsTo { roleHandle }
      filledBy { name } assignedProcesses { processHandle } processCount } } }`);
    assert.deepEqual(r.data.currentUser.roles, [
      {
        roleHandle: "fin",
        reportsTo: null,
        filledBy: [{ name: "Uma User" }],
        assignedProcesses: [{ processHandle: "PAY-001" }],
        processCount: 1,
      },
      {
        // Uma's view: ceo and Bob are outside her scope.
        roleHandle: "Ops",
        reportsTo: null,
        filledBy: [{ name: "Uma User" }],
        assignedProcesses: [{ processHandle: "OPS-001" }, { processHandle: "PAY-001" }],
        processCount: 2,
      },
    ]);
    const asAdmin = await as(handler, admin)(`{ user(id: ${user.id}) { roles { roleHandle
      reportsToId reportsTo { roleHandle } filledBy { name } } } }`);
    assert.deepEqual(asAdmin.data.user.roles[1], {
      roleHandle: "Ops",
      reportsToId: ceo,
      reportsTo: { roleHandle: "ceo" },
      filledBy: [{ name: "Bob Beta" }, { name: "Uma User" }],
    }, "an admin reads the whole organisation");
  }));

Deno.test("API role reads: possible values of the role entity's fields and relations", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, user, ceo, ops, night, fin, pay, check, outsider } = await arrange(sql);
    const field = (f: string) =>
      as(handler, admin)(
        `query($f: String!) { getPossibleValuesForFieldFromRoleEntity(field: $f) { id name } }`,
        {
          f,
        },
      );
    const relation = (r: string) =>
      as(handler, admin)(
        `query($r: String!) { getPossibleValuesForRelationFromRoleEntity(relation: $r) { id name } }`,
        { r },
      );
    const byHandle = await field("roleHandle");
    assert.deepEqual(
      byHandle.data.getPossibleValuesForFieldFromRoleEntity.map((v: { name: string }) => v.name)
        .sort(),
      ["Ops", "ceo", "fin", "ops-night"],
    );
    const described = await field("description");
    assert.deepEqual(described.data.getPossibleValuesForFieldFromRoleEntity, [
      { id: "works at night", name: "works at night" },
    ]);
    const people = await relation("filledBy");
    const names = people.data.getPossibleValuesForRelationFromRoleEntity.map((
      v: { name: string },
    ) => v.name);
    assert.ok(names.includes("Bob Beta") && names.includes("Uma User"));
    assert.ok(!names.includes("Otto Outsider"));
    const parents = await relation("reportsTo");
    assert.deepEqual(
      parents.data.getPossibleValuesForRelationFromRoleEntity.map((v: { id: string }) =>
        Number(v.id)
      ).sort(),
      [ceo, ops, night, fin].sort(),
    );
    const processes = await relation("assignedProcesses");
    assert.deepEqual(processes.data.getPossibleValuesForRelationFromRoleEntity, [
      { id: String(check), name: "Process OPS-001" },
      { id: String(pay), name: "Process PAY-001" },
    ]);
    const unknownField = await field("secret");
    assert.equal(unknownField.errors?.[0].extensions?.code, "BAD_USER_INPUT");
    assert.equal(unknownField.errors?.[0].extensions?.field, "field");
    const unknownRelation = await relation("owner");
    assert.equal(unknownRelation.errors?.[0].extensions?.code, "BAD_USER_INPUT");
    const refused = await as(handler, user)(
      `{ getPossibleValuesForFieldFromRoleEntity(field: "name") { id } }`,
    );
    assert.equal(refused.errors?.[0].extensions?.code, "FORBIDDEN");
    const theirs = await as(handler, outsider)(
      `{ getPossibleValuesForRelationFromRoleEntity(relation: "assignedProcesses") { id } }`,
    );
    assert.deepEqual(theirs.data.getPossibleValuesForRelationFromRoleEntity, []);
  }));
