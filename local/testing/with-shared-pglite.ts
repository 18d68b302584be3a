/**
 * Runs a command (the PGlite layer of `npm test`) with databases that its API test files
 * share, instead of each file starting its own PGlite from the snapshot:
 *
 *   deno run -A local/testing/with-shared-pglite.ts deno test -A … supabase/functions local
 *
 * Starting an in-memory PGlite costs about a second of CPU (its WebAssembly compiled again in
 * every test file's isolate, the snapshot loaded, PostgreSQL started), and most API test
 * files need one only to make their own organisations in it (design §6: each test creates
 * its own organisation). Two servers, each in its own process so that their work runs on
 * both cores, load the migrated snapshot once; their URLs reach the command as
 * TEST_PGLITE_URLS, where createTestDatabase({ shared: true }) picks one per test file.
 * Tests of anything else (the embedded stack, the seed, migrations) keep their own.
 */
import { createEmbeddedTestDatabase } from "../../supabase/functions/_shared/testing/test-database.ts";

const SERVERS = 2;

if (Deno.args[0] === "--serve") {
  await serve();
} else {
  Deno.exit(await run(Deno.args));
}

/** One database, served until this process is told to stop. */
async function serve(): Promise<void> {
  // A test file may hold the database for a while (a transaction it is testing): its
  // neighbours wait their turn rather than see it cut off.
  const db = await createEmbeddedTestDatabase({ idleTimeoutMs: 60_000 });
  const stopped = new Promise<void>((resolve) => Deno.addSignalListener("SIGTERM", resolve));
  console.log(db.url);
  await stopped;
  await db.close();
}

async function run([command, ...args]: string[]): Promise<number> {
  if (!command) throw new Error("usage: with-shared-pglite.ts <command> [args…]");
  const servers = Array.from({ length: SERVERS }, () =>
    new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", import.meta.filename!, "--serve"],
      stdin: "null",
      stdout: "piped",
      stderr: "inherit",
    }).spawn());
  try {
    const urls = await Promise.all(servers.map(firstLine));
    const child = new Deno.Command(command, {
      args,
      env: { TEST_PGLITE_URLS: urls.join(" ") },
      stdin: "null",
    }).spawn();
    return (await child.status).code;
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
