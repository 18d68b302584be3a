import type postgres from "postgres";
import { AuthError } from "./errors.ts";
import { type AttemptLimit, decide, strictest } from "./rate-limit.ts";

/**
 * How many mails anyone may make the auth server send (sign-up confirmations, resets,
 * resent confirmations) within the window: per client address and for the whole stack,
 * as Supabase Auth's rate_limit.email_sent (per hour).
 */
export interface MailLimits {
  perAddress: number;
  perStack: number;
  windowSeconds: number;
}

/** RATE_LIMIT_EMAIL_SENT 30 per hour for the stack (Supabase Auth's default with SMTP). */
export const DEFAULT_MAIL_LIMITS: MailLimits = { perAddress: 5, perStack: 30, windowSeconds: 3600 };

export type MailKind = "signup" | "recovery";

// Advisory-lock class of the mail count (see attempts-store.ts for the sign-in ones).
const MAIL_LOCK = 7303;

/** GoTrue's answer when its email_sent limit is reached. */
export const overEmailSendRateLimit = (retryAfterSeconds: number) =>
  new AuthError(429, "over_email_send_rate_limit", "Email rate limit exceeded", {
    "retry-after": String(retryAfterSeconds),
  });

/**
 * Admits one mail asked for from `address`, recording it before it is sent, or throws
 * over_email_send_rate_limit (429) when the address or the stack has reached its limit.
 * Counting and recording are one transaction under one lock, so a burst of concurrent
 * requests admits no more than the limits, whichever stack process answers them. Every
 * request that may mail counts, before the handler knows whether it will (an unknown or
 * confirmed address gets nothing): neither the answer nor the count left for later
 * requests then tells whether an address has an account.
 */
export async function admitMail(
  sql: postgres.Sql,
  address: string,
  kind: MailKind,
  limits: MailLimits,
  clock: () => Date,
): Promise<void> {
  const admission = await sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(${MAIL_LOCK}, 0)`;
    const now = clock();
    const since = new Date(now.getTime() - limits.windowSeconds * 1000);
    const sent = await tx<{ address: string; sent_at: Date }[]>`
      select address, sent_at from local_auth.mail_sends where sent_at > ${since}`;
    // A row stamped after `now` (another process's clock) counts as just sent.
    const at = (rows: readonly { sent_at: Date }[]) =>
      rows.map((r) => Math.min(r.sent_at.getTime(), now.getTime()));
    const limit = (max: number): AttemptLimit => ({
      maxFailures: max,
      windowSeconds: limits.windowSeconds,
    });
    const decision = strictest([
      decide(at(sent.filter((r) => r.address === address)), limit(limits.perAddress), +now),
      decide(at(sent), limit(limits.perStack), +now),
    ]);
    if (!decision.allowed) return decision;
    await tx`
      insert into local_auth.mail_sends (address, kind, sent_at) values (${address}, ${kind}, ${now})`;
    await tx`delete from local_auth.mail_sends where sent_at <= ${since}`;
    return decision;
  });
  if (!admission.allowed) throw overEmailSendRateLimit(admission.retryAfterSeconds);
}
