/**
 * A full disk under the embedded database: a write is answered 503 with Retry-After in
 * words that say the disk is full (not 500 "Internal error"), reads go on, and nothing is
 * lost: after the space comes back and the stack restarts, every earlier write is there,
 * nothing of the refused ones, and writing works again. The disk fills inside the stack's
 * own process (local/testing/disk-full-stack.ts; the write-ahead log is spared, see there).
 */
import { strict as assert } from "node:assert";
import { join } from "node:path";
import { launch, type Running } from "./testing/stack-process.ts";
import { embeddedOnly } from "./testing/embedded-only.ts";
import { snapshotDataDir } from "./testing/snapshot-data-dir.ts";

const opts = embeddedOnly;
const ENTRY = "local/testing/disk-full-stack.ts";
const ENV = { REMINDERS_SCHEDULE: "off" };

async function signIn(stack: Running): Promise<string> {
  const res = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@demo.test", password: "routinely-demo" }),
  });
  assert.equal(res.status, 200);
  return (await res.json()).access_token;
}

async function graphql(stack: Running, token: string, query: string, variables = {}) {
  const res = await fetch(`${stack.url}/functions/v1/graphql`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      authorization: `Bearer ${token}`,
      "x-tenant": "demo",
    },
    body: JSON.stringify({ query, variables }),
    signal: AbortSignal.timeout(30_000),
  });
  return { res, body: await res.json() };
}

const CREATE = `mutation($h: String, $d: String) {
  createProcess(process: { processHandle: $h, name: "Disk test", description: $d }) { id } }`;
const COUNT = `{ processes(q: ["Disk test"], limit: 1) { totalCount } }`;
/** A description that does not compress: each process takes about 4 KB of a table page. */
const description = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(2000)), (b) => b.toString(16).padStart(2, "0"))
    .join("");

async function until(check: () => boolean, ms = 30_000) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 50));
  }
}

Deno.test({
  name: "a full disk under the embedded database: 503 that says so, and nothing lost",
  ...opts,
  fn: async () => {
    const dataDir = await Deno.makeTempDir({ prefix: "routinely-disk-full-" });
    let stack: Running | undefined;
    try {
      await snapshotDataDir(join(dataDir, "pglite"));
      stack = await launch(dataDir, ENV, ENTRY);
      let token = await signIn(stack);
      const before = await graphql(stack, token, CREATE, { h: "DISK-0", d: description() });
      assert.equal(before.res.status, 200, JSON.stringify(before.body));

      stack.child.kill("SIGUSR2");
      await until(() => stack!.output().includes("disk full"));
      // Within a few processes the table needs a new page, which the full disk refuses.
      let refused;
      for (let i = 1; i <= 6 && refused === undefined; i++) {
        const answer = await graphql(stack, token, CREATE, { h: `DISK-${i}`, d: description() });
        if (answer.res.status !== 200) refused = answer;
      }
      assert.ok(refused, "no write was refused on a full disk");
      assert.equal(refused.res.status, 503, JSON.stringify(refused.body));
      assert.match(refused.res.headers.get("retry-after") ?? "", /^[1-9][0-9]*$/);
      assert.match(
        refused.body.errors[0].message,
        /the database is unavailable: its disk is full, so nothing was saved/i,
      );
      assert.equal(refused.body.errors[0].extensions.code, "UNAVAILABLE");
      assert.doesNotMatch(stack.output(), /Internal error/);
      // Reading needs no new space.
      assert.equal((await graphql(stack, token, COUNT)).res.status, 200);
      const committed = (await graphql(stack, token, COUNT)).body.data.processes.totalCount;

      // Space again; the stack restarted (as after any fault) finds every committed write.
      stack.child.kill("SIGUSR2");
      await until(() => stack!.output().includes("disk free"));
      stack.child.kill("SIGTERM");
      await stack.child.status;
      stack = await launch(dataDir, ENV, ENTRY);
      token = await signIn(stack);
      const after = await graphql(stack, token, COUNT);
      assert.equal(after.body.data.processes.totalCount, committed);
      const again = await graphql(stack, token, CREATE, { h: "DISK-NEW", d: description() });
      assert.equal(again.res.status, 200, JSON.stringify(again.body));
    } finally {
      if (stack) {
        try {
          stack.child.kill("SIGKILL");
        } catch {
          // already gone
        }
        await stack.child.status;
      }
      await Deno.remove(dataDir, { recursive: true }).catch(() => {});
    }
  },
});
