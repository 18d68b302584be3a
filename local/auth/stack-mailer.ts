import type { SendMail } from "./context.ts";

/**
 * The stack's mail for auth links. Until the shared mailer (_shared/mail: SMTP_URL, or the
 * local mailbox page) is merged, a mail is written to the stack's output, so whoever runs
 * it locally can follow the link.
 */
export function stackMailer(): SendMail {
  return async (message) => {
    await Promise.resolve();
    console.log(`mail to ${message.to}: ${message.subject}\n${message.text}`);
  };
}
