/**
 * What sign-in with Google and Microsoft refuses on the local /auth/v1: a replayed or made-up
 * state, a wrong PKCE verifier, an email the provider has not verified, a flow or code kept too
 * long, a redirect to another site, a forged Host header, unknown or unreachable providers, and
 * too many sign-ins started at once.
 */
import { strict as assert } from "node:assert";
import { OAuthBrowser } from "../../testing/oauth-browser.ts";
import { startTestServer, uniqueEmail } from "../../testing/test-server.ts";
import { createOAuthProviders } from "./providers.ts";
import { MAX_OPEN_FLOWS } from "./flow-store.ts";
import { hashToken } from "../sessions-store.ts";
import { startOAuthFlow } from "../../testing/oauth-flow.ts";

const {
  db,
  google,
  azure,
  config,
  clock,
  serverA,
  serverB,
  APP,
  pkceClient,
  authorizeUrl,
  toProvider,
  providerCallback,
  followCallback,
  userByEmail,
} = await startOAuthFlow();
// The database, the providers and the two sign-in servers are opened once for the file and kept
// across its tests: their connections and timers outlive the test that opened them, which Deno's
// leak checks would count against it. The last test closes them.
const opts = { sanitizeOps: false, sanitizeResources: false };

Deno.test({
  name: "a state works once: a replayed callback is refused and issues no second code",
  ...opts,
  fn: async () => {
    const email = uniqueEmail("replay");
    const c = pkceClient();
    const { browser, back } = await providerCallback(c, "google", email);
    const landing = await followCallback(browser, back);
    assert.ok(landing.searchParams.get("code"));
    const before = await db.sql`select count(*)::int as n from local_auth.oauth_flows`;

    for (const server of [serverA, serverB]) {
      const replay = await fetch(new URL(back.pathname + back.search, server.url), {
        redirect: "manual",
      });
      assert.equal(replay.status, 400);
      const body = await replay.json();
      assert.equal(body.error_code, "bad_oauth_state");
    }
    const after = await db.sql`select count(*)::int as n from local_auth.oauth_flows`;
    assert.equal(after[0].n, before[0].n, "nothing new was stored");
    // The first code still works.
    const { error } = await c.auth.exchangeCodeForSession(landing.searchParams.get("code")!);
    assert.equal(error, null);
  },
});

Deno.test({
  name: "a made-up or missing state is refused before anything is done",
  ...opts,
  fn: async () => {
    const unknown = await fetch(`${serverA.url}/auth/v1/callback?code=x&state=made-up`, {
      redirect: "manual",
    });
    assert.equal(unknown.status, 400);
    assert.equal((await unknown.json()).error_code, "bad_oauth_state");
    const missing = await fetch(`${serverA.url}/auth/v1/callback?code=x`, { redirect: "manual" });
    assert.equal(missing.status, 400);
    assert.equal((await missing.json()).error_code, "bad_oauth_callback");
  },
});

Deno.test({
  name: "PKCE: a wrong code verifier is refused, and the code is used up by the attempt",
  ...opts,
  fn: async () => {
    const email = uniqueEmail("pkce");
    const c = pkceClient();
    const { browser, back } = await providerCallback(c, "google", email);
    const code = (await followCallback(browser, back)).searchParams.get("code")!;
    const exchange = (code_verifier: string) =>
      fetch(`${serverA.url}/auth/v1/token?grant_type=pkce`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ auth_code: code, code_verifier }),
      });
    const wrong = await exchange("w".repeat(56));
    assert.equal(wrong.status, 403);
    assert.equal((await wrong.json()).error_code, "bad_code_verifier");
    // supabase-js holds the right verifier, but the code is gone.
    const { data, error } = await c.auth.exchangeCodeForSession(code);
    assert.equal(data.session, null);
    assert.equal(error?.code, "flow_state_not_found");
    const user = await userByEmail(email);
    const sessions = await db.sql`select 1 from auth.sessions where user_id = ${user.id}`;
    assert.equal(sessions.length, 0, "no session was created");

    const empty = await fetch(`${serverA.url}/auth/v1/token?grant_type=pkce`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ auth_code: "", code_verifier: "" }),
    });
    assert.equal(empty.status, 400);
    assert.equal((await empty.json()).error_code, "validation_failed");
  },
});

Deno.test({
  name: "an email the provider has not verified is refused and creates no account",
  ...opts,
  fn: async () => {
    for (const provider of ["google", "azure"] as const) {
      const email = uniqueEmail(`unverified-${provider}`);
      const c = pkceClient();
      const { browser, back } = await providerCallback(c, provider, email);
      const landing = await followCallback(browser, back);
      assert.equal(landing.origin + landing.pathname, APP);
      assert.equal(landing.searchParams.get("code"), null);
      assert.equal(landing.searchParams.get("error"), "access_denied");
      assert.equal(landing.searchParams.get("error_code"), "provider_email_needs_verification");
      assert.match(landing.searchParams.get("error_description")!, /has not verified the email/);
      assert.equal(await userByEmail(email), undefined);
      // The failed flow is gone: its state cannot be tried again.
      const replay = await fetch(new URL(back.pathname + back.search, serverA.url));
      assert.equal(replay.status, 400);
      await replay.body?.cancel();
    }
  },
});

Deno.test({
  name: "a flow left at the provider too long, or a code kept too long, is refused",
  ...opts,
  fn: async () => {
    try {
      const slow = pkceClient();
      const first = await providerCallback(slow, "google", uniqueEmail("slow"));
      clock.offsetMs = 11 * 60 * 1000;
      const late = await followCallback(first.browser, first.back);
      assert.equal(late.searchParams.get("error_code"), "bad_oauth_state");
      assert.equal(late.searchParams.get("code"), null);
      clock.offsetMs = 0;

      const c = pkceClient();
      const second = await providerCallback(c, "google", uniqueEmail("late-code"));
      const code = (await followCallback(second.browser, second.back)).searchParams.get("code")!;
      clock.offsetMs = 6 * 60 * 1000;
      const { error } = await c.auth.exchangeCodeForSession(code);
      assert.equal(error?.code, "flow_state_expired");
    } finally {
      clock.offsetMs = 0;
    }
  },
});

Deno.test({
  name: "a redirect to another site falls back to the stack; the provider's refusal comes back",
  ...opts,
  fn: async () => {
    const c = pkceClient();
    const browser = new OAuthBrowser();
    const atProvider = await toProvider(
      browser,
      await authorizeUrl(c, "google", "https://evil.example/steal"),
    );
    const state = new URL(atProvider).searchParams.get("state")!;
    // The person cancels at the provider, which sends them back with an error.
    const back = new URL(
      `${serverA.url}/auth/v1/callback?error=access_denied&error_description=Cancelled&state=${state}`,
    );
    const landing = await followCallback(browser, back);
    assert.equal(landing.href.split("?")[0], `${serverA.url}/`);
    assert.equal(landing.searchParams.get("error"), "access_denied");
    assert.equal(landing.searchParams.get("error_description"), "Cancelled");
  },
});

/**
 * GET `url` with the Host header `host` (fetch keeps the URL's own host), over one raw
 * HTTP/1.1 connection: the status and the Location answered.
 */
async function getWithHost(url: string, host: string) {
  const target = new URL(url);
  const conn = await Deno.connect({ hostname: target.hostname, port: Number(target.port) });
  try {
    const head = `GET ${target.pathname}${target.search} HTTP/1.1\r\nHost: ${host}\r\n` +
      "Connection: close\r\n\r\n";
    await conn.write(new TextEncoder().encode(head));
    let text = "";
    const decoder = new TextDecoder();
    const buffer = new Uint8Array(16384);
    while (!text.includes("\r\n\r\n")) {
      const n = await conn.read(buffer);
      if (n === null) break;
      text += decoder.decode(buffer.subarray(0, n), { stream: true });
    }
    const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1]);
    const location = /\r\nlocation: ([^\r\n]+)/i.exec(text)?.[1] ?? null;
    return { status, location };
  } finally {
    conn.close();
  }
}

Deno.test({
  name:
    "the Host header decides nothing: a sign-in started with Host: evil.test never returns its code there",
  ...opts,
  fn: async () => {
    const victim = uniqueEmail("host-victim");
    const c = pkceClient();
    const start = await authorizeUrl(c, "google", "http://evil.test/steal");
    const authorized = await getWithHost(start, "evil.test");
    assert.equal(authorized.status, 302);
    const atProvider = new URL(authorized.location!);
    assert.equal(
      atProvider.searchParams.get("redirect_uri"),
      `${serverA.url}/auth/v1/callback`,
      "the provider returns to the configured callback",
    );
    // The victim finishes the sign-in at the provider.
    const browser = new OAuthBrowser();
    const back = await browser.signInAtProvider(atProvider.href, victim);
    const landing = await followCallback(browser, back);
    assert.notEqual(landing.hostname, "evil.test");
    assert.equal(landing.href.split("?")[0], `${serverA.url}/`, "the configured site instead");

    // A page of an allowed origin is still a fine target, whatever the Host header.
    const allowed = await getWithHost(await authorizeUrl(pkceClient(), "google", APP), "evil.test");
    const state = new URL(allowed.location!).searchParams.get("state")!;
    const flow = await db.sql`
      select redirect_to from local_auth.oauth_flows where state_hash = ${await hashToken(state)}`;
    assert.equal(flow[0]?.redirect_to, APP);
  },
});

Deno.test({
  name: "authorize refuses unknown providers, a missing challenge and unconfigured providers",
  ...opts,
  fn: async () => {
    const get = (query: string, url = serverA.url) =>
      fetch(`${url}/auth/v1/authorize?${query}`, { redirect: "manual" });
    const challenge = "c".repeat(43);
    const unknown = await get(
      `provider=github&code_challenge=${challenge}&code_challenge_method=s256`,
    );
    assert.equal(unknown.status, 400);
    assert.match((await unknown.json()).msg, /Unsupported provider/);
    const implicit = await get("provider=google");
    assert.equal(implicit.status, 400);
    assert.match((await implicit.json()).msg, /PKCE flow only/);
    const badMethod = await get(
      `provider=google&code_challenge=${challenge}&code_challenge_method=md5`,
    );
    assert.equal(badMethod.status, 400);
    await badMethod.body?.cancel();
    const none = startTestServer({ sql: db.sql });
    try {
      const off = await get(
        `provider=google&code_challenge=${challenge}&code_challenge_method=s256`,
        none.url,
      );
      assert.equal(off.status, 400);
      assert.equal((await off.json()).error_code, "provider_disabled");
    } finally {
      await none.close();
    }
  },
});

Deno.test({
  name: "an unreachable provider sends the person back to the login page with the reason",
  ...opts,
  fn: async () => {
    // A port that was free a moment ago: nothing answers there.
    const closed = Deno.listen({ hostname: "127.0.0.1", port: 0 });
    const issuer = `http://127.0.0.1:${(closed.addr as Deno.NetAddr).port}`;
    closed.close();
    const down = startTestServer({
      sql: db.sql,
      oauthProviders: createOAuthProviders({
        google: { issuer, clientId: "x", clientSecret: "y" },
      }),
    });
    try {
      const c = pkceClient(down.url);
      const res = await fetch(await authorizeUrl(c, "google", `${down.url}/login/acme`), {
        redirect: "manual",
      });
      await res.body?.cancel();
      assert.equal(res.status, 302);
      const back = new URL(res.headers.get("location")!);
      assert.equal(back.pathname, "/login/acme");
      assert.equal(back.searchParams.get("error_code"), "provider_unavailable");
      assert.match(back.searchParams.get("error_description")!, /^Google sign-in is not available/);
    } finally {
      await down.close();
    }
  },
});

Deno.test({
  name: "one address may start only so many sign-ins at once; others are not affected",
  ...opts,
  fn: async () => {
    // Behind a proxy the stack trusts, so the test can speak for two addresses.
    const proxied = startTestServer({
      sql: db.sql,
      trustProxy: true,
      oauthProviders: createOAuthProviders(config.oauthProviders),
    });
    try {
      const c = pkceClient(proxied.url);
      const start = async (address: string) => {
        const res = await fetch(await authorizeUrl(c, "google", `${proxied.url}/login/acme`), {
          redirect: "manual",
          headers: { "x-forwarded-for": address },
        });
        await res.body?.cancel();
        return res.status;
      };
      for (let i = 0; i < MAX_OPEN_FLOWS; i++) assert.equal(await start("203.0.113.7"), 302);
      const before = await db.sql`select count(*)::int as n from local_auth.oauth_flows`;
      assert.equal(await start("203.0.113.7"), 429);
      const after = await db.sql`select count(*)::int as n from local_auth.oauth_flows`;
      assert.equal(after[0].n, before[0].n);
      assert.equal(await start("203.0.113.8"), 302);
    } finally {
      await proxied.close();
    }
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
