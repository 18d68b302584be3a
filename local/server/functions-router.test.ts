import { strict as assert } from "node:assert";
import { join } from "node:path";
import { createFunctionsRouter } from "./functions-router.ts";
import type { Sql } from "../../supabase/functions/_shared/db/client.ts";
import { createAppHandler } from "./app.ts";
import { REPO_ROOT } from "../config.ts";

const ECHO = `export async function handler(req: Request): Promise<Response> {
  return Response.json({ url: req.url, method: req.method, tenant: req.headers.get("x-tenant") });
}
export default handler;
export let closed = false;
export function close() { closed = true; (globalThis as Record<string, unknown>).echoClosed = true; }
`;

async function functionsDir() {
  const dir = await Deno.makeTempDir({ prefix: "routinely-fns-" });
  await Deno.mkdir(join(dir, "_shared"));
  await Deno.writeTextFile(join(dir, "_shared", "index.ts"), "export const x = 1;");
  return dir;
}

function app(dir: string) {
  const functions = createFunctionsRouter(dir);
  const handle = createAppHandler({
    auth: () => Promise.resolve(new Response("auth")),
    functions,
    serveStatic: () => Promise.resolve(new Response("web")),
    logRequests: false,
    trustProxy: false,
    allowedOrigins: () => ["http://example.test"],
  });
  const info = {
    remoteAddr: { transport: "tcp", hostname: "127.0.0.1", port: 1 },
  } as unknown as Deno.ServeHandlerInfo;
  return {
    functions,
    call: (path: string, init?: RequestInit) =>
      handle(new Request(`http://localhost${path}`, init), info),
  };
}

Deno.test("a missing function answers 404 JSON until its folder appears", async () => {
  const dir = await functionsDir();
  try {
    const { call, functions } = app(dir);
    const missing = await call("/functions/v1/echo", { method: "POST" });
    assert.equal(missing.status, 404);
    assert.deepEqual(await missing.json(), {
      code: "NOT_FOUND",
      message: "Requested function was not found",
    });
    assert.equal(missing.headers.get("access-control-allow-origin"), null);

    await Deno.mkdir(join(dir, "echo"));
    await Deno.writeTextFile(join(dir, "echo", "index.ts"), ECHO);
    assert.deepEqual(await functions.discover(), ["echo"]);
    const res = await call("/functions/v1/echo/sub/path?x=1", {
      method: "POST",
      headers: { "x-tenant": "acme", origin: "http://example.test" },
    });
    assert.equal(res.status, 200);
    const body = await res.json();
    assert.equal(
      body.url,
      "http://localhost/functions/v1/echo/sub/path?x=1",
      "the URL reaches the handler unchanged",
    );
    assert.equal(body.tenant, "acme");
    assert.equal(res.headers.get("access-control-allow-origin"), "http://example.test");

    await functions.close();
    assert.equal(
      (globalThis as Record<string, unknown>).echoClosed,
      true,
      "close() of a loaded function runs",
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("_shared, bad names and folders without index.ts are not functions", async () => {
  const dir = await functionsDir();
  await Deno.mkdir(join(dir, "empty"));
  try {
    const { call, functions } = app(dir);
    for (
      const path of [
        "/functions/v1/_shared",
        "/functions/v1/empty",
        "/functions/v1/..%2F_shared",
        "/functions/v1/",
      ]
    ) {
      const res = await call(path);
      assert.equal(res.status, 404, path);
      await res.body?.cancel();
    }
    assert.deepEqual(await functions.discover(), []);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("a function that fails to load or throws answers JSON errors", async () => {
  const dir = await functionsDir();
  await Deno.mkdir(join(dir, "broken"));
  await Deno.writeTextFile(join(dir, "broken", "index.ts"), "throw new Error('boom at import');");
  await Deno.mkdir(join(dir, "thrower"));
  await Deno.writeTextFile(
    join(dir, "thrower", "index.ts"),
    "export function handler(): Response { throw new Error('boom'); }",
  );
  const quiet = console.error;
  console.error = () => {};
  try {
    const { call } = app(dir);
    const broken = await call("/functions/v1/broken");
    assert.equal(broken.status, 503);
    assert.equal((await broken.json()).code, "BOOT_ERROR");
    const thrower = await call("/functions/v1/thrower");
    assert.equal(thrower.status, 500);
    assert.equal((await thrower.json()).code, "WORKER_ERROR");
  } finally {
    console.error = quiet;
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("CORS preflight for /functions/v1 and /auth/v1 allows supabase-js headers to the site", async () => {
  const { call } = app("/nonexistent");
  for (const path of ["/functions/v1/graphql", "/auth/v1/token"]) {
    const res = await call(path, {
      method: "OPTIONS",
      headers: {
        origin: "http://example.test",
        "access-control-request-headers": "authorization, apikey, x-client-info, x-tenant",
      },
    });
    assert.equal(res.status, 204);
    assert.equal(res.headers.get("access-control-allow-origin"), "http://example.test");
    assert.match(res.headers.get("access-control-allow-headers")!, /x-tenant/);
    assert.match(res.headers.get("access-control-allow-methods")!, /POST/);
  }
  const web = await call("/people");
  assert.equal(await web.text(), "web");
  const auth = await call("/auth/v1/settings");
  assert.equal(await auth.text(), "auth");
});

Deno.test("LOG_REQUESTS logs one line per request, and nothing without it", async () => {
  const lines: string[] = [];
  const log = console.log;
  console.log = (...args: unknown[]) => void lines.push(args.join(" "));
  try {
    const info = {
      remoteAddr: { transport: "tcp", hostname: "127.0.0.1", port: 1 },
    } as unknown as Deno.ServeHandlerInfo;
    for (const logRequests of [true, false]) {
      const handle = createAppHandler({
        auth: () => Promise.resolve(new Response("auth", { status: 201 })),
        functions: createFunctionsRouter("/nonexistent"),
        serveStatic: () => Promise.resolve(new Response("web")),
        logRequests,
        trustProxy: false,
      });
      await (await handle(new Request("http://localhost/auth/v1/signup", { method: "POST" }), info))
        .text();
    }
  } finally {
    console.log = log;
  }
  assert.equal(lines.length, 1);
  assert.match(lines[0], /^\S+ POST \/auth\/v1\/signup 201 \d+\.\dms$/);
});

Deno.test("the repository's calendar function is mounted at /functions/v1/calendar/<prefix>/<token>.ics", async () => {
  const { call, functions } = app(join(REPO_ROOT, "supabase", "functions"));
  assert.ok((await functions.discover()).includes("calendar"));
  // Answered by the calendar handler itself (its bare text 404 and 405), before any database.
  const notAFeed = await call("/functions/v1/calendar/acme/not-a-token.ics");
  assert.equal(notAFeed.status, 404);
  assert.equal(notAFeed.headers.get("content-type"), "text/plain; charset=utf-8");
  assert.equal(await notAFeed.text(), "Not found");
  const post = await call(`/functions/v1/calendar/acme/${"A".repeat(43)}.ics`, { method: "POST" });
  assert.equal(post.status, 405);
  assert.equal(post.headers.get("allow"), "GET, HEAD");
  await post.body?.cancel();
  await functions.close();
});

Deno.test("a function that exports handlerWith is served with the stack's services", async () => {
  const dir = await functionsDir();
  try {
    await Deno.mkdir(join(dir, "mail"));
    await Deno.writeTextFile(
      join(dir, "mail", "index.ts"),
      `export const handler = () => Response.json({ built: "from the environment" });
let builds = 0;
export function handlerWith(services: { mailer: { transport: string }; sms: { transport: string }; functionsBase: string }) {
  builds++;
  return () => Response.json({ mail: services.mailer.transport, sms: services.sms.transport, base: services.functionsBase, builds });
}
`,
    );
    // Asked for when the function is first built: the stack's address is known by then.
    let functionsBase = "not listening yet";
    const services = () => ({
      sql: {} as Sql,
      jwtSecret: "unused",
      allowedOrigins: [],
      appBase: functionsBase,
      functionsBase,
      mailer: {
        transport: "mailbox" as const,
        sendMail: () => Promise.reject(new Error("unused")),
        close: () => Promise.resolve(),
      },
      sms: { transport: "mailbox" as const, sendSms: () => Promise.reject(new Error("unused")) },
    });
    const served = createFunctionsRouter(dir, services);
    functionsBase = "http://localhost:1234";
    const request = () => new Request("http://localhost/functions/v1/mail");
    assert.deepEqual(await (await served.handle(request(), "mail")).json(), {
      mail: "mailbox",
      sms: "mailbox",
      base: "http://localhost:1234",
      builds: 1,
    });
    // Built once, on the first request.
    assert.equal((await (await served.handle(request(), "mail")).json()).builds, 1);
    // Without services (as on Supabase), the function's own handler answers.
    const plain = createFunctionsRouter(dir);
    assert.deepEqual(await (await plain.handle(request(), "mail")).json(), {
      built: "from the environment",
    });
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
