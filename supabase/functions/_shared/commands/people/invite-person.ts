import { findPerson } from "../../db/people/person-row.ts";
import { alreadyRegistered, issueInvitation, organizationOf } from "../../db/people/invitations.ts";
import { type LinkMail, linkMail } from "../../domain/auth-links/link-mail.ts";
import {
  LINK_PAGE,
  linkTokenHash,
  linkUrl,
  newLinkToken,
} from "../../domain/auth-links/link-token.ts";
import { AppError, badInput, notFound } from "../../http/app-error.ts";
import { authorize } from "../authorize.ts";
import type { JobContext } from "../context.ts";

/** How the invitation reaches the person: the mailer, the links' lifetime, the app's address. */
export interface InvitationMail {
  send: (message: LinkMail) => Promise<unknown>;
  expirySeconds: number;
  /** The web app's origin (SITE_URL; the stack itself locally). */
  siteUrl: string;
  now?: () => Date;
  /**
   * Supabase Auth's admin API (hosted Supabase: SUPABASE_URL and the service-role key): the
   * invitation is then its POST /auth/v1/invite, which makes the account and sends the mail
   * with the project's invite template. Without it (the local stack) the link is stored
   * here and mailed by `send`.
   */
  authAdmin?: { url: string; serviceKey: string };
}

export interface Invitation {
  email: string;
  expiresAt: string;
}

/**
 * An Admin or Manager invites a person (with an email, allowed to sign in) to set a
 * password: the link's token is stored (hashed, bound to the email, revoking an earlier
 * invitation) in one short transaction, then the mail is sent with no transaction open
 * (SMTP may take seconds; the embedded database runs one transaction at a time). The link
 * opens /auth/set-password, which verifies it (POST /auth/v1/verify, type invite) and sets
 * the password; the person then signs in at /login/<prefix> and is linked by email.
 *
 * Local stack only: on Supabase the same step is Supabase Auth's admin invite
 * (POST /auth/v1/invite with the service key, redirect_to = that page), whose mail
 * template links with {{ .TokenHash }}.
 */
export async function invitePerson(
  job: JobContext,
  id: number,
  mail: InvitationMail,
): Promise<Invitation> {
  const token = newLinkToken();
  const expiresAt = new Date((mail.now?.() ?? new Date()).getTime() + mail.expirySeconds * 1000);
  const { email, org } = await job.transaction(async (ctx) => {
    authorize(ctx, "update", "user");
    const person = await findPerson(ctx.tx, ctx.orgId, id);
    if (!person) throw notFound("User not found");
    if (!person.email?.trim()) throw badInput("This person has no email to invite.", "email");
    if (!person.isAuthEnabled) {
      throw badInput("This person may not sign in: allow sign-in first.", "isAuthEnabled");
    }
    return {
      email: mail.authAdmin
        ? person.email.trim().toLowerCase()
        : await issueInvitation(ctx.tx, id, await linkTokenHash(token), expiresAt),
      org: await organizationOf(ctx.tx, ctx.orgId),
    };
  });
  const page = new URL(LINK_PAGE.invite, mail.siteUrl);
  page.searchParams.set("tenant", org.prefix);
  if (mail.authAdmin) {
    await inviteThroughSupabaseAuth(mail.authAdmin, email, page.toString());
    return { email, expiresAt: expiresAt.toISOString() };
  }
  const message = linkMail("invite", {
    to: email,
    link: linkUrl(page.toString(), "invite", token),
    expiresInSeconds: mail.expirySeconds,
    orgName: org.name,
  });
  try {
    await mail.send(message);
  } catch (error) {
    // The stored link was never sent, so nobody holds it; sending again replaces it.
    throw mailFailed(error);
  }
  return { email, expiresAt: expiresAt.toISOString() };
}

const mailFailed = (cause: unknown) =>
  new AppError("INTERNAL", "The invitation mail could not be sent. Try again later.", { cause });

/**
 * POST /auth/v1/invite with the service-role key, `redirect_to` the set-password page of
 * the tenant (listed in the project's redirect URLs). Its mail template links there with
 * `{{ .RedirectTo }}&token_hash={{ .TokenHash }}&type=invite` (README), which the page
 * verifies as it does the local stack's link.
 */
async function inviteThroughSupabaseAuth(
  admin: NonNullable<InvitationMail["authAdmin"]>,
  email: string,
  redirectTo: string,
): Promise<void> {
  const url = new URL("/auth/v1/invite", admin.url);
  url.searchParams.set("redirect_to", redirectTo);
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: {
        apikey: admin.serviceKey,
        authorization: `Bearer ${admin.serviceKey}`,
        "content-type": "application/json",
      },
      body: JSON.stringify({ email }),
    });
  } catch (error) {
    throw mailFailed(error);
  }
  const answer = await response.json().catch(() => ({})) as { error_code?: string; msg?: string };
  if (response.ok) return;
  if (answer.error_code === "email_exists") throw alreadyRegistered();
  throw mailFailed(new Error(`Supabase Auth answered ${response.status}: ${answer.msg ?? ""}`));
}
