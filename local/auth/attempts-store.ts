import type postgres from "postgres";
import { type AttemptLimit, decide, type LimitDecision, strictest } from "./rate-limit.ts";

export interface AttemptLimits {
  perEmail: AttemptLimit;
  perAddress: AttemptLimit;
}

export type AttemptAdmission =
  | { allowed: true; attemptId: number }
  | { allowed: false; retryAfterSeconds: number };

// Advisory-lock classes (the first key of pg_advisory_xact_lock(int, int)), so an email and
// an address never share a lock by accident.
const EMAIL_LOCK = 7301;
const ADDRESS_LOCK = 7302;

/**
 * Decides whether a password attempt may be made and, if so, records it — in one
 * transaction, before any password is compared. Attempts for one email (and from one
 * address) are serialised by advisory locks, and the recorded row counts as a failure
 * until `markAttemptSucceeded` says otherwise. So however many attempts arrive at once,
 * no more than the limit ever reach the password comparison: the ones still being
 * compared already count. The attempts live in Postgres so that every local-stack
 * process counts the same ones.
 */
export async function admitAttempt(
  sql: postgres.Sql,
  email: string,
  address: string,
  limits: AttemptLimits,
  clock: () => Date,
): Promise<AttemptAdmission> {
  return await sql.begin(async (tx): Promise<AttemptAdmission> => {
    // Always email first, then address: one order for every attempt, so no deadlock.
    await tx`select pg_advisory_xact_lock(${EMAIL_LOCK}, hashtext(${email}))`;
    await tx`select pg_advisory_xact_lock(${ADDRESS_LOCK}, hashtext(${address}))`;
    // Read once the locks are held, so the attempts admitted before ours are not later.
    const now = clock();
    const decision = await recentFailures(tx, email, address, limits, now);
    if (!decision.allowed) return decision;
    const [row] = await tx`
      insert into local_auth.sign_in_attempts (email, address, succeeded, attempted_at)
      values (${email}, ${address}, false, ${now})
      returning id`;
    // Rows older than both windows no longer count; dropping them keeps the table small.
    const keepSeconds = Math.max(limits.perEmail.windowSeconds, limits.perAddress.windowSeconds);
    await tx`
      delete from local_auth.sign_in_attempts
       where (email = ${email} or address = ${address})
         and attempted_at < ${now}::timestamptz - make_interval(secs => ${keepSeconds})`;
    return { allowed: true, attemptId: Number(row.id) };
  }) as AttemptAdmission;
}

/**
 * The failures of an email since its last successful sign-in and those of an address,
 * within their windows; attempts still being compared count as failures.
 */
async function recentFailures(
  tx: postgres.TransactionSql,
  email: string,
  address: string,
  limits: AttemptLimits,
  now: Date,
): Promise<LimitDecision> {
  const byEmail = await tx`
    select attempted_at from local_auth.sign_in_attempts
     where email = ${email} and not succeeded
       and attempted_at > ${now}::timestamptz - make_interval(secs => ${limits.perEmail.windowSeconds})
       -- Ids follow the order in which the email's attempts were admitted (under its lock).
       and id > coalesce((select max(id) from local_auth.sign_in_attempts
                           where email = ${email} and succeeded), 0)
     order by attempted_at desc limit ${limits.perEmail.maxFailures}`;
  // A success does not clear an address: otherwise one's own account would reset the count.
  const byAddress = await tx`
    select attempted_at from local_auth.sign_in_attempts
     where address = ${address} and not succeeded
       and attempted_at > ${now}::timestamptz - make_interval(secs => ${limits.perAddress.windowSeconds})
     order by attempted_at desc limit ${limits.perAddress.maxFailures}`;
  // A row stamped after `now` (by another process's clock) still counts, as if just made.
  const times = (rows: postgres.RowList<postgres.Row[]>) =>
    rows.map((r) => Math.min((r.attempted_at as Date).getTime(), now.getTime()));
  return strictest([
    decide(times(byEmail), limits.perEmail, now.getTime()),
    decide(times(byAddress), limits.perAddress, now.getTime()),
  ]);
}

/** The password was right: the attempt no longer counts, and it resets the email's count. */
export async function markAttemptSucceeded(sql: postgres.Sql, attemptId: number) {
  await sql`update local_auth.sign_in_attempts set succeeded = true where id = ${attemptId}`;
}

/**
 * The password was wrong (or the email unknown): the attempt is settled as failed, which
 * the audit trail records as a failed sign-in (migration 20260112000400_audit_trail.sql).
 */
export async function markAttemptFailed(sql: postgres.Sql, attemptId: number) {
  await sql`update local_auth.sign_in_attempts set succeeded = false where id = ${attemptId}`;
}

/** The password was never compared (the server was too busy): the attempt does not count. */
export async function withdrawAttempt(sql: postgres.Sql, attemptId: number) {
  await sql`delete from local_auth.sign_in_attempts where id = ${attemptId}`;
}
