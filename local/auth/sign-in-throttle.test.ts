/** The sign-in throttle over HTTP and a real database, shared by two server instances. */
import { strict as assert } from "node:assert";
import { createTestDatabase } from "../testing/test-database.ts";
import {
  passwordSignIn as signIn,
  signUpOk,
  startTestServer,
  uniqueEmail,
} from "../testing/test-server.ts";

const PASSWORD = "correct horse battery";

Deno.test({
  name: "failures per email: the next attempt is refused with 429, even with the right password",
  fn: async () => {
    const db = await createTestDatabase();
    // Two servers over one database stand for two local-stack processes.
    const limits = { perEmail: { maxFailures: 3, windowSeconds: 600 } };
    const a = startTestServer({ sql: db.sql, limits });
    const b = startTestServer({ sql: db.sql, limits });
    try {
      const email = uniqueEmail("throttle");
      await signUpOk(a.url, email, PASSWORD);
      assert.equal((await signIn(a.url, email, "wrong-1")).status, 400);
      assert.equal((await signIn(b.url, email, "wrong-2")).status, 400);
      assert.equal((await signIn(a.url, email, "wrong-3")).status, 400);
      for (const url of [a.url, b.url]) {
        const refused = await signIn(url, email, PASSWORD);
        assert.equal(refused.status, 429);
        assert.equal(refused.body.error_code, "over_request_rate_limit");
        assert.match(refused.body.msg, /^Too many attempts, try again in \d+ seconds$/);
        const seconds = Number(/in (\d+) seconds/.exec(refused.body.msg)![1]);
        assert.ok(seconds > 590 && seconds <= 600, `wait ${seconds}`);
        assert.equal(refused.headers.get("retry-after"), String(seconds));
      }
      // Another email from the same address is not affected by this email's failures.
      const other = uniqueEmail("other");
      await signUpOk(a.url, other, PASSWORD);
      assert.equal((await signIn(a.url, other, PASSWORD)).status, 200);
    } finally {
      await a.close();
      await b.close();
      await db.close();
    }
  },
});

Deno.test({
  name: "a successful sign-in clears the email's count; old failures leave the window",
  fn: async () => {
    const db = await createTestDatabase();
    const server = startTestServer({
      sql: db.sql,
      limits: { perEmail: { maxFailures: 2, windowSeconds: 600 } },
    });
    try {
      const email = uniqueEmail("reset");
      await signUpOk(server.url, email, PASSWORD);
      assert.equal((await signIn(server.url, email, "wrong")).status, 400);
      assert.equal((await signIn(server.url, email, PASSWORD)).status, 200);
      assert.equal((await signIn(server.url, email, "wrong")).status, 400);
      assert.equal(
        (await signIn(server.url, email, PASSWORD)).status,
        200,
        "one failure since the success",
      );
      // Failures older than the window do not count.
      assert.equal((await signIn(server.url, email, "wrong")).status, 400);
      await db
        .sql`update local_auth.sign_in_attempts set attempted_at = attempted_at - interval '11 minutes'
                 where email = ${email}`;
      assert.equal((await signIn(server.url, email, "wrong")).status, 400);
      assert.equal((await signIn(server.url, email, PASSWORD)).status, 200);
    } finally {
      await server.close();
      await db.close();
    }
  },
});

Deno.test({
  name: "failures per client address across many emails are limited too",
  fn: async () => {
    const db = await createTestDatabase();
    const server = startTestServer({
      sql: db.sql,
      trustProxy: true,
      limits: {
        perEmail: { maxFailures: 100, windowSeconds: 600 },
        perAddress: { maxFailures: 4, windowSeconds: 600 },
      },
    });
    try {
      for (let i = 0; i < 4; i++) {
        assert.equal(
          (await signIn(server.url, uniqueEmail(`spray${i}`), "guess", "203.0.113.7")).status,
          400,
        );
      }
      const refused = await signIn(server.url, uniqueEmail("spray"), "guess", "203.0.113.7");
      assert.equal(refused.status, 429);
      assert.match(refused.body.msg, /Too many attempts, try again in \d+ seconds/);
      assert.equal(
        (await signIn(server.url, uniqueEmail("elsewhere"), "guess", "198.51.100.1")).status,
        400,
      );
    } finally {
      await server.close();
      await db.close();
    }
  },
});

Deno.test({
  name: "malformed sign-in bodies are clear 400s",
  fn: async () => {
    const db = await createTestDatabase();
    const server = startTestServer({ sql: db.sql });
    try {
      const post = (body: string, grant = "password") =>
        fetch(`${server.url}/auth/v1/token?grant_type=${grant}`, {
          method: "POST",
          body,
          headers: { "content-type": "application/json" },
        });
      const notJson = await post("{nope");
      assert.equal(notJson.status, 400);
      assert.equal((await notJson.json()).error_code, "bad_json");
      const wrongType = await post(JSON.stringify({ email: 5, password: [] }));
      assert.equal(wrongType.status, 400);
      assert.equal((await wrongType.json()).error_code, "validation_failed");
      const unknownGrant = await post("{}", "magic");
      assert.equal(unknownGrant.status, 400);
      await unknownGrant.body?.cancel();
      const refresh = await post(JSON.stringify({ refresh_token: "made-up" }), "refresh_token");
      assert.equal(refresh.status, 400);
      assert.equal((await refresh.json()).error_code, "refresh_token_not_found");
      const authorize = await fetch(`${server.url}/auth/v1/authorize?provider=google`);
      assert.equal(authorize.status, 400);
      assert.equal((await authorize.json()).msg, "Provider not configured on the local stack");
      const settings = await (await fetch(`${server.url}/auth/v1/settings`)).json();
      assert.equal(settings.external.email, true);
      assert.equal(settings.external.google, false);
      assert.equal(settings.external.azure, false);
      const unknown = await fetch(`${server.url}/auth/v1/nope`);
      assert.equal(unknown.status, 404);
      await unknown.body?.cancel();
    } finally {
      await server.close();
      await db.close();
    }
  },
});
