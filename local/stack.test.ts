/** The whole stack in-process: migrations, seed idempotency, persistence across restarts. */
import { strict as assert } from "node:assert";
import { join } from "node:path";
import { loadConfig } from "./config.ts";
import { startStack } from "./stack.ts";
import { createTestDatabase } from "./testing/test-database.ts";

const opts = { sanitizeOps: false, sanitizeResources: false };
const PASSWORD = "persisted password";

function config(env: Record<string, string>) {
  return loadConfig({
    PORT: "0",
    JWT_SECRET: "stack-test-secret-0123456789-0123456789",
    ENABLE_SIGNUP: "1",
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
  ...opts,
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
  ...opts,
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
  assert.equal(defaults.jwtSecretIsDefault, true);
  assert.equal(defaults.jwtExpirySeconds, 3600);
  assert.equal(defaults.demoPassword, "routinely-demo");
  assert.ok(defaults.pgliteDir.endsWith(join(".data", "pglite")));
  assert.equal(defaults.limits.perEmail.maxFailures, 5);
  assert.equal(defaults.limits.perAddress.maxFailures, 20);
  assert.equal(defaults.enableSignup, false, "sign-up is opt-in on the local stack");
  assert.equal(loadConfig({ ENABLE_SIGNUP: "1" }).enableSignup, true);
  const custom = loadConfig({
    PORT: "8080",
    DATA_DIR: "/tmp/x",
    JWT_EXPIRY: "5",
    LOG_REQUESTS: "1",
    DATABASE_URL: "",
  });
  assert.equal(custom.port, 8080);
  assert.equal(custom.pgliteDir, "/tmp/x/pglite");
  assert.equal(custom.jwtExpirySeconds, 5);
  assert.equal(custom.logRequests, true);
  assert.equal(custom.databaseUrl, "");
  assert.throws(() => loadConfig({ JWT_SECRET: "short" }), /at least 32/);
  assert.throws(() => loadConfig({ PORT: "http" }), /PORT/);
  assert.throws(() => loadConfig({ JWT_EXPIRY: "0" }), /JWT_EXPIRY/);
});
