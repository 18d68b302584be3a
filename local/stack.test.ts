/** The whole stack in-process: migrations, seed idempotency, persistence across restarts. */
import { strict as assert } from "node:assert";
import { join } from "node:path";
import { decodeJwt, SignJWT } from "jose";
import { loadConfig } from "./config.ts";
import { startStack } from "./stack.ts";
import { createTestDatabase } from "./testing/test-database.ts";
import { embeddedOnly } from "./testing/embedded-only.ts";
import { snapshotDataDir } from "./testing/snapshot-data-dir.ts";

const PASSWORD = "persisted password";

function config(env: Record<string, string>) {
  return loadConfig({
    PORT: "0",
    JWT_SECRET: "stack-test-secret-0123456789-0123456789",
    ENABLE_SIGNUP: "1",
    // These tests sign up to have an account; confirmation by mail is auth's own test.
    MAILER_AUTOCONFIRM: "1",
    ...env,
  });
}

async function post(url: string, body: unknown) {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

Deno.test({
  name: "embedded PGlite: data written before a restart is there after it; the demo is seeded once",
  ...embeddedOnly,
  fn: async () => {
    const dataDir = await Deno.makeTempDir({ prefix: "routinely-stack-" });
    try {
      const first = await startStack(config({ DATA_DIR: dataDir }), { warmUp: false });
      assert.equal(first.embedded, true);
      assert.ok(first.migrated.length > 0);
      assert.equal(first.seeded, true);
      const signUp = await post(`${first.url}/auth/v1/signup`, {
        email: "kept@example.test",
        password: PASSWORD,
      });
      assert.equal(signUp.status, 200);
      await first.close();

      const second = await startStack(config({ DATA_DIR: dataDir }), { warmUp: false });
      try {
        assert.deepEqual(second.migrated, []);
        assert.equal(second.seeded, false);
        const signIn = await post(`${second.url}/auth/v1/token?grant_type=password`, {
          email: "kept@example.test",
          password: PASSWORD,
        });
        assert.equal(signIn.status, 200);
        assert.equal(signIn.body.user.id, signUp.body.user.id);
        // The refresh token issued before the restart still works once.
        const refreshed = await post(`${second.url}/auth/v1/token?grant_type=refresh_token`, {
          refresh_token: signUp.body.refresh_token,
        });
        assert.equal(refreshed.status, 200);
        const demo = await post(`${second.url}/auth/v1/token?grant_type=password`, {
          email: "user@demo.test",
          password: "routinely-demo",
        });
        assert.equal(demo.status, 200);
      } finally {
        await second.close();
      }
      assert.ok((await Deno.stat(join(dataDir, "pglite", "PG_VERSION"))).isFile);
    } finally {
      await Deno.remove(dataDir, { recursive: true });
    }
  },
});

Deno.test({
  name: "DATABASE_URL: the same stack over an external database seeds once",
  fn: async () => {
    const db = await createTestDatabase();
    try {
      const first = await startStack(
        config({ DATABASE_URL: db.url, DEMO_PASSWORD: "another-demo-pass" }),
        { warmUp: false },
      );
      assert.equal(first.embedded, false);
      assert.equal(first.seeded, true);
      await first.close();
      const second = await startStack(config({ DATABASE_URL: db.url }), { warmUp: false });
      try {
        assert.equal(second.seeded, false);
        const [orgs] = await db
          .sql`select count(*)::int as n from app.organizations where prefix = 'demo'`;
        assert.equal(orgs.n, 1);
        const demo = await post(`${second.url}/auth/v1/token?grant_type=password`, {
          email: "admin@demo.test",
          password: "another-demo-pass",
        });
        assert.equal(demo.status, 200, "DEMO_PASSWORD of the seeding start");
        // Static files and functions are mounted too.
        const fn = await fetch(`${second.url}/functions/v1/no-such-function`);
        assert.equal(fn.status, 404);
        assert.equal((await fn.json()).code, "NOT_FOUND");
        const page = await fetch(`${second.url}/people`);
        assert.ok([200, 503].includes(page.status), "the app, or the not-built page");
        await page.body?.cancel();
      } finally {
        await second.close();
      }
    } finally {
      await db.close();
    }
  },
});

Deno.test("configuration: defaults, overrides and refusals", () => {
  const defaults = loadConfig({});
  assert.equal(defaults.port, 54321);
  assert.equal(defaults.jwtSecret, "", "no secret from the source");
  assert.ok(defaults.jwtSecretFile.endsWith(join(".data", "jwt-secret")));
  assert.equal(defaults.jwtExpirySeconds, 3600);
  assert.equal(defaults.demoPassword, "routinely-demo");
  assert.ok(defaults.pgliteDir.endsWith(join(".data", "pglite")));
  assert.equal(defaults.limits.perEmail.maxFailures, 5);
  assert.equal(defaults.limits.perAddress.maxFailures, 20);
  assert.equal(defaults.enableSignup, true, "sign-up is on: it confirms by mail");
  assert.equal(defaults.autoconfirm, false, "a sign-up confirms its address first");
  assert.equal(defaults.linkExpirySeconds, 24 * 60 * 60);
  assert.equal(loadConfig({ ENABLE_SIGNUP: "0" }).enableSignup, false);
  assert.equal(loadConfig({ MAILER_AUTOCONFIRM: "1" }).autoconfirm, true);
  assert.equal(loadConfig({ AUTH_LINK_EXPIRY: "600" }).linkExpirySeconds, 600);
  const custom = loadConfig({
    PORT: "8080",
    DATA_DIR: "/tmp/x",
    JWT_EXPIRY: "5",
    LOG_REQUESTS: "1",
    DATABASE_URL: "",
  });
  assert.equal(custom.port, 8080);
  assert.equal(custom.pgliteDir, "/tmp/x/pglite");
  assert.equal(custom.jwtSecretFile, "/tmp/x/jwt-secret");
  assert.equal(custom.jwtExpirySeconds, 5);
  assert.equal(custom.logRequests, true);
  assert.equal(custom.databaseUrl, "");
  assert.throws(() => loadConfig({ JWT_SECRET: "short" }), /at least 32/);
  assert.throws(() => loadConfig({ PORT: "http" }), /PORT/);
  assert.throws(() => loadConfig({ JWT_EXPIRY: "0" }), /JWT_EXPIRY/);
  assert.equal(defaults.smtpUrl, "", "mail is kept in the local mailbox by default");
  assert.equal(
    loadConfig({ SMTP_URL: "smtps://u:p@smtp.example.test:465" }).smtpUrl.length > 0,
    true,
  );
  assert.throws(
    () => loadConfig({ SMTP_URL: "https://smtp.example.test" }),
    /Invalid mail configuration: SMTP_URL/,
  );
  assert.throws(() => loadConfig({ MAIL_FROM: "nobody" }), /Invalid mail configuration: MAIL_FROM/);
});

/** The development secret that the source once held: whoever read it could sign tokens. */
const FORMER_PUBLIC_SECRET = "routinely-local-dev-secret-change-me-please-0123456789";

/** GET /auth/v1/user with a token: 200 when the stack honours it. */
async function userStatus(url: string, token: string): Promise<number> {
  const res = await fetch(`${url}/auth/v1/user`, { headers: { authorization: `Bearer ${token}` } });
  await res.body?.cancel();
  return res.status;
}

async function resignedWith(token: string, secret: string): Promise<string> {
  return await new SignJWT(decodeJwt(token)).setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .sign(new TextEncoder().encode(secret));
}

Deno.test({
  name:
    "without JWT_SECRET: a generated secret kept in the data dir signs tokens, across restarts; the former public one signs nothing",
  ...embeddedOnly,
  fn: async () => {
    const dataDir = await Deno.makeTempDir({ prefix: "routinely-secret-stack-" });
    const file = join(dataDir, "jwt-secret");
    const unset = config({ DATA_DIR: dataDir, JWT_SECRET: "" });
    try {
      // A migrated database (the first test covers a fresh one): only the secret is new.
      await snapshotDataDir(join(dataDir, "pglite"));
      const first = await startStack(unset, { warmUp: false, seed: false });
      let token: string;
      let secret: string;
      try {
        assert.deepEqual(first.jwtSecret, { file, created: true });
        secret = (await Deno.readTextFile(file)).trim();
        assert.ok(secret.length >= 64);
        if (Deno.build.os !== "windows") assert.equal((await Deno.stat(file)).mode! & 0o777, 0o600);
        const signUp = await post(`${first.url}/auth/v1/signup`, {
          email: "secret@example.test",
          password: PASSWORD,
        });
        assert.equal(signUp.status, 200);
        token = signUp.body.access_token;
        assert.equal(await userStatus(first.url, token), 200);
        assert.equal(await userStatus(first.url, await resignedWith(token, secret)), 200);
        assert.equal(
          await userStatus(first.url, await resignedWith(token, FORMER_PUBLIC_SECRET)),
          403,
          "a token signed with the formerly public secret is refused",
        );
      } finally {
        await first.close();
      }
      const second = await startStack(unset, { warmUp: false, seed: false });
      try {
        assert.deepEqual(second.jwtSecret, { file, created: false });
        assert.equal((await Deno.readTextFile(file)).trim(), secret);
        assert.equal(await userStatus(second.url, token), 200, "tokens outlive a restart");
      } finally {
        await second.close();
      }
    } finally {
      await Deno.remove(dataDir, { recursive: true });
    }
  },
});

Deno.test({
  name: "DATABASE_URL without JWT_SECRET: the generated secret lives in the data dir too",
  fn: async () => {
    const db = await createTestDatabase();
    const dataDir = await Deno.makeTempDir({ prefix: "routinely-secret-pg-" });
    try {
      const stack = await startStack(
        config({ DATABASE_URL: db.url, DATA_DIR: dataDir, JWT_SECRET: "" }),
        { warmUp: false, seed: false },
      );
      try {
        assert.deepEqual(stack.jwtSecret, { file: join(dataDir, "jwt-secret"), created: true });
        assert.ok((await Deno.readTextFile(join(dataDir, "jwt-secret"))).trim().length >= 64);
        await assert.rejects(Deno.stat(join(dataDir, "pglite")), Deno.errors.NotFound);
      } finally {
        await stack.close();
      }
    } finally {
      await Deno.remove(dataDir, { recursive: true });
      await db.close();
    }
  },
});
