import type postgres from "postgres";
import { type AttemptLimit, decide, type LimitDecision, strictest } from "./rate-limit.ts";

export interface AttemptLimits {
  perEmail: AttemptLimit;
  perAddress: AttemptLimit;
}

/**
 * Reads the recent failures of an email (since its last successful sign-in) and of a
 * client address, and decides whether a new password attempt may be made. The
 * attempts live in Postgres so that every local-stack process counts the same ones.
 */
export async function checkAttempts(
  sql: postgres.Sql,
  email: string,
  address: string,
  limits: AttemptLimits,
  now: Date,
): Promise<LimitDecision> {
  const byEmail = await sql`
    select attempted_at from local_auth.sign_in_attempts
     where email = ${email} and not succeeded
       and attempted_at > ${now}::timestamptz - make_interval(secs => ${limits.perEmail.windowSeconds})
       and attempted_at > coalesce((select max(attempted_at) from local_auth.sign_in_attempts
                                     where email = ${email} and succeeded), '-infinity')
     order by attempted_at desc limit ${limits.perEmail.maxFailures}`;
  // A success does not clear an address: otherwise one's own account would reset the count.
  const byAddress = await sql`
    select attempted_at from local_auth.sign_in_attempts
     where address = ${address} and not succeeded
       and attempted_at > ${now}::timestamptz - make_interval(secs => ${limits.perAddress.windowSeconds})
     order by attempted_at desc limit ${limits.perAddress.maxFailures}`;
  const times = (rows: postgres.RowList<postgres.Row[]>) =>
    rows.map((r) => (r.attempted_at as Date).getTime());
  return strictest([
    decide(times(byEmail), limits.perEmail, now.getTime()),
    decide(times(byAddress), limits.perAddress, now.getTime()),
  ]);
}

export async function recordAttempt(
  sql: postgres.Sql,
  attempt: { email: string; address: string; succeeded: boolean; at: Date },
  limits: AttemptLimits,
) {
  await sql`
    insert into local_auth.sign_in_attempts (email, address, succeeded, attempted_at)
    values (${attempt.email}, ${attempt.address}, ${attempt.succeeded}, ${attempt.at})`;
  // Rows older than both windows no longer count; dropping them keeps the table small.
  const keepSeconds = Math.max(limits.perEmail.windowSeconds, limits.perAddress.windowSeconds);
  await sql`
    delete from local_auth.sign_in_attempts
     where (email = ${attempt.email} or address = ${attempt.address})
       and attempted_at < ${attempt.at}::timestamptz - make_interval(secs => ${keepSeconds})`;
}
