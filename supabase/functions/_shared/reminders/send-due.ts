/**
 * The reminder sender (docs/reminders.md#scheduling): claims due outbox rows, renders each at send
 * time, sends it, and records the outcome.
 *
 * Exactly once — the argument:
 * 1. Enqueueing is idempotent: one row per (organisation, person, channel, period), unique
 *    in the database, inserted `on conflict do nothing` by whoever runs the schedule.
 * 2. A row is sent only by the sender that claimed it: the claim (`for update skip locked`)
 *    moves it to 'sending' with a lease and commits before any send, so a second sender
 *    never sees it as due while the lease runs; the lease (LEASE_MS) outlasts the slowest
 *    possible send, and the outcome is written only by the lease's holder.
 * 3. A sender killed after its claim leaves the row in 'sending'; when the lease expires
 *    the next claim takes it again — nothing is lost.
 * The residual window: a sender killed AFTER the mail server accepted the message and
 * BEFORE 'sent' was committed — the retry sends it a second time. It is at most one extra
 * copy per crash in that window (milliseconds), and the copy carries the same Message-ID
 * (derived from the row's key), so the local mailbox keeps it once (closing the window
 * there) and receiving systems may recognise it. SMTP has no idempotency key, so with a
 * real mail server the window cannot be closed, only made this narrow. Twilio's Messages
 * API has none either: the daily SMS has the same window.
 */
import type { Sql } from "../db/client.ts";
import {
  claimDueReminders,
  type ClaimedReminder,
  enqueueDueReminders,
  settleReminder,
} from "../db/reminders/outbox.ts";
import type { Mailer } from "../mail/mod.ts";
import type { SmsSender } from "../sms/mod.ts";
import { renderLateSms } from "./render-late-sms.ts";
import { backoffMs, LEASE_MS, MAX_ATTEMPTS } from "../domain/reminders/retry-policy.ts";
import { renderWeeklyReminder } from "./render-weekly.ts";

export interface SenderOptions {
  sql: Sql;
  mailer: Mailer;
  /**
   * The daily SMS's transport (docs/reminders.md#daily-sms); without one, SMS rows fail with the
   * reason.
   */
  sms?: SmsSender;
  /** The clock (tests move it). */
  now?: () => Date;
  /** This sender's name in claimed_by (default: a random id per call). */
  worker?: string;
  /** Where the web app is (task links) and where /functions/v1 is (unsubscribe links). */
  appBase: string;
  functionsBase: string;
  /** The mailto of List-Unsubscribe: the sender's address. */
  mailFrom: string;
  /** Rows per claim (default 20). */
  batch?: number;
  /** Called after a row is claimed and before it is sent (tests stop a sender there). */
  onClaimed?: (row: ClaimedReminder) => Promise<void> | void;
}

export interface SendReport {
  claimed: number;
  sent: number;
  skipped: number;
  retried: number;
  failed: number;
}

/** Sends every reminder due now, batch by batch, until none is left. */
export async function sendDueReminders(options: SenderOptions): Promise<SendReport> {
  const now = options.now ?? (() => new Date());
  const worker = options.worker ?? `sender-${crypto.randomUUID()}`;
  const report: SendReport = { claimed: 0, sent: 0, skipped: 0, retried: 0, failed: 0 };
  for (;;) {
    const rows = await claimDueReminders(options.sql, {
      now: now(),
      worker,
      leaseMs: LEASE_MS,
      limit: options.batch ?? 20,
      maxAttempts: MAX_ATTEMPTS,
    });
    if (rows.length === 0) return report;
    report.claimed += rows.length;
    for (const row of rows) {
      await options.onClaimed?.(row);
      const outcome = await sendOne(options, row, now);
      if (await settleReminder(options.sql, row, worker, now(), outcome)) {
        report[outcome.status === "retry" ? "retried" : outcome.status]++;
      }
    }
  }
}

async function sendOne(options: SenderOptions, row: ClaimedReminder, now: () => Date) {
  try {
    if (row.channel === "sms") {
      if (!options.sms) throw new Error("SMS is not configured for this sender");
      const sms = await renderLateSms(options, row, now());
      if (!sms) return { status: "skipped" as const };
      const sent = await options.sms.sendSms(sms);
      return { status: "sent" as const, payload: { to: sms.to, messageId: sent.messageId } };
    }
    const message = await renderWeeklyReminder(options, row, now());
    if (!message) return { status: "skipped" as const };
    const sent = await options.mailer.sendMail(message);
    return {
      status: "sent" as const,
      payload: { to: message.to, subject: message.subject, messageId: sent.messageId },
    };
  } catch (error) {
    const reason = (error as Error).message || String(error);
    if (row.attempts >= MAX_ATTEMPTS) return { status: "failed" as const, error: reason };
    return {
      status: "retry" as const,
      error: reason,
      nextAttemptAt: new Date(now().getTime() + backoffMs(row.attempts)),
    };
  }
}

/** One scheduler tick: the SQL entry point (as pg_cron runs it), then the sender. */
export async function runReminders(
  options: SenderOptions,
): Promise<SendReport & { enqueued: number }> {
  const now = options.now ?? (() => new Date());
  const enqueued = await enqueueDueReminders(options.sql, now());
  return { enqueued, ...await sendDueReminders({ ...options, now }) };
}
