/**
 * No request waits more than the wait limit for the embedded database: while another
 * session holds its single session, a waiting statement is refused after the limit (the
 * connection stays usable), the API answers 503 with Retry-After, and the log names the
 * holder and what it ran.
 */
import { strict as assert } from "node:assert";
import postgres from "postgres";
import { embeddedOnly } from "../testing/embedded-only.ts";
import { createEmbeddedTestDatabase } from "../testing/migrated-database.ts";
import { createSql } from "../../supabase/functions/_shared/db/client.ts";
import { unavailableReason } from "../../supabase/functions/_shared/db/unavailable.ts";
import { createGraphqlHandler } from "../../supabase/functions/graphql/server/create-handler.ts";
import {
  createMember,
  createOrg,
  TEST_SECRET,
} from "../../supabase/functions/graphql/testing/api-fixture.ts";

const opts = embeddedOnly;
const WAIT_LIMIT_MS = 300;

/** A transaction of its own connection (application_name `label`) that holds the session. */
function holdSession(url: string, label: string, statement: string) {
  const holder = postgres(url, {
    max: 1,
    onnotice: () => {},
    // Only the test's own statements hold the session: postgres.js's lookup of array types,
    // slow on a loaded machine, would be logged as a long hold of its own.
    fetch_types: false,
    connection: { application_name: label },
  });
  const release = Promise.withResolvers<void>();
  const holding = Promise.withResolvers<void>();
  const done = holder.begin(async (tx) => {
    await tx.unsafe(statement);
    holding.resolve();
    await release.promise;
  });
  return {
    holding: holding.promise,
    async release() {
      release.resolve();
      await done;
      await holder.end();
    },
  };
}

Deno.test({
  name: "a wait for a held embedded database is refused after the limit and names the holder",
  ...opts,
  fn: async () => {
    const logged: string[] = [];
    const db = await createEmbeddedTestDatabase({
      migrationDirs: [],
      server: { waitLimitMs: WAIT_LIMIT_MS, log: (line) => logged.push(line) },
    });
    const waiter = postgres(db.url, { max: 1, onnotice: () => {}, fetch_types: false });
    try {
      await waiter`select 1`;
      const hold = holdSession(db.url, "reminders run", "select 'slow reminders job' as job");
      await hold.holding;
      // Extended protocol (a parameter), a simple query and a transaction: each refused.
      for (
        const attempt of [
          () => waiter`select ${1}::int as n`,
          () => waiter.unsafe("select 2"),
          () => waiter.begin((tx) => tx`select 3`),
        ]
      ) {
        const error = await attempt().then(() => null, (e) => e);
        assert.ok(error, "the wait was not refused");
        assert.equal(unavailableReason(error), "busy", String(error));
      }
      assert.equal(logged.length, 1, logged.join("\n"));
      assert.match(logged[0], /refused a wait of more than 300 ms/);
      assert.match(logged[0], /application_name "reminders run"/);
      assert.match(logged[0], /first statement: select 'slow reminders job' as job/);
      await hold.release();
      // And when it let go, how long it held it.
      assert.match(logged[1] ?? "", /held long: .*"reminders run"\) held it for \d+ ms/);
      // The refused connection was left usable.
      const [row] = await waiter`select ${4}::int as n`;
      assert.equal(row.n, 4);
    } finally {
      await waiter.end();
      await db.close();
    }
  },
});

Deno.test({
  name: "the API answers 503 with Retry-After while the embedded database stays held",
  ...opts,
  fn: async () => {
    const logged: string[] = [];
    const db = await createEmbeddedTestDatabase({
      server: { waitLimitMs: WAIT_LIMIT_MS, log: (line) => logged.push(line) },
    });
    const pool = createSql(db.url, { max: 2, acquireTimeoutMs: WAIT_LIMIT_MS * 20 });
    const handler = createGraphqlHandler({ sql: pool, jwtSecret: TEST_SECRET });
    const warn = console.warn;
    console.warn = () => {};
    try {
      const org = await createOrg(db.sql);
      const admin = await createMember(db.sql, org, { userType: "Admin" });
      const ask = async () => {
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
        return { res, body: await res.json() };
      };
      assert.equal((await ask()).res.status, 200);
      const hold = holdSession(db.url, "demo mailbox", "select 'sending the demo mail'");
      await hold.holding;
      const { res, body } = await ask();
      assert.equal(res.status, 503, JSON.stringify(body));
      assert.match(res.headers.get("retry-after") ?? "", /^[1-9][0-9]*$/);
      assert.match(body.errors[0].message, /the database is unavailable: it is busy/i);
      assert.ok(
        logged.some((l) => /"demo mailbox".*sending the demo mail/.test(l)),
        logged.join("\n"),
      );
      await hold.release();
      assert.equal((await ask()).res.status, 200);
    } finally {
      console.warn = warn;
      await pool.end({ timeout: 1 });
      await db.close();
    }
  },
});
