/**
 * The one place a deployed function gets its SMS sender (send-reminders):
 *
 * - `TWILIO_ACCOUNT_SID` set → the Twilio Messages API (`TWILIO_AUTH_TOKEN`, and
 *   `TWILIO_FROM` or `TWILIO_MESSAGING_SERVICE_SID`; `TWILIO_API_URL` for a compatible
 *   provider or a test server);
 * - else → a sender that refuses every message with a clear reason, so functions that
 *   send nothing still start.
 *
 * The local stack keeps text messages in its mailbox instead, beside the emails, when no
 * provider is configured (local/mailbox/transports.ts), and hands that sender to the
 * functions it serves.
 */
import { SmsError, type SmsSender } from "./message.ts";
import { createTwilioSender } from "./twilio-sms.ts";

export type SmsEnv = Record<string, string | undefined>;

/** Throws on an incomplete Twilio configuration (found at start-up, not at 08:00). */
export function smsSenderFromEnv(env: SmsEnv): SmsSender {
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
