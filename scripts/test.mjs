#!/usr/bin/env node
// `npm test`: every layer (docs/testing.md#layers), with a per-layer count at the end.
// Each layer's own runner prints its results; this script only schedules them and sums up.
// Layers run two at a time (TEST_JOBS, default 2; 1 runs them one by one, streaming): a
// layer starts once the layers it needs have passed, and its output is printed in one
// piece when it ends, so two layers never interleave.
import { spawn } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { stripVTControlCharacters } from "node:util";
import { allTestFiles, databaseTestFiles, embeddedTestFiles } from "./database-test-files.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const deno = `${root}node_modules/.bin/deno`;
const only = process.argv.slice(2); // e.g. `npm test -- deno vitest`
const jobs = Math.max(1, Number(process.env.TEST_JOBS ?? 2) || 1);
// TEST_CPU=1 adds each layer's CPU seconds (user + system, its processes included) to the
// summary, through GNU time: on a CPU-bound run, the figure to cut is CPU, not wall time.
const cpuTime = process.env.TEST_CPU === "1" && existsSync("/usr/bin/time");

/** Pulls "passed/failed" figures out of a runner's output. */
const counters = {
  deno: (out) => sumAll(out, /(?:ok|FAILED) \| (\d+) passed(?: \(\d+ steps?\))? \| (\d+) failed/g),
  vitest: (out) => {
    const m = out.match(/Tests\s+(?:(\d+) failed \| )?(\d+) passed/);
    return m ? { passed: +m[2], failed: +(m[1] ?? 0) } : null;
  },
  pgtap: (out) => {
    const files = out.match(/Files=\d+, Tests=(\d+)/);
    if (!files) return null;
    const failed =
      out.match(/Failed (\d+)\/\d+ subtests/g)?.reduce((n, s) => n + +s.match(/\d+/)[0], 0) ?? 0;
    return { passed: +files[1] - failed, failed };
  },
};

function sumAll(out, re) {
  let passed = 0, failed = 0, found = false;
  for (const m of out.matchAll(re)) {
    found = true;
    passed += +m[1];
    failed += +m[2];
  }
  return found ? { passed, failed } : null;
}

const pgUrl = process.env.TEST_DATABASE_URL;
const DENO_DIRS = ["supabase/functions", "local"];
const databaseFiles = databaseTestFiles(root, DENO_DIRS);
// The API tests run on PGlite by default and on PostgreSQL when TEST_DATABASE_URL
// is set. With PostgreSQL at hand (CI), every test file that uses a test database runs on
// PostgreSQL alone rather than twice, and the PGlite layer keeps what only it can answer: the
// pure tests and the files with tests of the embedded database itself (PGlite, its wire
// server, the data directory lock, the stack on it, crash recovery: those that import
// local/testing/embedded-only.ts, which the PostgreSQL layer skips). Without PostgreSQL,
// everything runs on PGlite.
const embeddedFiles = embeddedTestFiles(root, DENO_DIRS);
const pgliteFiles = pgUrl
  ? allTestFiles(root, DENO_DIRS).filter((f) =>
    !databaseFiles.includes(f) || embeddedFiles.includes(f)
  )
  : DENO_DIRS;
// `deno test` under local/testing/with-shared-databases.ts: the API test files share databases.
const withSharedDatabases = [
  "run",
  "-A",
  "local/testing/with-shared-databases.ts",
  ...[deno, "test", "-A", "--no-check"],
];
const layers = [
  // Generated GraphQL types must match the schema and the web's documents.
  { name: "codegen", cmd: "npx", args: ["graphql-codegen", "--config", "codegen.ts", "--check"] },
  // deno fmt owns supabase/, local/, scripts/, bench/; prettier owns web/ and tests/.
  { name: "format-deno", cmd: deno, args: ["fmt", "--check"] },
  { name: "format-prettier", cmd: "npx", args: ["prettier", "--check", "."] },
  { name: "typecheck-web", cmd: "npm", args: ["run", "typecheck", "--workspace", "web"] },
  { name: "typecheck-deno", cmd: deno, args: ["check", ...DENO_DIRS] },
  { name: "lint-web", cmd: "npm", args: ["run", "lint", "--workspace", "web"] },
  { name: "lint-deno", cmd: deno, args: ["lint", ...DENO_DIRS] },
  // The repository's own rules: references into docs/, the server's layers, the schema files.
  { name: "repository", count: "deno", cmd: deno, args: ["test", "-A", "scripts/checks"] },
  {
    name: "deno-pglite",
    count: "deno",
    cmd: deno,
    // typecheck-deno has checked these very files; the test layers need not check them again.
    // The API tests share two migrated PGlite servers rather than each start one.
    // Only the API tests use the shared servers; without them (CI) none are started.
    args: pgUrl
      ? ["test", "-A", "--no-check", "--parallel", ...pgliteFiles]
      : [...withSharedDatabases, "--parallel", ...pgliteFiles],
    env: { TEST_DATABASE_URL: "" },
  },
  // Test databases come from one migrated template database, so files may run in parallel;
  // the API tests share one of them. Only the files that use a test database: the others
  // gave their answer in deno-pglite.
  pgUrl &&
  {
    name: "deno-postgres",
    count: "deno",
    cmd: deno,
    args: [
      ...withSharedDatabases,
      "--parallel",
      ...databaseFiles,
    ],
    env: { TEST_DATABASE_URL: pgUrl },
  },
  { name: "pgtap", count: "pgtap", cmd: "bash", args: ["supabase/tests/run-pgtap.sh"] },
  { name: "supabase", cmd: "bash", args: ["scripts/supabase-check.sh"] },
  { name: "vitest-web", count: "vitest", cmd: "npm", args: ["test", "--workspace", "web"] },
  { name: "build-web", cmd: "npm", args: ["run", "build", "--workspace", "web"] },
  existsSync(`${root}tests/vitest.config.ts`) &&
  {
    name: "e2e",
    count: "vitest",
    needs: ["build-web"],
    cmd: "npx",
    args: ["vitest", "run", "--config", "tests/vitest.config.ts"],
  },
].filter(Boolean).filter((l) => only.length === 0 || only.some((o) => l.name.startsWith(o)));

// Long layers first, so the short checks fill the gaps beside them; the e2e layer needs the
// web build. The summary keeps the order above.
const FIRST = ["build-web", "deno-pglite", "e2e", "deno-postgres", "vitest-web"];
const byStart = [...layers].sort((a, b) => rank(a) - rank(b));
function rank(layer) {
  const i = FIRST.indexOf(layer.name);
  return i < 0 ? FIRST.length + layers.indexOf(layer) : i;
}
const stream = jobs === 1 || layers.length === 1;

const header = (layer) => `\n━━ ${layer.name} ━━ ${[layer.cmd, ...layer.args].join(" ")}`;

function run(layer, stream) {
  return new Promise((resolve) => {
    const started = Date.now();
    if (stream) console.log(header(layer));
    const cpuFile = cpuTime
      ? join(tmpdir(), `routinely-test-cpu-${process.pid}-${layer.name}`)
      : null;
    const [cmd, args] = cpuFile
      ? ["/usr/bin/time", ["-f", "%U %S", "-o", cpuFile, layer.cmd, ...layer.args]]
      : [layer.cmd, layer.args];
    const child = spawn(cmd, args, {
      cwd: root,
      env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0", ...layer.env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (d) => {
      out += d;
      if (stream) process.stdout.write(d);
    });
    child.stderr.on("data", (d) => {
      out += d;
      if (stream) process.stderr.write(d);
    });
    child.on("close", (code) => {
      const seconds = (Date.now() - started) / 1000;
      if (!stream) console.log(`${header(layer)}  (${seconds.toFixed(1)}s)\n${out}`);
      // Some runners colour their output even with NO_COLOR; count on the plain text.
      const plain = stripVTControlCharacters(out);
      const counted = layer.count ? counters[layer.count](plain) : null;
      resolve({
        ...layer,
        code,
        counted,
        seconds,
        cpu: cpuFile ? readCpu(cpuFile) : null,
        recap: code === 0 ? null : failures(plain),
      });
    });
  });
}

// Where each runner starts its list of what failed: deno test's errors and names, vitest's.
const ERRORS = [/^ ERRORS $/m, /^⎯+ Failed Tests? \d+ ⎯+$/m];
const NAMES = /^ FAILURES $/m;

/**
 * What a failed layer said about its failures, cut short: printed again after the summary, so
 * that the end of a long log (all a CI page may keep) names the failed tests first.
 */
function failures(plain) {
  const names = plain.search(NAMES);
  const starts = ERRORS.map((m) => plain.search(m)).filter((i) => i >= 0);
  const from = starts.length ? Math.min(...starts) : -1;
  const errors = plain.slice(from < 0 ? 0 : from, names > from ? names : undefined).trimEnd()
    .split("\n");
  return [
    names >= 0 ? plain.slice(names).trimEnd().split("\n").slice(0, 30).join("\n") : "",
    (from >= 0 ? errors.slice(0, 60) : errors.slice(-30)).join("\n"),
  ].filter(Boolean).join("\n\n");
}

/** User + system seconds that GNU time wrote (its last line), or null. */
function readCpu(file) {
  try {
    const last = readFileSync(file, "utf8").trim().split("\n").at(-1);
    rmSync(file, { force: true });
    const [user, system] = last.split(" ").map(Number);
    return Number.isFinite(user + system) ? user + system : null;
  } catch {
    return null;
  }
}

/** Runs the layers `jobs` at a time, in order, each once the layers it needs have passed. */
async function schedule(layers) {
  const results = new Map();
  const waiting = [...layers];
  const running = new Map();
  const names = new Set(layers.map((l) => l.name));
  while (waiting.length || running.size) {
    for (let i = 0; i < waiting.length && running.size < jobs;) {
      const layer = waiting[i];
      const needs = (layer.needs ?? []).filter((n) => names.has(n));
      const failedNeed = needs.find((n) => results.has(n) && results.get(n).code !== 0);
      if (failedNeed) {
        waiting.splice(i, 1);
        console.log(`\n━━ ${layer.name} ━━ skipped: ${failedNeed} failed`);
        results.set(layer.name, { ...layer, code: 1, counted: null, seconds: 0 });
      } else if (needs.every((n) => results.has(n))) {
        waiting.splice(i, 1);
        if (!stream) console.log(`━━ ${layer.name} started`);
        running.set(
          layer.name,
          run(layer, stream).then((r) => {
            running.delete(layer.name);
            results.set(layer.name, r);
          }),
        );
      } else i++;
    }
    if (running.size) await Promise.race(running.values());
  }
  return layers.map((l) => results.get(l.name)).sort((a, b) => order(a) - order(b));
}

const order = (layer) => layers.findIndex((l) => l.name === layer.name);
const started = Date.now();
const results = await schedule(byStart);

let passed = 0, failed = 0, cpu = 0;
console.log("\n━━ summary ━━");
for (const r of results) {
  const c = r.counted ? `${r.counted.passed} passed, ${r.counted.failed} failed` : "";
  const used = r.cpu == null ? "" : `${r.cpu.toFixed(1).padStart(6)}s CPU `;
  cpu += r.cpu ?? 0;
  console.log(
    `${r.code === 0 ? "ok  " : "FAIL"} ${r.name.padEnd(16)} ${
      r.seconds.toFixed(1).padStart(6)
    }s ${used}${c}`,
  );
  if (r.counted) {
    passed += r.counted.passed;
    failed += r.counted.failed;
  }
  if (r.code !== 0 && !(r.counted?.failed)) failed += 1; // a failed check counts once
}
console.log(
  `tests: ${passed} passed, ${failed} failed (${
    ((Date.now() - started) / 1000).toFixed(1)
  }s, ${jobs} at a time${cpuTime ? `, ${cpu.toFixed(0)} CPU-seconds` : ""})`,
);
for (const r of results.filter((r) => r.recap)) {
  console.log(`\n━━ ${r.name} failed ━━\n${r.recap}`);
}
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
