/**
 * Sign-in with Google and Microsoft on the local /auth/v1, driven by supabase-js
 * (signInWithOAuth, exchangeCodeForSession): the configured providers, a sign-in that starts
 * on one stack process and finishes on the other, and the accounts a first sign-in links to.
 */
import { strict as assert } from "node:assert";
import { decodeJwt } from "jose";
import { passwordSignIn, signUpOk, uniqueEmail } from "../../testing/test-server.ts";
import { startOAuthFlow } from "../../testing/oauth-flow.ts";

const {
  db,
  google,
  azure,
  serverA,
  serverB,
  APP,
  pkceClient,
  authorizeUrl,
  providerCallback,
  followCallback,
  userByEmail,
} = await startOAuthFlow();
// The database, the providers and the two sign-in servers are opened once for the file and kept
// across its tests: their connections and timers outlive the test that opened them, which Deno's
// leak checks would count against it. The last test closes them.
const opts = { sanitizeOps: false, sanitizeResources: false };

Deno.test({
  name: "/settings reports the configured providers",
  ...opts,
  fn: async () => {
    const settings = await (await fetch(`${serverA.url}/auth/v1/settings`)).json();
    assert.equal(settings.external.google, true);
    assert.equal(settings.external.azure, true);
    assert.equal(settings.external.email, true);
  },
});

Deno.test({
  name: "Google: supabase-js signs in (authorize on one process, callback and token on the other)",
  ...opts,
  fn: async () => {
    const email = uniqueEmail("google");
    const c = pkceClient(serverA.url);
    const { browser, back } = await providerCallback(c, "google", email);
    assert.equal(back.origin + back.pathname, `${serverA.url}/auth/v1/callback`);
    // (Another client: a second signInWithOAuth would replace c's code verifier.)
    const cached = await fetch(await authorizeUrl(pkceClient(), "google"), { redirect: "manual" });
    await cached.body?.cancel();
    assert.equal(cached.headers.get("cache-control"), "no-store");
    const landing = await followCallback(browser, back, serverB);
    assert.equal(landing.origin + landing.pathname, APP);
    const code = landing.searchParams.get("code");
    assert.ok(code);
    assert.equal(landing.searchParams.get("error"), null);

    const { data, error } = await c.auth.exchangeCodeForSession(code);
    assert.equal(error, null);
    assert.equal(data.user?.email, email);
    assert.deepEqual(data.user?.app_metadata, { provider: "google", providers: ["google"] });
    assert.ok(data.user?.email_confirmed_at, "the provider verified the email");
    const claims = decodeJwt(data.session!.access_token);
    assert.equal((claims.app_metadata as { provider: string }).provider, "google");
    assert.equal((claims.amr as { method: string }[])[0].method, "oauth");
    assert.equal(claims.email, email);

    // The session lives on: /user answers, and a refreshed token keeps the method.
    assert.equal((await c.auth.getUser()).data.user?.id, data.user?.id);
    const refreshed = await c.auth.refreshSession();
    assert.equal(refreshed.error, null);
    const again = decodeJwt(refreshed.data.session!.access_token);
    assert.equal((again.app_metadata as { provider: string }).provider, "google");
    const row = await userByEmail(email);
    assert.equal(row.encrypted_password, null, "no password: the account signs in with Google");
  },
});

Deno.test({
  name: "Microsoft (azure): signs in when xms_edov vouches for the email",
  ...opts,
  fn: async () => {
    const email = uniqueEmail("azure");
    const c = pkceClient();
    const { browser, back } = await providerCallback(c, "azure", email);
    const landing = await followCallback(browser, back);
    const { data, error } = await c.auth.exchangeCodeForSession(landing.searchParams.get("code")!);
    assert.equal(error, null);
    assert.deepEqual(data.user?.app_metadata, { provider: "azure", providers: ["azure"] });
    const claims = decodeJwt(data.session!.access_token);
    assert.equal((claims.app_metadata as { provider: string }).provider, "azure");
  },
});

Deno.test({
  name:
    "an existing password account of the email gains the provider; each session names its method",
  ...opts,
  fn: async () => {
    const email = uniqueEmail("both");
    await signUpOk(serverA.url, email, "correct horse battery");
    const c = pkceClient();
    const { browser, back } = await providerCallback(c, "google", email);
    const code = (await followCallback(browser, back)).searchParams.get("code")!;
    const { data } = await c.auth.exchangeCodeForSession(code);
    assert.deepEqual(data.user?.app_metadata, {
      provider: "email",
      providers: ["email", "google"],
    });
    const oauthClaims = decodeJwt(data.session!.access_token);
    assert.equal((oauthClaims.app_metadata as { provider: string }).provider, "google");

    const password = await passwordSignIn(serverA.url, email, "correct horse battery");
    assert.equal(password.status, 200);
    const passwordClaims = decodeJwt(password.body.access_token);
    assert.equal((passwordClaims.app_metadata as { provider: string }).provider, "email");
  },
});

Deno.test({
  name: "an unconfirmed sign-up of the email loses its password and sessions to the owner",
  ...opts,
  fn: async () => {
    const email = uniqueEmail("claimed");
    await signUpOk(serverA.url, email, "attacker password");
    // As a sign-up waiting for its confirmation mail would be.
    await db.sql`update auth.users set email_confirmed_at = null where lower(email) = ${email}`;
    const c = pkceClient();
    const { browser, back } = await providerCallback(c, "google", email);
    const code = (await followCallback(browser, back)).searchParams.get("code")!;
    const { data, error } = await c.auth.exchangeCodeForSession(code);
    assert.equal(error, null);
    assert.deepEqual(data.user?.app_metadata, { provider: "google", providers: ["google"] });
    const row = await userByEmail(email);
    assert.equal(row.encrypted_password, null);
    assert.ok(row.email_confirmed_at);
    const sessions = await db.sql`select 1 from auth.sessions where user_id = ${row.id}`;
    assert.equal(sessions.length, 1, "only the owner's new session");
    assert.equal((await passwordSignIn(serverA.url, email, "attacker password")).status, 400);
  },
});

Deno.test({
  name: "close the servers, the providers and the database",
  ...opts,
  fn: async () => {
    await serverA.close();
    await serverB.close();
    await google.close();
    await azure.close();
    await db.close();
  },
});
