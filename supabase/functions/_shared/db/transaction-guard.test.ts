/**
 * A transaction whose backend is terminated fails with a connection error and the pool
 * recovers, instead of the driver writing to the dead socket (which ends the process or
 * jams the connection). PostgreSQL only: PGlite has no other backends to terminate.
 */
import { strict as assert } from "node:assert";
import postgres from "postgres";
import { createTestDatabase } from "../../../../local/testing/migrated-database.ts";
import { createSql } from "./client.ts";
import { surviveDriverFaults } from "./driver-faults.ts";
import { isConnectionLoss } from "./transaction-guard.ts";

const SERVER = Deno.env.get("TEST_DATABASE_URL");
const opts = { ignore: !SERVER };

// As the stack does (local/main.ts): the driver's own uncatchable connection faults
// must not end the process; the transactions' must not happen at all (asserted below).
const writesAfterClose: unknown[] = [];
{
  surviveDriverFaults((kind, error) =>
    kind === "write-after-close" && writesAfterClose.push(error)
  );
}

async function scratchDatabase() {
  const admin = postgres(SERVER!, { max: 1, onnotice: () => {} });
  const name = `routinely_guard_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  await admin.unsafe(`create database ${name}`);
  const url = new URL(SERVER!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    /** Ends every backend of the scratch database but the caller's own. */
    async terminateAll() {
      const rows = await admin`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = ${name} and pid <> pg_backend_pid()`;
      return rows.length;
    },
    async drop() {
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Retries `fn` until it succeeds or the deadline passes (then rethrows its last error). */
async function eventually<T>(fn: () => Promise<T>, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    try {
      return await fn();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

Deno.test({
  name:
    "a transaction terminated mid-query rejects, later work on its callback is refused, the pool recovers",
  ...opts,
  fn: async () => {
    const db = await scratchDatabase();
    const sql = createSql(db.url, 2);
    try {
      const afterLoss = Promise.withResolvers<unknown>();
      const running = Promise.withResolvers<void>();
      const tx = sql.begin(async (tx) => {
        await tx`create table t (id int)`;
        running.resolve();
        try {
          await tx`select pg_sleep(30)`;
        } catch {
          // A careless callback carries on after its query failed.
          afterLoss.resolve(await tx`insert into t values (1)`.catch((e) => e));
          return "committed?";
        }
      });
      await running.promise;
      await eventually(async () => assert.ok(await db.terminateAll() > 0));
      await assert.rejects(tx, (error) => isConnectionLoss(error));
      const later = await afterLoss.promise;
      assert.ok(isConnectionLoss(later), `refused: ${later}`);
      // A savepoint's rollback-to must not reach a dead connection either.
      const nested = sql.begin(async (tx) => {
        running.resolve();
        await tx.savepoint(async (sp) => {
          await sp`select pg_sleep(30)`;
        });
      });
      await eventually(async () => assert.ok(await db.terminateAll() > 0));
      await assert.rejects(nested, (error) => isConnectionLoss(error));

      // The same pool answers again within seconds, in and out of transactions.
      const [row] = await eventually(() => sql`select 1 as n`);
      assert.equal(row.n, 1);
      const inTx = await eventually(() => sql.begin(async (tx) => (await tx`select 2 as n`)[0].n));
      assert.equal(inTx, 2);
      assert.deepEqual(writesAfterClose, []);
      const [{ n }] = await sql`select count(*)::int as n from pg_tables where tablename = 't'`;
      assert.equal(n, 0, "the terminated transaction committed nothing");
    } finally {
      await sql.end({ timeout: 1 });
      await db.drop();
    }
  },
});

Deno.test({
  name: "terminating every backend during a burst of transactions leaves the pool working",
  ...opts,
  fn: async () => {
    const db = await scratchDatabase();
    const sql = createSql(db.url, 4);
    try {
      await sql`create table hits (id serial primary key, n int)`;
      let stop = false;
      const failures: unknown[] = [];
      const worker = async (w: number) => {
        for (let i = 0; !stop && i < 200; i++) {
          await sql.begin(async (tx) => {
            await tx`insert into hits (n) values (${w})`;
            await tx.savepoint((sp) => sp`select count(*) from hits`);
            await tx`select pg_sleep(0.002)`;
          }).catch((error) => failures.push(error));
        }
      };
      const workers = Promise.all([0, 1, 2, 3, 4, 5].map(worker));
      for (let round = 0; round < 8; round++) {
        await new Promise((r) => setTimeout(r, 30));
        await db.terminateAll();
      }
      stop = true;
      await workers;
      for (const error of failures) assert.ok(isConnectionLoss(error), String(error));
      const [row] = await eventually(() => sql`select count(*)::int as n from hits`);
      assert.ok(row.n >= 0);
      assert.equal(
        await eventually(() => sql.begin(async (tx) => (await tx`select 3 as n`)[0].n)),
        3,
      );
      assert.deepEqual(writesAfterClose, []);
    } finally {
      await sql.end({ timeout: 1 });
      await db.drop();
    }
  },
});

Deno.test({
  name:
    "a transaction cut off for idling (PGlite's port or PostgreSQL's timeout) fails without a write to the dead connection",
  fn: async () => {
    // The embedded port ends a connection idle inside a transaction; PostgreSQL does the
    // same with idle_in_transaction_session_timeout. Either way the callback wakes up later
    // on a closed connection and carries on.
    const embedded = SERVER ? undefined : await createTestDatabase({ idleTimeoutMs: 200 });
    const scratch = SERVER ? await scratchDatabase() : undefined;
    const sql = createSql((embedded ?? scratch)!.url, 2);
    const probe = postgres((embedded ?? scratch)!.url, { max: 1, onnotice: () => {} });
    try {
      const woke = Promise.withResolvers<unknown>();
      const idle = Promise.withResolvers<number>();
      const cut = Promise.withResolvers<void>();
      const tx = sql.begin(async (tx) => {
        if (scratch) await tx`set local idle_in_transaction_session_timeout = '200ms'`;
        const [{ pid }] = await tx`select pg_backend_pid() as pid`;
        idle.resolve(pid);
        await cut.promise; // idle until the server has ended the connection
        woke.resolve(await tx`select 2`.catch((e) => e));
        return "done";
      });
      const pid = await idle.promise;
      // PGlite's port serves the probe only once the idler is cut off; PostgreSQL lists
      // the backend until it has gone.
      await (embedded ? probe`select 1` : eventually(async () => {
        const rows = await probe`select 1 from pg_stat_activity where pid = ${pid}`;
        assert.equal(rows.length, 0);
      }));
      cut.resolve();
      await assert.rejects(tx, (error) => isConnectionLoss(error));
      assert.ok(isConnectionLoss(await woke.promise));
      const [row] = await eventually(() => sql`select 3 as n`);
      assert.equal(row.n, 3);
      assert.deepEqual(writesAfterClose, []);
    } finally {
      await sql.end({ timeout: 1 });
      await probe.end({ timeout: 1 });
      await embedded?.close();
      await scratch?.drop();
    }
  },
});
