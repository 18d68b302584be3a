import { mailBody } from "../mail/mail-body.ts";
import type { MailMessage } from "../mail/mail-message.ts";
import { orgNameInMail } from "./org-name-in-mail.ts";

/**
 * What an invitation sends to an address that already signs in with a password: no link
 * to set one (the account has one), but word that they now belong to the organisation and
 * where to sign in. The inviter is answered exactly as for an invitation, so inviting
 * does not tell whether an address has an account. Pure.
 */
export function signInNoticeMail(
  options: { to: string; orgName: string; signInUrl: string },
): MailMessage {
  const org = orgNameInMail(options.orgName);
  const subject = `You were added to “${org}” on Routinely`;
  const body = mailBody(subject, [
    `You have been added to “${org}” on Routinely. You already have an account with this ` +
    "email address: sign in with it and your password.",
    { button: { text: "Sign in", href: options.signInUrl } },
    {
      footer: "Forgot your password? Choose “Forgot password” on the sign-in page. " +
        "If you did not expect this mail, you can ignore it.",
    },
  ]);
  return { to: options.to, subject, ...body };
}
