/**
 * Password reset by mailed link (supabase-js resetPasswordForEmail, verifyOtp type
 * recovery, updateUser), against the local /auth/v1 over a real database (PGlite, or
 * PostgreSQL with TEST_DATABASE_URL); mails go through the real mailer's local mailbox.
 */
import { strict as assert } from "node:assert";
import { decodeJwt } from "jose";
import { PASSWORD, startLinkFlow } from "../testing/link-flow.ts";
import { createTestDatabase } from "../testing/test-database.ts";
import { uniqueEmail } from "../testing/test-server.ts";

const db = await createTestDatabase();
const { server, client, lastLink, later, mailsTo, signedUpConfirmed } = startLinkFlow(db);
// The database, its pool and the sign-in server are opened once for the file and kept across
// its tests (each makes its own people): their connections and timers outlive the test that
// opened them, which Deno's leak checks would count against it. The last test closes them.
const opts = { sanitizeOps: false, sanitizeResources: false };

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
  name: "close the database",
  ...opts,
  fn: async () => {
    await server.close();
    await db.close();
  },
});
