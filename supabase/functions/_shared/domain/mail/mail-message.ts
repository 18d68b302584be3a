/**
 * A message as every sender of mail composes it (local auth, the GraphQL function,
 * send-reminders) and hands to the one mailer (_shared/mail). Messages always carry both
 * parts: clients that cannot or will not show HTML get the text.
 */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers passed through as given, e.g. List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>;
  /**
   * A Message-ID chosen by the caller (`<id@domain>`), so a message sent again after a
   * crash carries the same id: the local mailbox keeps it once, and receiving systems can
   * recognise the copy. Default: the transport makes one.
   */
  messageId?: string;
}
