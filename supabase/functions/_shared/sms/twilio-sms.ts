/**
 * Text messages through the Twilio Messages REST API: a form-encoded POST to
 * {apiUrl}/2010-04-01/Accounts/{AccountSid}/Messages.json with HTTP basic auth
 * (AccountSid:AuthToken), `To`, `Body` and either `From` (a number) or
 * `MessagingServiceSid`. The base URL is configurable for tests and for providers that
 * speak the same API.
 */
import {
  assertSendableSms,
  type SentSms,
  SmsError,
  type SmsMessage,
  type SmsSender,
} from "./message.ts";

export const TWILIO_API_URL = "https://api.twilio.com";

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** A sender number (E.164) or alphanumeric id; or give messagingServiceSid. */
  from?: string;
  messagingServiceSid?: string;
  /** Default https://api.twilio.com. */
  apiUrl?: string;
  /** Bounded wait: a silent provider fails the send instead of holding the run. */
  timeoutMs?: number;
}

export function createTwilioSender(options: TwilioOptions): SmsSender {
  if (!options.accountSid || !options.authToken) {
    throw new Error("Twilio needs TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN");
  }
  if (!options.from && !options.messagingServiceSid) {
    throw new Error("Twilio needs TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID");
  }
  const base = (options.apiUrl ?? TWILIO_API_URL).replace(/\/+$/, "");
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${btoa(`${options.accountSid}:${options.authToken}`)}`;
  return {
    transport: "twilio",
    async sendSms(message: SmsMessage): Promise<SentSms> {
      assertSendableSms(message);
      const form = new URLSearchParams({ To: message.to, Body: message.body });
      // A messaging service picks the sender itself; given both, Twilio prefers it too.
      if (options.messagingServiceSid) {
        form.set("MessagingServiceSid", options.messagingServiceSid);
      } else form.set("From", options.from!);
      let response: Response;
      try {
        response = await fetch(url, {
          method: "POST",
          headers: {
            authorization,
            "content-type": "application/x-www-form-urlencoded",
            accept: "application/json",
          },
          body: form,
          signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
        });
      } catch (error) {
        throw new SmsError(
          `Could not reach the SMS provider at ${base}: ${(error as Error).message}`,
          {
            cause: error,
          },
        );
      }
      const text = await response.text();
      if (!response.ok) {
        throw new SmsError(
          `The SMS provider refused the message to ${message.to} (HTTP ${response.status}): ${
            providerReason(text)
          }`,
          { status: response.status },
        );
      }
      const sid = parseJson(text)?.sid;
      return { messageId: typeof sid === "string" ? sid : "" };
    },
  };
}

/** Twilio answers errors as {"code":21211,"message":"…","more_info":"…","status":400}. */
function providerReason(text: string): string {
  const body = parseJson(text);
  if (body && typeof body.message === "string") {
    return typeof body.code === "number" || typeof body.code === "string"
      ? `${body.message} (Twilio error ${body.code})`
      : body.message;
  }
  return text.trim().slice(0, 200) || "no reason given";
}

// deno-lint-ignore no-explicit-any
function parseJson(text: string): Record<string, any> | null {
  try {
    const value = JSON.parse(text);
    return value && typeof value === "object" ? value : null;
  } catch {
    return null;
  }
}
