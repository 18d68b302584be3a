/**
 * Every HTTP layer besides GraphQL (api-database-unavailable.test.ts) answers an unreachable
 * database with 503 and Retry-After in its own shape: the local auth in GoTrue's (which
 * supabase-js reports as a retryable error), the calendar feed as text, send-reminders as
 * JSON. The database is real (a PGlite wire server, or PostgreSQL with TEST_DATABASE_URL)
 * behind a TCP proxy the test starts on a free port and makes refuse connections.
 */
import { strict as assert } from "node:assert";
import { createSql } from "../supabase/functions/_shared/db/client.ts";
import { startTcpProxy } from "../supabase/functions/_shared/testing/tcp-proxy.ts";
import { createTestDatabase } from "./testing/test-database.ts";
import { createAuthHandler } from "./auth/router.ts";
import { createCalendarHandler } from "../supabase/functions/calendar/create-handler.ts";
import { createSendRemindersHandler } from "../supabase/functions/send-reminders/create-handler.ts";

const TOKEN = "a".repeat(43);

Deno.test({
  name:
    "auth, calendar and send-reminders answer 503 with Retry-After when the database is unreachable",
  fn: async (t) => {
    const db = await createTestDatabase();
    const proxy = startTcpProxy(db.url);
    const sql = createSql(proxy.url, { max: 2, connectTimeoutMs: 1_000, acquireTimeoutMs: 1_000 });
    const warn = console.warn;
    console.warn = () => {};
    try {
      proxy.setMode("refuse");
      await t.step("local auth: GoTrue's shape", async () => {
        const auth = createAuthHandler({
          sql,
          jwtSecret: "database-unavailable-test-secret-0123456789",
          jwtExpirySeconds: 3600,
          limits: {
            perEmail: { maxFailures: 5, windowSeconds: 900 },
            perAddress: { maxFailures: 20, windowSeconds: 900 },
          },
          enableSignup: true,
          publicUrl: "http://localhost",
        });
        const res = await auth(
          new Request("http://localhost/auth/v1/token?grant_type=password", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ email: "someone@example.test", password: "a password" }),
          }),
          "/token",
          "127.0.0.1",
        );
        const body = await res.json();
        assert.equal(res.status, 503, JSON.stringify(body));
        assert.match(res.headers.get("retry-after") ?? "", /^[1-9][0-9]*$/);
        assert.equal(body.code, 503);
        assert.equal(body.error_code, "database_unavailable");
        assert.match(body.msg, /the database is unavailable/i);
      });

      await t.step("calendar feed", async () => {
        const calendar = createCalendarHandler({ sql, appBase: "http://localhost" });
        const res = await calendar(
          new Request(`http://localhost/functions/v1/calendar/demo/${TOKEN}.ics`),
        );
        assert.equal(res.status, 503);
        assert.match(res.headers.get("retry-after") ?? "", /^[1-9][0-9]*$/);
        assert.match(await res.text(), /the database is unavailable/i);
      });

      await t.step("send-reminders", async () => {
        const reminders = createSendRemindersHandler({ sql, appBase: "http://localhost" });
        const res = await reminders(
          new Request(
            `http://localhost/functions/v1/send-reminders/unsubscribe/subject?token=${TOKEN}`,
          ),
        );
        const body = await res.json();
        assert.equal(res.status, 503, JSON.stringify(body));
        assert.match(res.headers.get("retry-after") ?? "", /^[1-9][0-9]*$/);
        assert.equal(body.code, "UNAVAILABLE");
        assert.match(body.message, /the database is unavailable/i);
      });
    } finally {
      console.warn = warn;
      await sql.end({ timeout: 1 });
      await proxy.close();
      await db.close();
    }
  },
});
