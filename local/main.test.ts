/**
 * `deno run local/main.ts` as a real process: banner, SIGTERM shutdown with exit 0,
 * and nothing lost across the restart (PGlite flushed on close).
 */
import { strict as assert } from "node:assert";
import { fileURLToPath as fromFileUrl } from "node:url";
import { launch } from "./testing/stack-process.ts";
import { embeddedOnly } from "./testing/embedded-only.ts";
import { snapshotDataDir } from "./testing/snapshot-data-dir.ts";
import { createTestDatabase } from "./testing/test-database.ts";

const ROOT = fromFileUrl(new URL("..", import.meta.url));
const DENO = Deno.execPath();
const opts = embeddedOnly;

async function post(url: string, body: unknown) {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

Deno.test({
  name: "SIGTERM stops the stack cleanly and a restart finds everything written",
  ...opts,
  fn: async () => {
    const dataDir = await Deno.makeTempDir({ prefix: "routinely-main-" });
    try {
      // Migrated already (local/stack.test.ts covers a fresh directory): the demo is still
      // seeded by this first start.
      await snapshotDataDir(`${dataDir}/pglite`);
      const first = await launch(dataDir);
      assert.match(first.output(), /Routinely is running at http:\/\/localhost:\d+/);
      assert.match(first.output(), /admin@demo\.test\s+Admin/);
      assert.match(first.output(), /manager@demo\.test\s+Manager/);
      assert.match(first.output(), /user@demo\.test\s+User/);
      assert.match(first.output(), /demo password: routinely-demo/);
      assert.match(first.output(), /demo organisation "demo" created/);
      assert.match(first.output(), /token signing secret: generated into \S+jwt-secret/);
      assert.doesNotMatch(first.output(), /WARNING/);
      assert.match(
        first.output(),
        /mail: kept, not sent \(no SMTP_URL\): read it at http:\/\/localhost:\d+\/mailbox/,
      );
      const mailbox = await fetch(`${first.url}/mailbox`);
      assert.equal(mailbox.status, 200);
      assert.match(await mailbox.text(), /Local mailbox/);

      const signUp = await post(`${first.url}/auth/v1/signup`, {
        email: "durable@example.test",
        password: "durable password",
      });
      assert.equal(signUp.status, 200);
      first.child.kill("SIGTERM");
      const status = await first.child.status;
      assert.equal(status.code, 0, first.output());
      assert.match(first.output(), /stopped cleanly/);

      const second = await launch(dataDir);
      try {
        assert.doesNotMatch(second.output(), /created/, "a second start seeds nothing");
        assert.match(second.output(), /token signing secret: read from \S+jwt-secret/);
        // The secret kept in the data directory: tokens of the first start still work.
        const me = await fetch(`${second.url}/auth/v1/user`, {
          headers: { authorization: `Bearer ${signUp.body.access_token}` },
        });
        assert.equal(me.status, 200);
        await me.body?.cancel();
        const signIn = await post(`${second.url}/auth/v1/token?grant_type=password`, {
          email: "durable@example.test",
          password: "durable password",
        });
        assert.equal(signIn.status, 200);
        assert.equal(signIn.body.user.id, signUp.body.user.id);
      } finally {
        second.child.kill("SIGINT");
        assert.equal((await second.child.status).code, 0, second.output());
      }
    } finally {
      await Deno.remove(dataDir, { recursive: true });
    }
  },
});

Deno.test({
  name: "a bad configuration stops the stack with a clear message",
  ...opts,
  fn: async () => {
    const out = await new Deno.Command(DENO, {
      args: ["run", "-A", "local/main.ts"],
      cwd: ROOT,
      env: { JWT_SECRET: "too-short", NO_COLOR: "1" },
    }).output();
    assert.equal(out.code, 2);
    assert.match(new TextDecoder().decode(out.stderr), /JWT_SECRET must be at least 32 characters/);
  },
});

Deno.test({
  name: "a port in use is reported clearly, before the database is opened",
  ...opts,
  fn: async () => {
    const dataDir = await Deno.makeTempDir({ prefix: "routinely-busy-" });
    const busy = Deno.listen({ hostname: "127.0.0.1", port: 0 });
    try {
      const out = await new Deno.Command(DENO, {
        args: ["run", "-A", "local/main.ts"],
        cwd: ROOT,
        env: {
          PORT: String((busy.addr as Deno.NetAddr).port),
          DATA_DIR: dataDir,
          DATABASE_URL: "",
          NO_COLOR: "1",
        },
      }).output();
      assert.equal(out.code, 3, "could not start: npm start does not retry");
      assert.match(
        new TextDecoder().decode(out.stderr),
        /Port \d+ on 127\.0\.0\.1 is already in use; set PORT/,
      );
      await assert.rejects(Deno.stat(`${dataDir}/pglite`), Deno.errors.NotFound);
    } finally {
      busy.close();
      await Deno.remove(dataDir, { recursive: true });
    }
  },
});

Deno.test({
  name:
    "DATABASE_URL: terminating the stack's backends during a burst fails requests, not the process",
  ...opts,
  ignore: !Deno.env.get("TEST_DATABASE_URL"),
  fn: async () => {
    // Migrated already (from the template): the stack applies nothing and seeds the demo.
    const db = await createTestDatabase();
    const dataDir = await Deno.makeTempDir({ prefix: "routinely-faults-" });
    const stack = await launch(dataDir, {
      DATABASE_URL: db.url,
      // A sign-in cut off by a terminated backend stays counted as a failure (the throttle
      // counts an attempt before comparing its password); the limits are not under test here.
      AUTH_MAX_FAILURES_PER_EMAIL: "1000000",
      AUTH_MAX_FAILURES_PER_ADDRESS: "1000000",
    });
    const { child, url: base } = stack;
    let exited = false;
    const status = child.status.then((s) => (exited = true, s));
    try {
      const signIn = () =>
        fetch(`${base}/auth/v1/token?grant_type=password`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: "admin@demo.test", password: "routinely-demo" }),
        });
      const first = await signIn();
      assert.equal(first.status, 200, stack.output());
      const { access_token } = await first.json();
      const users = () =>
        fetch(`${base}/functions/v1/graphql`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            authorization: `Bearer ${access_token}`,
            "x-tenant": "demo",
          },
          body: JSON.stringify({ query: "{ users(limit: 5) { totalCount nodes { id } } }" }),
        });
      const statuses: number[] = [];
      const request = (i: number) =>
        (i % 3 ? users() : signIn()).then(async (res) => {
          await res.body?.cancel();
          statuses.push(res.status);
        }, () => statuses.push(0));
      // A bounded burst: 12 clients × 25 requests, every backend terminated every 100 ms.
      let done = false;
      const clients = Promise.all(
        Array.from({ length: 12 }, async (_, c) => {
          for (let i = 0; i < 25 && !exited; i++) await request(c + i);
        }),
      ).finally(() => done = true);
      for (let round = 0; round < 40 && !done && !exited; round++) {
        await db.sql`select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()`;
        await new Promise((r) => setTimeout(r, 100));
      }
      await clients;
      assert.equal(exited, false, `the stack died:\n${stack.output()}`);
      assert.ok(statuses.length > 0);
      // It recovers on its own: both pools (auth and functions) answer again.
      await until(async () => {
        const [a, b] = await Promise.all([signIn(), users()]);
        const ok = a.status === 200 && b.status === 200 && !(await b.json()).errors;
        await a.body?.cancel();
        return ok || undefined;
      }, 20_000);
      assert.equal(exited, false);
    } finally {
      if (!exited) child.kill("SIGTERM");
      await status;
      await db.close();
      await Deno.remove(dataDir, { recursive: true });
    }
  },
});

/** Polls `probe` until it answers something (bounded by `ms`). */
async function until<T>(probe: () => T | undefined | Promise<T | undefined>, ms: number) {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 100));
  }
}

Deno.test({
  name: "a second stack on the same data directory (another port) refuses to start",
  ...opts,
  fn: async () => {
    const dataDir = await Deno.makeTempDir({ prefix: "routinely-twice-" });
    try {
      await snapshotDataDir(`${dataDir}/pglite`);
      const first = await launch(dataDir);
      try {
        const out = await new Deno.Command(DENO, {
          args: ["run", "-A", "local/main.ts"],
          cwd: ROOT,
          env: { PORT: "0", DATA_DIR: dataDir, DATABASE_URL: "", NO_COLOR: "1" },
        }).output();
        const stderr = new TextDecoder().decode(out.stderr);
        assert.equal(out.code, 3, stderr);
        assert.match(
          stderr,
          new RegExp(
            `The data directory ${dataDir}/pglite is in use by another Routinely stack \\(pid ${first.child.pid}\\)`,
          ),
        );
        // The first stack is untouched.
        const res = await fetch(`${first.url}/auth/v1/settings`);
        assert.equal(res.status, 200);
        await res.body?.cancel();
      } finally {
        first.child.kill("SIGTERM");
        assert.equal((await first.child.status).code, 0, first.output());
      }
      // Stopped cleanly, the directory is free again.
      const second = await launch(dataDir);
      second.child.kill("SIGTERM");
      assert.equal((await second.child.status).code, 0, second.output());
    } finally {
      await Deno.remove(dataDir, { recursive: true });
    }
  },
});
