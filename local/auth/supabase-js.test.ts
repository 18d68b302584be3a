/**
 * supabase-js itself, unchanged, against the local /auth/v1 over a real database
 * (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 */
import { strict as assert } from "node:assert";
import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { createTestDatabase } from "../testing/test-database.ts";
import { startTestServer, uniqueEmail } from "../testing/test-server.ts";

const db = await createTestDatabase();
const server = startTestServer({ sql: db.sql });
const PASSWORD = "correct horse battery";

function client(url = server.url): SupabaseClient {
  const store = new Map<string, string>();
  return createClient(url, "local-anon-key", {
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

async function signedUp(c: SupabaseClient, tag: string) {
  const email = uniqueEmail(tag);
  const { data, error } = await c.auth.signUp({ email, password: PASSWORD });
  assert.equal(error, null);
  assert.ok(data.session, "sign-up signs in at once (autoconfirm)");
  return { email, session: data.session };
}

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
    const shortLived = startTestServer({ sql: db.sql, jwtExpirySeconds: 1 });
    try {
      const c = client(shortLived.url);
      const { session } = await signedUp(c, "expiry");
      assert.equal(session.expires_in, 1);
      assert.equal((await c.auth.getUser(session.access_token)).error, null);
      await new Promise((r) => setTimeout(r, 2100));
      const { data, error } = await client(shortLived.url).auth.getUser(session.access_token);
      assert.equal(data.user, null);
      assert.equal(error?.status, 403);
      assert.equal(error?.code, "bad_jwt");
      assert.match(error!.message, /expired/);
    } finally {
      await shortLived.close();
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

Deno.test({
  name: "close the database",
  ...opts,
  fn: async () => {
    await server.close();
    await db.close();
  },
});
