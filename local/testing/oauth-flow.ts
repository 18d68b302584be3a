/**
 * Sign-in with Google and Microsoft on the local /auth/v1 against real OpenID Connect
 * providers (oidc-provider, in-process) over a real database. Two servers over one database
 * stand for two stack processes: a flow may start on one and finish on the other. For
 * local/auth/oauth/oauth*.test.ts; `clock.offsetMs` moves the servers' clock.
 */
import { strict as assert } from "node:assert";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { OAuthBrowser } from "./oauth-browser.ts";
import { issuerEnv, startTestIssuer } from "./oidc-issuer.ts";
import { createTestDatabase } from "./test-database.ts";
import { startTestServer } from "./test-server.ts";
import { loadConfig } from "../config.ts";
import { createOAuthProviders } from "../auth/oauth/providers.ts";

export async function startOAuthFlow() {
  const db = await createTestDatabase();
  const google = await startTestIssuer("google");
  const azure = await startTestIssuer("azure");
  const config = loadConfig(issuerEnv({ google, azure }));
  /** The auth server's clock: real time plus what a test adds. */
  const clock = { offsetMs: 0 };
  const now = () => new Date(Date.now() + clock.offsetMs);
  const serverA = startTestServer({
    sql: db.sql,
    now,
    oauthProviders: createOAuthProviders(config.oauthProviders),
  });
  const serverB = startTestServer({
    sql: db.sql,
    now,
    oauthProviders: createOAuthProviders(config.oauthProviders),
  });
  const callbacks = [serverA, serverB].map((s) => `${s.url}/auth/v1/callback`);
  await google.allowRedirects(callbacks);
  await azure.allowRedirects(callbacks);

  const APP = `${serverA.url}/login/acme`;

  function pkceClient(url = serverA.url): SupabaseClient {
    return createClient(url, "local-anon-key", {
      auth: {
        persistSession: false,
        autoRefreshToken: false,
        detectSessionInUrl: false,
        flowType: "pkce",
      },
    });
  }

  /** supabase-js's /authorize address, as the login page's button would open it. */
  async function authorizeUrl(c: SupabaseClient, provider: "google" | "azure", redirectTo = APP) {
    const { data, error } = await c.auth.signInWithOAuth({
      provider,
      options: { redirectTo, skipBrowserRedirect: true },
    });
    assert.equal(error, null);
    return data.url!;
  }

  /** /authorize answers with the provider's address; returns it. */
  async function toProvider(browser: OAuthBrowser, url: string): Promise<string> {
    const res = await browser.get(url);
    await res.body?.cancel();
    assert.equal(res.status, 302, `authorize answered ${res.status}`);
    return res.headers.get("location")!;
  }

  /** Through /authorize and the provider's login as `email`: the provider's callback address. */
  async function providerCallback(
    c: SupabaseClient,
    provider: "google" | "azure",
    email: string,
    redirectTo = APP,
  ) {
    const browser = new OAuthBrowser();
    const atProvider = await toProvider(browser, await authorizeUrl(c, provider, redirectTo));
    const back = await browser.signInAtProvider(atProvider, email);
    return { browser, back };
  }

  /** Follows the callback (on `server`): the app address it redirects to. */
  async function followCallback(browser: OAuthBrowser, back: URL, server = serverA) {
    const at = new URL(back.pathname + back.search, server.url).href;
    const res = await browser.get(at);
    await res.body?.cancel();
    assert.equal(res.status, 302, `callback answered ${res.status}`);
    return new URL(res.headers.get("location")!);
  }

  async function userByEmail(email: string) {
    const [row] = await db.sql`
      select id, email_confirmed_at, raw_app_meta_data, encrypted_password
        from auth.users where lower(email) = ${email}`;
    return row;
  }
  return {
    db,
    google,
    azure,
    config,
    clock,
    now,
    serverA,
    serverB,
    callbacks,
    APP,
    pkceClient,
    authorizeUrl,
    toProvider,
    providerCallback,
    followCallback,
    userByEmail,
  };
}
