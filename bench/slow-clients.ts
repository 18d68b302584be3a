/**
 * Slow clients against the real local stack: N connections that trickle a
 * request head, then N that trickle request bodies, each for a bounded time, while one
 * honest client keeps asking GET /auth/v1/settings. Prints the stack's resident memory
 * (peak per phase), how many slow connections the stack cut off, and the honest client's
 * latencies. Loopback only; starts and stops its own stack.
 *
 *   ./node_modules/.bin/deno run -A bench/slow-clients.ts
 *   BENCH_STACK_ROOT=/path/to/other/checkout ...   # measure another version ("before")
 *
 * BENCH_CONNECTIONS (default 1500), BENCH_SECONDS per phase (default 25).
 *
 * Dated figures: bench/results/2026-11-22-slow-clients.md.
 */
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = Deno.env.get("BENCH_STACK_ROOT") ?? fileURLToPath(new URL("..", import.meta.url));
const CONNECTIONS = Number(Deno.env.get("BENCH_CONNECTIONS") ?? 1500);
const SECONDS = Number(Deno.env.get("BENCH_SECONDS") ?? 25);
const TICK_MS = 500;
const PIECE = 4096;

const encoder = new TextEncoder();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function startStack() {
  const dataDir = await Deno.makeTempDir({ prefix: "routinely-bench-slow-" });
  const child = new Deno.Command(join(ROOT, "node_modules/.bin/deno"), {
    args: ["run", "-A", "local/main.ts"],
    cwd: ROOT,
    env: { PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, DATABASE_URL: "" },
    stdout: "piped",
    stderr: "null",
  }).spawn();
  const reader = child.stdout.pipeThrough(new TextDecoderStream()).getReader();
  let log = "";
  const started = Date.now();
  while (!/running at http:\/\/localhost:(\d+)/.test(log)) {
    if (Date.now() - started > 180_000) throw new Error(`stack did not start:\n${log}`);
    const { value, done } = await reader.read();
    if (done) throw new Error(`stack exited:\n${log}`);
    log += value;
  }
  // Keep draining stdout so the child never blocks on a full pipe.
  (async () => {
    while (!(await reader.read()).done) { /* drain */ }
  })().catch(() => {});
  const port = Number(/running at http:\/\/localhost:(\d+)/.exec(log)![1]);
  return {
    port,
    pid: child.pid,
    async stop() {
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
      await child.status;
      clearTimeout(timer);
      await Deno.remove(dataDir, { recursive: true });
    },
  };
}

function rssMb(pid: number): number {
  const status = Deno.readTextFileSync(`/proc/${pid}/status`);
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

interface PhaseResult {
  peakMb: number;
  endMb: number;
  cutOff: number;
  bytesSent: number;
  latencies: number[];
}

/** N slow connections, each reopened when the stack closes it, until the phase ends. */
async function phase(
  stack: { port: number; pid: number },
  opening: () => string,
  piece: () => string,
): Promise<PhaseResult> {
  const until = Date.now() + SECONDS * 1000;
  const result: PhaseResult = { peakMb: 0, endMb: 0, cutOff: 0, bytesSent: 0, latencies: [] };
  const open = new Set<Deno.Conn>();

  async function slowClient() {
    while (Date.now() < until) {
      let conn: Deno.Conn;
      try {
        conn = await Deno.connect({ hostname: "127.0.0.1", port: stack.port });
      } catch {
        await sleep(TICK_MS);
        continue;
      }
      open.add(conn);
      // A closed connection shows as a read that ends (or a write that fails).
      let closed = false;
      const buffer = new Uint8Array(1024);
      (async () => {
        while ((await conn.read(buffer)) !== null) { /* answers are ignored */ }
      })().catch(() => {}).finally(() => (closed = true));
      try {
        const first = encoder.encode(opening());
        await conn.write(first);
        result.bytesSent += first.length;
        while (Date.now() < until && !closed) {
          await sleep(TICK_MS);
          const bytes = encoder.encode(piece());
          await conn.write(bytes);
          result.bytesSent += bytes.length;
        }
      } catch {
        closed = true;
      }
      open.delete(conn);
      try {
        conn.close();
      } catch {
        // closed by the stack
      }
      if (closed) result.cutOff++;
    }
  }

  async function honestClient() {
    while (Date.now() < until) {
      const t0 = performance.now();
      try {
        const res = await fetch(`http://127.0.0.1:${stack.port}/auth/v1/settings`, {
          signal: AbortSignal.timeout(10_000),
        });
        await res.body?.cancel();
        result.latencies.push(performance.now() - t0);
      } catch {
        result.latencies.push(Infinity);
      }
      await sleep(250);
    }
  }

  async function sampler() {
    while (Date.now() < until) {
      result.peakMb = Math.max(result.peakMb, rssMb(stack.pid));
      await sleep(250);
    }
  }

  await Promise.all([
    ...Array.from({ length: CONNECTIONS }, slowClient),
    honestClient(),
    sampler(),
  ]);
  for (const conn of open) {
    try {
      conn.close();
    } catch {
      // closed already
    }
  }
  await sleep(2000);
  result.endMb = rssMb(stack.pid);
  return result;
}

function report(name: string, baseMb: number, r: PhaseResult) {
  const ok = r.latencies.filter(Number.isFinite).sort((a, b) => a - b);
  const pct = (p: number) =>
    ok.length ? ok[Math.min(ok.length - 1, Math.floor(p * ok.length))] : NaN;
  console.log(
    `${name}: RSS peak ${r.peakMb.toFixed(0)} MB (+${
      (r.peakMb - baseMb).toFixed(0)
    } MB over idle), ` +
      `${r.endMb.toFixed(0)} MB 2 s after; ${r.cutOff} slow connections cut off by the stack; ` +
      `${(r.bytesSent / 1024 / 1024).toFixed(0)} MB trickled; honest GET p50 ${
        pct(0.5).toFixed(1)
      } ms, ` +
      `p99 ${pct(0.99).toFixed(1)} ms, ${
        r.latencies.length - ok.length
      } failed of ${r.latencies.length}`,
  );
}

// Heads trickle a short header line per tick, the slowloris way: small, never finished.
const pad = () => `X-Pad-${crypto.randomUUID().slice(0, 8)}: a\r\n`;

const stack = await startStack();
try {
  // Start-up (migrations, seed) leaves garbage that is returned over the first seconds.
  let baseMb = Infinity;
  for (let i = 0; i < 10; i++) {
    await sleep(500);
    baseMb = Math.min(baseMb, rssMb(stack.pid));
  }
  console.log(
    `stack ${ROOT} (pid ${stack.pid}) idle: ${baseMb.toFixed(0)} MB; ${CONNECTIONS} slow ` +
      `connections, a piece every ${TICK_MS} ms, ${SECONDS} s per phase`,
  );
  report(
    "trickled heads (POST /auth/v1/token)",
    baseMb,
    await phase(
      stack,
      () => "POST /auth/v1/token?grant_type=password HTTP/1.1\r\nHost: x\r\n",
      pad,
    ),
  );
  report(
    "trickled bodies (POST /functions/v1/graphql, Content-Length 900 KB)",
    baseMb,
    await phase(
      stack,
      () =>
        "POST /functions/v1/graphql HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n" +
        `Content-Length: ${900 * 1024}\r\n\r\n{"query":"`,
      () => "a".repeat(PIECE),
    ),
  );
} finally {
  await stack.stop();
}
