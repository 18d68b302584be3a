/**
 * The organisation's two-factor rule and an Admin removing someone's second factor,
 * through the API: when the rule is on, Admins and Managers write only from a session
 * whose token says aal2 (reads stay open; Users are not bound); only an Admin changes the
 * rule, and turns it on only from such a session themselves.
 */
import { strict as assert } from "node:assert";
import type postgres from "postgres";
import {
  as,
  createMember,
  createOrg,
  type GqlResult,
  type Member,
  mintToken,
  withApi,
} from "./testing/api-fixture.ts";

const RULE = `mutation($on: Boolean!) {
  updateSettings(settings: { isTwoFactorRequired: $on }) { isTwoFactorRequired errors { field message } }
}`;
const LOOK_AHEAD = `mutation($d: Int!) {
  updateSettings(settings: { tasksLookAheadDays: $d }) { tasksLookAheadDays errors { field } }
}`;
const IMPORT = `mutation($csv: String!) { importRoles(csvText: $csv) { dryRun } }`;
const REMOVE = `mutation($id: Int!) { removeUserTwoFactor(id: $id) }`;

/** The same person with a token of a session that passed a second factor. */
async function withSecondFactor(member: Member): Promise<Member> {
  const token = await mintToken({
    sub: member.authUserId,
    email: member.email,
    sessionId: member.sessionId,
    aal: "aal2",
  });
  return { ...member, token };
}

function assertRefused(r: GqlResult) {
  assert.equal(r.status, 403, JSON.stringify(r));
  assert.equal(r.errors?.[0]?.extensions?.code, "TWO_FACTOR_REQUIRED");
  assert.match(r.errors![0].message, /two-factor/);
}

async function addFactor(sql: postgres.Sql, userId: string, status = "verified") {
  const id = crypto.randomUUID();
  await sql`
    insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at,
                                  updated_at, secret)
    values (${id}, ${userId}, ${"Phone " + id.slice(0, 4)}, 'totp', ${status}, now(), now(),
            'JBSWY3DPEHPK3PXP')`;
  return id;
}

async function arrange(sql: postgres.Sql) {
  const org = await createOrg(sql);
  const admin = await createMember(sql, org, { userType: "Admin" });
  const manager = await createMember(sql, org, { userType: "Manager" });
  const user = await createMember(sql, org, { userType: "User" });
  const strongAdmin = await withSecondFactor(admin);
  const strongManager = await withSecondFactor(manager);
  const lookAhead = async () =>
    Number(
      (await sql`select tasks_look_ahead_days from app.settings where org_id = ${org.id}`)[0]
        .tasks_look_ahead_days,
    );

  return { org, admin, manager, user, strongAdmin, strongManager, lookAhead };
}

Deno.test("API two-factor rule: off by default: Admins and Managers write with a password session", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, user } = await arrange(sql);
    const r = await as(handler, admin)(LOOK_AHEAD, { d: 9 });
    assert.deepEqual(r.data.updateSettings, { tasksLookAheadDays: 9, errors: [] });
    const s = await as(handler, user)(`{ settings { isTwoFactorRequired } }`);
    assert.equal(s.data.settings.isTwoFactorRequired, false);
  }));

Deno.test("API two-factor rule: only an Admin who passed two-factor turns it on", () =>
  withApi(async ({ sql, handler }) => {
    const { org, admin, strongAdmin, strongManager } = await arrange(sql);
    const byManager = await as(handler, strongManager)(RULE, { on: true });
    assert.deepEqual(
      byManager.data.updateSettings.errors.map((e: { field: string }) => e.field),
      ["isTwoFactorRequired"],
    );
    const weak = await as(handler, admin)(RULE, { on: true });
    assert.equal(weak.data.updateSettings.isTwoFactorRequired, false);
    assert.match(weak.data.updateSettings.errors[0].message, /yourself/);
    const [row] =
      await sql`select is_two_factor_required from app.settings where org_id = ${org.id}`;
    assert.equal(row.is_two_factor_required, false, "nothing saved");

    const ok = await as(handler, strongAdmin)(RULE, { on: true });
    assert.deepEqual(ok.data.updateSettings, { isTwoFactorRequired: true, errors: [] });
  }));

Deno.test("API two-factor rule: on: Admin and Manager writes without two-factor are refused, nothing changes", () =>
  withApi(async ({ sql, handler }) => {
    const { org, admin, manager, lookAhead, strongAdmin } = await arrange(sql);
    // A look-ahead of 9 saved while the rule was off.
    await as(handler, admin)(LOOK_AHEAD, { d: 9 });
    await as(handler, strongAdmin)(RULE, { on: true }); // the rule on, as the case before leaves it
    for (const who of [admin, manager]) {
      assertRefused(await as(handler, who)(LOOK_AHEAD, { d: 20 }));
      assertRefused(await as(handler, who)(IMPORT, { csv: "roleHandle,name\nr1,Role one\n" }));
    }
    assert.equal(await lookAhead(), 9);
    const [roles] = await sql`select count(*)::int as n from app.roles where org_id = ${org.id}`;
    assert.equal(roles.n, 0);
    // Reads stay open, so the app can show what to do.
    const read = await as(handler, admin)(`{ settings { isTwoFactorRequired } }`);
    assert.equal(read.data.settings.isTwoFactorRequired, true);
  }));

Deno.test("API two-factor rule: on: the same people write once their session passed two-factor", () =>
  withApi(async ({ sql, handler }) => {
    const { strongManager, lookAhead, strongAdmin } = await arrange(sql);
    await as(handler, strongAdmin)(RULE, { on: true }); // the rule on, as the case before leaves it
    const r = await as(handler, strongManager)(LOOK_AHEAD, { d: 21 });
    assert.deepEqual(r.data.updateSettings, { tasksLookAheadDays: 21, errors: [] });
    assert.equal(await lookAhead(), 21);
  }));

Deno.test("API two-factor rule: Users are not bound by it", () =>
  withApi(async ({ sql, handler }) => {
    const { user, strongAdmin } = await arrange(sql);
    await as(handler, strongAdmin)(RULE, { on: true }); // the rule on, as the case before leaves it
    const r = await as(handler, user)(LOOK_AHEAD, { d: 30 });
    assert.equal(r.errors?.[0]?.extensions?.code, "FORBIDDEN", JSON.stringify(r));
  }));

Deno.test("API two-factor rule: another organisation's rule is its own", () =>
  withApi(async ({ sql, handler }) => {
    const other = await createOrg(sql);
    const otherAdmin = await createMember(sql, other, { userType: "Admin" });
    const r = await as(handler, otherAdmin)(LOOK_AHEAD, { d: 5 });
    assert.deepEqual(r.data.updateSettings.errors, []);
  }));

async function arrangeFactors(sql: postgres.Sql) {
  const org = await createOrg(sql);
  const admin = await withSecondFactor(await createMember(sql, org, { userType: "Admin" }));
  const manager = await withSecondFactor(await createMember(sql, org, { userType: "Manager" }));
  const person = await createMember(sql, org, { userType: "Manager" });
  const verified = await addFactor(sql, person.authUserId);
  await addFactor(sql, person.authUserId, "unverified");
  await sql`update auth.sessions set aal = 'aal2', factor_id = ${verified} where id = ${person.sessionId}`;
  const other = await createOrg(sql);
  const stranger = await createMember(sql, other, { userType: "User" });
  await addFactor(sql, stranger.authUserId);
  const factorsOf = async (m: Member) =>
    (await sql`select count(*)::int as n from auth.mfa_factors where user_id = ${m.authUserId}`)[
      0
    ].n;
  const HAS = `query($id: Int!) { user(id: $id) { id hasTwoFactor } }`;

  return { org, admin, manager, person, verified, other, stranger, factorsOf, HAS };
}

Deno.test("API removeUserTwoFactor: Admins and Managers see who has two-factor", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, manager, person, HAS } = await arrangeFactors(sql);
    const r = await as(handler, manager)(HAS, { id: person.id });
    assert.equal(r.data.user.hasTwoFactor, true, JSON.stringify(r));
    const none = await as(handler, manager)(HAS, { id: admin.id });
    assert.equal(none.data.user.hasTwoFactor, false);
  }));

Deno.test("API removeUserTwoFactor: a Manager may not; an Admin without two-factor may not", () =>
  withApi(async ({ sql, handler }) => {
    const { org, manager, person, factorsOf } = await arrangeFactors(sql);
    const r = await as(handler, manager)(REMOVE, { id: person.id });
    assert.equal(r.errors?.[0]?.extensions?.code, "FORBIDDEN", JSON.stringify(r));
    const weakAdmin = await createMember(sql, org, { userType: "Admin" });
    assertRefused(await as(handler, weakAdmin)(REMOVE, { id: person.id }));
    assert.equal(await factorsOf(person), 2);
  }));

Deno.test("API removeUserTwoFactor: another organisation's person is not found, and keeps their factor", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, stranger, factorsOf } = await arrangeFactors(sql);
    const r = await as(handler, admin)(REMOVE, { id: stranger.id });
    assert.equal(r.errors?.[0]?.extensions?.code, "NOT_FOUND", JSON.stringify(r));
    assert.equal(await factorsOf(stranger), 1);
  }));

Deno.test("API removeUserTwoFactor: one's own is turned off in the profile", () =>
  withApi(async ({ sql, handler }) => {
    const { admin } = await arrangeFactors(sql);
    const r = await as(handler, admin)(REMOVE, { id: admin.id });
    assert.equal(r.errors?.[0]?.extensions?.code, "BAD_USER_INPUT");
  }));

Deno.test("API removeUserTwoFactor: removed: every factor goes and the person's sessions drop to aal1", () =>
  withApi(async ({ sql, handler }) => {
    const { admin, person, factorsOf } = await arrangeFactors(sql);
    const r = await as(handler, admin)(REMOVE, { id: person.id });
    assert.equal(r.data.removeUserTwoFactor, true, JSON.stringify(r));
    assert.equal(await factorsOf(person), 0);
    const [session] =
      await sql`select aal::text as aal, factor_id from auth.sessions where id = ${person.sessionId}`;
    assert.deepEqual({ ...session }, { aal: "aal1", factor_id: null });
    const again = await as(handler, admin)(REMOVE, { id: person.id });
    assert.equal(again.data.removeUserTwoFactor, false);
  }));
