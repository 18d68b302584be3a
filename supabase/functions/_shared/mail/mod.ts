/** The mailer every function sends through: import from here. */
export {
  type MailBlock,
  type MailBody,
  mailBody,
  type MailLink,
} from "../domain/mail/mail-body.ts";
export { DEFAULT_MAIL_FROM, type MailEnv, mailerFromEnv, mailFromEnv } from "./mailer-from-env.ts";
export {
  assertSendable,
  type Mailer,
  MailError,
  type MailMessage,
  type MailTransportKind,
  type SentMail,
} from "./message.ts";
export { createSmtpMailer } from "./smtp-mailer.ts";
