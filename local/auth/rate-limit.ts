/** Pure arithmetic of the sign-in throttle; the attempts themselves live in Postgres. */

export interface AttemptLimit {
  /** Failed attempts allowed inside the window; the next one is refused. */
  maxFailures: number;
  windowSeconds: number;
}

export type LimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Decides whether another attempt may be made, given the times (ms) of the recent
 * failures that count against one key (an email or an address). Attempts are allowed
 * again once fewer than `maxFailures` failures remain inside the window, that is when
 * the `maxFailures`-th newest failure leaves it.
 */
export function decide(
  failuresMs: readonly number[],
  limit: AttemptLimit,
  nowMs: number,
): LimitDecision {
  const windowMs = limit.windowSeconds * 1000;
  const inWindow = failuresMs.filter((t) => t > nowMs - windowMs && t <= nowMs).sort((a, b) =>
    b - a
  );
  if (inWindow.length < limit.maxFailures) return { allowed: true };
  const expiresAt = inWindow[limit.maxFailures - 1] + windowMs;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((expiresAt - nowMs) / 1000)) };
}

/** The stricter of several decisions: refused if any refuses, with the longest wait. */
export function strictest(decisions: readonly LimitDecision[]): LimitDecision {
  let wait = 0;
  for (const d of decisions) if (!d.allowed) wait = Math.max(wait, d.retryAfterSeconds);
  return wait > 0 ? { allowed: false, retryAfterSeconds: wait } : { allowed: true };
}
