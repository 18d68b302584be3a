/**
 * A person's mobile number (docs/reminders.md#daily-sms): stored in E.164 after the spaces and dashes are
 * gone, refused with one clear message otherwise (changing nothing), editable by the
 * person themself like their reminder choice, and checked by the database as well.
 */
import type { Handler } from "./server/create-handler.ts";
import type postgres from "postgres";
import { strict as assert } from "node:assert";
import {
  as,
  createMember,
  createOrg,
  createPerson,
  type Member,
  withApi,
} from "./testing/api-fixture.ts";

const CREATE = `mutation($u: CreateUserInput!) { createUser(user: $u) { id mobile } }`;
const UPDATE = `mutation($u: UpdateUserInput!) { updateUser(user: $u) { id name mobile } }`;
const USERS = `query($sortBy: String, $q: [String!]) {
  users(sortBy: $sortBy, q: $q) { nodes { peopleHandle mobile } } }`;
const FORMAT = "Mobile must be in international format, e.g. +14155550123.";

async function arrange(sql: postgres.Sql) {
  const org = await createOrg(sql);
  const admin = await createMember(sql, org, { userType: "Admin" });
  const user = await createMember(sql, org, { userType: "User", name: "Uma" });
  const colleague = await createPerson(sql, org, { mobile: "+61412345678" });
  const mobileOf = async (id: number) =>
    (await sql`select mobile from app.people where id = ${id}`)[0].mobile;

  return { org, admin, user, colleague, mobileOf };
}

/** Mo, whose mobile number is typed with spaces, brackets and a dash. */
function createMo(handler: Handler, admin: Member) {
  return as(handler, admin)(CREATE, {
    u: { peopleHandle: "mob1", name: "Mo", mobile: "+1 (415) 555-0123" },
  });
}

Deno.test("API people mobile: createUser keeps the E.164 form of what was typed", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, mobileOf } = await arrange(sql);
    const r = await createMo(handler, admin);
    assert.equal(r.data.createUser.mobile, "+14155550123");
    assert.equal(await mobileOf(r.data.createUser.id), "+14155550123");
    const none = await as(handler, admin)(CREATE, { u: { peopleHandle: "mob2", name: "No" } });
    assert.equal(none.data.createUser.mobile, null);
  }));

Deno.test("API people mobile: a number not in international format is refused; nothing is stored", () =>
  withApi(async ({ sql, handler }) => {
    const { org, admin, colleague, mobileOf } = await arrange(sql);
    const [{ n: before }] = await sql`select count(*)::int as n from app.people
                                       where org_id = ${org.id}`;
    for (const mobile of ["0415 555 0123", "+0 415 555 0123", "+1 415", "call me"]) {
      const r = await as(handler, admin)(CREATE, {
        u: { peopleHandle: `bad${before}`, name: "Bad", mobile },
      });
      assert.equal(r.errors?.[0].extensions?.code, "BAD_USER_INPUT", mobile);
      assert.equal(r.errors?.[0].extensions?.field, "mobile");
      assert.equal(r.errors?.[0].message, FORMAT);
      const u = await as(handler, admin)(UPDATE, { u: { id: colleague, mobile } });
      assert.equal(u.errors?.[0].message, FORMAT);
    }
    const [{ n: after }] = await sql`select count(*)::int as n from app.people
                                      where org_id = ${org.id}`;
    assert.equal(after, before);
    assert.equal(await mobileOf(colleague), "+61412345678");
  }));

Deno.test("API people mobile: updateUser changes it, leaves it when absent, clears it with empty or null", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, colleague } = await arrange(sql);
    const changed = await as(handler, admin)(UPDATE, {
      u: { id: colleague, mobile: "+44 20-7946-0958" },
    });
    assert.equal(changed.data.updateUser.mobile, "+442079460958");
    const kept = await as(handler, admin)(UPDATE, { u: { id: colleague, name: "Renamed" } });
    assert.equal(kept.data.updateUser.mobile, "+442079460958");
    const emptied = await as(handler, admin)(UPDATE, { u: { id: colleague, mobile: "" } });
    assert.equal(emptied.data.updateUser.mobile, null);
    await as(handler, admin)(UPDATE, { u: { id: colleague, mobile: "+61412345678" } });
    const nulled = await as(handler, admin)(UPDATE, { u: { id: colleague, mobile: null } });
    assert.equal(nulled.data.updateUser.mobile, null);
  }));

Deno.test("API people mobile: a User-type person sets and clears their own number", () =>
  withApi(async ({ sql, handler }) => {
    const { user, mobileOf } = await arrange(sql);
    const set = await as(handler, user)(UPDATE, { u: { id: user.id, mobile: "+64 21 555 012" } });
    assert.equal(set.data.updateUser.mobile, "+6421555012");
    assert.equal(await mobileOf(user.id), "+6421555012");
    const cleared = await as(handler, user)(UPDATE, { u: { id: user.id, mobile: "" } });
    assert.equal(cleared.data.updateUser.mobile, null);
  }));

Deno.test("API people mobile: but not anyone else's", () =>
  withApi(async ({ sql, handler }) => {
    const { user, colleague, mobileOf } = await arrange(sql);
    await sql`update app.people set mobile = '+61412345678' where id = ${colleague}`;
    const r = await as(handler, user)(UPDATE, { u: { id: colleague, mobile: "+14155550123" } });
    assert.equal(r.errors?.[0].extensions?.code, "FORBIDDEN");
    assert.equal(await mobileOf(colleague), "+61412345678");
  }));

Deno.test("API people mobile: the database refuses a malformed number from any path", () =>
  withApi(async ({ sql }) => {
    const { org, user, colleague, mobileOf } = await arrange(sql);
    await assert.rejects(
      sql`update app.people set mobile = '0415 555 0123' where id = ${colleague}`,
      /people_mobile_check/,
    );
    // Under a User's own claims the row guard lets their number through; the check
    // still refuses a malformed one.
    const asUser = (mobile: string) =>
      sql.begin(async (tx) => {
        await tx`select set_config('request.jwt.claims', ${
          JSON.stringify({ sub: user.authUserId, role: "authenticated" })
        }, true), set_config('app.tenant', ${org.prefix}, true)`;
        await tx`set local role authenticated`;
        return await tx`update app.people set mobile = ${mobile} where id = ${user.id}
                        returning mobile`;
      });
    assert.equal((await asUser("+14155550199"))[0].mobile, "+14155550199");
    await assert.rejects(asUser("+1"), /people_mobile_check/);
    assert.equal(await mobileOf(user.id), "+14155550199");
    await sql`update app.people set mobile = null where id = ${user.id}`;
  }));

Deno.test("API people mobile: the users list answers and sorts by it", () =>
  withApi(async ({ sql, handler }) => {
    const { admin } = await arrange(sql);
    await createMo(handler, admin);
    const r = await as(handler, admin)(USERS, { sortBy: "mobile", q: ["d=org"] });
    const mobiles = r.data.users.nodes.map((n: { mobile: string | null }) => n.mobile);
    const given = mobiles.filter((m: string | null) => m !== null);
    assert.deepEqual(given, ["+14155550123", "+61412345678"]);
    assert.equal(mobiles.at(-1), null, "people without a number come last");
  }));
