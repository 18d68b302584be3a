/**
 * An unreachable database answers 503 with Retry-After within the pool's timeouts, in words
 * that say the database is unavailable, and the API recovers by itself once it is back. The
 * database is real (PGlite's wire server, or PostgreSQL with TEST_DATABASE_URL) behind a TCP
 * proxy the test starts on a free port and makes refuse or swallow connections.
 */
import { strict as assert } from "node:assert";
import { createSql } from "../_shared/db/client.ts";
import { startTcpProxy, type TcpProxy } from "../_shared/testing/tcp-proxy.ts";
import { createGraphqlHandler } from "./server/create-handler.ts";
import {
  createMember,
  createOrg,
  type Member,
  TEST_SECRET,
  withApi,
} from "./testing/api-fixture.ts";

const TIMEOUT_MS = 1_500;
/** A limit, not an expectation: the timeouts plus room for a loaded machine. */
const ANSWER_WITHIN_MS = 4 * TIMEOUT_MS;

// deno-lint-ignore no-explicit-any
type Answer = { res: Response; body: any; ms: number };

interface Proxied {
  admin: Member;
  proxy: TcpProxy;
  /** Asks for the current user through the proxy, timing the answer. */
  ask: () => Promise<Answer>;
  /** What the API warned of since the test began. */
  logged: string[];
}

/**
 * Runs `fn` with the API reaching its own organisation's database through a TCP proxy (a
 * small pool with short timeouts); the warnings are collected, then the pool and proxy closed.
 */
function withProxiedApi(fn: (p: Proxied) => Promise<void>): Promise<void> {
  return withApi(async ({ db, sql }) => {
    const org = await createOrg(sql);
    const admin = await createMember(sql, org, { userType: "Admin" });
    const proxy = startTcpProxy(db.url);
    const pool = createSql(proxy.url, {
      max: 3,
      connectTimeoutMs: TIMEOUT_MS,
      acquireTimeoutMs: TIMEOUT_MS,
    });
    const handler = createGraphqlHandler({ sql: pool, jwtSecret: TEST_SECRET });
    const ask = async () => {
      const started = performance.now();
      const res = await handler(
        new Request("http://localhost/functions/v1/graphql", {
          method: "POST",
          headers: {
            authorization: `Bearer ${admin.token}`,
            "x-tenant": org.prefix,
            "content-type": "application/json",
          },
          body: JSON.stringify({ query: "{ currentUser { id } }" }),
        }),
      );
      const body = await res.json();
      return { res, body, ms: performance.now() - started };
    };
    const warn = console.warn;
    const logged: string[] = [];
    console.warn = (...args: unknown[]) => logged.push(args.join(" "));
    try {
      await fn({ admin, proxy, ask, logged });
    } finally {
      console.warn = warn;
      await pool.end({ timeout: 1 });
      await proxy.close();
    }
  });
}

/** An outage of the given kind, met by more requests than the pool has connections. */
function outage({ proxy, ask }: Proxied, mode: "refuse" | "silent"): Promise<Answer[]> {
  proxy.setMode(mode);
  return Promise.all(Array.from({ length: 8 }, ask));
}

Deno.test("an unreachable database: through the proxy the API answers", () =>
  withProxiedApi(async ({ admin, ask }) => {
    const { res, body } = await ask();
    assert.equal(res.status, 200, JSON.stringify(body));
    assert.equal(body.data.currentUser.id, admin.id);
  }));

for (const mode of ["refuse", "silent"] as const) {
  Deno.test(`an unreachable database: ${mode}: every request gets 503 with Retry-After, in time`, () =>
    withProxiedApi(async (proxied) => {
      // More requests than connections: the queued ones are bounded too.
      for (const { res, body, ms } of await outage(proxied, mode)) {
        assert.equal(res.status, 503, JSON.stringify(body));
        assert.match(res.headers.get("retry-after") ?? "", /^[1-9][0-9]*$/);
        assert.match(body.errors[0].message, /the database is unavailable/i);
        assert.equal(body.errors[0].extensions.code, "UNAVAILABLE");
        assert.ok(ms < ANSWER_WITHIN_MS, `answered after ${Math.round(ms)} ms`);
      }
    }));
}

Deno.test("an unreachable database: the log has a short line per outage, not a trace per request", () =>
  withProxiedApi(async (proxied) => {
    await outage(proxied, "refuse");
    await outage(proxied, "silent");
    const lines = proxied.logged.filter((l) => /the database is unavailable/.test(l));
    assert.ok(lines.length >= 1 && lines.length <= 4, lines.join("\n"));
    assert.ok(lines.every((l) => !l.includes("\n    at ")), lines.join("\n"));
  }));

Deno.test("an unreachable database: once it is reachable again, the API recovers by itself", () =>
  withProxiedApi(async (proxied) => {
    const { admin, proxy, ask } = proxied;
    await outage(proxied, "silent");
    proxy.setMode("pass");
    const deadline = Date.now() + 20_000;
    let last;
    do {
      last = await ask();
      if (last.res.status === 200) break;
      await new Promise((r) => setTimeout(r, 100));
    } while (Date.now() < deadline);
    assert.equal(last.res.status, 200, JSON.stringify(last.body));
    assert.equal(last.body.data.currentUser.id, admin.id);
  }));
