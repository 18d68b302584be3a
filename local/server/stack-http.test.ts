/**
 * The started stack (port 0) as a client meets it: slow clients are cut off while others are
 * served, /auth/v1 refuses big bodies, and CORS names the stack's own origins by default.
 * On PGlite by default, on PostgreSQL with TEST_DATABASE_URL.
 */
import { strict as assert } from "node:assert";
import { loadConfig } from "../config.ts";
import { startStack } from "../stack.ts";
import { createTestDatabase } from "../testing/test-database.ts";

const BOUND_MS = 20_000;

/** Everything the server sends until it closes the connection, or fails after BOUND_MS. */
async function readUntilClosed(conn: Deno.Conn): Promise<string> {
  let got = "";
  const buffer = new Uint8Array(4096);
  const bound = setTimeout(() => conn.close(), BOUND_MS);
  try {
    while (true) {
      const n = await conn.read(buffer);
      if (n === null) return got;
      got += new TextDecoder().decode(buffer.subarray(0, n));
    }
  } catch (error) {
    throw new Error(`still open after ${BOUND_MS} ms (${error}): ${JSON.stringify(got)}`);
  } finally {
    clearTimeout(bound);
    try {
      conn.close();
    } catch {
      // closed already
    }
  }
}

Deno.test({
  name: "stack: slow heads and bodies are cut off, big auth bodies refused, CORS for its origin",
  fn: async (t) => {
    const db = await createTestDatabase();
    const stack = await startStack(
      loadConfig({
        PORT: "0",
        DATABASE_URL: db.url,
        JWT_SECRET: "stack-http-test-secret-0123456789-0123456789",
      }),
      {
        warmUp: false,
        seed: false,
        httpLimits: { headTimeoutMs: 400, bodyTimeoutMs: 400, idleTimeoutMs: 400 },
      },
    );
    const encoder = new TextEncoder();
    try {
      await t.step("a trickled head and a stalled body are answered 408 and closed", async () => {
        const head = await Deno.connect({ hostname: "127.0.0.1", port: stack.port });
        await head.write(encoder.encode("GET /auth/v1/settings HTTP/1.1\r\nHost: x\r\nX-A: "));
        const body = await Deno.connect({ hostname: "127.0.0.1", port: stack.port });
        await body.write(
          encoder.encode(
            "POST /auth/v1/token?grant_type=password HTTP/1.1\r\nHost: x\r\n" +
              'Content-Type: application/json\r\nContent-Length: 60\r\n\r\n{"email":',
          ),
        );
        const [headAnswer, bodyAnswer] = [readUntilClosed(head), readUntilClosed(body)];
        // Meanwhile another client is served.
        const settings = await fetch(`${stack.url}/auth/v1/settings`);
        assert.equal(settings.status, 200);
        await settings.body?.cancel();
        assert.match(await headAnswer, /^HTTP\/1\.1 408/);
        assert.match(await bodyAnswer, /^HTTP\/1\.1 408/);
      });

      await t.step("/auth/v1 answers 413 to a body above 16 KB", async () => {
        const res = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email: "a@b.test", password: "x".repeat(100_000) }),
        });
        assert.equal(res.status, 413);
        assert.equal((await res.json()).error_code, "request_too_large");
      });

      await t.step("CORS: the stack's own origins by default, nothing else", async () => {
        for (
          const [origin, allowed] of [
            [`http://127.0.0.1:${stack.port}`, true],
            [`http://localhost:${stack.port}`, true],
            ["http://evil.example.test", false],
          ] as const
        ) {
          const res = await fetch(`${stack.url}/functions/v1/graphql`, {
            method: "OPTIONS",
            headers: { origin, "access-control-request-method": "POST" },
          });
          await res.body?.cancel();
          assert.equal(res.status, allowed ? 204 : 403, origin);
          assert.equal(res.headers.get("access-control-allow-origin"), allowed ? origin : null);
        }
      });
    } finally {
      await stack.close();
      await db.close();
    }
  },
});
