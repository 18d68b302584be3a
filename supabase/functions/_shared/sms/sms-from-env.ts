/**
 * The one place a function gets its SMS sender (send-reminders):
 *
 * - `TWILIO_ACCOUNT_SID` set → the Twilio Messages API (`TWILIO_AUTH_TOKEN`, and
 *   `TWILIO_FROM` or `TWILIO_MESSAGING_SERVICE_SID`; `TWILIO_API_URL` for a compatible
 *   provider or a test server);
 * - else `LOCAL_MAILBOX=1` (the local stack sets it when it has no SMTP_URL) → kept in the
 *   local stack's database and shown at /mailbox beside the emails;
 * - else → a sender that refuses every message with a clear reason, so functions that
 *   send nothing still start.
 */
import type { Sql } from "../db/client.ts";
import { createMailboxSmsSender } from "./mailbox-sms.ts";
import { SmsError, type SmsSender } from "./message.ts";
import { createTwilioSender } from "./twilio-sms.ts";

export type SmsEnv = Record<string, string | undefined>;

/** What the mailbox shows as the sender when no provider number is configured. */
export const LOCAL_SMS_FROM = "Routinely";

/** Throws on an incomplete Twilio configuration (found at start-up, not at 08:00). */
export function smsSenderFromEnv(env: SmsEnv, sql: Sql): SmsSender {
  const accountSid = env.TWILIO_ACCOUNT_SID?.trim();
  if (accountSid) {
    const apiUrl = env.TWILIO_API_URL?.trim() || undefined;
    if (apiUrl && !/^https?:\/\//.test(apiUrl)) {
      throw new Error(
        "TWILIO_API_URL must start with https:// (or http:// for a local test server)",
      );
    }
    return createTwilioSender({
      accountSid,
      authToken: env.TWILIO_AUTH_TOKEN?.trim() ?? "",
      from: env.TWILIO_FROM?.trim() || undefined,
      messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID?.trim() || undefined,
      apiUrl,
    });
  }
  if (env.LOCAL_MAILBOX === "1") {
    return createMailboxSmsSender(sql, env.TWILIO_FROM?.trim() || LOCAL_SMS_FROM);
  }
  return {
    transport: "none",
    sendSms: () =>
      Promise.reject(
        new SmsError(
          "SMS is not configured: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM (or TWILIO_MESSAGING_SERVICE_SID)",
        ),
      ),
  };
}
