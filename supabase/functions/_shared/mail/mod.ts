/** The mailer (issue 11 §2): import from here. */
export { type MailBlock, type MailBody, mailBody, type MailLink } from "./mail-body.ts";
export { DEFAULT_MAIL_FROM, mailerFromEnv, mailFromEnv } from "./mailer-from-env.ts";
export {
  type Mailer,
  MailError,
  type MailMessage,
  type MailTransportKind,
  type SentMail,
} from "./message.ts";
export { createSmtpMailer } from "./smtp-mailer.ts";
export { createMailboxMailer } from "./mailbox-mailer.ts";
