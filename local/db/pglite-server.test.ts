/** Many postgres.js connections over one embedded PGlite, under concurrency. */
import { strict as assert } from "node:assert";
import { createHash } from "node:crypto";
import postgres from "postgres";
import { openDatabase } from "./open-database.ts";
import { embeddedOnly } from "../testing/embedded-only.ts";
import { snapshotDataDir } from "../testing/snapshot-data-dir.ts";
import { createEmbeddedTestDatabase } from "../testing/migrated-database.ts";

const opts = embeddedOnly;

/**
 * An in-memory PGlite behind the wire server, as openDatabase() serves it, but loaded from a
 * bare snapshot (no migrations): a fresh cluster would run PGlite's initdb for every test.
 */
function servedPglite(options: { idleTimeoutMs?: number } = {}) {
  return createEmbeddedTestDatabase({ migrationDirs: [], ...options });
}

Deno.test({
  name: "concurrent parameterised queries and transactions over many connections all succeed",
  ...opts,
  fn: async () => {
    const db = await servedPglite();
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
    const db = await servedPglite();
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
    const db = await servedPglite();
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
      // A written data directory to start from (local/stack.test.ts covers a fresh one).
      await snapshotDataDir(`${dataDir}/nested/pglite`, []);
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

/** Fails when `promise` takes longer than `ms` (the bug being a hang). */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout>;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** A bare wire-protocol client: sends bytes, reads typed messages. */
async function rawClient(url: string) {
  const { port } = new URL(url);
  const conn = await Deno.connect({ hostname: "127.0.0.1", port: Number(port) });
  const reader = conn.readable.getReader();
  let buffer = new Uint8Array(0);
  const encoder = new TextEncoder();
  return {
    async send(...parts: Uint8Array[]) {
      for (const part of parts) await conn.write(part);
    },
    startup(user: string) {
      const body = encoder.encode(`user\0${user}\0database\0postgres\0\0`);
      const message = new Uint8Array(8 + body.length);
      new DataView(message.buffer).setInt32(0, message.length);
      new DataView(message.buffer).setInt32(4, 196608);
      message.set(body, 8);
      return message;
    },
    message(type: string, text: string) {
      const body = encoder.encode(text);
      const message = new Uint8Array(5 + body.length);
      message[0] = type.charCodeAt(0);
      new DataView(message.buffer).setInt32(1, 4 + body.length);
      message.set(body, 5);
      return message;
    },
    /** Startup and the MD5 answer, as postgres.js does it; reads up to ReadyForQuery. */
    async signIn(password: string) {
      await this.send(this.startup("postgres"));
      const challenge = await this.read();
      assert.equal(challenge?.type, "R");
      const salt = challenge!.bytes.subarray(4, 8);
      const inner = createHash("md5").update(`${password}postgres`).digest("hex");
      const answer = createHash("md5").update(inner).update(salt).digest("hex");
      await this.send(this.message("p", `md5${answer}\0`));
      for (let m = await this.read(); m?.type !== "Z"; m = await this.read()) {
        assert.notEqual(m, null, "closed during sign-in");
      }
    },
    /** The next message, or null once the server closed the connection. */
    async read(): Promise<{ type: string; bytes: Uint8Array; text: string } | null> {
      while (
        buffer.length < 5 ||
        buffer.length < 1 + new DataView(buffer.buffer, buffer.byteOffset).getInt32(1)
      ) {
        const { value, done } = await reader.read();
        if (done) return null;
        const joined = new Uint8Array(buffer.length + value.length);
        joined.set(buffer);
        joined.set(value, buffer.length);
        buffer = joined;
      }
      const length = 1 + new DataView(buffer.buffer, buffer.byteOffset).getInt32(1);
      const message = buffer.slice(0, length);
      buffer = buffer.slice(length);
      return {
        type: String.fromCharCode(message[0]),
        bytes: message.subarray(5),
        text: new TextDecoder().decode(message.subarray(5)),
      };
    },
    close() {
      try {
        conn.close();
      } catch {
        // already closed
      }
    },
  };
}

Deno.test({
  name: "the embedded port lets in only the stack's password: wrong ones get 28P01 and are closed",
  ...opts,
  fn: async () => {
    const db = await servedPglite();
    const good = postgres(db.url, { max: 1, onnotice: () => {} });
    try {
      const url = new URL(db.url);
      assert.ok(url.password.length >= 32, "a random password in the URL");
      for (const password of ["postgres", "", "x".repeat(48)]) {
        url.password = password;
        const bad = postgres(url.toString(), { max: 1, onnotice: () => {}, connect_timeout: 10 });
        await assert.rejects(
          within(bad`select 1`, 20_000, "wrong password"),
          (e: { code?: string }) => {
            assert.equal(e.code, "28P01");
            return true;
          },
        );
        await bad.end({ timeout: 0 });
      }
      // Another user name with the right password is refused too.
      url.password = new URL(db.url).password;
      url.username = "authenticated";
      const other = postgres(url.toString(), { max: 1, onnotice: () => {} });
      await assert.rejects(within(other`select 1`, 20_000, "other user"), /not allowed/);
      await other.end({ timeout: 0 });

      // A raw client that skips the password and sends a query is refused and closed.
      const raw = await rawClient(db.url);
      await raw.send(raw.startup("postgres"));
      assert.equal((await raw.read())?.type, "R", "asked for a password");
      await raw.send(raw.message("Q", "select 1\0"));
      const refusal = await raw.read();
      assert.equal(refusal?.type, "E");
      assert.match(refusal!.text, /C28P01/);
      assert.equal(await raw.read(), null, "then closed");
      raw.close();

      const [row] = await good`select 42 as n`;
      assert.equal(row.n, 42);
    } finally {
      await good.end();
      await db.close();
    }
  },
});

Deno.test({
  name: "COPY … FROM STDIN through the embedded port is refused and nothing hangs",
  ...opts,
  fn: async () => {
    const db = await servedPglite();
    const sql = postgres(db.url, { max: 2, onnotice: () => {} });
    const other = postgres(db.url, { max: 1, onnotice: () => {} });
    try {
      await sql`create table c (id int)`;
      // Simple query protocol, extended protocol, inside a transaction.
      await assert.rejects(
        within(sql.unsafe("copy c from stdin"), 20_000, "simple COPY"),
        (e: { code?: string; message: string }) => e.code === "0A000" && /embedded/.test(e.message),
      );
      await assert.rejects(
        within(sql`copy c from stdin`, 20_000, "extended COPY"),
        (e: { code?: string }) => e.code === "0A000",
      );
      await assert.rejects(
        within(
          sql.begin(async (tx) => {
            await tx`insert into c values (1)`;
            await tx.unsafe("/* quiet */ COPY public.c (id) FROM STDIN WITH (FORMAT csv)");
          }),
          20_000,
          "COPY in a transaction",
        ),
        (e: { code?: string }) => e.code === "0A000",
      );
      // Text that only mentions it is not refused.
      const [mention] = await sql`select 'copy c from stdin' as t`;
      assert.equal(mention.t, "copy c from stdin");
      // COPY data sent without a COPY in progress is dropped, not run.
      const raw = await rawClient(db.url);
      await raw.signIn(new URL(db.url).password);
      await raw.send(raw.message("d", "1\n"), raw.message("c", ""), raw.message("Q", "select 5\0"));
      const answers: string[] = [];
      for (let m = await raw.read(); m && m.type !== "Z"; m = await raw.read()) {
        answers.push(m.type);
      }
      assert.deepEqual(answers, ["T", "D", "C"], "only the query was answered");
      raw.close();
      // Every connection still works, and the refused transaction left nothing.
      const [row] = await within(
        other`select count(*)::int as n from c`,
        20_000,
        "other connection",
      );
      assert.equal(row.n, 0);
      const [again] = await sql`select 1 as n`;
      assert.equal(again.n, 1);
    } finally {
      await sql.end();
      await other.end();
      await db.close();
    }
  },
});

Deno.test({
  name:
    "a client idling inside a transaction is rolled back and closed after the timeout; others go on",
  ...opts,
  fn: async () => {
    const db = await servedPglite({ idleTimeoutMs: 300 });
    const idler = postgres(db.url, { max: 1, onnotice: () => {} });
    const other = postgres(db.url, { max: 1, onnotice: () => {} });
    try {
      await other`create table i (id int)`;
      const inside = Promise.withResolvers<void>();
      const stuck = idler.begin(async (tx) => {
        await tx`insert into i values (1)`;
        inside.resolve();
        await new Promise(() => {}); // holds the transaction open, sends nothing
      });
      const failure = stuck.then(() => "committed", (e: { code?: string }) => e.code);
      await inside.promise;
      // Waits for the idler at first, then gets the database once it is cut off.
      const [row] = await within(
        other`select count(*)::int as n from i`,
        30_000,
        "other connection",
      );
      assert.equal(row.n, 0, "the idle transaction was rolled back");
      const code = await within(failure, 30_000, "idle transaction");
      assert.ok(code === "25P03" || code === "CONNECTION_CLOSED", `closed with an error (${code})`);
      // The idler's pool connects again.
      const [fresh] = await within(idler`select 7 as n`, 30_000, "reconnect");
      assert.equal(fresh.n, 7);
    } finally {
      await idler.end({ timeout: 0 });
      await other.end();
      await db.close();
    }
  },
});
