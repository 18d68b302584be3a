/**
 * What every sender of text messages (send-reminders) hands to the one SMS sender, and
 * what it gets back. Bodies are plain text; the composer keeps them within one segment.
 */
export interface SmsMessage {
  /** E.164, e.g. +14155550123 (the form app.people.mobile holds). */
  to: string;
  body: string;
}

export interface SentSms {
  /** The provider's id for the message (Twilio's SM… sid), or the local mailbox's. */
  messageId: string;
}

/** How a message leaves: the Twilio API (or a compatible one), the local mailbox, or nowhere. */
export type SmsTransportKind = "twilio" | "mailbox" | "none";

export interface SmsSender {
  readonly transport: SmsTransportKind;
  /** Resolves once the provider accepted the message; rejects with an SmsError otherwise. */
  sendSms(message: SmsMessage): Promise<SentSms>;
}

/** A message that was not sent, with a reason an operator can act on. */
export class SmsError extends Error {
  /** The provider's HTTP status, when it answered. */
  readonly status?: number;
  constructor(message: string, options?: { cause?: unknown; status?: number }) {
    super(message, options);
    this.name = "SmsError";
    this.status = options?.status;
  }
}

export const E164 = /^\+[1-9][0-9]{6,14}$/;

/** Refuses what no provider should see: a number not in E.164, an empty body. */
export function assertSendableSms(message: SmsMessage): void {
  if (!E164.test(message.to)) {
    throw new SmsError(`Not a mobile number in E.164: ${JSON.stringify(message.to)}`);
  }
  if (message.body.trim() === "") throw new SmsError("A text message needs a body");
}
