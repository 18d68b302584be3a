/**
 * Signing up first with someone else's address: whoever signs up with an address they do
 * not own chooses a password without ever proving the mailbox. Whichever link later proves
 * it (the stranger's sign-up mail, the owner's own, a reset link), that password must not
 * sign in: the account then has no password until the person holding the link sets one,
 * and every session from before the proof is ended. supabase-js against the local
 * /auth/v1 over a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
import { strict as assert } from "node:assert";
import { decodeJwt } from "jose";
import { startLinkFlow } from "../testing/link-flow.ts";
import { createTestDatabase } from "../testing/test-database.ts";
import { uniqueEmail } from "../testing/test-server.ts";
import { createSession } from "./sessions-store.ts";

const db = await createTestDatabase();
const { client, lastLink, later, mailsTo } = startLinkFlow(db);
// The database, its pool and the sign-in server are opened once for the file and kept across
// its tests (each makes its own people): their connections and timers outlive the test that
// opened them, which Deno's leak checks would count against it. The last test closes them.
const opts = { sanitizeOps: false, sanitizeResources: false };

const STRANGER = "the stranger's password";
const OWNER = "the owner's own password";

async function signInError(email: string, password: string) {
  return (await client().auth.signInWithPassword({ email, password })).error?.code;
}

Deno.test({
  name:
    "the owner clicks the stranger's sign-up mail: signed in there, and the stranger's password does not sign in",
  ...opts,
  fn: async () => {
    const email = uniqueEmail("victim");
    assert.equal((await client().auth.signUp({ email, password: STRANGER })).error, null);
    const { token } = await lastLink(email);

    const owner = client();
    const confirmed = await owner.auth.verifyOtp({ token_hash: token, type: "signup" });
    assert.equal(confirmed.error, null);
    assert.ok(confirmed.data.session, "the browser that clicked is signed in");
    assert.equal(await signInError(email, STRANGER), "invalid_credentials");

    // The owner chooses the password in the confirming session; only theirs works then.
    assert.equal((await owner.auth.updateUser({ password: OWNER })).error, null);
    assert.equal(await signInError(email, OWNER), undefined);
    assert.equal(await signInError(email, STRANGER), "invalid_credentials");
  },
});

Deno.test({
  name:
    "the owner signs up again later and clicks their own mail: neither password given before the proof signs in",
  ...opts,
  fn: async () => {
    const email = uniqueEmail("victim-again");
    await client().auth.signUp({ email, password: STRANGER });
    const token = await later(async () => {
      assert.equal((await client().auth.signUp({ email, password: OWNER })).error, null);
      return (await lastLink(email)).token;
    });
    assert.equal(await mailsTo(email), 2, "the owner's sign-up mailed a new link");
    const owner = client();
    assert.equal((await owner.auth.verifyOtp({ token_hash: token, type: "signup" })).error, null);
    assert.equal(await signInError(email, STRANGER), "invalid_credentials");
    assert.equal(await signInError(email, OWNER), "invalid_credentials", "re-entered after proof");
    assert.equal((await owner.auth.updateUser({ password: OWNER })).error, null);
    assert.equal(await signInError(email, OWNER), undefined);
  },
});

Deno.test({
  name:
    "the owner's second sign-up is refused a mail (within the minute); the first mail confirms, still without the stranger's password",
  ...opts,
  fn: async () => {
    const email = uniqueEmail("victim-soon");
    await client().auth.signUp({ email, password: STRANGER });
    const { token } = await lastLink(email);
    await client().auth.signUp({ email, password: OWNER });
    assert.equal(await mailsTo(email), 1, "no second mail");
    assert.equal(
      (await client().auth.verifyOtp({ token_hash: token, type: "signup" })).error,
      null,
    );
    assert.equal(await signInError(email, STRANGER), "invalid_credentials");
    assert.equal(await signInError(email, OWNER), "invalid_credentials");
  },
});

Deno.test({
  name:
    "a reset link on an unconfirmed sign-up proves the mailbox: the stranger's password is gone before a new one is set",
  ...opts,
  fn: async () => {
    const email = uniqueEmail("victim-reset");
    await client().auth.signUp({ email, password: STRANGER });
    await later(() => client().auth.resetPasswordForEmail(email));
    const { token, type } = await lastLink(email);
    assert.equal(type, "recovery");
    const owner = client();
    assert.equal((await owner.auth.verifyOtp({ token_hash: token, type: "recovery" })).error, null);
    // The owner stops here (closes the tab): the stranger must still be locked out.
    assert.equal(await signInError(email, STRANGER), "invalid_credentials");
  },
});

Deno.test({
  name: "the GET /verify link of Supabase's templates follows the same rule",
  ...opts,
  fn: async () => {
    const email = uniqueEmail("victim-get");
    await client().auth.signUp({ email, password: STRANGER });
    const { token, url } = await lastLink(email);
    const res = await fetch(
      `${url.origin}/auth/v1/verify?token=${encodeURIComponent(token)}&type=signup`,
      { redirect: "manual" },
    );
    await res.body?.cancel();
    assert.equal(res.status, 303);
    assert.match(res.headers.get("location") ?? "", /#access_token=/);
    assert.equal(await signInError(email, STRANGER), "invalid_credentials");
  },
});

Deno.test({
  name: "proving the mailbox ends every session and refresh token the account had before",
  ...opts,
  fn: async () => {
    const email = uniqueEmail("victim-sessions");
    await client().auth.signUp({ email, password: STRANGER });
    const [account] = await db.sql`select id from auth.users where email = ${email}`;
    // However it came to be (an older stack, autoconfirm once on), a session from before.
    const before = await createSession(db.sql, account.id, { userAgent: "old", ip: "192.0.2.9" });
    const { token } = await lastLink(email);
    const owner = client();
    const confirmed = await owner.auth.verifyOtp({ token_hash: token, type: "signup" });
    assert.equal(confirmed.error, null);
    const sessions = await db.sql`select id from auth.sessions where user_id = ${account.id}`;
    const clicked = decodeJwt(confirmed.data.session!.access_token).session_id;
    assert.deepEqual(sessions.map((s) => s.id), [clicked], "only the clicking browser's session");
    const refresh = await client().auth.refreshSession({ refresh_token: before.refreshToken });
    assert.equal(refresh.error?.code, "refresh_token_not_found");
  },
});

Deno.test({
  name: "close the database",
  ...opts,
  fn: async () => {
    await db.close();
  },
});
