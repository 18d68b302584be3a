/**
 * An unreachable database answers 503 with Retry-After within the pool's timeouts, in words
 * that say the database is unavailable, and the API recovers by itself once it is back. The
 * database is real (PGlite's wire server, or PostgreSQL with TEST_DATABASE_URL) behind a TCP
 * proxy the test starts on a free port and makes refuse or swallow connections.
 */
import { strict as assert } from "node:assert";
import { createSql } from "../_shared/db/client.ts";
import { startTcpProxy } from "../_shared/testing/tcp-proxy.ts";
import { createGraphqlHandler } from "./server/create-handler.ts";
import { createMember, createOrg, TEST_SECRET, withApi } from "./testing/api-fixture.ts";

const opts = { sanitizeOps: false, sanitizeResources: false };
const TIMEOUT_MS = 1_500;
/** A limit, not an expectation: the timeouts plus room for a loaded machine. */
const ANSWER_WITHIN_MS = 4 * TIMEOUT_MS;

Deno.test({
  name: "an unreachable database: 503 with Retry-After within the timeouts, then recovery",
  ...opts,
  fn: async (t) => {
    await withApi(async ({ db, sql }) => {
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
        await t.step("through the proxy the API answers", async () => {
          const { res, body } = await ask();
          assert.equal(res.status, 200, JSON.stringify(body));
          assert.equal(body.data.currentUser.id, admin.id);
        });

        for (const mode of ["refuse", "silent"] as const) {
          await t.step(`${mode}: every request gets 503 with Retry-After, in time`, async () => {
            proxy.setMode(mode);
            // More requests than connections: the queued ones are bounded too.
            const answers = await Promise.all(Array.from({ length: 8 }, ask));
            for (const { res, body, ms } of answers) {
              assert.equal(res.status, 503, JSON.stringify(body));
              assert.match(res.headers.get("retry-after") ?? "", /^[1-9][0-9]*$/);
              assert.match(body.errors[0].message, /the database is unavailable/i);
              assert.equal(body.errors[0].extensions.code, "UNAVAILABLE");
              assert.ok(ms < ANSWER_WITHIN_MS, `answered after ${Math.round(ms)} ms`);
            }
          });
        }

        await t.step("the log has a short line per outage, not a trace per request", () => {
          const lines = logged.filter((l) => /the database is unavailable/.test(l));
          assert.ok(lines.length >= 1 && lines.length <= 4, lines.join("\n"));
          assert.ok(lines.every((l) => !l.includes("\n    at ")), lines.join("\n"));
        });

        await t.step(
          "once the database is reachable again, the API recovers by itself",
          async () => {
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
          },
        );
      } finally {
        console.warn = warn;
        await pool.end({ timeout: 1 });
        await proxy.close();
      }
    });
  },
});
