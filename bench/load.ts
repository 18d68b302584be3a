/**
 * Load benchmark of the whole local stack:
 *
 *   ./node_modules/.bin/deno run -A bench/load.ts [--duration 30] [--clients 1,20]
 *     [--db pglite,postgres] [--baseline <revision or tree>] [--tree <revision or tree>]
 *     [--rounds 1]
 *
 * For each database it starts the real stack (`local/main.ts`, port 0) in its own process —
 * on a fresh embedded PGlite in a temporary directory, or on a fresh database of the
 * PostgreSQL server `BENCH_DATABASE_URL` (default postgres://postgres@127.0.0.1:5432/test) —
 * with the demo organisation seeded, signs in its Admin and Manager through
 * /auth/v1/token, and runs the mix of bench/load-mix.ts from each number of concurrent
 * clients for `--duration` seconds (after a short warm-up). It prints throughput,
 * p50/p95/p99, errors, the stack process's CPU per request and the machine's load average.
 *
 * With `--baseline`, the same runs are made against that version of the code too (a git
 * revision is extracted to a temporary directory; a directory is used as it is), one
 * right after the other, so that a machine shared with other jobs affects both alike and
 * the ratio of the two is the figure to trust. `--tree` measures another version instead
 * of this checkout (a revision, a tree id such as `git merge-tree --write-tree` prints, or a
 * directory). `--rounds` repeats the alternation. Exit code 1 when any request failed.
 */
import { parseArgs } from "node:util";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { runLoad, sender, type Session } from "./load-clients.ts";
import { type Catalogue, PROCESSES, USERS } from "./load-mix.ts";
import { startStackProcess } from "./load-stack.ts";

const HERE = fileURLToPath(new URL("..", import.meta.url)).replace(/\/$/, "");
const SECRET = "load-bench-secret-0123456789-abcdefghijklmnop";
const PASSWORD = "load-bench-password";
const ACCOUNTS = ["admin@demo.test", "manager@demo.test"];
const DEMO_ACCOUNTS = new Set([...ACCOUNTS, "user@demo.test"]);

interface Tree {
  label: string;
  root: string;
  /** Set for an extracted revision: removed at the end. */
  temporary?: boolean;
}

async function signIn(url: string, email: string): Promise<Session> {
  const res = await fetch(`${url}/auth/v1/token?grant_type=password`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  const body = await res.json();
  if (res.status !== 200) throw new Error(`sign-in of ${email}: ${JSON.stringify(body)}`);
  return { token: body.access_token, tenant: "demo" };
}

async function readCatalogue(url: string, session: Session): Promise<Catalogue> {
  const send = sender(url, session);
  const all = { offset: 0, limit: 1000, isDesc: false };
  const processes = await send({ ...PROCESSES, variables: { ...all, sortBy: "name" } });
  const users = await send({ ...USERS, variables: { ...all, sortBy: "name" } });
  type Person = { id: number; name: string; email: string | null; userType: string };
  const people = (users.users as { nodes: (Person & { isAuthEnabled: boolean })[] }).nodes;
  return {
    processIds: (processes.processes as { nodes: { id: number }[] }).nodes.map((p) => p.id),
    renamable: people
      .filter((p) => p.userType === "User" && p.isAuthEnabled && !DEMO_ACCOUNTS.has(p.email ?? ""))
      .map((p) => ({ id: p.id, name: p.name })),
  };
}

/** A git revision becomes a source tree in a temporary directory sharing our node_modules. */
async function treeOf(spec: string): Promise<Tree> {
  try {
    if ((await Deno.stat(spec)).isDirectory) return { label: spec, root: spec };
  } catch {
    // not a directory: a revision
  }
  const root = await Deno.makeTempDir({ prefix: "routinely-baseline-" });
  const archive = new Deno.Command("sh", {
    args: ["-c", `git -C "${HERE}" archive "${spec}" | tar -x -C "${root}"`],
  });
  const out = await archive.output();
  if (!out.success) throw new Error(`git archive ${spec}: ${new TextDecoder().decode(out.stderr)}`);
  await Deno.symlink(await Deno.realPath(join(HERE, "node_modules")), join(root, "node_modules"));
  const rev = new TextDecoder().decode(
    (await new Deno.Command("git", { args: ["-C", HERE, "rev-parse", "--short", spec] }).output())
      .stdout,
  ).trim();
  return { label: `${spec} (${rev})`, root, temporary: true };
}

function row(cells: (string | number)[]): string {
  return `| ${cells.join(" | ")} |`;
}

const ms = (n: number) => `${n.toFixed(0)} ms`;

async function main() {
  const { values } = parseArgs({
    args: Deno.args,
    options: {
      duration: { type: "string", default: "30" },
      warmup: { type: "string", default: "3" },
      clients: { type: "string", default: "1,20" },
      db: { type: "string", default: "pglite,postgres" },
      baseline: { type: "string" },
      tree: { type: "string" },
      rounds: { type: "string", default: "1" },
    },
  });
  const seconds = Number(values.duration);
  const warmup = Number(values.warmup);
  const clientCounts = values.clients.split(",").map(Number);
  const dbs = values.db.split(",");
  const serverUrl = Deno.env.get("BENCH_DATABASE_URL") ?? "postgres://postgres@127.0.0.1:5432/test";
  const trees: Tree[] = [
    values.tree ? await treeOf(values.tree) : { label: "this tree", root: HERE },
  ];
  if (values.baseline) trees.unshift(await treeOf(values.baseline));

  console.log(
    `${seconds} s per run, clients ${
      clientCounts.join(" and ")
    }, ${navigator.hardwareConcurrency} CPUs`,
  );
  console.log(
    row(["code", "database", "clients", "req/s", "p50", "p95", "p99", "errors", "CPU/req", "load"]),
  );
  console.log(row(Array(10).fill("---")));
  let failed = false;
  for (let round = 0; round < Number(values.rounds); round++) {
    for (const db of dbs) {
      for (const tree of trees) {
        const stack = await startStackProcess({
          root: tree.root,
          serverUrl: db === "postgres" ? serverUrl : undefined,
          jwtSecret: SECRET,
          demoPassword: PASSWORD,
        });
        try {
          const sessions = await Promise.all(ACCOUNTS.map((email) => signIn(stack.url, email)));
          const catalogue = await readCatalogue(stack.url, sessions[0]!);
          await runLoad(stack.url, sessions, catalogue, 4, warmup);
          for (const clients of clientCounts) {
            const cpuBefore = await stack.cpuMs();
            const result = await runLoad(stack.url, sessions, catalogue, clients, seconds);
            const cpuAfter = await stack.cpuMs();
            const cpu = cpuBefore !== undefined && cpuAfter !== undefined
              ? ms((cpuAfter - cpuBefore) / Math.max(1, result.requests))
              : "?";
            console.log(row([
              tree.label,
              db,
              clients,
              result.perSecond.toFixed(1),
              ms(result.p50),
              ms(result.p95),
              ms(result.p99),
              result.errors,
              cpu,
              Deno.loadavg().map((l) => l.toFixed(1)).join(" "),
            ]));
            for (const sample of result.samples) console.log(`    error: ${sample}`);
            if (result.errors > 0) failed = true;
          }
        } finally {
          await stack.stop();
        }
      }
    }
  }
  for (const tree of trees) if (tree.temporary) await Deno.remove(tree.root, { recursive: true });
  if (failed) Deno.exitCode = 1;
}

if (import.meta.main) await main();
