/**
 * How the local stack sends: as a deployed function would (SMTP_URL; TWILIO_ACCOUNT_SID),
 * else, with `LOCAL_MAILBOX=1` (the stack passes it when it has no SMTP_URL), kept in its
 * database and shown at /mailbox, emails and text messages side by side. The stack hands
 * what it builds here to the functions it serves (server/functions-router.ts), so they
 * never import the mailbox.
 */
import type { Sql } from "../../supabase/functions/_shared/db/client.ts";
import {
  type MailEnv,
  type Mailer,
  mailerFromEnv,
  mailFromEnv,
} from "../../supabase/functions/_shared/mail/mod.ts";
import {
  type SmsEnv,
  type SmsSender,
  smsSenderFromEnv,
} from "../../supabase/functions/_shared/sms/mod.ts";
import { createMailboxMailer } from "./mailbox-mailer.ts";
import { createMailboxSmsSender } from "./mailbox-sms.ts";

/** What the mailbox shows as the sender of a text message when no number is configured. */
export const LOCAL_SMS_FROM = "Routinely";

/** SMTP, then the local mailbox, else a mailer that refuses with a clear reason. */
export function localMailerFromEnv(env: MailEnv, sql: Sql): Mailer {
  // Checked first, as mailerFromEnv does: a malformed MAIL_FROM fails at start-up.
  const from = mailFromEnv(env);
  if (env.SMTP_URL || env.LOCAL_MAILBOX !== "1") return mailerFromEnv(env);
  return createMailboxMailer(sql, from);
}

/** Twilio, then the local mailbox, else a sender that refuses with a clear reason. */
export function localSmsSenderFromEnv(env: SmsEnv, sql: Sql): SmsSender {
  if (env.TWILIO_ACCOUNT_SID?.trim() || env.LOCAL_MAILBOX !== "1") return smsSenderFromEnv(env);
  return createMailboxSmsSender(sql, env.TWILIO_FROM?.trim() || LOCAL_SMS_FROM);
}
