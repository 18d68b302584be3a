/**
 * "The database is unavailable": the one verdict every HTTP layer turns into
 * 503 Service Unavailable with Retry-After, instead of a 500 or a long wait.
 *
 * A request meets an unavailable database in three ways, each with its own words:
 * - down: no connection could be made or kept (refused, timed out, lost mid-request, no
 *   free connection within the acquire timeout);
 * - busy: the embedded database (one session) stayed held by other work for longer than a
 *   request may wait (its wire server refuses the wait with EMBEDDED_BUSY_CODE);
 * - full: the disk under the database is full (SQLSTATE 53100, ENOSPC). What failed was
 *   not written; what committed before stays.
 */
import { isConnectionLoss } from "./transaction-guard.ts";

export type UnavailableReason = "down" | "busy" | "full";

/**
 * The SQLSTATE the embedded database's wire server answers a connection that waited too
 * long for the single session: PostgreSQL's cannot_connect_now, so any client takes it for
 * "not now, try again". Its severity is ERROR: the connection stays usable.
 */
export const EMBEDDED_BUSY_CODE = "57P03";
/** The wire server's refusal text starts with this, so it is told apart from a startup. */
export const EMBEDDED_BUSY_PREFIX = "the embedded database is busy";

export const UNAVAILABLE_MESSAGES: Readonly<Record<UnavailableReason, string>> = {
  down: "The database is unavailable. Please try again in a moment.",
  busy: "The database is unavailable: it is busy with other work. Please try again in a moment.",
  full:
    "The database is unavailable: its disk is full, so nothing was saved. Please try again once space has been freed.",
};

/** Seconds a client should wait before trying again (the Retry-After header). */
export const RETRY_AFTER_SECONDS: Readonly<Record<UnavailableReason, number>> = {
  down: 5,
  busy: 2,
  full: 60,
};

/** Raised by the pool itself (no connection within the acquire timeout). */
export class DatabaseUnavailableError extends Error {
  readonly code = "DATABASE_UNAVAILABLE";
  constructor(readonly reason: UnavailableReason, detail: string, options?: { cause?: unknown }) {
    super(`${UNAVAILABLE_MESSAGES[reason]} (${detail})`, options);
    this.name = "DatabaseUnavailableError";
  }
}

/** Network and driver codes that mean no connection could be made. */
const CONNECT_CODES = new Set([
  "ECONNREFUSED",
  "ENOTFOUND",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ETIMEDOUT",
  "EAI_AGAIN",
  "CONNECT_TIMEOUT",
]);

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  reason?: unknown;
}

/** Why the database is unavailable, when `error` (or one of its causes) says it is; else null. */
export function unavailableReason(error: unknown): UnavailableReason | null {
  for (let e = error, depth = 0; e && typeof e === "object" && depth < 5; depth++) {
    const err = e as ErrorLike;
    if (err instanceof DatabaseUnavailableError) return err.reason;
    const code = typeof err.code === "string" ? err.code : "";
    if (code === "53100" || code === "ENOSPC") return "full";
    if (code === EMBEDDED_BUSY_CODE && String(err.message).startsWith(EMBEDDED_BUSY_PREFIX)) {
      return "busy";
    }
    // 08xxx: connection exceptions; 53xxx: insufficient resources (memory, connections);
    // 58xxx: the database's own files failed it (I/O errors; on the embedded database, a file
    // it could not create on a full disk stays in that state until the stack restarts).
    if (CONNECT_CODES.has(code) || /^(08|53|58)[0-9A-Z]{3}$/.test(code)) return "down";
    if (isConnectionLoss(err)) return "down";
    e = err.cause;
  }
  return null;
}

export function isDatabaseUnavailable(error: unknown): boolean {
  return unavailableReason(error) !== null;
}

/** A short description of the underlying error for the log (never shown to the caller). */
export function unavailableDetail(error: unknown): string {
  const e = error as ErrorLike | null;
  const code = typeof e?.code === "string" ? `${e.code}: ` : "";
  return `${code}${e instanceof Error ? e.message : String(error)}`;
}

/**
 * Logs one line per kind of outage at most every few seconds: during an outage every
 * request fails the same way, and a stack trace per request would bury everything else.
 */
export function logUnavailable(where: string, error: unknown): void {
  const reason = unavailableReason(error) ?? "down";
  const now = Date.now();
  const key = `${where}:${reason}`;
  if ((lastLogged.get(key) ?? 0) > now - LOG_EVERY_MS) return;
  lastLogged.set(key, now);
  console.warn(`${where}: the database is unavailable (${reason}): ${unavailableDetail(error)}`);
}

const LOG_EVERY_MS = 5_000;
const lastLogged = new Map<string, number>();
