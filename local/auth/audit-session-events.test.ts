/**
 * Sessions ended (one, all others, an Admin's ending of a person's, supabase-js signOut
 * others), a password reset and change, and the first proof of a mailbox land in the audit
 * trail with the right who, across the sign-in service and the API.
 */
import { strict as assert } from "node:assert";
import {
  createOrg,
  createPerson,
  type Member,
} from "../../supabase/functions/graphql/testing/api-fixture.ts";
import { PASSWORD } from "../testing/link-flow.ts";
import { uniqueEmail } from "../testing/test-server.ts";
import { startSecurityAudit } from "../testing/security-audit.ts";

const {
  db,
  server,
  client,
  lastLink,
  signedUpConfirmed,
  entries,
  member,
  api,
  personOf,
  sessionIdOf,
} = await startSecurityAudit();
// The database, its pool and the sign-in server are opened once for the file and kept across
// its tests (each makes its own organisations): their connections and timers outlive the test
// that opened them, which Deno's leak checks would count against it. The last test closes them.
const opts = { sanitizeOps: false, sanitizeResources: false };

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
  name: "close the database",
  ...opts,
  fn: async () => {
    await server.close();
    await db.close();
  },
});
