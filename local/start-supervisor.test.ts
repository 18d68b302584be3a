/**
 * `npm start` restarts a stack that dies unexpectedly (scripts/supervisor.mjs): the
 * decision as a pure function, and the loop with a real child process.
 */
import { strict as assert } from "node:assert";
import { join } from "node:path";
// @ts-types="./testing/supervisor.d.ts"
import { DEFAULT_POLICY, restartDecision, supervise } from "../scripts/supervisor.mjs";

const crash = { code: null, signal: "SIGKILL", stopping: false };

Deno.test("restart decision: crashes restart with a growing pause; requests, clean exits and configuration errors do not", () => {
  const now = 1_000_000;
  assert.deepEqual(restartDecision(crash, [], now), { restart: true, delayMs: 500 });
  assert.deepEqual(restartDecision({ ...crash, code: 1, signal: null }, [now - 1000], now), {
    restart: true,
    delayMs: 1000,
  });
  assert.deepEqual(restartDecision(crash, [now - 3000, now - 2000, now - 1000], now), {
    restart: true,
    delayMs: 4000,
  });
  assert.equal(restartDecision({ ...crash, stopping: true }, [], now).restart, false);
  assert.equal(restartDecision({ code: 0, signal: null, stopping: false }, [], now).restart, false);
  const config = restartDecision({ code: 2, signal: null, stopping: false }, [], now);
  assert.deepEqual(config, { restart: false, reason: "configuration error" });
  const cannotStart = restartDecision({ code: 3, signal: null, stopping: false }, [], now);
  assert.deepEqual(cannotStart, { restart: false, reason: "it could not start" });
  // Too many in the window: give up; once they are old, restart again.
  const five = [1, 2, 3, 4, 5].map((i) => now - i * 1000);
  const tooMany = restartDecision(crash, five, now);
  assert.equal(tooMany.restart, false);
  assert.match((tooMany as { reason: string }).reason, /died 6 times within 60 s/);
  const old = five.map((t) => t - DEFAULT_POLICY.windowMs);
  assert.equal(restartDecision(crash, old, now).restart, true);
  // The pause is capped.
  const policy = { ...DEFAULT_POLICY, maxRestarts: 100 };
  const many = Array.from({ length: 20 }, (_, i) => now - i);
  assert.deepEqual(restartDecision(crash, many, now, policy), {
    restart: true,
    delayMs: DEFAULT_POLICY.maxDelayMs,
  });
});

/** A stand-in for the stack: counts its starts, kills itself on the first, then waits. */
const CHILD = `
Deno.addSignalListener("SIGTERM", () => Deno.exit(0));
const file = Deno.args[0];
const starts = Number(await Deno.readTextFile(file).catch(() => "0")) + 1;
const mode = Deno.args[1];
await Deno.writeTextFile(file, String(starts));
if (mode === "config") Deno.exit(2);
if (mode === "always-crash" || starts === 1) Deno.kill(Deno.pid, "SIGKILL");
setInterval(() => {}, 1000);
`;

const FAST = { maxRestarts: 3, windowMs: 60_000, baseDelayMs: 10, maxDelayMs: 50 };

async function withChild(
  mode: string,
  fn: (run: ReturnType<typeof supervise>, starts: () => Promise<number>) => Promise<void>,
) {
  const dir = await Deno.makeTempDir({ prefix: "routinely-supervise-" });
  const counter = join(dir, "starts");
  const script = join(dir, "child.ts");
  await Deno.writeTextFile(script, CHILD);
  const messages: string[] = [];
  const run = supervise({
    command: Deno.execPath(),
    args: ["run", "-A", script, counter, mode],
    options: { stdio: "ignore" },
    policy: FAST,
    log: (m: string) => messages.push(m),
  });
  try {
    await fn(run, async () => Number(await Deno.readTextFile(counter).catch(() => "0")));
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${messages.join("\n")}`);
  } finally {
    run.stop("SIGTERM");
    await run.done;
    await Deno.remove(dir, { recursive: true });
  }
}

async function until(probe: () => Promise<boolean>, ms = 60_000) {
  const deadline = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 50));
  }
}

Deno.test("supervise: a child killed by a signal comes back; SIGTERM stops it for good", async () => {
  await withChild("crash-once", async (run, starts) => {
    await until(async () => (await starts()) === 2);
    const pid = run.pid;
    assert.ok(pid);
    run.stop("SIGTERM");
    // 0 under node (npm start); Deno's node:child_process reports a child it signalled
    // as killed by that signal even when the child exited 0 from its handler.
    assert.ok([0, 143].includes(await run.done));
    assert.equal(await starts(), 2, "not restarted after a requested stop");
  });
});

Deno.test("supervise: a configuration error (exit 2) is not restarted", async () => {
  await withChild("config", async (run, starts) => {
    assert.equal(await run.done, 2);
    assert.equal(await starts(), 1);
  });
});

Deno.test("supervise: a child that keeps dying is given up after the cap", async () => {
  await withChild("always-crash", async (run, starts) => {
    assert.equal(await run.done, 1);
    assert.equal(await starts(), FAST.maxRestarts + 1);
  });
});
