/** Reading people: currentUser, users, user, userGetInfo and the possible values. */
import type postgres from "postgres";
import { strict as assert } from "node:assert";
import {
  as,
  createMember,
  createOrg,
  createPerson,
  createRole,
  withApi,
} from "./testing/api-fixture.ts";

const USER_FIELDS =
  "id peopleHandle name description email userType isAuthEnabled roleIds roles { id roleHandle name } receiveWeeklyReminders hasAccount";
const USERS =
  `query($q: [String!], $userType: UserType, $offset: Int, $limit: Int, $sortBy: String, $isDesc: Boolean) {
  users(q: $q, userType: $userType, offset: $offset, limit: $limit, sortBy: $sortBy, isDesc: $isDesc) {
    totalCount nodes { id peopleHandle name userType } } }`;

async function arrange(sql: postgres.Sql) {
  const org = await createOrg(sql);
  const admin = await createMember(sql, org, {
    userType: "Admin",
    handle: `adm${org.id}`,
    name: "Ada Admin",
  });
  const manager = await createMember(sql, org, {
    userType: "Manager",
    name: "Max Manager",
  });
  const user = await createMember(sql, org, {
    userType: "User",
    name: "Uma User",
  });
  const roleA = await createRole(sql, org, "ops", "Operations");
  const roleB = await createRole(sql, org, "fin", "Finance");
  await sql`insert into app.role_members (org_id, role_id, person_id) values
    (${org.id}, ${roleA}, ${user.id}), (${org.id}, ${roleB}, ${user.id})`;
  const named: number[] = [];
  for (
    const name of ["Zoe Zeta", "Bob Beta", "Carla Gamma 100%", "Dan Delta"]
  ) {
    named.push(
      await createPerson(sql, org, {
        name,
        description: name === "Dan Delta" ? "works in payroll" : "",
      }),
    );
  }
  const other = await createOrg(sql);
  const outsider = await createMember(sql, other, {
    userType: "Admin",
    name: "Otto Outsider",
  });

  return { org, admin, manager, user, roleA, roleB, named, other, outsider };
}

Deno.test("API people reads: currentUser answers every User field", () =>
  withApi(async ({ sql, handler }) => {
    const { user, roleA, roleB } = await arrange(sql);
    const r = await as(handler, user)(`{ currentUser { ${USER_FIELDS} } }`);
    const me = r.data.currentUser;
    assert.equal(me.id, user.id);
    assert.equal(me.userType, "User");
    assert.equal(me.email, user.email);
    assert.equal(me.isAuthEnabled, true);
    assert.equal(me.receiveWeeklyReminders, false);
    assert.equal(me.hasAccount, true, "a member is linked to their sign-in");
    assert.deepEqual(
      me.roles.map((r: { roleHandle: string }) => r.roleHandle),
      ["fin", "ops"],
    );
    assert.deepEqual([...me.roleIds].sort(), [roleA, roleB].sort());
  }));

Deno.test("API people reads: users lists only this organisation, sorted by name by default", () =>
  withApi(async ({ sql, handler }) => {
    const { admin } = await arrange(sql);
    const r = await as(handler, admin)(USERS);
    assert.equal(r.data.users.totalCount, 7);
    const names = r.data.users.nodes.map((n: { name: string }) => n.name);
    assert.deepEqual(
      names,
      [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    assert.ok(!names.includes("Otto Outsider"));
  }));

Deno.test("API people reads: hasAccount: linked to a sign-in, or not yet", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, named } = await arrange(sql);
    const r = await as(handler, admin)(`query($id: Int!) { user(id: $id) { hasAccount } }`, {
      id: named[0],
    });
    assert.equal(r.errors, undefined, JSON.stringify(r.errors));
    assert.equal(r.data.user.hasAccount, false, "a person who never signed in");
  }));

Deno.test("API people reads: users pages, sorts and filters", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, manager, named } = await arrange(sql);
    const page = await as(handler, admin)(USERS, {
      offset: 2,
      limit: 2,
      sortBy: "id",
      isDesc: true,
    });
    assert.equal(page.data.users.totalCount, 7);
    assert.deepEqual(page.data.users.nodes.map((n: { id: number }) => n.id), [
      named[1],
      named[0],
    ]);
    const managers = await as(handler, manager)(USERS, {
      userType: "Manager",
    });
    assert.deepEqual(
      managers.data.users.nodes.map((n: { id: number }) => n.id),
      [manager.id],
    );
    const beyond = await as(handler, admin)(USERS, { offset: 100 });
    assert.deepEqual(beyond.data.users, { totalCount: 7, nodes: [] });
  }));

Deno.test("API people reads: q searches name, handle and description; terms are ANDed; wildcards are literal", () =>
  withApi(async ({ sql, handler }) => {
    const { org, admin } = await arrange(sql);
    const q = async (terms: string[]) =>
      (await as(handler, admin)(USERS, { q: terms })).data.users.nodes.map((
        n: { name: string },
      ) => n.name);
    assert.deepEqual(await q(["beta"]), ["Bob Beta"]);
    assert.deepEqual(await q(["PAYROLL"]), ["Dan Delta"]);
    assert.deepEqual(await q([`adm${org.id}`]), ["Ada Admin"]);
    assert.deepEqual(await q(["a", "zeta"]), ["Zoe Zeta"]);
    assert.deepEqual(await q(["100%"]), ["Carla Gamma 100%"]);
    assert.deepEqual(await q(["%"]), ["Carla Gamma 100%"]);
    assert.deepEqual(await q(["role:ops"]), ["Uma User"]);
  }));

Deno.test("API people reads: bad list arguments are BAD_USER_INPUT", () =>
  withApi(async ({ sql, handler }) => {
    const { admin } = await arrange(sql);
    for (
      const vars of [
        { limit: 1001 },
        { offset: -1 },
        { sortBy: "password" },
        { q: ["colour:red"] },
      ]
    ) {
      const r = await as(handler, admin)(USERS, vars);
      assert.equal(
        r.errors?.[0].extensions?.code,
        "BAD_USER_INPUT",
        JSON.stringify(vars),
      );
      assert.equal(r.status, 400);
    }
    const unknown = await as(handler, admin)(USERS, { q: ["colour:red"] });
    assert.match(unknown.errors![0].message, /colour:/);
    const bigLimit = await as(handler, admin)(USERS, { limit: 1000 });
    assert.equal(bigLimit.data.users.nodes.length, 7);
  }));

Deno.test("API people reads: a User-type person may not list people", () =>
  withApi(async ({ sql, handler }) => {
    const { user } = await arrange(sql);
    const r = await as(handler, user)(USERS);
    assert.equal(r.errors?.[0].extensions?.code, "FORBIDDEN");
    assert.equal(r.status, 403);
  }));

Deno.test("API people reads: user(id) answers a person of this organisation and NOT_FOUND otherwise", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, manager, named, outsider } = await arrange(sql);
    const q = `query($id: Int!) { user(id: $id) { ${USER_FIELDS} } }`;
    assert.equal(
      (await as(handler, manager)(q, { id: named[0] })).data.user.name,
      "Zoe Zeta",
    );
    const foreign = await as(handler, admin)(q, { id: outsider.id });
    assert.equal(foreign.errors?.[0].extensions?.code, "NOT_FOUND");
    assert.equal(foreign.errors?.[0].message, "User not found");
    assert.equal(
      (await as(handler, admin)(q, { id: 99999 })).errors?.[0].extensions
        ?.code,
      "NOT_FOUND",
    );
  }));

Deno.test("API people reads: a User-type person reads themselves only", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, user, named } = await arrange(sql);
    const q =
      "query($id: Int!) { user(id: $id) { id name } userGetInfo(id: $id) { roles { id } } }";
    assert.equal(
      (await as(handler, user)(q, { id: user.id })).data.user.id,
      user.id,
    );
    const r = await as(handler, user)(
      "query($id: Int!) { user(id: $id) { id } }",
      { id: admin.id },
    );
    assert.equal(r.errors?.[0].extensions?.code, "FORBIDDEN");
    const info = await as(handler, user)(
      "query($id: Int!) { userGetInfo(id: $id) { roles { id } } }",
      { id: named[0] },
    );
    assert.equal(info.errors?.[0].extensions?.code, "FORBIDDEN");
  }));

Deno.test("API people reads: userGetInfo answers the roles and the stored tasks, late ones marked", () =>
  withApi(async ({ sql, handler }) => {
    const { org, admin, user, outsider } = await arrange(sql);
    const [process] =
      await sql`insert into app.processes (org_id, process_handle, name) values (${org.id}, 'P-001', 'Payroll') returning id`;
    const pid = Number(process.id);
    await sql`insert into app.tasks (org_id, handle, init_handle, name, process_id, person_id, due_date, status) values
    (${org.id}, ${`${pid}-${user.id}-2020-01-06`}, ${`${pid}-${user.id}-2020-01-06`}, 'Payroll task', ${pid}, ${user.id}, '2020-01-06', 'NotStarted'),
    (${org.id}, ${`${pid}-${user.id}-2020-01-13`}, ${`${pid}-${user.id}-2020-01-13`}, 'Payroll task', ${pid}, ${user.id}, '2020-01-13', 'Complete'),
    (${org.id}, ${`${pid}-${user.id}-2999-01-01`}, ${`${pid}-${user.id}-2999-01-01`}, 'Payroll task', ${pid}, ${user.id}, '2999-01-01', 'InProgress')`;
    const q = `query($id: Int!) { userGetInfo(id: $id) { roles { id roleHandle name } tasks {
    id handle init_handle name processId userId dueDate status is_late deleted updated_at isManuallyCreated
    assignee { id name } process { id name processHandle } } } }`;
    const r = await as(handler, admin)(q, { id: user.id });
    const info = r.data.userGetInfo;
    assert.deepEqual(
      info.roles.map((x: { roleHandle: string }) => x.roleHandle),
      ["fin", "ops"],
    );
    assert.deepEqual(
      info.tasks.map((x: { dueDate: string }) => x.dueDate),
      ["2999-01-01", "2020-01-13", "2020-01-06"],
    );
    assert.deepEqual(
      info.tasks.map((x: { is_late: boolean }) => x.is_late),
      [false, false, true],
    );
    assert.deepEqual(info.tasks[0].process, {
      id: pid,
      name: "Payroll",
      processHandle: "P-001",
    });
    assert.deepEqual(info.tasks[0].assignee, {
      id: user.id,
      name: "Uma User",
    });
    assert.match(info.tasks[0].updated_at, /^\d{4}-\d{2}-\d{2}T/);
    const foreign = await as(handler, admin)(q, { id: outsider.id });
    assert.equal(foreign.errors?.[0].extensions?.code, "NOT_FOUND");
  }));

Deno.test("API people reads: possible values of fields and relations", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, user, roleA, roleB } = await arrange(sql);
    const field =
      "query($f: String!) { getPossibleValuesForFieldFromUserEntity(field: $f) { id name } }";
    const types = await as(handler, admin)(field, { f: "userType" });
    assert.deepEqual(
      types.data.getPossibleValuesForFieldFromUserEntity.map((
        v: { id: string },
      ) => v.id),
      ["User", "Admin", "Manager"],
    );
    const names = await as(handler, admin)(field, { f: "name" });
    const values = names.data.getPossibleValuesForFieldFromUserEntity.map((
      v: { name: string },
    ) => v.name);
    assert.ok(
      values.includes("Bob Beta") && !values.includes("Otto Outsider"),
    );
    const bad = await as(handler, admin)(field, { f: "auth_user_id" });
    assert.equal(bad.errors?.[0].extensions?.code, "BAD_USER_INPUT");
    const relation =
      "query($r: String!) { getPossibleValuesForRelationFromUserEntity(relation: $r) { id name } }";
    const roles = await as(handler, admin)(relation, { r: "roles" });
    assert.deepEqual(roles.data.getPossibleValuesForRelationFromUserEntity, [
      { id: String(roleB), name: "Finance" },
      { id: String(roleA), name: "Operations" },
    ]);
    assert.equal(
      (await as(handler, admin)(relation, { r: "tasks" })).errors?.[0]
        .extensions?.code,
      "BAD_USER_INPUT",
    );
    assert.equal(
      (await as(handler, user)(relation, { r: "roles" })).errors?.[0]
        .extensions?.code,
      "FORBIDDEN",
    );
  }));

Deno.test("API people reads: the outsider sees only their own organisation", () =>
  withApi(async ({ sql, handler }) => {
    const { outsider } = await arrange(sql);
    const r = await as(handler, outsider)(USERS);
    assert.deepEqual(r.data.users.nodes.map((n: { id: number }) => n.id), [
      outsider.id,
    ]);
  }));
