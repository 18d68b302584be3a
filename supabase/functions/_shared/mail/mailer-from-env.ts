/**
 * The one place a deployed function gets its mailer (GraphQL, send-reminders):
 *
 * - `SMTP_URL` set → SMTP (smtp:// or smtps://; hosted Supabase blocks 25 and 587, so
 *   use 465 with smtps://), sending as `MAIL_FROM`;
 * - else → a mailer that refuses every message with a clear reason, so functions that
 *   send nothing still start.
 *
 * The local stack keeps mail in its mailbox instead when it has no SMTP_URL
 * (local/mailbox/transports.ts) and hands that mailer to the functions it serves.
 */
import { type Mailer, MailError } from "./message.ts";
import { createSmtpMailer, parseSmtpUrl } from "./smtp-mailer.ts";

export const DEFAULT_MAIL_FROM = "Routinely <no-reply@localhost>";

export type MailEnv = Record<string, string | undefined>;

/**
 * The sender: MAIL_FROM, else the SMTP login when it is an address (most providers only
 * relay for it), else the default.
 */
export function mailFromEnv(env: MailEnv): string {
  const from = env.MAIL_FROM?.trim();
  if (from) {
    if (/[\r\n]/.test(from) || !from.includes("@")) {
      throw new Error(`MAIL_FROM must be an address such as "Routinely <no-reply@example.com>"`);
    }
    return from;
  }
  if (env.SMTP_URL) {
    const user = decodeURIComponent(parseSmtpUrl(env.SMTP_URL).username);
    if (/^[^\s@]+@[^\s@]+$/.test(user)) return `Routinely <${user}>`;
  }
  return DEFAULT_MAIL_FROM;
}

/** Throws on a malformed SMTP_URL or MAIL_FROM (a configuration error, found at start-up). */
export function mailerFromEnv(env: MailEnv): Mailer {
  const from = mailFromEnv(env);
  if (env.SMTP_URL) return createSmtpMailer({ url: env.SMTP_URL, from });
  return unconfiguredMailer();
}

function unconfiguredMailer(): Mailer {
  return {
    transport: "none",
    sendMail: () =>
      Promise.reject(
        new MailError(
          "Mail is not configured: set SMTP_URL (for example smtps://user:password@smtp.example.com:465) and MAIL_FROM",
        ),
      ),
    close: () => Promise.resolve(),
  };
}
