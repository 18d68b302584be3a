/**
 * Where an API request's time goes on the embedded database:
 *
 *   ./node_modules/.bin/deno run -A bench/pglite-profile.ts [--requests 400]
 *
 * Starts the local stack in this process on a fresh PGlite, signs in the demo Admin and
 * sends the mix of bench/load-mix.ts from one client. PGlite's protocol entry point is
 * wrapped to time every statement, so it prints per kind of request the median time,
 * the database's working time and the statements (Sync or simple Query) it cost; how
 * long a transaction held the database (BEGIN to idle) against how long the database
 * worked in it; and the statements that took the most database time in total.
 */
import { PGlite } from "@electric-sql/pglite";
import { parseArgs } from "node:util";
import { loadConfig } from "../local/config.ts";
import { startStack } from "../local/stack.ts";
import { sender } from "./load-clients.ts";
import { type Call, nextStep, PROCESSES, random, USERS } from "./load-mix.ts";

const PASSWORD = "profile-password";
const decoder = new TextDecoder();

interface Totals {
  ms: number;
  statements: number;
}

const perStatement = new Map<string, Totals>();
const preparedText = new Map<string, string>();
const clock = { dbMs: 0, statements: 0, holdMs: 0, holdDbMs: 0, transactions: 0 };
let transaction: { start: number; dbMs: number } | null = null;
let current = "";

/** Text of the statement a message belongs to: Parse names it, Bind refers to it. */
function statementOf(message: Uint8Array): string {
  const fields = decoder.decode(message.subarray(5)).split("\0");
  const type = String.fromCharCode(message[0]!);
  if (type === "P") {
    const text = fields[1]!.replace(/\s+/g, " ").trim().slice(0, 80);
    preparedText.set(fields[0]!, text);
    return text;
  }
  if (type === "B") return preparedText.get(fields[1]!) ?? current;
  if (type === "Q") return fields[0]!.replace(/\s+/g, " ").trim().slice(0, 80);
  return current;
}

type Exec = (message: Uint8Array, options: unknown) => Promise<void>;
const proto = PGlite.prototype as unknown as { execProtocolRawStream: Exec };
const original = proto.execProtocolRawStream;
proto.execProtocolRawStream = async function (this: PGlite, buffer, options) {
  if (buffer[0] === 0) return await original.call(this, buffer, options); // the startup packet
  // The wire server hands over a whole step (Parse … Sync) at once: walk its messages.
  let syncs = 0;
  for (let at = 0; at + 5 <= buffer.length;) {
    const message = buffer.subarray(
      at,
      at + 1 + new DataView(buffer.buffer, buffer.byteOffset + at + 1, 4).getInt32(0),
    );
    current = statementOf(message);
    if (buffer[at] === 0x53 || buffer[at] === 0x51) syncs++;
    at += message.length;
  }
  const start = performance.now();
  if (current === "begin" && !transaction) transaction = { start, dbMs: 0 };
  try {
    return await original.call(this, buffer, options);
  } finally {
    const ms = performance.now() - start;
    clock.dbMs += ms;
    clock.statements += syncs;
    const totals = perStatement.get(current) ?? { ms: 0, statements: 0 };
    totals.ms += ms;
    totals.statements += syncs;
    perStatement.set(current, totals);
    if (transaction) {
      transaction.dbMs += ms;
      if (!this.isInTransaction()) {
        clock.holdMs += performance.now() - transaction.start;
        clock.holdDbMs += transaction.dbMs;
        clock.transactions++;
        transaction = null;
      }
    }
  }
};

const { values } = parseArgs({
  args: Deno.args,
  options: { requests: { type: "string", default: "400" } },
});
const dataDir = await Deno.makeTempDir({ prefix: "routinely-profile-" });
const stack = await startStack(
  loadConfig({ PORT: "0", DATA_DIR: dataDir, JWT_SECRET: "p".repeat(40), DEMO_PASSWORD: PASSWORD }),
  { warmUp: false },
);
try {
  const res = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@demo.test", password: PASSWORD }),
  });
  const send = sender(stack.url, { token: (await res.json()).access_token, tenant: "demo" });
  const all = { offset: 0, limit: 1000, sortBy: "name", isDesc: false };
  const processes = await send({ ...PROCESSES, variables: all });
  const users = await send({ ...USERS, variables: all });
  type Row = { id: number; name: string; userType: string; email: string | null };
  const catalogue = {
    processIds: (processes.processes as { nodes: { id: number }[] }).nodes.map((p) => p.id),
    renamable: (users.users as { nodes: Row[] }).nodes
      .filter((p) => p.userType === "User" && !p.email?.startsWith("user@"))
      .map((p) => ({ id: p.id, name: p.name })),
  };
  perStatement.clear();
  Object.assign(clock, { dbMs: 0, statements: 0, holdMs: 0, holdDbMs: 0, transactions: 0 });

  const kinds = new Map<string, { times: number[]; dbMs: number; statements: number }>();
  const rand = random(7);
  for (let i = 0; i < Number(values.requests); i++) {
    await nextStep(rand, catalogue, 0)(async (call: Call) => {
      const start = performance.now();
      const before = { ...clock };
      const answer = await send(call);
      const named = /(?:query|mutation)\s+(\w+)|values:\s*(\w+)/.exec(call.query);
      const kind = named?.[1] ?? named?.[2] ?? "?";
      const entry = kinds.get(kind) ?? { times: [], dbMs: 0, statements: 0 };
      entry.times.push(performance.now() - start);
      entry.dbMs += clock.dbMs - before.dbMs;
      entry.statements += clock.statements - before.statements;
      kinds.set(kind, entry);
      return answer;
    });
  }
  console.log("request kind                     n  median   db/req  statements/req");
  for (const [kind, e] of [...kinds].sort()) {
    const sorted = [...e.times].sort((a, b) => a - b);
    const n = e.times.length;
    console.log(
      `${kind.padEnd(30)} ${String(n).padStart(3)} ${sorted[n >> 1]!.toFixed(1).padStart(6)} ms ` +
        `${(e.dbMs / n).toFixed(1).padStart(5)} ms ${(e.statements / n).toFixed(1).padStart(6)}`,
    );
  }
  console.log(
    `\n${clock.transactions} transactions held the database ` +
      `${(clock.holdMs / clock.transactions).toFixed(2)} ms each, of which it worked ` +
      `${(clock.holdDbMs / clock.transactions).toFixed(2)} ms\n\nmost database time:`,
  );
  for (const [text, t] of [...perStatement].sort((a, b) => b[1].ms - a[1].ms).slice(0, 15)) {
    console.log(
      `${t.ms.toFixed(0).padStart(6)} ms ${String(t.statements).padStart(5)} × ` +
        `${(t.ms / Math.max(1, t.statements)).toFixed(2)} ms  ${text}`,
    );
  }
} finally {
  await stack.close();
  await Deno.remove(dataDir, { recursive: true });
}
