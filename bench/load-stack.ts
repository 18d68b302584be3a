/**
 * Starts the local stack of a source tree (this one, or another checkout such as the
 * baseline commit) as its own process, as `npm start` runs it: `local/main.ts` with PORT=0,
 * a fresh PGlite data directory or a fresh PostgreSQL database. A separate process keeps the
 * load generator's CPU apart from the server's event loop, and lets two versions of the
 * code be measured side by side in the same time window.
 */
import postgres from "postgres";
import { processCpuMs } from "./measure.ts";
import { STACK_ENV, stackV8Flags } from "../local/stack-args.mjs";

export interface StackUnderTest {
  url: string;
  pid: number;
  /** CPU milliseconds the stack process has used so far (Linux /proc). */
  cpuMs(): Promise<number | undefined>;
  stop(): Promise<void>;
}

export interface StackOptions {
  /** Root of the source tree whose `local/main.ts` runs. */
  root: string;
  /** A PostgreSQL server URL: a fresh database is made on it. Absent: embedded PGlite. */
  serverUrl?: string;
  jwtSecret: string;
  demoPassword: string;
  /** An existing database or data directory to serve (kept afterwards), instead of a fresh one. */
  databaseUrl?: string;
  dataDir?: string;
}

let databases = 0;

export async function startStackProcess(options: StackOptions): Promise<StackUnderTest> {
  const cleanups: (() => Promise<void>)[] = [];
  const env: Record<string, string> = {
    // As `npm start` runs it (local/stack-args.mjs); this process's own values win.
    ...Object.fromEntries(Object.entries(STACK_ENV).map(([k, v]) => [k, Deno.env.get(k) ?? v])),
    PORT: "0",
    JWT_SECRET: options.jwtSecret,
    DEMO_PASSWORD: options.demoPassword,
  };
  if (options.databaseUrl) {
    env.DATABASE_URL = options.databaseUrl;
  } else if (options.dataDir) {
    env.DATA_DIR = options.dataDir;
  } else if (options.serverUrl) {
    const name = `routinely_load_${Deno.pid}_${++databases}`;
    await onServer(options.serverUrl, `create database ${name}`);
    cleanups.push(() =>
      onServer(options.serverUrl!, `drop database if exists ${name} with (force)`)
    );
    const url = new URL(options.serverUrl);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
  } else {
    const dataDir = await Deno.makeTempDir({ prefix: "routinely-load-" });
    cleanups.push(() => Deno.remove(dataDir, { recursive: true }));
    env.DATA_DIR = dataDir;
  }
  // As `npm start` runs it (local/stack-args.mjs), from the tree under test. BENCH_V8_FLAGS
  // replaces the stack's V8 flags (e.g. a heap limit, to tell the memory a process keeps from
  // the garbage V8 has not collected yet; empty: none).
  const v8Flags = Deno.env.get("BENCH_V8_FLAGS") ?? stackV8Flags(env);
  const args = [
    "run",
    "-A",
    ...(v8Flags ? [`--v8-flags=${v8Flags}`] : []),
    `--config=${options.root}/deno.json`,
    `${options.root}/local/main.ts`,
  ];
  const child = new Deno.Command(Deno.execPath(), {
    args,
    cwd: options.root,
    env,
    stdin: "null",
    stdout: "piped",
    stderr: "inherit",
  }).spawn();
  const stop = async () => {
    try {
      child.kill("SIGTERM");
    } catch {
      // already gone
    }
    await child.status;
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
  };
  try {
    const url = await readUrl(child.stdout);
    return { url, pid: child.pid, cpuMs: () => processCpuMs(child.pid), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The banner's "Routinely is running at http://localhost:<port>"; the rest is drained. */
async function readUrl(stdout: ReadableStream<Uint8Array>): Promise<string> {
  const lines = stdout.getReader();
  const decoder = new TextDecoder();
  let text = "";
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const { value, done } = await lines.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    const match = /running at (http:\/\/\S+)/.exec(text);
    if (match) {
      void (async () => {
        while (!(await lines.read()).done) { /* drain */ }
      })().catch(() => {});
      return match[1]!;
    }
  }
  throw new Error(`the stack did not start:\n${text}`);
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(statement);
  } finally {
    await admin.end();
  }
}
