/**
 * Only an Admin makes or unmakes an Admin (docs/product.md#roles-and-permissions): every such change a Manager tries
 * is FORBIDDEN and leaves the people as they were; Managers keep managing Users and
 * Managers; the last enabled Admin stays.
 */
import type postgres from "postgres";
import { strict as assert } from "node:assert";
import { as, createMember, createOrg, createPerson, withApi } from "./testing/api-fixture.ts";
import { peopleSnapshot } from "./testing/people-snapshot.ts";

const CREATE = `mutation($u: CreateUserInput!) { createUser(user: $u) { id userType } }`;
const UPDATE = `mutation($u: UpdateUserInput!) { updateUser(user: $u) {
  id name userType isAuthEnabled email } }`;
const REMOVE = "mutation($id: Int!) { removeUser(id: $id) }";
const REMOVE_MANY = "mutation($ids: [Int!]!) { removeUsers(ids: $ids) }";

async function arrange(sql: postgres.Sql) {
  const org = await createOrg(sql);
  const admin = await createMember(sql, org, { userType: "Admin" });
  const manager = await createMember(sql, org, { userType: "Manager" });
  const otherManager = await createMember(sql, org, { userType: "Manager" });
  const user = await createMember(sql, org, { userType: "User" });
  const disabledAdmin = await createPerson(sql, org, {
    user_type: "Admin",
    is_auth_enabled: false,
  });
  const snapshot = () => peopleSnapshot(sql, org.id);

  return { org, admin, manager, otherManager, user, disabledAdmin, snapshot };
}

Deno.test("API admin rights: each Admin change a Manager tries is FORBIDDEN; nothing changes", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, manager, otherManager, user, disabledAdmin, snapshot } = await arrange(sql);
    const before = await snapshot();
    const attempts: [string, string, Record<string, unknown>][] = [
      ["create an Admin", CREATE, {
        u: { peopleHandle: "boss", name: "Boss", userType: "Admin" },
      }],
      ["promote themselves", UPDATE, { u: { id: manager.id, userType: "Admin" } }],
      ["promote a Manager", UPDATE, { u: { id: otherManager.id, userType: "Admin" } }],
      ["promote a User", UPDATE, { u: { id: user.id, userType: "Admin" } }],
      ["demote an Admin to Manager", UPDATE, { u: { id: admin.id, userType: "Manager" } }],
      ["demote an Admin to User", UPDATE, { u: { id: admin.id, userType: "User" } }],
      ["disable an Admin", UPDATE, { u: { id: admin.id, isAuthEnabled: false } }],
      ["enable a disabled Admin", UPDATE, { u: { id: disabledAdmin, isAuthEnabled: true } }],
      ["move an Admin's email", UPDATE, { u: { id: admin.id, email: "mine@example.test" } }],
      ["remove an Admin", REMOVE, { id: admin.id }],
      ["remove an Admin among others", REMOVE_MANY, { ids: [user.id, admin.id] }],
      ["remove a disabled Admin", REMOVE, { id: disabledAdmin }],
    ];
    for (const [what, query, variables] of attempts) {
      const r = await as(handler, manager)(query, variables);
      assert.equal(r.errors?.[0].extensions?.code, "FORBIDDEN", what);
      assert.match(r.errors![0].message, /^Only an admin can /, what);
      assert.equal(r.status, 403, what);
      assert.deepEqual(await snapshot(), before, `${what}: nothing changed`);
    }
  }));

Deno.test("API admin rights: renaming the organisation stays admin-only", () =>
  withApi(async ({ sql, handler }) => {
    const { org, manager } = await arrange(sql);
    const r = await as(handler, manager)(
      `mutation { updateSettings(settings: { organizationName: "Mine now" }) {
        organizationName errors { field message } } }`,
    );
    // Settings answer their refusals beside the current values, not as an error.
    assert.deepEqual(r.data.updateSettings.errors, [
      { field: "organizationName", message: "Only an admin can rename the organisation." },
    ]);
    const [row] = await sql`select name from app.organizations where id = ${org.id}`;
    assert.notEqual(row.name, "Mine now");
  }));

Deno.test("API admin rights: a Manager still manages Users and Managers, and an Admin's name", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, manager } = await arrange(sql);
    const made = await as(handler, manager)(CREATE, {
      u: { peopleHandle: "newmgr", name: "New Manager", userType: "Manager" },
    });
    assert.equal(made.data.createUser.userType, "Manager");
    const id = made.data.createUser.id;
    for (const userType of ["User", "Manager", "User"]) {
      const r = await as(handler, manager)(UPDATE, { u: { id, userType } });
      assert.equal(r.data.updateUser.userType, userType);
    }
    const off = await as(handler, manager)(UPDATE, { u: { id, isAuthEnabled: false } });
    assert.equal(off.data.updateUser.isAuthEnabled, false);
    assert.equal((await as(handler, manager)(REMOVE, { id })).data.removeUser, true);
    // Fields that do not make or unmake an Admin, sent with unchanged Admin fields.
    const renamed = await as(handler, manager)(UPDATE, {
      u: {
        id: admin.id,
        name: "Ada Admin",
        userType: "Admin",
        isAuthEnabled: true,
        email: admin.email,
      },
    });
    assert.equal(renamed.data.updateUser.name, "Ada Admin");
    assert.equal(renamed.data.updateUser.userType, "Admin");
  }));

Deno.test("API admin rights: an Admin makes and unmakes Admins, but the last enabled one stays", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, manager, snapshot } = await arrange(sql);
    const up = await as(handler, admin)(UPDATE, { u: { id: manager.id, userType: "Admin" } });
    assert.equal(up.data.updateUser.userType, "Admin");
    const down = await as(handler, admin)(UPDATE, { u: { id: manager.id, userType: "Manager" } });
    assert.equal(down.data.updateUser.userType, "Manager");
    const made = await as(handler, admin)(CREATE, {
      u: { peopleHandle: "second", name: "Second", userType: "Admin" },
    });
    assert.equal(made.data.createUser.userType, "Admin");
    assert.equal(
      (await as(handler, admin)(REMOVE, { id: made.data.createUser.id })).data.removeUser,
      true,
    );
    const before = await snapshot();
    for (const change of [{ userType: "User" }, { isAuthEnabled: false }]) {
      const r = await as(handler, admin)(UPDATE, { u: { id: admin.id, ...change } });
      assert.equal(r.errors?.[0].extensions?.code, "CONFLICT", JSON.stringify(change));
      assert.equal(
        r.errors?.[0].message,
        "The organisation needs at least one admin who can sign in.",
      );
    }
    assert.deepEqual(await snapshot(), before);
  }));

Deno.test("API admin rights: the database refuses a Manager's Admin changes made around the API", () =>
  withApi(async ({ sql }) => {
    const { org, admin, manager, snapshot } = await arrange(sql);
    const before = await snapshot();
    const statements = [
      `update app.people set user_type = 'Admin' where id = ${manager.id}`,
      `update app.people set is_auth_enabled = false where id = ${admin.id}`,
      `update app.people set auth_user_id = null where id = ${admin.id}`,
      `delete from app.people where id = ${admin.id}`,
      `insert into app.people (org_id, people_handle, name, user_type)
         values (${org.id}, 'sneaky', 'Sneaky', 'Admin')`,
    ];
    for (const statement of statements) {
      await assert.rejects(
        sql.begin(async (tx) => {
          await tx`select set_config('request.jwt.claims', ${
            JSON.stringify({ sub: manager.authUserId, role: "authenticated" })
          }, true), set_config('app.tenant', ${org.prefix}, true)`;
          await tx`set local role authenticated`;
          await tx.unsafe(statement);
        }),
        (e: { code?: string }) => e.code === "42501",
        statement,
      );
    }
    assert.deepEqual(await snapshot(), before);
  }));
