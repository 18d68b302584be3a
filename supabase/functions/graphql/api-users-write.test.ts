/** Changing people: createUser, updateUser, removeUser, removeUsers — and every refusal leaves the rows as they were. */
import type { Handler } from "./server/create-handler.ts";
import type postgres from "postgres";
import { strict as assert } from "node:assert";
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

const CREATE = `mutation($u: CreateUserInput!) { createUser(user: $u) {
  id peopleHandle name description email userType isAuthEnabled roleIds roles { id roleHandle } receiveWeeklyReminders } }`;
const UPDATE = `mutation($u: UpdateUserInput!) { updateUser(user: $u) {
  id peopleHandle name description email userType isAuthEnabled roleIds receiveWeeklyReminders } }`;
const REMOVE = "mutation($id: Int!) { removeUser(id: $id) }";
const REMOVE_MANY = "mutation($ids: [Int!]!) { removeUsers(ids: $ids) }";

async function arrange(sql: postgres.Sql) {
  const org = await createOrg(sql);
  const admin = await createMember(sql, org, { userType: "Admin" });
  const manager = await createMember(sql, org, { userType: "Manager" });
  const user = await createMember(sql, org, {
    userType: "User",
    name: "Uma User",
  });
  const role = await createRole(sql, org, "ops", "Operations");
  const other = await createOrg(sql);
  const outsider = await createMember(sql, other, { userType: "Admin" });
  const foreignRole = await createRole(sql, other, "theirs");
  const people = () => countRows(sql, "people", org.id);

  return { org, admin, manager, user, role, other, outsider, foreignRole, people };
}

/** Jane Doe (jdoe) in the role, as a Manager creates her. */
function createJane(handler: Handler, manager: Member, role: number) {
  return as(handler, manager)(CREATE, {
    u: { peopleHandle: "jdoe", name: "Jane Doe", roleIds: [role] },
  });
}

Deno.test("API people writes: createUser stores the person with the defaults", () =>
  withApi(async ({ sql, handler }) => {
    const { org, manager, role } = await arrange(sql);
    const created = (await createJane(handler, manager, role)).data.createUser;
    assert.equal(created.peopleHandle, "jdoe");
    assert.equal(created.userType, "User");
    assert.equal(created.isAuthEnabled, true);
    assert.equal(created.receiveWeeklyReminders, false);
    assert.equal(created.email, null);
    assert.deepEqual(created.roleIds, [role]);
    assert.deepEqual(created.roles, [{ id: role, roleHandle: "ops" }]);
    const [row] =
      await sql`select org_id, is_auth_enabled from app.people where id = ${created.id}`;
    assert.equal(Number(row.org_id), org.id);
  }));

Deno.test("API people writes: a duplicate handle (any case) is CONFLICT naming the field; nothing is added", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, manager, role, outsider, people } = await arrange(sql);
    await createJane(handler, manager, role);
    const before = await people();
    const r = await as(handler, admin)(CREATE, {
      u: { peopleHandle: "JDOE", name: "Other" },
    });
    assert.equal(r.errors?.[0].extensions?.code, "CONFLICT");
    assert.equal(
      r.errors?.[0].message,
      "A person with this handle already exists",
    );
    assert.equal(r.errors?.[0].extensions?.field, "peopleHandle");
    assert.equal(r.status, 409);
    assert.equal(await people(), before);
    // The same handle in another organisation is fine.
    const theirs = await as(handler, outsider)(CREATE, {
      u: { peopleHandle: "jdoe", name: "Their Jane" },
    });
    assert.equal(theirs.data.createUser.peopleHandle, "jdoe");
  }));

Deno.test("API people writes: a duplicate email is CONFLICT naming the field", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, user, people } = await arrange(sql);
    const before = await people();
    const r = await as(handler, admin)(CREATE, {
      u: { peopleHandle: "twin", name: "Twin", email: user.email.toUpperCase() },
    });
    assert.equal(r.errors?.[0].extensions?.code, "CONFLICT");
    assert.equal(r.errors?.[0].message, "A person with this email already exists");
    assert.equal(r.errors?.[0].extensions?.field, "email");
    assert.equal(await people(), before);
  }));

Deno.test("API people writes: invalid input is BAD_USER_INPUT with the field; nothing is added", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, people } = await arrange(sql);
    const before = await people();
    const cases = [
      [{ peopleHandle: "", name: "X" }, "peopleHandle"],
      [{ peopleHandle: "has space", name: "X" }, "peopleHandle"],
      [{ peopleHandle: "ok1", name: "   " }, "name"],
      [{ peopleHandle: "ok2", name: "X", email: "not-an-email" }, "email"],
      [{ peopleHandle: "ok3", name: "X".repeat(201) }, "name"],
    ] as const;
    for (const [u, field] of cases) {
      const r = await as(handler, admin)(CREATE, { u });
      assert.equal(
        r.errors?.[0].extensions?.code,
        "BAD_USER_INPUT",
        JSON.stringify(u),
      );
      assert.equal(r.errors?.[0].extensions?.field, field);
      assert.equal(r.status, 400);
    }
    const badType = await as(handler, admin)(CREATE, {
      u: { peopleHandle: "ok4", name: "X", userType: "Root" },
    });
    assert.equal(badType.errors?.[0].extensions?.code, "BAD_USER_INPUT");
    assert.equal(await people(), before);
  }));

Deno.test("API people writes: a role of another organisation is NOT_FOUND; nothing is added", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, other, foreignRole, people } = await arrange(sql);
    const before = await people();
    const r = await as(handler, admin)(CREATE, {
      u: { peopleHandle: "stray", name: "Stray", roleIds: [foreignRole] },
    });
    assert.equal(r.errors?.[0].extensions?.code, "NOT_FOUND");
    assert.equal(await people(), before);
    assert.equal(await countRows(sql, "role_members", other.id), 0);
  }));

Deno.test("API people writes: a User-type person cannot create, remove or edit others", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, user, people } = await arrange(sql);
    const before = await people();
    const created = await as(handler, user)(CREATE, {
      u: { peopleHandle: "nope", name: "Nope" },
    });
    assert.equal(created.errors?.[0].extensions?.code, "FORBIDDEN");
    assert.equal(created.status, 403);
    assert.equal(
      (await as(handler, user)(REMOVE, { id: admin.id })).errors?.[0]
        .extensions?.code,
      "FORBIDDEN",
    );
    assert.equal(
      (await as(handler, user)(UPDATE, {
        u: { id: admin.id, name: "Hacked" },
      })).errors?.[0].extensions?.code,
      "FORBIDDEN",
    );
    assert.equal(await people(), before);
    const [row] = await sql`select name from app.people where id = ${admin.id}`;
    assert.notEqual(row.name, "Hacked");
  }));

Deno.test("API people writes: updateUser changes the given fields; isAuthEnabled becomes true when absent", () =>
  withApi(async ({ sql, handler }) => {
    const { org, admin, role } = await arrange(sql);
    const id = await createPerson(sql, org, {
      name: "Off",
      is_auth_enabled: false,
      description: "keep me",
    });
    const r = await as(handler, admin)(UPDATE, {
      u: { id, name: "On Again", userType: "Manager", roleIds: [role] },
    });
    const updated = r.data.updateUser;
    assert.equal(updated.name, "On Again");
    assert.equal(updated.userType, "Manager");
    assert.equal(updated.description, "keep me");
    assert.equal(updated.isAuthEnabled, true);
    assert.deepEqual(updated.roleIds, [role]);
    const off = await as(handler, admin)(UPDATE, {
      u: { id, isAuthEnabled: false, roleIds: [] },
    });
    assert.equal(off.data.updateUser.isAuthEnabled, false);
    assert.deepEqual(off.data.updateUser.roleIds, []);
  }));

Deno.test("API people writes: a new email unlinks the sign-in account; the same email keeps it", () =>
  withApi(async ({ sql, handler }) => {
    const { org, admin } = await arrange(sql);
    const member = await createMember(sql, org);
    await as(handler, admin)(UPDATE, {
      u: { id: member.id, email: member.email.toUpperCase() },
    });
    let [row] = await sql`select auth_user_id from app.people where id = ${member.id}`;
    assert.equal(row.auth_user_id, member.authUserId);
    await as(handler, admin)(UPDATE, {
      u: { id: member.id, email: "new.address@example.test" },
    });
    [row] = await sql`select auth_user_id, email from app.people where id = ${member.id}`;
    assert.equal(row.auth_user_id, null);
    assert.equal(row.email, "new.address@example.test");
    assert.equal(
      (await as(handler, member)("{ currentUser { id } }")).errors?.[0]
        .extensions?.code,
      "UNAUTHENTICATED",
    );
  }));

Deno.test("API people writes: updating a person of another organisation is NOT_FOUND and changes nothing", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, outsider } = await arrange(sql);
    const r = await as(handler, admin)(UPDATE, {
      u: { id: outsider.id, name: "Renamed" },
    });
    assert.equal(r.errors?.[0].extensions?.code, "NOT_FOUND");
    const [row] = await sql`select name from app.people where id = ${outsider.id}`;
    assert.notEqual(row.name, "Renamed");
  }));

Deno.test("API people writes: a duplicate handle on update is CONFLICT", () =>
  withApi(async ({ sql, handler }) => {
    const { org, admin, manager, role } = await arrange(sql);
    await createJane(handler, manager, role);
    const id = await createPerson(sql, org);
    const r = await as(handler, admin)(UPDATE, {
      u: { id, peopleHandle: "Jdoe" },
    });
    assert.equal(r.errors?.[0].extensions?.code, "CONFLICT");
    assert.equal(r.errors?.[0].extensions?.field, "peopleHandle");
  }));

Deno.test("API people writes: a User-type person changes only their own name and reminder choice", () =>
  withApi(async ({ sql, handler }) => {
    const { org, user, role } = await arrange(sql);
    const ok = await as(handler, user)(UPDATE, {
      u: { id: user.id, name: "Uma Renamed", receiveWeeklyReminders: true },
    });
    assert.equal(ok.data.updateUser.name, "Uma Renamed");
    assert.equal(ok.data.updateUser.receiveWeeklyReminders, true);
    // Sending unchanged values of other fields is fine (a form sends the whole record).
    const same = await as(handler, user)(UPDATE, {
      u: { id: user.id, name: "Uma", userType: "User", email: user.email },
    });
    assert.equal(same.data.updateUser.name, "Uma");
    for (
      const change of [
        { userType: "Admin" },
        { peopleHandle: "boss" },
        { roleIds: [role] },
        { isAuthEnabled: false },
        { description: "x" },
      ]
    ) {
      const r = await as(handler, user)(UPDATE, {
        u: { id: user.id, ...change },
      });
      assert.equal(
        r.errors?.[0].extensions?.code,
        "FORBIDDEN",
        JSON.stringify(change),
      );
    }
    const [row] =
      await sql`select user_type, people_handle, is_auth_enabled, description from app.people where id = ${user.id}`;
    assert.equal(row.user_type, "User");
    assert.equal(row.is_auth_enabled, true);
    assert.equal(row.description, "");
    assert.equal(await countRows(sql, "role_members", org.id) >= 0, true);
    const [{ n }] =
      await sql`select count(*)::int as n from app.role_members where person_id = ${user.id}`;
    assert.equal(n, 0);
  }));

Deno.test("API people writes: removeUser removes a person; an unknown or foreign id is NOT_FOUND", () =>
  withApi(async ({ sql, handler }) => {
    const { org, admin, manager, other, outsider } = await arrange(sql);
    const id = await createPerson(sql, org);
    const r = await as(handler, manager)(REMOVE, { id });
    assert.equal(r.data.removeUser, true);
    assert.equal(
      (await sql`select 1 from app.people where id = ${id}`).length,
      0,
    );
    const foreignBefore = await countRows(sql, "people", other.id);
    const foreign = await as(handler, admin)(REMOVE, { id: outsider.id });
    assert.equal(foreign.errors?.[0].extensions?.code, "NOT_FOUND");
    assert.equal(await countRows(sql, "people", other.id), foreignBefore);
  }));

Deno.test("API people writes: removeUsers is all or nothing", () =>
  withApi(async ({ sql, handler }) => {
    const { org, admin, outsider, people } = await arrange(sql);
    const a = await createPerson(sql, org);
    const b = await createPerson(sql, org);
    const before = await people();
    const mixed = await as(handler, admin)(REMOVE_MANY, {
      ids: [a, b, outsider.id],
    });
    assert.equal(mixed.errors?.[0].extensions?.code, "NOT_FOUND");
    assert.equal(await people(), before);
    const ok = await as(handler, admin)(REMOVE_MANY, { ids: [a, b] });
    assert.equal(ok.data.removeUsers, true);
    assert.equal(await people(), before - 2);
  }));

Deno.test("API people writes: no one removes themselves, and the last enabled admin stays", () =>
  withApi(async ({ sql, handler }) => {
    const { org, admin, manager } = await arrange(sql);
    const self = await as(handler, admin)(REMOVE, { id: admin.id });
    assert.equal(self.errors?.[0].extensions?.code, "BAD_USER_INPUT");
    // Only an Admin unmakes an Admin (api-admin-rights.test.ts), so the last one
    // can only try to unmake themselves.
    const demote = await as(handler, admin)(UPDATE, {
      u: { id: admin.id, userType: "User" },
    });
    assert.equal(demote.errors?.[0].extensions?.code, "CONFLICT");
    const disable = await as(handler, admin)(UPDATE, {
      u: { id: admin.id, isAuthEnabled: false },
    });
    assert.equal(disable.errors?.[0].extensions?.code, "CONFLICT");
    const removed = await as(handler, manager)(REMOVE, { id: admin.id });
    assert.equal(removed.errors?.[0].extensions?.code, "FORBIDDEN");
    const [row] =
      await sql`select user_type, is_auth_enabled from app.people where id = ${admin.id}`;
    assert.deepEqual({ ...row }, {
      user_type: "Admin",
      is_auth_enabled: true,
    });
    // With a second admin, one of them may go.
    const second = await createMember(sql, org, { userType: "Admin" });
    assert.equal(
      (await as(handler, second)(REMOVE, { id: admin.id })).data.removeUser,
      true,
    );
  }));

Deno.test("API people writes: a failed mutation does not undo an earlier one in the same request", () =>
  withApi(async ({ sql, handler }) => {
    const { manager, people } = await arrange(sql);
    const before = await people();
    const r = await as(handler, manager)(`mutation {
    a: createUser(user: { peopleHandle: "first", name: "First" }) { id }
    b: createUser(user: { peopleHandle: "first", name: "Again" }) { id } }`);
    assert.ok(r.data.a.id);
    assert.equal(r.errors?.[0].extensions?.code, "CONFLICT");
    assert.equal(await people(), before + 1);
  }));
