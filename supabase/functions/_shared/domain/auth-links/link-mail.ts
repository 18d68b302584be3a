import type { LinkType } from "./link-token.ts";
import { mailBody } from "../mail/mail-body.ts";
import { orgNameInMail } from "./org-name-in-mail.ts";
import type { MailMessage } from "../mail/mail-message.ts";

/** A one-time link's mail, as the mailer (_shared/mail) sends it. */
export type LinkMail = MailMessage;

const WORDING: Readonly<
  Record<
    LinkType,
    { subject: (org?: string) => string; intro: (org?: string) => string; action: string }
  >
> = {
  signup: {
    subject: () => "Confirm your email for Routinely",
    intro: () => "Confirm that this is your email address to finish signing up for Routinely.",
    action: "Confirm my email",
  },
  invite: {
    subject: (org) => `You are invited to ${org ? `“${org}” on Routinely` : "Routinely"}`,
    intro: (org) =>
      `You have been invited to ${org ? `“${org}” on Routinely` : "Routinely"}. ` +
      "Choose a password to accept the invitation; then sign in with this email and that password.",
    action: "Accept the invitation",
  },
  recovery: {
    subject: () => "Reset your Routinely password",
    intro: () =>
      "Someone (we hope you) asked to reset the password of this Routinely account. " +
      "If it was not you, ignore this mail: your password stays as it is.",
    action: "Choose a new password",
  },
};

/**
 * The mail that carries a one-time link, as plain text and HTML (the mailer's mailBody).
 * An organisation's name is someone's own text: it appears quoted, bounded and unable to
 * link anywhere (orgNameInMail).
 */
export function linkMail(
  type: LinkType,
  options: { to: string; link: string; expiresInSeconds: number; orgName?: string },
): LinkMail {
  const w = WORDING[type];
  const hours = Math.max(1, Math.round(options.expiresInSeconds / 3600));
  const org = options.orgName === undefined ? undefined : orgNameInMail(options.orgName);
  const subject = w.subject(org);
  const body = mailBody(subject, [
    w.intro(org),
    { button: { text: w.action, href: options.link } },
    { footer: `The link works once and expires in ${hours} hour${hours === 1 ? "" : "s"}.` },
  ]);
  return { to: options.to, subject, ...body };
}
