import { isConnectionLoss } from "./transaction-guard.ts";

/**
 * Keeps the stack alive when postgres.js loses a connection in a place its callers
 * cannot catch. Two known spots in postgres.js 3.4.9: the array-type lookup it runs
 * after every reconnect is a promise nobody awaits (a backend terminated during it
 * rejects with 57P01 unhandled), and a write scheduled for a socket that has closed
 * throws from a setImmediate (or, on Deno, rejects with EPIPE when the server's FIN has
 * arrived but not yet its close). Each ends a Deno process. Transactions are guarded
 * at the source (transaction-guard.ts); this is the backstop for the driver's own
 * internals. Only these faults are swallowed (and logged once a second at most);
 * anything else still ends the process as before.
 *
 * `onFault` hears each swallowed fault (default: a warning, at most one a second).
 * Answers a function that removes the listeners.
 */
export function surviveDriverFaults(onFault: FaultListener = throttledWarning()): () => void {
  const onRejection = (event: PromiseRejectionEvent) => {
    if (!isConnectionLoss(event.reason)) return;
    event.preventDefault();
    onFault("lost", event.reason);
  };
  const onError = (event: ErrorEvent) => {
    if (!isDriverWriteFault(event.error)) return;
    event.preventDefault();
    onFault("write-after-close", event.error);
  };
  globalThis.addEventListener("unhandledrejection", onRejection);
  globalThis.addEventListener("error", onError);
  return () => {
    globalThis.removeEventListener("unhandledrejection", onRejection);
    globalThis.removeEventListener("error", onError);
  };
}

export type FaultListener = (kind: "lost" | "write-after-close", error: unknown) => void;

function throttledWarning(): FaultListener {
  let last = 0;
  return (kind, error) => {
    const now = Date.now();
    if (now - last < 1000) return;
    last = now;
    const message = error instanceof Error ? error.message : String(error);
    console.warn(
      `database: ${
        kind === "lost" ? "a connection was lost" : "a write to a closed connection was dropped"
      } (${message}); the pool reconnects`,
    );
  };
}

/** postgres.js writing to a socket it already dropped (porsager/postgres#1208). */
export function isDriverWriteFault(error: unknown): boolean {
  return error instanceof TypeError && /reading 'write'/.test(error.message) &&
    /postgres[\\/](src|cjs)[\\/]connection\.js/.test(error.stack ?? "");
}
