/**
 * Sign-up confirmation and password reset by mailed link, driven by supabase-js
 * unchanged against the local /auth/v1 over a real database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL). Mails are captured as sent; links are followed as the web pages do
 * (verifyOtp with the link's token_hash and type).
 */
import { strict as assert } from "node:assert";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { decodeJwt } from "jose";
import { createMailboxMailer } from "../../supabase/functions/_shared/mail/mod.ts";
import { latestMail, mailCount } from "../testing/mailbox.ts";
import { createTestDatabase } from "../testing/test-database.ts";
import { startTestServer, uniqueEmail } from "../testing/test-server.ts";

const db = await createTestDatabase();
// The real mailer's local mailbox (what the stack uses without SMTP_URL): mails are read
// back from local_mail.messages.
const mailer = createMailboxMailer(db.sql, "Routinely <no-reply@localhost>");
let clock: Date | undefined;
const server = startTestServer({
  sql: db.sql,
  autoconfirm: false,
  sendMail: (message) => mailer.sendMail(message),
  now: () => clock ?? new Date(),
});
const PASSWORD = "correct horse battery";
const opts = { sanitizeOps: false, sanitizeResources: false };

function client(): SupabaseClient {
  const store = new Map<string, string>();
  return createClient(server.url, "local-anon-key", {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: {
        getItem: (k) => store.get(k) ?? null,
        setItem: (k, v) => void store.set(k, v),
        removeItem: (k) => void store.delete(k),
      },
    },
  });
}

/** The last mail to `email` and the link in it (plain-text part). */
async function lastLink(email: string) {
  const mail = await latestMail(db.sql, email);
  assert.ok(mail, `a mail to ${email}`);
  const href = /https?:\/\/\S+/.exec(mail.text)?.[0];
  assert.ok(href, "the mail carries a link");
  assert.ok(mail.html.includes(href.replaceAll("&", "&#38;")), "the HTML part has the same link");
  const url = new URL(href);
  return {
    mail,
    url,
    token: url.searchParams.get("token_hash")!,
    type: url.searchParams.get("type")!,
  };
}

/** Runs `fn` with the server's clock 61 seconds ahead (past the minute between links). */
async function later<T>(fn: () => Promise<T>): Promise<T> {
  clock = new Date(Date.now() + 61_000);
  try {
    return await fn();
  } finally {
    clock = undefined;
  }
}

const mailsTo = (email: string) => mailCount(db.sql, email);

async function tokenRows(email: string) {
  const [row] = await db.sql`
    select count(*)::int as n from local_auth.one_time_tokens where email = ${email}`;
  return row.n as number;
}

async function signedUpConfirmed(tag: string) {
  const email = uniqueEmail(tag);
  assert.equal((await client().auth.signUp({ email, password: PASSWORD })).error, null);
  const { token } = await lastLink(email);
  assert.equal(
    (await client().auth.verifyOtp({ token_hash: token, type: "signup" })).error,
    null,
  );
  return email;
}

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
    clock = new Date(Date.now() + 24 * 60 * 60 * 1000 + 60_000);
    try {
      const late = await client().auth.verifyOtp({ token_hash: token, type: "signup" });
      assert.equal(late.error?.code, "otp_expired");
    } finally {
      clock = undefined;
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
    assert.equal(
      (await client().auth.verifyOtp({ token_hash: second, type: "signup" })).error,
      null,
    );
    assert.equal(
      (await client().auth.signInWithPassword({ email, password: "someone else's password" }))
        .error?.code,
      "invalid_credentials",
      "the password stays the first sign-up's",
    );

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
  name:
    "reset: the same answer for unknown addresses; the link sets a new password once and ends other sessions",
  ...opts,
  fn: async () => {
    const email = await signedUpConfirmed("reset");
    const laptop = client();
    const old = await laptop.auth.signInWithPassword({ email, password: PASSWORD });
    assert.equal(old.error, null);

    const unknown = uniqueEmail("unknown");
    const none = await client().auth.resetPasswordForEmail(unknown, {
      redirectTo: `${server.url}/auth/set-password?tenant=acme`,
    });
    assert.equal(none.error, null);
    assert.deepEqual(none.data, {});
    assert.equal(await mailsTo(unknown), 0);

    const asked = await client().auth.resetPasswordForEmail(email, {
      redirectTo: `${server.url}/auth/set-password?tenant=acme`,
    });
    assert.equal(asked.error, null);
    assert.deepEqual(asked.data, none.data, "the same answer either way");
    const { token, type, url } = await lastLink(email);
    assert.equal(type, "recovery");
    assert.equal(url.pathname, "/auth/set-password");
    assert.equal(url.searchParams.get("tenant"), "acme");

    const phone = client();
    const verified = await phone.auth.verifyOtp({ token_hash: token, type: "recovery" });
    assert.equal(verified.error, null);
    assert.equal((await phone.auth.updateUser({ password: "a brand new password" })).error, null);

    const stale = await client().auth.getUser(old.data.session!.access_token);
    assert.equal(stale.data.user, null, "the other session ended");
    const refresh = await client().auth.refreshSession({
      refresh_token: old.data.session!.refresh_token,
    });
    assert.equal(refresh.error?.code, "refresh_token_not_found");
    assert.equal((await phone.auth.getUser()).error, null, "the resetting session stays");

    const twice = await client().auth.verifyOtp({ token_hash: token, type: "recovery" });
    assert.equal(twice.error?.code, "otp_expired", "the reset link works once");
    assert.equal(
      (await client().auth.signInWithPassword({ email, password: PASSWORD })).error?.code,
      "invalid_credentials",
    );
    const fresh = await client().auth.signInWithPassword({
      email,
      password: "a brand new password",
    });
    assert.equal(fresh.error, null);
    assert.notEqual(
      decodeJwt(fresh.data.session!.access_token).session_id,
      decodeJwt(old.data.session!.access_token).session_id,
    );
  },
});

Deno.test({
  name:
    "a second reset request sends nothing within a minute, then revokes the first link; a link never leaves the site",
  ...opts,
  fn: async () => {
    const email = await signedUpConfirmed("reset-twice");
    await client().auth.resetPasswordForEmail(email, {
      redirectTo: "https://evil.example/steal",
    });
    const first = await lastLink(email);
    assert.equal(first.url.origin, server.url, "a foreign redirect_to is ignored");
    assert.equal(first.url.pathname, "/auth/set-password");
    const sent = await mailsTo(email);
    assert.deepEqual((await client().auth.resetPasswordForEmail(email)).data, {});
    assert.equal(await mailsTo(email), sent, "within a minute: the same answer, no second mail");
    const second = await later(async () => {
      await client().auth.resetPasswordForEmail(email);
      return await lastLink(email);
    });
    assert.equal(
      (await client().auth.verifyOtp({ token_hash: first.token, type: "recovery" })).error?.code,
      "otp_expired",
    );
    assert.equal(
      (await client().auth.verifyOtp({ token_hash: second.token, type: "recovery" })).error,
      null,
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
