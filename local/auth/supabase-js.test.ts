/**
 * supabase-js itself, unchanged, against the local /auth/v1 over a real database
 * (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
import { strict as assert } from "node:assert";
import type { SupabaseClient } from "@supabase/supabase-js";
import { memoryClient } from "../testing/supabase-client.ts";
import { decodeJwt, SignJWT } from "jose";
import { createTestDatabase } from "../testing/test-database.ts";
import {
  passwordSignIn,
  startTestServer,
  TEST_JWT_SECRET,
  uniqueEmail,
} from "../testing/test-server.ts";

const db = await createTestDatabase();
const server = startTestServer({ sql: db.sql });
const PASSWORD = "correct horse battery";

function client(url = server.url): SupabaseClient {
  return memoryClient(url);
}

async function signedUp(c: SupabaseClient, tag: string) {
  const email = uniqueEmail(tag);
  const { data, error } = await c.auth.signUp({ email, password: PASSWORD });
  assert.equal(error, null);
  assert.ok(data.session, "sign-up signs in at once (autoconfirm)");
  return { email, session: data.session };
}

// The database, its pool and the sign-in server are opened once for the file and kept across
// its tests (each makes its own people): their connections and timers outlive the test that
// opened them, which Deno's leak checks would count against it. The last test closes them.
const opts = { sanitizeOps: false, sanitizeResources: false };

Deno.test({
  name: "signUp, signInWithPassword and getUser",
  ...opts,
  fn: async () => {
    const c = client();
    const { email } = await signedUp(c, "signup");
    const { data, error } = await c.auth.signInWithPassword({
      email: email.toUpperCase(),
      password: PASSWORD,
    });
    assert.equal(error, null);
    assert.equal(data.user?.email, email);
    assert.equal(data.session?.token_type, "bearer");
    assert.equal(data.session?.expires_in, 3600);
    const me = await c.auth.getUser();
    assert.equal(me.error, null);
    assert.equal(me.data.user?.id, data.user?.id);
    const [row] = await db.sql`select encrypted_password from auth.users where id = ${
      data.user!.id
    }`;
    assert.match(row.encrypted_password, /^\$2[aby]\$10\$/, "bcrypt, cost 10");
  },
});

Deno.test({
  name: "signing up twice with one email is refused",
  ...opts,
  fn: async () => {
    const c = client();
    const { email } = await signedUp(c, "twice");
    const { error } = await client().auth.signUp({ email, password: PASSWORD });
    assert.equal(error?.code, "user_already_exists");
    assert.equal(error?.status, 422);
  },
});

Deno.test({
  name: "bad sign-up input: short password, malformed email",
  ...opts,
  fn: async () => {
    const short = await client().auth.signUp({ email: uniqueEmail("short"), password: "123" });
    assert.equal(short.error?.code, "weak_password");
    const bad = await client().auth.signUp({ email: "not-an-email", password: PASSWORD });
    assert.equal(bad.error?.code, "validation_failed");
    assert.equal(bad.error?.status, 400);
  },
});

Deno.test({
  name: "a wrong password or unknown email answers Invalid login credentials",
  ...opts,
  fn: async () => {
    const { email } = await signedUp(client(), "wrong");
    for (
      const attempt of [{ email, password: "wrong-password" }, {
        email: uniqueEmail("nobody"),
        password: PASSWORD,
      }]
    ) {
      const { data, error } = await client().auth.signInWithPassword(attempt);
      assert.equal(data.session, null);
      assert.equal(error?.message, "Invalid login credentials");
      assert.equal(error?.code, "invalid_credentials");
      assert.equal(error?.status, 400);
    }
  },
});

Deno.test({
  name: "refreshSession rotates: the old refresh token is then refused",
  ...opts,
  fn: async () => {
    const c = client();
    const { session } = await signedUp(c, "rotate");
    const first = session.refresh_token;
    const refreshed = await c.auth.refreshSession();
    assert.equal(refreshed.error, null);
    const second = refreshed.data.session!.refresh_token;
    assert.notEqual(second, first);
    assert.equal((await c.auth.getUser(refreshed.data.session!.access_token)).error, null);

    const reuse = await client().auth.refreshSession({ refresh_token: first });
    assert.equal(reuse.data.session, null);
    assert.equal(reuse.error?.code, "refresh_token_already_used");
    // Reuse means the token leaked: the whole session ends, its newest token too.
    const after = await client().auth.refreshSession({ refresh_token: second });
    assert.equal(after.error?.code, "refresh_token_not_found");
    const user = await client().auth.getUser(refreshed.data.session!.access_token);
    assert.equal(user.data.user, null);
  },
});

Deno.test({
  name: "signOut revokes the refresh token and ends the session",
  ...opts,
  fn: async () => {
    const c = client();
    const { session } = await signedUp(c, "signout");
    const { error } = await c.auth.signOut();
    assert.equal(error, null);
    const refused = await client().auth.refreshSession({ refresh_token: session.refresh_token });
    assert.equal(refused.error?.code, "refresh_token_not_found");
    const user = await client().auth.getUser(session.access_token);
    assert.equal(user.data.user, null, "the access token's session is gone");
  },
});

Deno.test({
  name: "signOut scope local keeps the user's other sessions",
  ...opts,
  fn: async () => {
    const a = client();
    const { email } = await signedUp(a, "scope");
    const b = client();
    const other = await b.auth.signInWithPassword({ email, password: PASSWORD });
    assert.equal((await a.auth.signOut({ scope: "local" })).error, null);
    assert.equal((await b.auth.getUser()).error, null);
    const refreshed = await b.auth.refreshSession({
      refresh_token: other.data.session!.refresh_token,
    });
    assert.equal(refreshed.error, null);
  },
});

Deno.test({
  name: "an expired access token is refused by GET /user",
  ...opts,
  fn: async () => {
    // The server runs on the test's clock: the second token is signed 61 minutes ago with
    // the usual hour's lifetime, so it has expired without waiting, however busy the machine.
    let clock = new Date();
    const clocked = startTestServer({ sql: db.sql, now: () => clock });
    try {
      const c = client(clocked.url);
      const { email, session } = await signedUp(c, "expiry");
      assert.equal(session.expires_in, 3600);
      assert.equal((await c.auth.getUser(session.access_token)).error, null);
      clock = new Date(Date.now() - 61 * 60_000);
      const earlier = await passwordSignIn(clocked.url, email, PASSWORD);
      assert.equal(earlier.status, 200);
      const token = earlier.body.access_token as string;
      assert.ok(decodeJwt(token).exp! < Date.now() / 1000 - 30);
      const { data, error } = await client(clocked.url).auth.getUser(token);
      assert.equal(data.user, null);
      assert.equal(error?.status, 403);
      assert.equal(error?.code, "bad_jwt");
      assert.match(error!.message, /expired/);
    } finally {
      await clocked.close();
    }
  },
});

Deno.test({
  name: "a token signed with another secret is refused",
  ...opts,
  fn: async () => {
    const { session } = await signedUp(client(), "forged");
    const [h, p] = session.access_token.split(".");
    const res = await fetch(`${server.url}/auth/v1/user`, {
      headers: { authorization: `Bearer ${h}.${p}.AAAA` },
    });
    assert.equal(res.status, 403);
    assert.equal((await res.json()).error_code, "bad_jwt");
    const none = await fetch(`${server.url}/auth/v1/user`);
    assert.equal(none.status, 401);
    assert.equal((await none.json()).error_code, "no_authorization");
  },
});

Deno.test({
  name: "updateUser changes the password",
  ...opts,
  fn: async () => {
    const c = client();
    const { email } = await signedUp(c, "newpass");
    const { error } = await c.auth.updateUser({
      password: "a brand new password",
      data: { theme: "dark" },
    });
    assert.equal(error, null);
    assert.equal(
      (await client().auth.signInWithPassword({ email, password: PASSWORD })).error?.code,
      "invalid_credentials",
    );
    const again = await client().auth.signInWithPassword({
      email,
      password: "a brand new password",
    });
    assert.equal(again.error, null);
    assert.deepEqual(again.data.user?.user_metadata, { theme: "dark" });
  },
});

const sessionIdOf = (accessToken: string) => decodeJwt(accessToken).session_id as string;

async function sessionRows(sessionId: string): Promise<number> {
  const [row] = await db.sql`select count(*)::int as n from auth.sessions where id = ${sessionId}`;
  return row.n;
}

Deno.test({
  name: "sessions are rows of auth.sessions; signing out deletes them",
  ...opts,
  fn: async () => {
    const c = client();
    const { session } = await signedUp(c, "rows");
    const id = sessionIdOf(session.access_token);
    assert.equal(await sessionRows(id), 1);
    assert.equal((await c.auth.refreshSession()).error, null);
    const [row] = await db.sql`select refreshed_at from auth.sessions where id = ${id}`;
    assert.ok(row.refreshed_at, "a refresh is recorded");
    assert.equal((await c.auth.signOut()).error, null);
    assert.equal(await sessionRows(id), 0);
  },
});

Deno.test({
  name: "refresh-token reuse deletes the session row",
  ...opts,
  fn: async () => {
    const c = client();
    const { session } = await signedUp(c, "reuse-row");
    assert.equal((await c.auth.refreshSession()).error, null);
    assert.equal(await sessionRows(sessionIdOf(session.access_token)), 1);
    const reuse = await client().auth.refreshSession({ refresh_token: session.refresh_token });
    assert.equal(reuse.error?.code, "refresh_token_already_used");
    assert.equal(await sessionRows(sessionIdOf(session.access_token)), 0);
  },
});

Deno.test({
  name: "a password change ends the user's other sessions and keeps the current one",
  ...opts,
  fn: async () => {
    const current = client();
    const { email } = await signedUp(current, "pwchange");
    const other = client();
    const signIn = await other.auth.signInWithPassword({ email, password: PASSWORD });
    assert.equal(signIn.error, null);
    const otherSession = signIn.data.session!;
    // Another user's session is not touched.
    const { session: stranger } = await signedUp(client(), "stranger");

    const changed = await current.auth.updateUser({ password: "a changed password" });
    assert.equal(changed.error, null);

    const refused = await client().auth.refreshSession({
      refresh_token: otherSession.refresh_token,
    });
    assert.equal(refused.data.session, null);
    assert.equal(refused.error?.code, "refresh_token_not_found");
    assert.equal(await sessionRows(sessionIdOf(otherSession.access_token)), 0);
    const gone = await client().auth.getUser(otherSession.access_token);
    assert.equal(gone.data.user, null, "the other session's access token is refused");

    const refreshed = await current.auth.refreshSession();
    assert.equal(refreshed.error, null, "the current session still refreshes");
    assert.equal((await current.auth.getUser()).error, null);
    assert.equal(await sessionRows(sessionIdOf(refreshed.data.session!.access_token)), 1);
    assert.equal(await sessionRows(sessionIdOf(stranger.access_token)), 1);

    // Metadata alone ends nothing.
    const second = client();
    const again = await second.auth.signInWithPassword({ email, password: "a changed password" });
    assert.equal((await current.auth.updateUser({ data: { theme: "light" } })).error, null);
    assert.equal(await sessionRows(sessionIdOf(again.data.session!.access_token)), 1);
  },
});

Deno.test({
  name: "tokens without exp or without session_id are refused (403 bad_jwt)",
  ...opts,
  fn: async () => {
    const { session } = await signedUp(client(), "claims");
    const claims = decodeJwt(session.access_token);
    const resign = (drop: string) => {
      const { [drop]: _, ...kept } = claims;
      return new SignJWT(kept).setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    };
    const get = (token: string) =>
      fetch(`${server.url}/auth/v1/user`, { headers: { authorization: `Bearer ${token}` } });
    const intact = await get(await resign("nothing-dropped"));
    assert.equal(intact.status, 200, "the same claims re-signed are fine");
    await intact.body?.cancel();
    for (const claim of ["exp", "session_id"]) {
      const res = await get(await resign(claim));
      assert.equal(res.status, 403, claim);
      assert.equal((await res.json()).error_code, "bad_jwt");
    }
  },
});

Deno.test({
  name: "NUL characters in auth bodies are 400 validation_failed, never 500",
  ...opts,
  fn: async () => {
    const { email, session } = await signedUp(client(), "nul");
    const send = (path: string, body: unknown, method = "POST") =>
      fetch(`${server.url}/auth/v1${path}`, {
        method,
        headers: {
          "content-type": "application/json",
          authorization: `Bearer ${session.access_token}`,
        },
        body: JSON.stringify(body),
      });
    const cases: [string, unknown, string, string][] = [
      [
        "/token?grant_type=password",
        { email: `a\u0000${email}`, password: PASSWORD },
        "POST",
        "email",
      ],
      ["/token?grant_type=password", { email, password: "pass\u0000word" }, "POST", "password"],
      ["/token?grant_type=refresh_token", { refresh_token: "x\u0000" }, "POST", "refresh_token"],
      ["/signup", { email: `nul\u0000${email}`, password: PASSWORD }, "POST", "email"],
      [
        "/signup",
        { email: uniqueEmail("nul"), password: PASSWORD, data: { name: "a\u0000" } },
        "POST",
        "data.name",
      ],
      ["/user", { data: { "k\u0000": 1 } }, "PUT", "data.k\\u0000"],
      ["/user", { password: "new\u0000password" }, "PUT", "password"],
      ["/verify", { type: "signup", token_hash: "t\u0000" }, "POST", "token_hash"],
      ["/recover", { email: `a\u0000${email}` }, "POST", "email"],
    ];
    for (const [path, body, method, field] of cases) {
      const res = await send(path, body, method);
      const answer = await res.json();
      assert.equal(res.status, 400, `${method} ${path}: ${JSON.stringify(answer)}`);
      assert.equal(answer.error_code, "validation_failed");
      assert.equal(answer.msg, `Invalid ${field}: must not contain NUL characters (U+0000)`);
    }
    // Nothing was stored, and the account still signs in.
    assert.equal(
      (await client().auth.signInWithPassword({ email, password: PASSWORD })).error,
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
