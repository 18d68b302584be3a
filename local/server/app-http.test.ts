/**
 * The stack's HTTP entry over a real socket: /auth/v1 body limits and deadlines, no-store on
 * token answers, and CORS for the configured origins only.
 */
import { strict as assert } from "node:assert";
import { AUTH_BODY_LIMIT, createAppHandler } from "./app.ts";
import { createFunctionsRouter } from "./functions-router.ts";
import { loadConfig } from "../config.ts";

const SITE = "http://site.example.test";
const FOREIGN = "http://evil.example.test";

/** An app whose auth handler reads the body (as the real one does) and reports each call. */
function serve(bodyDeadlineMs = 10_000) {
  const calls: string[] = [];
  const handler = createAppHandler({
    auth: async (req, path) => {
      calls.push(path);
      const text = req.body ? await req.text() : "";
      return Response.json({ path, length: text.length });
    },
    functions: createFunctionsRouter("/nonexistent-functions"),
    serveStatic: () => Promise.resolve(new Response("web")),
    logRequests: false,
    trustProxy: false,
    allowedOrigins: () => [SITE],
    bodyDeadlineMs,
  });
  const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen: () => {} }, handler);
  return {
    url: `http://127.0.0.1:${server.addr.port}`,
    port: server.addr.port,
    calls,
    close: () => server.shutdown(),
  };
}

Deno.test("/auth/v1 refuses a declared body above 16 KB with 413 before reading it", async () => {
  const app = serve();
  try {
    const res = await fetch(`${app.url}/auth/v1/token?grant_type=password`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "a@b.test", password: "x".repeat(AUTH_BODY_LIMIT) }),
    });
    assert.equal(res.status, 413);
    const body = await res.json();
    assert.equal(body.error_code, "request_too_large");
    assert.match(body.msg, /too large/);
    assert.deepEqual(app.calls, []);
    // A normal body still passes.
    const ok = await fetch(`${app.url}/auth/v1/token?grant_type=password`, {
      method: "POST",
      body: JSON.stringify({ email: "a@b.test", password: "secret" }),
    });
    assert.equal(ok.status, 200);
    assert.deepEqual(app.calls, ["/token"]);
  } finally {
    await app.close();
  }
});

Deno.test("/auth/v1 cuts off a chunked body as soon as it passes 16 KB", async () => {
  const app = serve();
  try {
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 4096;
        controller.enqueue(new Uint8Array(4096).fill(32));
        // Bounded: 100 MB at most, should the server keep reading.
        if (sent >= 100 * 1024 * 1024) controller.close();
      },
    });
    const res = await fetch(`${app.url}/auth/v1/signup`, {
      method: "POST",
      body: stream,
      // @ts-ignore: Deno needs duplex for a streamed request body
      duplex: "half",
    }).catch((error) => error as Error);
    // The server answers 413 and stops reading; the client may see the answer or a reset.
    if (res instanceof Response) {
      assert.equal(res.status, 413);
      await res.body?.cancel();
    }
    assert.deepEqual(app.calls, []);
    assert.ok(sent < 4 * 1024 * 1024, `the client could send ${sent} bytes`);
  } finally {
    await app.close();
  }
});

Deno.test("/auth/v1 answers 408 when a body stops arriving", async () => {
  const app = serve(200);
  try {
    const conn = await Deno.connect({ hostname: "127.0.0.1", port: app.port });
    await conn.write(
      new TextEncoder().encode(
        'POST /auth/v1/token HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{"em',
      ),
    );
    // Deno.serve keeps the socket after a handler's answer (connection: close or not) while
    // body bytes are owed; closing it is the slow-client guard's part (its own tests).
    const buffer = new Uint8Array(4096);
    let answer = "";
    // Bounded: a server that never answers fails the test instead of hanging it.
    const bound = setTimeout(() => conn.close(), 15_000);
    try {
      while (!answer.includes("request_timeout")) {
        const n = await conn.read(buffer);
        if (n === null) break;
        answer += new TextDecoder().decode(buffer.subarray(0, n));
      }
    } catch (error) {
      assert.fail(`no 408 within 15 s (${error}): ${JSON.stringify(answer)}`);
    } finally {
      clearTimeout(bound);
      try {
        conn.close();
      } catch {
        // closed by the bound
      }
    }
    assert.match(answer, /^HTTP\/1\.1 408/);
    assert.match(answer, /request_timeout/);
    assert.deepEqual(app.calls, []);
  } finally {
    await app.close();
  }
});

Deno.test("token, user, signup, logout, verify and recover answers are never cached", async () => {
  const app = serve();
  try {
    for (
      const path of [
        "/token?grant_type=password",
        "/user",
        "/signup",
        "/logout",
        "/verify",
        "/recover",
      ]
    ) {
      const res = await fetch(`${app.url}/auth/v1${path}`, { method: "POST", body: "{}" });
      await res.body?.cancel();
      assert.equal(res.headers.get("cache-control"), "no-store", path);
    }
  } finally {
    await app.close();
  }
});

Deno.test("CORS: only configured origins, never with credentials", async () => {
  const app = serve();
  try {
    for (const path of ["/auth/v1/token", "/functions/v1/graphql"]) {
      const allowed = await fetch(`${app.url}${path}`, {
        method: "OPTIONS",
        headers: {
          origin: SITE,
          "access-control-request-method": "POST",
          "access-control-request-headers": "authorization, apikey, x-client-info, x-tenant",
        },
      });
      await allowed.body?.cancel();
      assert.equal(allowed.status, 204, path);
      assert.equal(allowed.headers.get("access-control-allow-origin"), SITE);
      assert.match(allowed.headers.get("access-control-allow-headers")!, /x-tenant/);
      assert.match(allowed.headers.get("access-control-allow-methods")!, /POST/);
      assert.equal(allowed.headers.get("access-control-allow-credentials"), null);

      const foreign = await fetch(`${app.url}${path}`, {
        method: "OPTIONS",
        headers: { origin: FOREIGN, "access-control-request-method": "POST" },
      });
      await foreign.body?.cancel();
      assert.equal(foreign.status, 403, path);
      assert.equal(foreign.headers.get("access-control-allow-origin"), null);

      for (const [origin, expected] of [[SITE, SITE], [FOREIGN, null]]) {
        const res = await fetch(`${app.url}${path}`, {
          method: "POST",
          headers: { origin: origin!, "content-type": "application/json" },
          body: "{}",
        });
        await res.body?.cancel();
        assert.equal(res.headers.get("access-control-allow-origin"), expected, `${path} ${origin}`);
        assert.equal(res.headers.get("access-control-allow-credentials"), null);
        assert.match(res.headers.get("vary") ?? "", /origin/i);
      }
    }
  } finally {
    await app.close();
  }
});

Deno.test("ALLOWED_ORIGINS: a comma list of origins, normalised; anything else is refused", () => {
  assert.deepEqual(loadConfig({}).allowedOrigins, []);
  assert.deepEqual(
    loadConfig({ ALLOWED_ORIGINS: "https://app.example.test/, http://localhost:5173" })
      .allowedOrigins,
    ["https://app.example.test", "http://localhost:5173"],
  );
  for (const bad of ["*", "app.example.test", "ftp://x.test", "null"]) {
    assert.throws(() => loadConfig({ ALLOWED_ORIGINS: bad }), /ALLOWED_ORIGINS/, bad);
  }
});

Deno.test("functions see the caller's address in x-forwarded-for, never what the client sent", async () => {
  const seen: (string | null)[] = [];
  const handler = createAppHandler({
    auth: () => Promise.resolve(new Response("auth")),
    functions: {
      handle: async (req: Request) => {
        seen.push(req.headers.get("x-forwarded-for"));
        return Response.json({ body: await req.text() });
      },
    } as unknown as ReturnType<typeof createFunctionsRouter>,
    serveStatic: () => Promise.resolve(new Response("web")),
    logRequests: false,
    trustProxy: false,
    allowedOrigins: () => [SITE],
  });
  const server = Deno.serve({ port: 0, hostname: "127.0.0.1", onListen: () => {} }, handler);
  try {
    const res = await fetch(`http://127.0.0.1:${server.addr.port}/functions/v1/graphql`, {
      method: "POST",
      headers: { "x-forwarded-for": "203.0.113.9", "content-type": "application/json" },
      body: '{"query":"{ __typename }"}',
    });
    assert.deepEqual(await res.json(), { body: '{"query":"{ __typename }"}' });
    assert.deepEqual(seen, ["127.0.0.1"]);
  } finally {
    await server.shutdown();
  }
});
