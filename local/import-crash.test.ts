/**
 * The import's fault test (docs/csv.md#import): the stack is killed (SIGKILL) in the middle of a
 * 10,000-line processes import — once while it stages lines, once inside its apply
 * transaction — and started again on the same embedded data directory. Nothing of the
 * killed import is there, every earlier write is, the job reads as FAILED, and the next
 * import works. IMPORT_HOLD (local/import-hold.ts) stops the import at the point to kill,
 * so the kill never races the import. Embedded only: on PostgreSQL the server itself
 * rolls back the transaction of a vanished client.
 */
import { strict as assert } from "node:assert";
import { launch, type Running } from "./testing/stack-process.ts";
import { embeddedOnly } from "./testing/embedded-only.ts";
import { snapshotDataDir } from "./testing/snapshot-data-dir.ts";

const opts = embeddedOnly;
const PASSWORD = "routinely-demo";
const LINES = 10_000;

const HEADER = "processHandle,name,description,category,labels,assignedRoles,owningRole," +
  "frequency,scheduledFrom,docs";
const FILE = [
  HEADER,
  ...Array.from({ length: LINES }, (_, i) => {
    const n = String(i + 1).padStart(5, "0");
    return `CRASH-${n},Crash test process ${n},,,Crash:Imported,,,*:25,2026-01-01,` +
      `Guide|https://example.com/${n}`;
  }),
  "",
].join("\n");

async function signIn(stack: Running): Promise<string> {
  const res = await fetch(`${stack.url}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@demo.test", password: PASSWORD }),
  });
  assert.equal(res.status, 200);
  return (await res.json()).access_token;
}

function graphql(stack: Running, token: string, query: string, variables = {}) {
  return fetch(`${stack.url}/functions/v1/graphql`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      authorization: `Bearer ${token}`,
      "x-tenant": "demo",
      "x-csv-import": "1",
    },
    body: JSON.stringify({ query, variables }),
  }).then(async (res) => {
    const body = await res.json();
    assert.equal(body.errors, undefined, JSON.stringify(body.errors));
    return body.data;
  });
}

const IMPORT = `mutation($csv: String!) {
  importProcesses(csvText: $csv) { created { line } updated { line } errors { line message } } }`;

/** What must survive (the label written before) and what must not (anything imported). */
async function state(stack: Running, token: string) {
  const data = await graphql(
    stack,
    token,
    `{ imported: processes(q: ["Crash test process"], limit: 1) { totalCount }
       labels(limit: 1000) { nodes { label } }
       importProgress(kind: PROCESSES) { phase } }`,
  );
  const labels = (data.labels.nodes as { label: string }[]).map((l) => l.label);
  return {
    imported: data.imported.totalCount as number,
    before: labels.includes("Crash:Before"),
    importedLabel: labels.includes("Crash:Imported"),
    phase: data.importProgress?.phase as string | undefined,
  };
}

/** Starts the import, waits until the stack says it holds, then kills the stack. */
async function killDuringImport(stack: Running, token: string, held: RegExp) {
  // The request dies with the process; its failure is the expected end.
  const request = graphql(stack, token, IMPORT, { csv: FILE }).catch(() => "failed");
  const deadline = Date.now() + 150_000;
  while (!held.test(stack.output())) {
    if (Date.now() > deadline) throw new Error(`the import never held:\n${stack.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  stack.child.kill("SIGKILL");
  await stack.child.status;
  assert.equal(await request, "failed");
}

Deno.test({
  name: "a stack killed during an import keeps nothing of it and everything before it",
  ...opts,
  fn: async () => {
    const dataDir = await Deno.makeTempDir({ prefix: "routinely-import-crash-" });
    await snapshotDataDir(`${dataDir}/pglite`);
    const env = { DEMO_PASSWORD: PASSWORD };
    let stack = await launch(dataDir, { ...env, IMPORT_HOLD: "staging" });
    try {
      let token = await signIn(stack);
      await graphql(
        stack,
        token,
        `mutation { createLabel(label: { label: "Crash:Before" }) { id } }`,
      );
      await killDuringImport(stack, token, /import held after staging \d+ lines/);

      stack = await launch(dataDir, { ...env, IMPORT_HOLD: "apply" });
      token = await signIn(stack);
      assert.deepEqual(await state(stack, token), {
        imported: 0,
        before: true,
        importedLabel: false,
        phase: "FAILED",
      });
      await killDuringImport(stack, token, /import held inside its apply transaction/);

      stack = await launch(dataDir, env);
      token = await signIn(stack);
      assert.deepEqual(await state(stack, token), {
        imported: 0,
        before: true,
        importedLabel: false,
        phase: "FAILED",
      });
      // Nothing left behind blocks the next import.
      const small = FILE.split("\n").slice(0, 4).join("\n");
      const result = (await graphql(stack, token, IMPORT, { csv: small })).importProcesses;
      assert.deepEqual(result.errors, []);
      assert.equal(result.created.length, 3);
      assert.equal((await state(stack, token)).imported, 3);
    } finally {
      stack.child.kill("SIGKILL");
      await stack.child.status;
      await Deno.remove(dataDir, { recursive: true });
    }
  },
});
