/**
 * Every security event lands in the audit trail with the right who, across the sign-in
 * service (supabase-js against the local /auth/v1) and the API (the real GraphQL handler),
 * over one real database (PGlite, or PostgreSQL with TEST_DATABASE_URL): two-factor added
 * and removed (by the person, and by an Admin for a lost phone), invitations and the
 * sign-in notice that replaces one for an existing account, sessions ended (one, all
 * others, an Admin's ending of a person's, supabase-js signOut others), a password reset
 * and change, the first proof of a mailbox, and a person disabled, their type and the
 * settings changed.
 */
import { strict as assert } from "node:assert";
import type { SupabaseClient } from "@supabase/supabase-js";
import { decodeJwt } from "jose";
import * as OTPAuth from "otpauth";
import { createMailboxMailer } from "../mailbox/mailbox-mailer.ts";
import { createGraphqlHandler } from "../../supabase/functions/graphql/server/create-handler.ts";
import {
  createMember,
  createOrg,
  createPerson,
  gql,
  type Member,
  mintToken,
  type Org,
} from "../../supabase/functions/graphql/testing/api-fixture.ts";
import { PASSWORD, startLinkFlow } from "../testing/link-flow.ts";
import { createTestDatabase } from "../testing/test-database.ts";
import { TEST_JWT_SECRET, uniqueEmail } from "../testing/test-server.ts";

const db = await createTestDatabase();
const { server, client, lastLink, setClock, signedUpConfirmed } = startLinkFlow(db);
const mailer = createMailboxMailer(db.sql, "Routinely <no-reply@localhost>");
const graphql = createGraphqlHandler({
  sql: db.sql,
  jwtSecret: TEST_JWT_SECRET,
  invitationMail: { send: (message) => mailer.sendMail(message), siteUrl: "https://app.test" },
});
const opts = { sanitizeOps: false, sanitizeResources: false };

interface Entry {
  action: string;
  entity: string;
  entityId: string | null;
  personId: number | null;
  actor: string;
  sessionId: string | null;
  after: Record<string, unknown> | null;
}

/** The organisation's security-event entries (and people updates), oldest first. */
async function entries(org: Org, actions: string[]): Promise<Entry[]> {
  const rows = await db.sql`
    select action, entity, entity_id, person_id, actor, session_id::text, after
      from app.audit_entries
     where org_id = ${org.id} and action = any (${actions}) order by id`;
  return rows.map((r) => ({
    action: r.action,
    entity: r.entity,
    entityId: r.entity_id,
    personId: r.person_id === null ? null : Number(r.person_id),
    actor: r.actor,
    sessionId: r.session_id,
    after: r.after,
  }));
}

/** A member whose token the local auth server's secret signs; aal2 when asked. */
async function member(org: Org, userType: "Admin" | "Manager" | "User", aal?: string) {
  const m = await createMember(db.sql, org, { userType });
  const token = await mintToken({
    sub: m.authUserId,
    email: m.email,
    sessionId: m.sessionId,
    secret: TEST_JWT_SECRET,
    aal,
  });
  return { ...m, token };
}

const api = (by: Member, query: string, variables: Record<string, unknown> = {}) =>
  gql(graphql, query, { variables, token: by.token, tenant: by.org.prefix });

/** A person of `org` linked to the account with this email. */
async function personOf(org: Org, email: string, name: string): Promise<number> {
  const [row] = await db.sql`
    insert into app.people (org_id, people_handle, name, email, user_type, auth_user_id)
    select ${org.id}, ${"h" + crypto.randomUUID().slice(0, 8)}, ${name}, ${email}, 'User', u.id
      from auth.users u where lower(u.email) = lower(${email})
    returning id`;
  return Number(row.id);
}

function sessionOf(c: { access_token: string }): string {
  return decodeJwt(c.access_token).session_id as string;
}

async function sessionIdOf(c: SupabaseClient): Promise<string> {
  return sessionOf((await c.auth.getSession()).data.session!);
}

// TOTP codes at the server's clock, moved one 30-second step per code (each works once).
let step = 0;
function nextCode(secret: string): string {
  step++;
  const at = new Date(Date.now() + step * 30_000);
  setClock(at);
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret) }).generate({
    timestamp: at.getTime(),
  });
}

async function enrolVerified(c: SupabaseClient, name: string) {
  const enrolled = await c.auth.mfa.enroll({ factorType: "totp", friendlyName: name });
  assert.equal(enrolled.error, null);
  const { id, totp } = enrolled.data as { id: string; totp: { secret: string } };
  const verified = await c.auth.mfa.challengeAndVerify({
    factorId: id,
    code: nextCode(totp.secret),
  });
  assert.equal(verified.error, null);
  return id;
}

Deno.test({
  name:
    "two-factor added and removed through supabase-js: entries in each of the person's organisations",
  ...opts,
  fn: async () => {
    const email = await signedUpConfirmed("audit-tfa");
    const first = await createOrg(db.sql);
    const second = await createOrg(db.sql);
    const inFirst = await personOf(first, email, "Tess");
    const inSecond = await personOf(second, email, "Tess");
    const phone = client();
    assert.equal((await phone.auth.signInWithPassword({ email, password: PASSWORD })).error, null);
    try {
      const factorId = await enrolVerified(phone, "Phone");
      const session = await sessionIdOf(phone);
      assert.equal((await phone.auth.mfa.unenroll({ factorId })).error, null);
      for (const [org, person] of [[first, inFirst], [second, inSecond]] as const) {
        const got = await entries(org, ["two_factor_added", "two_factor_removed"]);
        assert.deepEqual(
          got.map((e) => [e.action, e.entity, e.entityId, e.personId, e.sessionId]),
          [
            ["two_factor_added", "two_factor", factorId, person, session],
            ["two_factor_removed", "two_factor", factorId, person, session],
          ],
          JSON.stringify(got),
        );
      }
    } finally {
      setClock(undefined);
    }
  },
});

Deno.test({
  name: "an Admin removes a person's factor: recorded with the Admin as the acting person",
  ...opts,
  fn: async () => {
    const email = await signedUpConfirmed("audit-lost-phone");
    const org = await createOrg(db.sql);
    const other = await createOrg(db.sql);
    const admin = await member(org, "Admin", "aal2");
    const person = await personOf(org, email, "Lou");
    const elsewhere = await personOf(other, email, "Lou");
    const phone = client();
    assert.equal((await phone.auth.signInWithPassword({ email, password: PASSWORD })).error, null);
    let factorId: string;
    try {
      factorId = await enrolVerified(phone, "Lost phone");
    } finally {
      setClock(undefined);
    }
    const r = await api(admin, `mutation($id: Int!) { removeUserTwoFactor(id: $id) }`, {
      id: person,
    });
    assert.equal(r.errors, undefined, JSON.stringify(r.errors));
    assert.equal(r.data.removeUserTwoFactor, true);

    const [removed] = await entries(org, ["two_factor_removed"]);
    assert.deepEqual(
      [removed.entityId, removed.personId, removed.actor, removed.sessionId],
      [factorId, admin.id, "person", admin.sessionId],
    );
    assert.equal(removed.after?.person_id, person, "whose factor it was");
    // The person's other organisation learns that the factor went, not who in which
    // organisation removed it, nor is it put down to the person.
    const [there] = await entries(other, ["two_factor_removed"]);
    assert.deepEqual(
      [there.entityId, there.personId, there.actor, there.sessionId],
      [factorId, null, "another organisation", null],
    );
    assert.equal(there.after?.person_id, elsewhere);
  },
});

Deno.test({
  name:
    "invitations: a new address and one with an account are both recorded, by the inviting Admin, in that organisation only",
  ...opts,
  fn: async () => {
    const known = await signedUpConfirmed("audit-known");
    const org = await createOrg(db.sql);
    const other = await createOrg(db.sql);
    const admin = await member(org, "Admin");
    const manager = await member(org, "Manager");
    await personOf(other, known, "Kim");
    const fresh = uniqueEmail("audit-fresh");
    const toKnown = await createPerson(db.sql, org, { email: known });
    const toFresh = await createPerson(db.sql, org, { email: fresh });
    const INVITE = `mutation($id: Int!) { invitePerson(id: $id) { email expiresAt } }`;
    const a = await api(admin, INVITE, { id: toKnown });
    const b = await api(manager, INVITE, { id: toFresh });
    for (const answer of [a, b]) {
      assert.equal(answer.errors, undefined, JSON.stringify(answer.errors));
      assert.deepEqual(Object.keys(answer.data.invitePerson), ["email", "expiresAt"]);
    }

    const got = await entries(org, ["invitation_sent"]);
    assert.deepEqual(
      got.map((e) => [e.entityId, e.personId, e.actor, e.sessionId, e.after?.mail]),
      [
        [String(toKnown), admin.id, "person", admin.sessionId, "sign_in_notice"],
        [String(toFresh), manager.id, "person", manager.sessionId, "invitation"],
      ],
      JSON.stringify(got),
    );
    assert.deepEqual(got.map((e) => e.after?.email), [known, fresh]);
    // Another organisation where the account is a person does not learn of it.
    assert.deepEqual(await entries(other, ["invitation_sent"]), []);
    // A refused invitation (one mail a minute to a person) records nothing.
    const again = await api(admin, INVITE, { id: toKnown });
    assert.equal(again.errors?.[0]?.extensions?.code, "TOO_MANY_REQUESTS");
    assert.equal((await entries(org, ["invitation_sent"])).length, 2);
  },
});

Deno.test({
  name: "sessions ended: one, all others, by an Admin, and supabase-js signOut others",
  ...opts,
  fn: async () => {
    const email = await signedUpConfirmed("audit-sessions");
    const org = await createOrg(db.sql);
    const admin = await member(org, "Admin");
    const person = await personOf(org, email, "Sam");
    const signIn = async () => {
      const c = client();
      assert.equal((await c.auth.signInWithPassword({ email, password: PASSWORD })).error, null);
      return c;
    };
    const [laptop, phone, tablet, desk] = [
      await signIn(),
      await signIn(),
      await signIn(),
      await signIn(),
    ];
    const ids = {
      laptop: await sessionIdOf(laptop),
      phone: await sessionIdOf(phone),
      tablet: await sessionIdOf(tablet),
      desk: await sessionIdOf(desk),
    };
    const me = {
      id: person,
      org,
      sessionId: ids.laptop,
      token: (await laptop.auth.getSession()).data.session!.access_token,
    } as Member;
    // The entries of sessions ended since the last call.
    let seen = 0;
    const ended = async () => {
      const all = (await entries(org, ["session_ended"])).map((
        e,
      ) => [e.entityId, e.personId, e.actor, e.sessionId]);
      const news = all.slice(seen);
      seen = all.length;
      return news;
    };

    // endSession: the person ends their phone's session from the laptop.
    const one = await api(me, `mutation($id: ID!) { endSession(id: $id) }`, { id: ids.phone });
    assert.equal(one.errors, undefined, JSON.stringify(one.errors));
    assert.deepEqual(await ended(), [[ids.phone, person, "person", ids.laptop]]);

    // supabase-js signOut others, from the tablet: every other session ends (the laptop,
    // the desk, and the one confirming the address left), put down to the tablet's.
    assert.equal((await tablet.auth.signOut({ scope: "others" })).error, null);
    const byTablet = await ended();
    assert.ok(byTablet.length >= 2, JSON.stringify(byTablet));
    for (const e of byTablet) assert.deepEqual(e.slice(1), [person, "auth", ids.tablet]);
    const endedIds = byTablet.map((e) => e[0]);
    assert.ok(endedIds.includes(ids.laptop) && endedIds.includes(ids.desk));
    assert.ok(!endedIds.includes(ids.tablet));

    // endOtherSessions from a fresh session: the tablet ends.
    const fresh = await signIn();
    const freshMe = {
      ...me,
      sessionId: await sessionIdOf(fresh),
      token: (await fresh.auth.getSession()).data.session!.access_token,
    };
    const others = await api(freshMe, `mutation { endOtherSessions }`);
    assert.equal(others.errors, undefined, JSON.stringify(others.errors));
    assert.equal(others.data.endOtherSessions, 1);
    assert.deepEqual(await ended(), [[ids.tablet, person, "person", freshMe.sessionId]]);

    // endPersonSessions: an Admin ends the rest; the Admin is who.
    const all = await api(admin, `mutation($p: Int!) { endPersonSessions(personId: $p) }`, {
      p: person,
    });
    assert.equal(all.errors, undefined, JSON.stringify(all.errors));
    assert.equal(all.data.endPersonSessions, 1);
    assert.deepEqual(await ended(), [[freshMe.sessionId, admin.id, "person", admin.sessionId]]);
  },
});

Deno.test({
  name:
    "password reset by link, a change through updateUser and the first proof of a mailbox are recorded",
  ...opts,
  fn: async () => {
    const email = uniqueEmail("audit-proof");
    const org = await createOrg(db.sql);
    // Named by email before the account exists (as an Admin adds a person).
    const person = await createPerson(db.sql, org, { email });
    const stranger = client();
    assert.equal((await stranger.auth.signUp({ email, password: "a stranger's" })).error, null);
    // A session from before the proof (as a second sign-in of an unproven account would be).
    const [user] = await db.sql`select id from auth.users where email = ${email}`;
    const early = crypto.randomUUID();
    await db.sql`insert into auth.sessions (id, user_id) values (${early}, ${user.id})`;
    const { token } = await lastLink(email);
    const owner = client();
    assert.equal((await owner.auth.verifyOtp({ token_hash: token, type: "signup" })).error, null);
    const proving = await sessionIdOf(owner);
    assert.equal((await owner.auth.updateUser({ password: PASSWORD })).error, null);
    assert.equal((await owner.auth.updateUser({ password: "changed again" })).error, null);
    assert.equal(
      (await client().auth.resetPasswordForEmail(email, { redirectTo: "http://x.test/" })).error,
      null,
    );
    const link = await lastLink(email);
    const other = client();
    assert.equal(
      (await other.auth.verifyOtp({ token_hash: link.token, type: "recovery" })).error,
      null,
    );
    assert.equal((await other.auth.updateUser({ password: "after the reset" })).error, null);
    const resetting = await sessionIdOf(other);

    const got = await entries(org, [
      "email_confirmed",
      "password_removed",
      "password_set",
      "password_changed",
      "session_ended",
    ]);
    const rows = got.map((e) => [e.action, e.entityId, e.personId, e.sessionId]);
    const account = String(person);
    assert.deepEqual(rows.slice(0, 5), [
      // The first proof, before the link's session exists: the account's own events.
      ["email_confirmed", account, person, null],
      ["password_removed", account, person, null],
      ["session_ended", early, person, early],
      // The password set, then changed, in the session the link opened.
      ["password_set", account, person, proving],
      ["password_changed", account, person, proving],
    ], JSON.stringify(got));
    // The reset: the password changed in the session the recovery link opened, which
    // ends the account's other sessions (the proving one among them).
    const reset = rows.slice(5);
    assert.deepEqual(
      reset[0],
      ["password_changed", account, person, resetting],
      JSON.stringify(got),
    );
    assert.ok(
      reset.slice(1).every(([a, , p, s]) =>
        a === "session_ended" && p === person && s === resetting
      ),
    );
    assert.ok(reset.some(([a, id]) => a === "session_ended" && id === proving));
  },
});

Deno.test({
  name: "person disabled, type changed and settings changed (the two-factor rule too) are named",
  ...opts,
  fn: async () => {
    const org = await createOrg(db.sql);
    const admin = await member(org, "Admin", "aal2");
    const person = await createPerson(db.sql, org, { email: uniqueEmail("audit-named") });
    const UPDATE = `mutation($u: UpdateUserInput!) { updateUser(user: $u) { id } }`;
    for (const u of [{ id: person, isAuthEnabled: false }, { id: person, userType: "Manager" }]) {
      const r = await api(admin, UPDATE, { u });
      assert.equal(r.errors, undefined, JSON.stringify(r.errors));
    }
    const rule = await api(
      admin,
      `mutation { updateSettings(settings: { isTwoFactorRequired: true }) { errors { field } } }`,
    );
    assert.deepEqual(rule.data.updateSettings.errors, [], JSON.stringify(rule));
    const got = await entries(org, ["person_disabled", "type_changed", "settings_changed"]);
    assert.deepEqual(
      got.map((e) => [e.action, e.entityId, e.personId, e.actor, e.sessionId, e.after]),
      [
        ["person_disabled", String(person), admin.id, "person", admin.sessionId, {
          is_auth_enabled: false,
        }],
        // updateUser takes an absent isAuthEnabled as true: the type change enables the
        // person again, and is named as the type change.
        ["type_changed", String(person), admin.id, "person", admin.sessionId, {
          user_type: "Manager",
          is_auth_enabled: true,
        }],
        ["settings_changed", String(org.id), admin.id, "person", admin.sessionId, {
          is_two_factor_required: true,
        }],
      ],
    );
  },
});

Deno.test({
  name: "close the database",
  ...opts,
  fn: async () => {
    await server.close();
    await db.close();
  },
});
