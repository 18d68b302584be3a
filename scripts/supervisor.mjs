// Keeps the local stack running for `npm start`: a stack that dies unexpectedly is
// started again after a growing pause, unless it dies too often in a short window.
import { spawn } from "node:child_process";

/** Exit codes of local/main.ts after which starting again cannot help. */
export const CONFIG_ERROR = 2;
/** The stack could not start (port or data directory in use, database unreachable, …). */
export const START_FAILED = 3;

export const DEFAULT_POLICY = {
  /** At most this many restarts within `windowMs`; one more crash and we give up. */
  maxRestarts: 5,
  windowMs: 60_000,
  /** First pause before a restart, doubled for each recent restart, capped at `maxDelayMs`. */
  baseDelayMs: 500,
  maxDelayMs: 15_000,
};

/**
 * Whether to start the stack again after it exited (pure: the caller keeps `restarts`,
 * the times of earlier restarts).
 * @param {{ code: number | null, signal: string | null, stopping: boolean }} exit
 * @param {number[]} restarts
 * @param {number} now
 * @returns {{ restart: true, delayMs: number } | { restart: false, reason: string }}
 */
export function restartDecision(exit, restarts, now, policy = DEFAULT_POLICY) {
  if (exit.stopping) return { restart: false, reason: "stopped on request" };
  if (exit.code === 0) return { restart: false, reason: "exited cleanly" };
  if (exit.code === CONFIG_ERROR) return { restart: false, reason: "configuration error" };
  if (exit.code === START_FAILED) return { restart: false, reason: "it could not start" };
  const recent = restarts.filter((t) => now - t < policy.windowMs).length;
  if (recent >= policy.maxRestarts) {
    return {
      restart: false,
      reason: `died ${recent + 1} times within ${Math.round(policy.windowMs / 1000)} s`,
    };
  }
  return {
    restart: true,
    delayMs: Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** recent),
  };
}

/**
 * Runs `command` and restarts it by `restartDecision`. `stop(signal)` forwards the
 * signal and ends supervision; `done` resolves with the exit code to leave with.
 */
export function supervise({
  command,
  args,
  options,
  policy = DEFAULT_POLICY,
  log = (message) => console.error(message),
  now = () => Date.now(),
}) {
  const restarts = [];
  let child;
  let stopping = false;
  let pending; // restart timer
  let finish;
  const done = new Promise((resolve) => (finish = resolve));

  const start = () => {
    pending = undefined;
    child = spawn(command, args, options);
    child.on("error", (error) => {
      log(`could not start the local stack: ${error.message}`);
      finish(1);
    });
    child.on("exit", (code, signal) => {
      const decision = restartDecision({ code, signal, stopping }, restarts, now(), policy);
      const exitCode = code ?? (signal === "SIGINT" ? 130 : signal === "SIGTERM" ? 143 : 1);
      if (!decision.restart) {
        if (!stopping && ![0, CONFIG_ERROR, START_FAILED].includes(exitCode)) {
          log(`the local stack ${describe(code, signal)}; not restarting: ${decision.reason}`);
        }
        return finish(exitCode);
      }
      restarts.push(now());
      log(
        `the local stack ${describe(code, signal)}; restarting in ${
          (decision.delayMs / 1000).toFixed(1)
        } s`,
      );
      pending = setTimeout(start, decision.delayMs);
    });
  };
  start();

  return {
    done,
    /** The running child's pid (changes across restarts). */
    get pid() {
      return child?.pid;
    },
    stop(signal = "SIGTERM") {
      stopping = true;
      if (pending) {
        clearTimeout(pending);
        return finish(signal === "SIGINT" ? 130 : 143);
      }
      if (child && child.exitCode === null && child.signalCode === null) child.kill(signal);
    },
  };
}

function describe(code, signal) {
  return signal ? `was killed by ${signal}` : `exited with code ${code}`;
}
