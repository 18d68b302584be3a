/**
 * What the one mailer gets (a MailMessage, composed in the domain) and gives back, and how
 * it fails.
 */
import type { MailMessage } from "../domain/mail/mail-message.ts";

export type { MailMessage };

export interface SentMail {
  /** The Message-ID the SMTP server accepted, or the local mailbox's id for the message. */
  messageId: string;
}

/** How a message leaves: a real SMTP server, the local stack's mailbox, or nowhere. */
export type MailTransportKind = "smtp" | "mailbox" | "none";

export interface Mailer {
  readonly transport: MailTransportKind;
  /** Resolves once the message is accepted; rejects with a MailError otherwise. */
  sendMail(message: MailMessage): Promise<SentMail>;
  /** Releases pooled connections (a no-op for transports without any). */
  close(): Promise<void>;
}

/** A message that was not sent, with a reason an operator can act on. */
export class MailError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "MailError";
  }
}

/** Refuses header injection and empty parts before any transport sees the message. */
export function assertSendable(message: MailMessage): void {
  if (!/^[^\s@<>,;"]+@[^\s@<>,;"]+$/.test(message.to)) {
    throw new MailError(`Not a single email address: ${JSON.stringify(message.to)}`);
  }
  if (message.messageId !== undefined && !/^<[^\s<>@]+@[^\s<>@]+>$/.test(message.messageId)) {
    throw new MailError(`Not a Message-ID: ${JSON.stringify(message.messageId)}`);
  }
  if (/[\r\n]/.test(message.subject)) throw new MailError("A subject cannot contain a line break");
  if (!message.text || !message.html) {
    throw new MailError("A message needs both a plain-text and an HTML part");
  }
  for (const [name, value] of Object.entries(message.headers ?? {})) {
    if (!/^[!-9;-~]+$/.test(name) || /[\r\n]/.test(value)) {
      throw new MailError(`Invalid header ${JSON.stringify(name)}`);
    }
  }
}
