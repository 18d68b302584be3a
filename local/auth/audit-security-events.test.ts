/**
 * Invitations (and the sign-in notice that replaces one for an existing account), a person
 * disabled, their type and the organisation's settings changed land in the audit trail with
 * the right who, over one real database (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
import { strict as assert } from "node:assert";
import { createOrg, createPerson } from "../../supabase/functions/graphql/testing/api-fixture.ts";
import { uniqueEmail } from "../testing/test-server.ts";
import { startSecurityAudit } from "../testing/security-audit.ts";

const { db, server, signedUpConfirmed, entries, member, api, personOf } =
  await startSecurityAudit();
// The database, its pool and the sign-in server are opened once for the file and kept across
// its tests (each makes its own organisations): their connections and timers outlive the test
// that opened them, which Deno's leak checks would count against it. The last test closes them.
const opts = { sanitizeOps: false, sanitizeResources: false };

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
