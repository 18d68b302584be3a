/**
 * Runs a command (a Deno test layer of `npm test`) with databases that its API test files
 * share, instead of each file making its own:
 *
 *   deno run -A local/testing/with-shared-databases.ts deno test -A … supabase/functions local
 *
 * Most API test files need a database only to make their own organisations in it (each test creates
 * its own organisation: docs/testing.md#rules-for-tests), and a database per file costs: starting
 * an in-memory PGlite is about a second of CPU (its WebAssembly compiled again in every test file's
 * isolate, the snapshot loaded, PostgreSQL started), and on PostgreSQL each `create database …
 * template` and `drop database` copies and removes files and WAL.
 * - PGlite (TEST_DATABASE_URL unset): two servers, each in its own process so that their
 *   work runs on both cores, load the migrated snapshot once.
 * - PostgreSQL (TEST_DATABASE_URL set): one database made from the migrated template, which
 *   the server itself lets every file use at once; dropped at the end.
 * Their URLs reach the command as TEST_SHARED_DATABASE_URLS, where
 * createTestDatabase({ shared: true }) picks one per test file. Tests of anything else (the
 * embedded stack, the seed, migrations) keep their own.
 */
import { createEmbeddedTestDatabase, createTestDatabase } from "./migrated-database.ts";

const SERVERS = 2;

if (Deno.args[0] === "--serve") {
  await serve();
} else {
  Deno.exit(await run(Deno.args));
}

/** One database, served until this process is told to stop. */
async function serve(): Promise<void> {
  // A test file may hold the database for a while (a transaction it is testing): its
  // neighbours wait their turn rather than see it cut off (or refused as busy).
  const db = await createEmbeddedTestDatabase({
    idleTimeoutMs: 60_000,
    server: { waitLimitMs: 60_000 },
  });
  const stopped = new Promise<void>((resolve) => Deno.addSignalListener("SIGTERM", resolve));
  console.log(db.url);
  await stopped;
  await db.close();
}

async function run([command, ...args]: string[]): Promise<number> {
  if (!command) throw new Error("usage: with-shared-databases.ts <command> [args…]");
  if (Deno.env.get("TEST_DATABASE_URL")) {
    const db = await createTestDatabase();
    try {
      return await runWith(command, args, [db.url]);
    } finally {
      await db.close();
    }
  }
  const servers = Array.from({ length: SERVERS }, () =>
    new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", import.meta.filename!, "--serve"],
      stdin: "null",
      stdout: "piped",
      stderr: "inherit",
    }).spawn());
  try {
    return await runWith(command, args, await Promise.all(servers.map(firstLine)));
  } finally {
    for (const server of servers) {
      try {
        server.kill("SIGTERM");
      } catch {
        // already gone
      }
      await server.status;
    }
  }
}

async function runWith(command: string, args: string[], urls: string[]): Promise<number> {
  const child = new Deno.Command(command, {
    args,
    env: { TEST_SHARED_DATABASE_URLS: urls.join(" ") },
    stdin: "null",
  }).spawn();
  return (await child.status).code;
}

/** The URL a server prints once it listens; the rest of its output is drained. */
async function firstLine(server: Deno.ChildProcess): Promise<string> {
  const reader = server.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let text = "";
  while (!text.includes("\n")) {
    const { value, done } = await reader.read();
    if (done) throw new Error("a shared test database did not start");
    text += value;
  }
  void (async () => {
    while (!(await reader.read()).done) { /* drain */ }
  })();
  return text.slice(0, text.indexOf("\n")).trim();
}
