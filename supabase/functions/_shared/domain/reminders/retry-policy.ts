/**
 * How the sender retries (docs/reminders.md#scheduling): exponential backoff from one minute,
 * doubling, at most an hour; after MAX_ATTEMPTS the row is failed with its last reason. The lease
 * is longer than the slowest send can take (the SMTP mailer gives up after 15 s to connect, 15 s
 * for the greeting and 30 s of silence), so a live sender never loses its row to another one; only
 * a dead sender's lease runs out.
 */
export const MAX_ATTEMPTS = 5;
export const LEASE_MS = 5 * 60_000;
const BASE_DELAY_MS = 60_000;
const MAX_DELAY_MS = 60 * 60_000;

/** The wait after failed attempt number `attempts` (1-based). */
export function backoffMs(attempts: number): number {
  return Math.min(BASE_DELAY_MS * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
}
