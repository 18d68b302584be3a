/**
 * Sign-up confirmation by mailed link, driven by supabase-js unchanged against the local
 * /auth/v1 over a real database (PGlite, or PostgreSQL with TEST_DATABASE_URL); mails go
 * through the real mailer's local mailbox (local/testing/link-flow.ts).
 */
import { strict as assert } from "node:assert";
import { PASSWORD, startLinkFlow } from "../testing/link-flow.ts";
import { createTestDatabase } from "../testing/test-database.ts";
import { uniqueEmail } from "../testing/test-server.ts";

const db = await createTestDatabase();
const { server, client, lastLink, later, mailsTo, tokenRows, setClock } = startLinkFlow(db);
// The database, its pool and the sign-in server are opened once for the file and kept across
// its tests (each makes its own people): their connections and timers outlive the test that
// opened them, which Deno's leak checks would count against it. The last test closes them.
const opts = { sanitizeOps: false, sanitizeResources: false };

Deno.test({
  name:
    "sign-up mails a confirmation link; unconfirmed sign-in is refused; the link confirms and signs in",
  ...opts,
  fn: async () => {
    const email = uniqueEmail("confirm");
    const c = client();
    const up = await c.auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: `${server.url}/auth/confirm?tenant=acme` },
    });
    assert.equal(up.error, null);
    assert.equal(up.data.session, null, "no session before the address is confirmed");
    assert.equal(up.data.user?.email, email);
    assert.ok(!up.data.user?.email_confirmed_at, "not confirmed yet");

    const { url, token, type, mail } = await lastLink(email);
    assert.equal(type, "signup");
    assert.match(mail.subject, /Confirm/);
    assert.equal(url.origin + url.pathname, `${server.url}/auth/confirm`);
    assert.equal(url.searchParams.get("tenant"), "acme", "the client's redirect is kept");
    assert.ok(token.length >= 43, "256 random bits");
    const [stored] = await db.sql`
      select token_hash from local_auth.one_time_tokens where email = ${email}`;
    assert.notEqual(stored.token_hash, token, "only the hash is stored");
    assert.match(stored.token_hash, /^[0-9a-f]{64}$/);

    // Another page of the site given as the redirect: the link opens the confirm page,
    // which continues there.
    const other = uniqueEmail("next");
    await client().auth.signUp({
      email: other,
      password: PASSWORD,
      options: { emailRedirectTo: `${server.url}/tenant-OtrEF` },
    });
    const next = (await lastLink(other)).url;
    assert.equal(next.pathname, "/auth/confirm");
    assert.equal(next.searchParams.get("next"), "/tenant-OtrEF");

    const refused = await client().auth.signInWithPassword({ email, password: PASSWORD });
    assert.equal(refused.error?.code, "email_not_confirmed");
    assert.equal(refused.error?.message, "Email not confirmed");

    const verified = await c.auth.verifyOtp({ token_hash: token, type: "signup" });
    assert.equal(verified.error, null);
    assert.equal(verified.data.user?.email, email);
    assert.ok(verified.data.user?.email_confirmed_at);
    assert.ok(verified.data.session?.access_token);
    assert.equal((await c.auth.getUser()).data.user?.email, email);

    // The confirmation dropped the sign-up's password: the confirming session sets it.
    assert.equal(
      (await client().auth.signInWithPassword({ email, password: PASSWORD })).error?.code,
      "invalid_credentials",
    );
    assert.equal((await c.auth.updateUser({ password: PASSWORD })).error, null);
    const signIn = await client().auth.signInWithPassword({ email, password: PASSWORD });
    assert.equal(signIn.error, null);
    assert.equal(signIn.data.user?.id, up.data.user?.id);
  },
});

Deno.test({
  name: "a used link is refused the second time and changes nothing",
  ...opts,
  fn: async () => {
    const email = uniqueEmail("replay");
    await client().auth.signUp({ email, password: PASSWORD });
    const { token } = await lastLink(email);
    assert.equal(
      (await client().auth.verifyOtp({ token_hash: token, type: "signup" })).error,
      null,
    );
    const [before] = await db.sql`select count(*)::int as n from auth.sessions s
      join auth.users u on u.id = s.user_id where u.email = ${email}`;
    const again = await client().auth.verifyOtp({ token_hash: token, type: "signup" });
    assert.equal(again.data.session, null);
    assert.equal(again.error?.code, "otp_expired");
    assert.equal(again.error?.status, 403);
    assert.equal(again.error?.message, "Email link is invalid or has expired");
    const [after] = await db.sql`select count(*)::int as n from auth.sessions s
      join auth.users u on u.id = s.user_id where u.email = ${email}`;
    assert.equal(after.n, before.n, "no session was made");
  },
});

Deno.test({
  name: "an expired link is refused and leaves the account unconfirmed",
  ...opts,
  fn: async () => {
    const email = uniqueEmail("expired");
    await client().auth.signUp({ email, password: PASSWORD });
    const { token } = await lastLink(email);
    // The server's clock moves past the 24 hours the link lives.
    setClock(new Date(Date.now() + 24 * 60 * 60 * 1000 + 60_000));
    try {
      const late = await client().auth.verifyOtp({ token_hash: token, type: "signup" });
      assert.equal(late.error?.code, "otp_expired");
    } finally {
      setClock(undefined);
    }
    const [row] = await db.sql`select email_confirmed_at from auth.users where email = ${email}`;
    assert.equal(row.email_confirmed_at, null);
    assert.equal(
      (await client().auth.signInWithPassword({ email, password: PASSWORD })).error?.code,
      "email_not_confirmed",
    );
  },
});

Deno.test({
  name: "a link presented for another email or as another type is refused and stays usable",
  ...opts,
  fn: async () => {
    const email = uniqueEmail("bound");
    await client().auth.signUp({ email, password: PASSWORD });
    const { token } = await lastLink(email);
    const other = await client().auth.verifyOtp({
      email: uniqueEmail("intruder"),
      token,
      type: "signup",
    });
    assert.equal(other.error?.code, "otp_expired");
    const wrongType = await client().auth.verifyOtp({ token_hash: token, type: "recovery" });
    assert.equal(wrongType.error?.code, "otp_expired");
    assert.equal(await tokenRows(email), 1, "the link is still there for its owner");
    const owner = await client().auth.verifyOtp({ email, token, type: "signup" });
    assert.equal(owner.error, null);
    assert.equal(owner.data.user?.email, email);
  },
});

Deno.test({
  name:
    "signing up again: no mail within a minute, then a link that revokes the earlier one; a confirmed address is not told apart",
  ...opts,
  fn: async () => {
    const email = uniqueEmail("resend");
    await client().auth.signUp({ email, password: PASSWORD });
    const first = (await lastLink(email)).token;
    await client().auth.signUp({ email, password: PASSWORD });
    assert.equal(await mailsTo(email), 1, "within a minute: no second mail");
    // A minute later (the server's clock) a new link replaces the first.
    // Someone else signing up with the address does not get to choose its password.
    const second = await later(async () => {
      await client().auth.signUp({ email, password: "someone else's password" });
      return (await lastLink(email)).token;
    });
    assert.notEqual(first, second);
    assert.equal(
      (await client().auth.verifyOtp({ token_hash: first, type: "signup" })).error?.code,
      "otp_expired",
    );
    const confirming = client();
    assert.equal(
      (await confirming.auth.verifyOtp({ token_hash: second, type: "signup" })).error,
      null,
    );
    assert.equal(
      (await client().auth.signInWithPassword({ email, password: "someone else's password" }))
        .error?.code,
      "invalid_credentials",
      "a second sign-up does not choose the password",
    );
    assert.equal((await confirming.auth.updateUser({ password: PASSWORD })).error, null);

    const sent = await mailsTo(email);
    const again = await client().auth.signUp({ email, password: "another password" });
    assert.equal(again.error, null, "answered like a new address");
    assert.equal(again.data.session, null);
    assert.equal(await mailsTo(email), sent, "no mail to a confirmed address");
    assert.equal(
      (await client().auth.signInWithPassword({ email, password: PASSWORD })).error,
      null,
      "the confirmed account keeps its password",
    );
  },
});

Deno.test({
  name: "resend mails a new confirmation link to an unconfirmed address only, once a minute",
  ...opts,
  fn: async () => {
    const email = uniqueEmail("resend-api");
    await client().auth.signUp({ email, password: PASSWORD });
    const first = (await lastLink(email)).token;
    const soon = await client().auth.resend({ type: "signup", email });
    assert.equal(soon.error, null);
    assert.equal(await mailsTo(email), 1, "within a minute: nothing sent");
    const second = await later(async () => {
      assert.equal((await client().auth.resend({ type: "signup", email })).error, null);
      return (await lastLink(email)).token;
    });
    assert.notEqual(second, first);
    assert.equal(
      (await client().auth.verifyOtp({ token_hash: first, type: "signup" })).error?.code,
      "otp_expired",
    );
    assert.equal(
      (await client().auth.verifyOtp({ token_hash: second, type: "signup" })).error,
      null,
    );
    const sent = await mailsTo(email);
    await later(() => client().auth.resend({ type: "signup", email }));
    assert.equal(await mailsTo(email), sent, "a confirmed address gets nothing");
    const unknown = uniqueEmail("nobody");
    assert.equal((await client().auth.resend({ type: "signup", email: unknown })).error, null);
    assert.equal(await mailsTo(unknown), 0);
  },
});

Deno.test({
  name: "bad verify and recover input is 400 validation_failed",
  ...opts,
  fn: async () => {
    const post = async (path: string, body: unknown) => {
      const res = await fetch(`${server.url}/auth/v1${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: await res.json() };
    };
    for (
      const [path, body] of [
        ["/verify", { type: "magic", token_hash: "x" }],
        ["/verify", { type: "signup" }],
        ["/verify", { type: "signup", token: "abc" }],
        ["/recover", { email: "not-an-email" }],
        ["/recover", {}],
      ] as const
    ) {
      const res = await post(path, body);
      assert.equal(res.status, 400, `${path} ${JSON.stringify(body)}`);
      assert.equal(res.body.error_code, "validation_failed");
    }
    const unknown = await post("/verify", { type: "signup", token_hash: "no-such-token" });
    assert.equal(unknown.status, 403);
    assert.equal(unknown.body.error_code, "otp_expired");
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
