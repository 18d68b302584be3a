/**
 * Two-factor added and removed lands in the audit trail with the right who: by the person
 * through supabase-js (in each of their organisations), and by an Admin for a lost phone.
 */
import { strict as assert } from "node:assert";
import { createOrg } from "../../supabase/functions/graphql/testing/api-fixture.ts";
import { PASSWORD } from "../testing/link-flow.ts";
import { startSecurityAudit } from "../testing/security-audit.ts";

const {
  db,
  server,
  client,
  setClock,
  signedUpConfirmed,
  entries,
  member,
  api,
  personOf,
  sessionIdOf,
  enrolVerified,
} = await startSecurityAudit();
// The database, its pool and the sign-in server are opened once for the file and kept across
// its tests (each makes its own organisations): their connections and timers outlive the test
// that opened them, which Deno's leak checks would count against it. The last test closes them.
const opts = { sanitizeOps: false, sanitizeResources: false };

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
  name: "close the database",
  ...opts,
  fn: async () => {
    await server.close();
    await db.close();
  },
});
