/**
 * supabase-js's signOut scopes (global, local, others) against the local /auth/v1, and
 * the sessions the API lists and ends (mySessions, endSession) being the very sessions
 * supabase-js signed in: ending one revokes its refresh token, and its access token stops
 * working for the API at once. PGlite, or PostgreSQL with TEST_DATABASE_URL.
 */
import { strict as assert } from "node:assert";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { decodeJwt } from "jose";
import { createGraphqlHandler } from "../../supabase/functions/graphql/server/create-handler.ts";
import { createOrg } from "../../supabase/functions/graphql/testing/api-fixture.ts";
import { createTestDatabase } from "../testing/test-database.ts";
import { startTestServer, TEST_JWT_SECRET, uniqueEmail } from "../testing/test-server.ts";

const db = await createTestDatabase();
const server = startTestServer({ sql: db.sql });
const graphql = createGraphqlHandler({ sql: db.sql, jwtSecret: TEST_JWT_SECRET });
const org = await createOrg(db.sql);
const PASSWORD = "correct horse battery";
// The database, its pool and the sign-in server are opened once for the file and kept across
// its tests (each makes its own people): their connections and timers outlive the test that
// opened them, which Deno's leak checks would count against it. The last test closes them.
const opts = { sanitizeOps: false, sanitizeResources: false };

/** A browser tab: its own in-memory session, sending `userAgent`. */
function tab(userAgent = "Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0"): SupabaseClient {
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
    global: { headers: { "user-agent": userAgent } },
  });
}

/** An account that is a person of `org`, signed in on `count` tabs. */
async function signedInOn(count: number, tag: string): Promise<SupabaseClient[]> {
  const email = uniqueEmail(tag);
  const first = tab();
  assert.equal((await first.auth.signUp({ email, password: PASSWORD })).error, null);
  await db.sql`insert into app.people (org_id, people_handle, name, email, user_type)
               values (${org.id}, ${email.split("@")[0]}, ${tag}, ${email}, 'User')`;
  const tabs = [first];
  for (let i = 1; i < count; i++) {
    const next = tab();
    assert.equal((await next.auth.signInWithPassword({ email, password: PASSWORD })).error, null);
    tabs.push(next);
  }
  return tabs;
}

async function tokensOf(c: SupabaseClient) {
  const { data } = await c.auth.getSession();
  assert.ok(data.session, "the tab has a session");
  return data.session;
}

const sessionIdOf = (accessToken: string) => decodeJwt(accessToken).session_id as string;

async function api(accessToken: string, query: string, variables = {}) {
  const res = await graphql(
    new Request("http://localhost/functions/v1/graphql", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${accessToken}`,
        "x-tenant": org.prefix,
      },
      body: JSON.stringify({ query, variables }),
    }),
  );
  return { status: res.status, body: await res.json() };
}

const ME = "{ currentUser { id } }";
const LIST =
  "{ mySessions { totalCount nodes { id createdAt lastUsedAt ip userAgent isCurrent } } }";

/** Whether a tab's tokens still work: the API, GET /user and a refresh. */
async function works(access: string, refresh: string) {
  return {
    api: (await api(access, ME)).status === 200,
    user: (await tab().auth.getUser(access)).error === null,
    refresh: (await tab().auth.refreshSession({ refresh_token: refresh })).error === null,
  };
}

const ALIVE = { api: true, user: true, refresh: true };
const ENDED = { api: false, user: false, refresh: false };

Deno.test({
  name: "signOut scope others ends every other session of the account, keeps this one",
  ...opts,
  fn: async () => {
    const [a, b, c] = await signedInOn(3, "others");
    const [tb, tc] = [await tokensOf(b), await tokensOf(c)];
    const bystander = (await signedInOn(1, "bystander"))[0];
    const tz = await tokensOf(bystander);

    assert.equal((await a.auth.signOut({ scope: "others" })).error, null);
    assert.deepEqual(await works(tb.access_token, tb.refresh_token), ENDED);
    assert.deepEqual(await works(tc.access_token, tc.refresh_token), ENDED);
    // `a` itself still works (its refresh last: it rotates the token).
    const ta = await tokensOf(a);
    assert.deepEqual(await works(ta.access_token, ta.refresh_token), ALIVE);
    assert.deepEqual(await works(tz.access_token, tz.refresh_token), ALIVE);
  },
});

Deno.test({
  name: "signOut scope global ends every session of the account, local only its own",
  ...opts,
  fn: async () => {
    const [a, b, c] = await signedInOn(3, "global");
    const [ta, tb, tc] = [await tokensOf(a), await tokensOf(b), await tokensOf(c)];
    assert.equal((await c.auth.signOut({ scope: "local" })).error, null);
    assert.deepEqual(await works(tc.access_token, tc.refresh_token), ENDED);
    assert.equal((await api(tb.access_token, ME)).status, 200, "b is untouched by c's local");

    assert.equal((await a.auth.signOut()).error, null, "global is supabase-js's default");
    assert.deepEqual(await works(ta.access_token, ta.refresh_token), ENDED);
    assert.deepEqual(await works(tb.access_token, tb.refresh_token), ENDED);
  },
});

Deno.test({
  name: "the API lists the sessions supabase-js signed in; ending one there ends it for auth too",
  ...opts,
  fn: async () => {
    const [a, b] = await signedInOn(2, "listed");
    const [ta, tb] = [await tokensOf(a), await tokensOf(b)];
    const listed = await api(ta.access_token, LIST);
    assert.equal(listed.status, 200, JSON.stringify(listed.body));
    const { nodes, totalCount } = listed.body.data.mySessions;
    assert.equal(totalCount, 2);
    const byId = new Map(nodes.map((n: { id: string }) => [n.id, n]));
    assert.deepEqual(
      [...byId.keys()].sort(),
      [sessionIdOf(ta.access_token), sessionIdOf(tb.access_token)].sort(),
    );
    const mine = byId.get(sessionIdOf(ta.access_token)) as Record<string, unknown>;
    assert.equal(mine.isCurrent, true);
    assert.equal(mine.ip, "127.0.0.1");
    assert.match(String(mine.userAgent), /Firefox\/133/);

    const ended = await api(ta.access_token, "mutation($id: ID!) { endSession(id: $id) }", {
      id: sessionIdOf(tb.access_token),
    });
    assert.equal(ended.body.data?.endSession, true, JSON.stringify(ended.body));
    assert.deepEqual(await works(tb.access_token, tb.refresh_token), ENDED);
    const refreshedB = await b.auth.refreshSession();
    assert.equal(refreshedB.error?.code, "refresh_token_not_found");

    const others = await api(ta.access_token, "mutation { endOtherSessions }");
    assert.equal(others.body.data?.endOtherSessions, 0);
    assert.deepEqual(await works(ta.access_token, ta.refresh_token), ALIVE);
  },
});

Deno.test({
  name: "a token refresh is the session's last use, from the refreshing client",
  ...opts,
  fn: async () => {
    const [a, b] = await signedInOn(2, "lastuse");
    const tb = await tokensOf(b);
    const id = sessionIdOf(tb.access_token);
    // Signed in a day ago and not used since: moved back rather than waited for.
    await db.sql`update auth.sessions set created_at = now() - interval '1 day'
                  where id = ${id}`;
    const before = await api((await tokensOf(a)).access_token, LIST);
    const stale = before.body.data.mySessions.nodes.find((n: { id: string }) => n.id === id);
    assert.equal(stale.lastUsedAt, stale.createdAt);

    const phone = tab("Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Safari/604.1");
    const refreshed = await phone.auth.refreshSession({ refresh_token: tb.refresh_token });
    assert.equal(refreshed.error, null);
    const after = await api((await tokensOf(a)).access_token, LIST);
    const nodes = after.body.data.mySessions.nodes;
    const used = nodes.find((n: { id: string }) => n.id === id);
    assert.ok(
      Date.parse(used.lastUsedAt) - Date.parse(used.createdAt) > 23 * 3_600_000,
      `${used.createdAt} → ${used.lastUsedAt}`,
    );
    assert.match(used.userAgent, /iPhone/);
    assert.equal(nodes[0].id, id, "most recently used first");
  },
});

Deno.test({
  name: "close the server and the database",
  ...opts,
  fn: async () => {
    await server.close();
    await db.close();
  },
});
