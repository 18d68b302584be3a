/**
 * app.reminder_outbox and app.reminder_runs (migration 20260110000000_reminders.sql), as
 * the sender sees them: it runs on the database owner's connection (the function's
 * SUPABASE_DB_URL, the local stack's pool), across organisations, because claiming must
 * see every organisation's due rows at once. Every statement here is one short
 * autocommitted step, so a row's state on disk always says what has happened to it.
 */
import type postgres from "postgres";
import type { Sql } from "../client.ts";

export type ReminderChannel = "email" | "sms";

export interface ClaimedReminder {
  id: number;
  orgId: number;
  runId: number;
  personId: number;
  channel: ReminderChannel;
  period: string;
  /** Including this claim. */
  attempts: number;
}

/** Runs the SQL entry point (the same one pg_cron runs); returns the rows it added. */
export async function enqueueDueReminders(sql: Sql, now: Date): Promise<number> {
  const [row] = await sql`select app.enqueue_due_reminders(${now}) as added`;
  return Number(row.added);
}

/**
 * Claims up to `limit` due rows for `worker`: queued rows whose time has come, and rows
 * left in 'sending' by a sender whose lease expired (it died or was killed). `for update
 * skip locked` lets concurrent senders pass each other's rows instead of waiting, and the
 * claim commits 'sending' before anything is sent.
 */
export async function claimDueReminders(
  sql: Sql,
  options: { now: Date; worker: string; leaseMs: number; limit: number; maxAttempts: number },
): Promise<ClaimedReminder[]> {
  const { now, worker, leaseMs, limit, maxAttempts } = options;
  // A row whose sender died on its last allowed attempt is not tried again.
  await sql`
    with dead as (
      update app.reminder_outbox o
         set status = 'failed', claimed_by = null, claimed_until = null,
             last_error = 'The sender stopped during the send (its lease expired) on the last allowed attempt'
       where o.status = 'sending' and o.claimed_until <= ${now} and o.attempts >= ${maxAttempts}
      returning o.org_id, o.run_id
    )
    update app.reminder_runs r set failed = r.failed + d.n
      from (select org_id, run_id, count(*)::int as n from dead group by org_id, run_id) d
     where r.org_id = d.org_id and r.id = d.run_id`;
  const until = new Date(now.getTime() + leaseMs);
  const rows = await sql`
    with due as (
      select o.id from app.reminder_outbox o
       where (o.status = 'queued' and o.next_attempt_at <= ${now})
          or (o.status = 'sending' and o.claimed_until <= ${now})
       order by o.next_attempt_at, o.id
       limit ${limit}
         for update skip locked
    )
    update app.reminder_outbox o
       set status = 'sending', attempts = o.attempts + 1,
           claimed_by = ${worker}, claimed_until = ${until}
      from due where o.id = due.id
    returning o.id, o.org_id, o.run_id, o.person_id, o.channel, o.period, o.attempts`;
  return rows.map((r) => ({
    id: Number(r.id),
    orgId: Number(r.org_id),
    runId: Number(r.run_id),
    personId: Number(r.person_id),
    channel: r.channel,
    period: r.period,
    attempts: Number(r.attempts),
  }));
}

type Outcome =
  | { status: "sent"; payload: Record<string, unknown> }
  | { status: "skipped" }
  | { status: "failed"; error: string }
  | { status: "retry"; error: string; nextAttemptAt: Date };

/**
 * Records what became of a claimed row — only while `worker` still holds it (a row whose
 * lease another sender took over is that sender's to report). Returns false otherwise.
 * The run's counters move in the same transaction, and the run is finished when its last
 * row is.
 */
export async function settleReminder(
  sql: Sql,
  claimed: ClaimedReminder,
  worker: string,
  now: Date,
  outcome: Outcome,
): Promise<boolean> {
  return await sql.begin(async (tx) => {
    const status = outcome.status === "retry" ? "queued" : outcome.status;
    const error = "error" in outcome ? outcome.error : null;
    const payload = outcome.status === "sent" ? outcome.payload : null;
    const next = outcome.status === "retry" ? outcome.nextAttemptAt : null;
    const [row] = await tx`
      update app.reminder_outbox o
         set status = ${status}, claimed_by = null, claimed_until = null,
             last_error = coalesce(${error}::text, o.last_error),
             payload = coalesce(${
      payload === null ? null : tx.json(payload as postgres.JSONValue)
    }::jsonb, o.payload),
             next_attempt_at = coalesce(${next}::timestamptz, o.next_attempt_at),
             sent_at = case when ${status} = 'sent' then ${now}::timestamptz else o.sent_at end
       where o.id = ${claimed.id} and o.status = 'sending' and o.claimed_by = ${worker}
      returning o.id`;
    if (!row) return false;
    if (status === "queued") return true;
    await tx`
      update app.reminder_runs r
         set sent = r.sent + ${status === "sent" ? 1 : 0},
             skipped = r.skipped + ${status === "skipped" ? 1 : 0},
             failed = r.failed + ${status === "failed" ? 1 : 0},
             finished_at = case
               when exists (select from app.reminder_outbox o
                             where o.org_id = r.org_id and o.run_id = r.id
                               and o.status in ('queued', 'sending'))
               then null else ${now}::timestamptz end
       where r.org_id = ${claimed.orgId} and r.id = ${claimed.runId}`;
    return true;
  }) as boolean;
}
