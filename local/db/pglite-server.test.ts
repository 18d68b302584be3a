/** Many postgres.js connections over one embedded PGlite, under concurrency. */
import { strict as assert } from "node:assert";
import postgres from "postgres";
import { openDatabase } from "./open-database.ts";

const opts = { sanitizeOps: false, sanitizeResources: false };

Deno.test({
  name: "concurrent parameterised queries and transactions over many connections all succeed",
  ...opts,
  fn: async () => {
    const db = await openDatabase();
    const a = postgres(db.url, { max: 6, onnotice: () => {} });
    const b = postgres(db.url, { max: 6, onnotice: () => {} });
    try {
      await a`create table t (id int primary key, who text not null)`;
      const jobs: Promise<unknown>[] = [];
      for (let i = 0; i < 60; i++) {
        const sql = i % 2 ? a : b;
        if (i % 3 === 0) {
          // A transaction sees its own insert and nobody else's work in the middle of it.
          jobs.push(sql.begin(async (tx) => {
            await tx`insert into t values (${i}, ${"tx"})`;
            const [mine] = await tx`select count(*)::int as n from t where id = ${i}`;
            assert.equal(mine.n, 1);
            await tx`select pg_sleep(0.001)`;
          }));
        } else {
          jobs.push(
            sql`insert into t values (${i}, ${`plain-${i}`}) returning id`.then(([r]) =>
              assert.equal(r.id, i)
            ),
          );
          jobs.push(sql`select ${i}::int + ${1}::int as n`.then(([r]) => assert.equal(r.n, i + 1)));
        }
      }
      await Promise.all(jobs);
      const [row] = await a`select count(*)::int as n from t`;
      assert.equal(row.n, 60);
    } finally {
      await a.end();
      await b.end();
      await db.close();
    }
  },
});

Deno.test({
  name: "a failed transaction rolls back without disturbing other connections",
  ...opts,
  fn: async () => {
    const db = await openDatabase();
    const sql = postgres(db.url, { max: 4, onnotice: () => {} });
    try {
      await sql`create table u (id int primary key)`;
      const failing = sql.begin(async (tx) => {
        await tx`insert into u values (1)`;
        await tx`insert into u values (1)`; // duplicate key
      });
      const others = Promise.all([1, 2, 3].map((n) => sql`select ${n}::int as n`));
      await assert.rejects(failing, /duplicate key/);
      assert.deepEqual((await others).map(([r]) => r.n), [1, 2, 3]);
      const [row] = await sql`select count(*)::int as n from u`;
      assert.equal(row.n, 0);
      await assert.rejects(sql`select * from no_such_table`, /does not exist/);
      const [ok] = await sql`select 42 as n`;
      assert.equal(ok.n, 42);
    } finally {
      await sql.end();
      await db.close();
    }
  },
});

Deno.test({
  name: "a connection that disappears inside a transaction is rolled back and frees the database",
  ...opts,
  fn: async () => {
    const db = await openDatabase();
    const keeper = postgres(db.url, { max: 1, onnotice: () => {} });
    try {
      await keeper`create table v (id int)`;
      const leaver = postgres(db.url, { max: 1, onnotice: () => {} });
      const started = Promise.withResolvers<void>();
      const abandoned = leaver.begin(async (tx) => {
        await tx`insert into v values (1)`;
        started.resolve();
        await new Promise(() => {}); // never commits
      }).catch(() => {});
      await started.promise;
      await leaver.end({ timeout: 0 });
      await abandoned;
      const [row] = await keeper`select count(*)::int as n from v`;
      assert.equal(row.n, 0);
    } finally {
      await keeper.end();
      await db.close();
    }
  },
});

Deno.test({
  name: "data in a dataDir survives close and reopen",
  ...opts,
  fn: async () => {
    const dataDir = await Deno.makeTempDir({ prefix: "routinely-pglite-" });
    try {
      const first = await openDatabase({ dataDir: `${dataDir}/nested/pglite` });
      const sql1 = postgres(first.url, { max: 2, onnotice: () => {} });
      await sql1`create table kept (v text)`;
      await sql1`insert into kept values ('still here')`;
      await sql1.end();
      await first.close();
      const second = await openDatabase({ dataDir: `${dataDir}/nested/pglite` });
      const sql2 = postgres(second.url, { max: 2, onnotice: () => {} });
      const [row] = await sql2`select v from kept`;
      assert.equal(row.v, "still here");
      await sql2.end();
      await second.close();
    } finally {
      await Deno.remove(dataDir, { recursive: true });
    }
  },
});
