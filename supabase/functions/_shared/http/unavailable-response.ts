import {
  logUnavailable,
  RETRY_AFTER_SECONDS,
  UNAVAILABLE_MESSAGES,
  type UnavailableReason,
  unavailableReason,
} from "../db/unavailable.ts";

export interface Unavailable {
  status: 503;
  message: string;
  headers: { "retry-after": string };
}

/**
 * When `error` means the database is unavailable: logs one short line (throttled) under
 * `where` and answers what the caller is told — 503, the words, Retry-After. Else null, and
 * the caller handles the error as before.
 */
export function databaseUnavailable(where: string, error: unknown): Unavailable | null {
  const reason: UnavailableReason | null = unavailableReason(error);
  if (!reason) return null;
  logUnavailable(where, error);
  return {
    status: 503,
    message: UNAVAILABLE_MESSAGES[reason],
    headers: { "retry-after": String(RETRY_AFTER_SECONDS[reason]) },
  };
}
