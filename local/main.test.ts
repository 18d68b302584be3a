/**
 * `deno run local/main.ts` as a real process: banner, SIGTERM shutdown with exit 0,
 * and nothing lost across the restart (PGlite flushed on close).
 */
import { strict as assert } from "node:assert";
import { fileURLToPath as fromFileUrl } from "node:url";

const ROOT = fromFileUrl(new URL("..", import.meta.url));
const DENO = Deno.execPath();
const opts = { sanitizeOps: false, sanitizeResources: false };

function freePort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (listener.addr as Deno.NetAddr).port;
  listener.close();
  return port;
}

interface Running {
  child: Deno.ChildProcess;
  output: () => string;
  url: string;
}

async function launch(dataDir: string, port: number): Promise<Running> {
  const child = new Deno.Command(DENO, {
    args: ["run", "-A", "local/main.ts"],
    cwd: ROOT,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      DEMO_PASSWORD: "",
      JWT_SECRET: "",
      ENABLE_SIGNUP: "1",
      NO_COLOR: "1",
    },
    stdout: "piped",
    stderr: "piped",
  }).spawn();
  let text = "";
  const decoder = new TextDecoder();
  const drain = async (stream: ReadableStream<Uint8Array>) => {
    for await (const chunk of stream) text += decoder.decode(chunk, { stream: true });
  };
  void drain(child.stdout);
  void drain(child.stderr);
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${url}/auth/v1/settings`);
      await res.body?.cancel();
      if (res.ok) return { child, output: () => text, url };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`the stack did not start:\n${text}`);
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
  name: "SIGTERM stops the stack cleanly and a restart finds everything written",
  ...opts,
  fn: async () => {
    const dataDir = await Deno.makeTempDir({ prefix: "routinely-main-" });
    const port = freePort();
    try {
      const first = await launch(dataDir, port);
      assert.match(first.output(), /Routinely is running at http:\/\/localhost:\d+/);
      assert.match(first.output(), /admin@demo\.test\s+Admin/);
      assert.match(first.output(), /manager@demo\.test\s+Manager/);
      assert.match(first.output(), /user@demo\.test\s+User/);
      assert.match(first.output(), /demo password: routinely-demo/);
      assert.match(first.output(), /demo organisation "demo" created/);
      assert.match(first.output(), /token signing secret: generated into \S+jwt-secret/);
      assert.doesNotMatch(first.output(), /WARNING/);

      const signUp = await post(`${first.url}/auth/v1/signup`, {
        email: "durable@example.test",
        password: "durable password",
      });
      assert.equal(signUp.status, 200);
      first.child.kill("SIGTERM");
      const status = await first.child.status;
      assert.equal(status.code, 0, first.output());
      assert.match(first.output(), /stopped cleanly/);

      const second = await launch(dataDir, port);
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
      assert.equal(out.code, 1);
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
