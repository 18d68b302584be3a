/**
 * After a PANIC (the write-ahead log could not be written: a full disk), PGlite, one backend
 * in the stack's own thread, never answers again. The wire server must not call it any more:
 * the statement that met the PANIC gets it, every later one is refused at once with its
 * code (so the API answers 503), and the stack is told once (it exits to be restarted).
 * PGlite itself cannot be made to PANIC on demand: the test's PGlite answers the next step
 * with a PANIC, and stops answering after it, as the real one does.
 */
import { strict as assert } from "node:assert";
import postgres from "postgres";
import { PGlite } from "@electric-sql/pglite";
import { embeddedOnly } from "../testing/embedded-only.ts";
import { PgliteServer } from "./embedded/pglite-server.ts";
import { errorResponse, randomPassword } from "./embedded/wire-guards.ts";
import { unavailableReason } from "../../supabase/functions/_shared/db/unavailable.ts";

const opts = embeddedOnly;
const PANIC_TEXT =
  `could not write to log file "000000010000000000000001": No space left on device`;

Deno.test({
  name: "after a PANIC the wire server refuses everything at once and tells the stack",
  ...opts,
  fn: async () => {
    const pglite = await PGlite.create();
    let armed = false;
    let callsAfterPanic = 0;
    // The real PGlite until armed; then one PANIC, then silence (as PGlite after a PANIC).
    const db = new Proxy(pglite, {
      get(target, key, receiver) {
        if (key === "execProtocolRawStream") {
          return (bytes: Uint8Array, options: { onRawData: (data: Uint8Array) => void }) => {
            if (!armed) return target.execProtocolRawStream(bytes, options);
            if (armed && callsAfterPanic++ === 0) {
              options.onRawData(errorResponse("PANIC", "53100", PANIC_TEXT));
              return Promise.resolve();
            }
            return new Promise(() => {});
          };
        }
        const value = Reflect.get(target, key, receiver);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const fatal: { code: string; message: string }[] = [];
    const logged: string[] = [];
    const password = randomPassword();
    const server = new PgliteServer(db, {
      password,
      onFatal: (error) => fatal.push(error),
      log: (line) => logged.push(line),
    });
    const port = server.start(0);
    const url = `postgres://postgres:${password}@127.0.0.1:${port}/postgres?sslmode=disable`;
    const a = postgres(url, { max: 1, onnotice: () => {} });
    const b = postgres(url, { max: 1, onnotice: () => {} });
    try {
      await a`select 1`;
      await b`select 1`;
      armed = true;
      const first = await a`insert into nowhere values (1)`.then(() => null, (e) => e);
      assert.equal(first?.code, "53100", String(first));
      assert.equal(unavailableReason(first), "full");
      // Another connection, and a new one: refused at once, PGlite never called again.
      for (const sql of [b, postgres(url, { max: 1, onnotice: () => {} })]) {
        const error = await sql`select 2`.then(() => null, (e) => e);
        assert.equal(unavailableReason(error), "full", String(error));
        assert.match(String(error?.message), /stopped after an error it cannot recover from/);
      }
      assert.equal(callsAfterPanic, 1);
      assert.deepEqual(fatal, [{ code: "53100", message: PANIC_TEXT }]);
      assert.ok(logged.some((l) => l.includes(PANIC_TEXT)), logged.join("\n"));
    } finally {
      await Promise.all([a.end({ timeout: 1 }), b.end({ timeout: 1 })]).catch(() => {});
      await server.stop();
      await pglite.close().catch(() => {});
    }
  },
});
