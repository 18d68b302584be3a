#!/usr/bin/env node
// `npm test`: every layer of design §6, in order, with a per-layer count at the end.
// Each layer's own runner prints its results; this script only sequences them and sums up.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const deno = `${root}node_modules/.bin/deno`;
const only = process.argv.slice(2); // e.g. `npm test -- deno vitest`

/** Pulls "passed/failed" figures out of a runner's output. */
const counters = {
  deno: (out) => sumAll(out, /ok \| (\d+) passed(?: \(\d+ steps?\))? \| (\d+) failed/g),
  vitest: (out) => {
    const m = out.match(/Tests\s+(?:(\d+) failed \| )?(\d+) passed/);
    return m ? { passed: +m[2], failed: +(m[1] ?? 0) } : null;
  },
  pgtap: (out) => {
    const files = out.match(/Files=\d+, Tests=(\d+)/);
    if (!files) return null;
    const failed = out.match(/Failed (\d+)\/\d+ subtests/g)?.reduce((n, s) => n + +s.match(/\d+/)[0], 0) ?? 0;
    return { passed: +files[1] - failed, failed };
  },
};

function sumAll(out, re) {
  let passed = 0, failed = 0, found = false;
  for (const m of out.matchAll(re)) { found = true; passed += +m[1]; failed += +m[2]; }
  return found ? { passed, failed } : null;
}

const pgUrl = process.env.TEST_DATABASE_URL;
const layers = [
  // Generated GraphQL types must match the schema and the web's documents.
  { name: "codegen", cmd: "npx", args: ["graphql-codegen", "--config", "codegen.ts", "--check"] },
  { name: "typecheck-web", cmd: "npm", args: ["run", "typecheck", "--workspace", "web"] },
  { name: "typecheck-deno", cmd: deno, args: ["check", "supabase/functions", "local"] },
  { name: "lint-web", cmd: "npm", args: ["run", "lint", "--workspace", "web"] },
  { name: "lint-deno", cmd: deno, args: ["lint", "supabase/functions", "local"] },
  { name: "deno-pglite", count: "deno", cmd: deno, args: ["test", "-A", "--parallel", "supabase/functions", "local"], env: { TEST_DATABASE_URL: "" } },
  pgUrl && { name: "deno-postgres", count: "deno", cmd: deno, args: ["test", "-A", "supabase/functions", "local"], env: { TEST_DATABASE_URL: pgUrl } },
  { name: "pgtap", count: "pgtap", cmd: "bash", args: ["supabase/tests/run-pgtap.sh"] },
  { name: "supabase", cmd: "bash", args: ["scripts/supabase-check.sh"] },
  { name: "vitest-web", count: "vitest", cmd: "npm", args: ["test", "--workspace", "web"] },
  { name: "build-web", cmd: "npm", args: ["run", "build", "--workspace", "web"] },
  existsSync(`${root}tests/vitest.config.ts`) &&
    { name: "e2e", count: "vitest", cmd: "npx", args: ["vitest", "run", "--config", "tests/vitest.config.ts"] },
].filter(Boolean).filter((l) => only.length === 0 || only.some((o) => l.name.startsWith(o)));

function run(layer) {
  return new Promise((resolve) => {
    const started = Date.now();
    console.log(`\n━━ ${layer.name} ━━ ${[layer.cmd, ...layer.args].join(" ")}`);
    const child = spawn(layer.cmd, layer.args, {
      cwd: root,
      env: { ...process.env, NO_COLOR: "1", FORCE_COLOR: "0", ...layer.env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout.on("data", (d) => { out += d; process.stdout.write(d); });
    child.stderr.on("data", (d) => { out += d; process.stderr.write(d); });
    child.on("close", (code) => {
      // Some runners colour their output even with NO_COLOR; count on the plain text.
      const plain = out.replace(/\x1b\[[0-9;]*m/g, "");
      const counted = layer.count ? counters[layer.count](plain) : null;
      resolve({ ...layer, code, counted, seconds: (Date.now() - started) / 1000 });
    });
  });
}

const results = [];
for (const layer of layers) results.push(await run(layer));

let passed = 0, failed = 0;
console.log("\n━━ summary ━━");
for (const r of results) {
  const c = r.counted ? `${r.counted.passed} passed, ${r.counted.failed} failed` : "";
  console.log(`${r.code === 0 ? "ok  " : "FAIL"} ${r.name.padEnd(16)} ${r.seconds.toFixed(1).padStart(6)}s ${c}`);
  if (r.counted) { passed += r.counted.passed; failed += r.counted.failed; }
  if (r.code !== 0 && !(r.counted?.failed)) failed += 1; // a failed check counts once
}
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.code === 0) ? 0 : 1);
