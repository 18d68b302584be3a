/**
 * The local stack's reminder schedule (docs/reminders.md#scheduling): every minute, on the minute,
 * the same SQL entry point pg_cron runs on Supabase (app.enqueue_due_reminders), then the same
 * sender the send-reminders function runs. Nothing here is per-process state that matters: two
 * stacks on one PostgreSQL both tick, and the outbox makes each reminder go out once. A tick never
 * overlaps the previous one (a slow mail server delays, not doubles, the next). No cron library:
 * one fixed minute schedule needs none. The same minute also seals the audit trail
 * (app.audit_maintenance), as pg_cron does on Supabase.
 */
import type { Sql } from "../../supabase/functions/_shared/db/client.ts";
import type { Mailer } from "../../supabase/functions/_shared/mail/mod.ts";
import type { SmsSender } from "../../supabase/functions/_shared/sms/mod.ts";
import {
  runReminders,
  type SendReport,
} from "../../supabase/functions/_shared/reminders/send-due.ts";

export interface ReminderSchedulerOptions {
  sql: Sql;
  mailer: Mailer;
  sms?: SmsSender;
  appBase: string;
  functionsBase: string;
  mailFrom: string;
  /** Default one minute. */
  intervalMs?: number;
  /** The clock (tests pass their own and call tick()). */
  now?: () => Date;
  /** Default console.error. */
  onError?: (error: unknown) => void;
}

export interface ReminderScheduler {
  /** One run now (what the timer does each minute); resolves with what it did. */
  tick(now?: Date): Promise<(SendReport & { enqueued: number }) | null>;
  stop(): Promise<void>;
}

export function startReminderScheduler(
  options: ReminderSchedulerOptions,
  { autoStart = true } = {},
): ReminderScheduler {
  const interval = options.intervalMs ?? 60_000;
  const clock = options.now ?? (() => new Date());
  let running: Promise<unknown> | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  async function tick(at?: Date) {
    if (running) return null;
    const job = runReminders({
      sql: options.sql,
      mailer: options.mailer,
      sms: options.sms,
      now: at ? () => at : clock,
      appBase: options.appBase,
      functionsBase: options.functionsBase,
      mailFrom: options.mailFrom,
    });
    running = job;
    try {
      return await job;
    } finally {
      running = null;
    }
  }

  function schedule() {
    if (stopped) return;
    // Aligned to the wall clock's minute, like cron, so two stacks tick together.
    const wait = interval - (Date.now() % interval) + 50;
    timer = setTimeout(async () => {
      try {
        const report = await tick();
        if (report && (report.enqueued || report.claimed)) {
          console.log(
            `reminders: ${report.enqueued} enqueued, ${report.sent} sent, ${report.skipped} with nothing due, ${report.retried} to retry, ${report.failed} failed`,
          );
        }
      } catch (error) {
        (options.onError ?? ((e) => console.error("reminders:", e)))(error);
      }
      try {
        // The audit trail's minute job, as pg_cron runs it on Supabase: chains the new
        // entries and applies each organisation's retention (its own clock: real time).
        await options.sql`select app.audit_maintenance()`;
      } catch (error) {
        (options.onError ?? ((e) => console.error("audit trail:", e)))(error);
      }
      schedule();
    }, wait);
  }
  if (autoStart) schedule();

  return {
    tick,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => {});
    },
  };
}
