/**
 * Mail through any SMTP server with nodemailer (it runs on Deno's Node compatibility, on
 * Supabase too). `smtps://` speaks TLS from the first byte (port 465, the one hosted
 * Supabase does not block); `smtp://` upgrades with STARTTLS when the server offers it.
 */
import nodemailer from "nodemailer";
import {
  assertSendable,
  type Mailer,
  MailError,
  type MailMessage,
  type SentMail,
} from "./message.ts";

export interface SmtpOptions {
  /** smtp://user:password@host:587 or smtps://user:password@host:465 */
  url: string;
  /** The From header, e.g. `Routinely <no-reply@example.com>`. */
  from: string;
}

/** The URL with its password masked, for error messages and logs. */
export function redactSmtpUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unparsable SMTP_URL)";
  }
}

/** Checks the URL's scheme and host; throws an Error naming SMTP_URL otherwise. */
export function parseSmtpUrl(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error("SMTP_URL is not a URL (expected smtp://… or smtps://…)");
  }
  if (parsed.protocol !== "smtp:" && parsed.protocol !== "smtps:") {
    throw new Error(`SMTP_URL must start with smtp:// or smtps://, not ${parsed.protocol}//`);
  }
  if (!parsed.hostname) throw new Error("SMTP_URL has no host");
  return parsed;
}

export function createSmtpMailer(options: SmtpOptions): Mailer {
  parseSmtpUrl(options.url);
  const where = redactSmtpUrl(options.url);
  // Bounded waits: a silent server fails the send instead of holding a request forever.
  const transport = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 30_000,
  });
  return {
    transport: "smtp",
    async sendMail(message: MailMessage): Promise<SentMail> {
      assertSendable(message);
      try {
        const info = await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          headers: message.headers,
          ...(message.messageId ? { messageId: message.messageId } : {}),
        });
        if (info.rejected?.length) {
          throw new MailError(`The SMTP server at ${where} refused the recipient ${message.to}`);
        }
        return { messageId: info.messageId };
      } catch (error) {
        if (error instanceof MailError) throw error;
        throw new MailError(`Could not send mail through ${where}: ${describe(error)}`, {
          cause: error,
        });
      }
    },
    close() {
      transport.close();
      return Promise.resolve();
    },
  };
}

function describe(error: unknown): string {
  const e = error as { code?: string; message?: string; response?: string };
  const text = `${e.code ?? ""} ${e.message ?? ""}`;
  // nodemailer reports socket failures as ESOCKET with the system error in the message.
  if (/ECONNREFUSED/.test(text)) return "connection refused (is the server running on that port?)";
  if (/ENOTFOUND|EAI_AGAIN/.test(text)) return "the host name does not resolve";
  if (/ETIMEDOUT|ETIMEOUT/.test(text)) return "the server did not answer in time";
  if (e.code === "EAUTH") return `authentication failed (${e.response ?? e.message})`;
  return [e.code, e.response ?? e.message].filter(Boolean).join(": ") || String(error);
}
