#!/usr/bin/env node
// `npm start`: builds the web app when its build is missing or older than its sources,
// then runs the local stack (local/main.ts) on Deno, forwarding signals and its exit code,
// and starts it again when it dies unexpectedly.
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { STACK_ENV, stackArgs } from "../local/stack-args.mjs";
import { supervise } from "./supervisor.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const web = join(root, "web");
const builtIndex = join(web, "dist", "index.html");

/** Newest modification time under the given files and folders (0 when none exist). */
function newestMtime(paths) {
  let newest = 0;
  const visit = (path) => {
    let info;
    try {
      info = statSync(path);
    } catch {
      return;
    }
    if (info.isDirectory()) {
      for (const name of readdirSync(path)) {
        if (name !== "node_modules" && name !== "dist") visit(join(path, name));
      }
    } else {
      newest = Math.max(newest, info.mtimeMs);
    }
  };
  paths.forEach(visit);
  return newest;
}

function hasBuildScript() {
  try {
    return Boolean(JSON.parse(readFileSync(join(web, "package.json"), "utf8")).scripts?.build);
  } catch {
    return false;
  }
}

function run(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: "inherit", env: process.env });
    // `npm start` runs this under `sh -c`; a SIGTERM sent to npm kills npm and sh but never
    // reaches this process. When the parent disappears, stop the stack rather than orphan it.
    const parent = process.ppid;
    setInterval(() => {
      if (process.ppid !== parent && child.exitCode === null) child.kill("SIGTERM");
    }, 1000).unref();
    child.on("error", (error) => {
      console.error(`could not run ${cmd}: ${error.message}`);
      resolve(1);
    });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

async function buildWebIfStale() {
  if (!hasBuildScript()) {
    console.warn(
      "warning: web/package.json has no build script; serving without building the web app",
    );
    return;
  }
  // The web app imports the shared domain code through the @shared alias, so it counts as a source.
  const sources = newestMtime([
    join(web, "src"),
    join(web, "public"),
    join(web, "index.html"),
    join(web, "package.json"),
    join(web, "vite.config.ts"),
    join(root, "supabase", "functions", "_shared", "domain"),
  ]);
  const built = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
  if (built && built >= sources) return;
  console.log(
    built ? "web app sources changed: rebuilding web/dist" : "building the web app (first start)",
  );
  const code = await run(process.platform === "win32" ? "npm.cmd" : "npm", [
    "run",
    "build",
    "--workspace",
    "web",
  ]);
  if (code === 0) return;
  if (existsSync(builtIndex)) {
    console.warn(`warning: the web build failed (exit ${code}); serving the previous build`);
    return;
  }
  console.error(
    `the web build failed (exit ${code}); fix it or run the API alone with: node_modules/.bin/deno run -A local/main.ts`,
  );
  process.exit(code);
}

await buildWebIfStale();

const deno = join(root, "node_modules", ".bin", process.platform === "win32" ? "deno.cmd" : "deno");
if (!existsSync(deno)) {
  console.error("node_modules/.bin/deno is missing: run `npm install` first");
  process.exit(1);
}
// A stack that dies unexpectedly is started again (see supervisor.mjs for when not).
const stack = supervise({
  command: deno,
  args: stackArgs(process.env),
  options: { cwd: root, stdio: "inherit", env: { ...STACK_ENV, ...process.env } },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stack.stop(signal));
// `npm start` runs this under `sh -c`; a SIGTERM sent to npm kills npm and sh but never
// reaches this process. When the parent disappears, stop the stack rather than orphan it.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stack.stop("SIGTERM");
}, 1000).unref();
process.exit(await stack.done);
