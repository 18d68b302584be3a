import { findPerson } from "../../db/people/person-row.ts";
import {
  admitInvitationMail,
  issueInvitation,
  organizationOf,
  recordInvitationSent,
} from "../../db/people/invitations.ts";
import { type LinkMail, linkMail } from "../../domain/auth-links/link-mail.ts";
import { signInNoticeMail } from "../../domain/auth-links/sign-in-notice-mail.ts";
import {
  LINK_PAGE,
  linkTokenHash,
  linkUrl,
  newLinkToken,
} from "../../domain/auth-links/link-token.ts";
import { AppError, badInput, notFound } from "../../http/app-error.ts";
import { authorize } from "../authorize.ts";
import type { JobContext } from "../context.ts";
import { DEFAULT_INVITATION_LIMITS, type InvitationLimits } from "./invitation-limits.ts";

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
  /** How often the organisation may mail invitations (default DEFAULT_INVITATION_LIMITS). */
  limits?: InvitationLimits;
}

export interface Invitation {
  email: string;
  expiresAt: string;
}

/**
 * An Admin or Manager invites a person (with an email, allowed to sign in) to set a
 * password: the mail is admitted against the organisation's limits (one per person per
 * interval, so many per organisation per window: invitationLimits), the link's token is
 * stored (hashed, bound to the email, revoking an earlier invitation), all in one short
 * transaction, then the mail is sent with no transaction open (SMTP may take seconds; the
 * embedded database runs one transaction at a time). The link opens /auth/set-password,
 * which verifies it (POST /auth/v1/verify, type invite) and sets the password; the person
 * then signs in at /login/<prefix> and is linked by email.
 *
 * An address that already signs in with a password gets a sign-in notice instead (no
 * link: it has a password), and the caller the same answer as for an invitation, so that
 * inviting cannot be used to learn which addresses have an account.
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
  const invited = await job.transaction(async (ctx) => {
    authorize(ctx, "update", "user");
    const person = await findPerson(ctx.tx, ctx.orgId, id);
    if (!person) throw notFound("User not found");
    if (!person.email?.trim()) throw badInput("This person has no email to invite.", "email");
    if (!person.isAuthEnabled) {
      throw badInput("This person may not sign in: allow sign-in first.", "isAuthEnabled");
    }
    const limits = mail.limits ?? DEFAULT_INVITATION_LIMITS;
    const admitted = await admitInvitationMail(ctx.tx, id, limits);
    if (admitted.waitSeconds > 0) throw invitationLimited(admitted);
    const org = await organizationOf(ctx.tx, ctx.orgId);
    const email = person.email.trim().toLowerCase();
    // The audit trail records the mail admitted here, with the inviting Admin or Manager:
    // which one goes out is known here on the local stack; Supabase Auth decides it later
    // (and records its own invitations through auth.users.invited_at).
    if (mail.authAdmin) {
      await recordInvitationSent(ctx.tx, id, "invitation");
      return { email, org, registered: false };
    }
    const issued = await issueInvitation(ctx.tx, id, await linkTokenHash(token), expiresAt);
    await recordInvitationSent(
      ctx.tx,
      id,
      issued === "registered" ? "sign_in_notice" : "invitation",
    );
    return issued === "registered"
      ? { email, org, registered: true }
      : { email: issued.email, org, registered: false };
  });
  const { email, org } = invited;
  // The same answer whichever mail goes out.
  const answer = { email, expiresAt: expiresAt.toISOString() };
  const page = new URL(LINK_PAGE.invite, mail.siteUrl);
  page.searchParams.set("tenant", org.prefix);
  let registered = invited.registered;
  if (mail.authAdmin && !registered) {
    // Supabase Auth mails the invitation itself; only a sign-in notice is ours to send.
    registered =
      await inviteThroughSupabaseAuth(mail.authAdmin, email, page.toString()) === "registered";
    if (!registered) return answer;
  }
  await sendOrFail(
    mail,
    registered
      ? signInNoticeMail({
        to: email,
        orgName: org.name,
        signInUrl: new URL(`/login/${encodeURIComponent(org.prefix)}`, mail.siteUrl).toString(),
      })
      : linkMail("invite", {
        to: email,
        link: linkUrl(page.toString(), "invite", token),
        expiresInSeconds: mail.expirySeconds,
        orgName: org.name,
      }),
  );
  return answer;
}

async function sendOrFail(mail: InvitationMail, message: LinkMail): Promise<void> {
  try {
    await mail.send(message);
  } catch (error) {
    // A link never sent is held by nobody; inviting again replaces it.
    throw mailFailed(error);
  }
}

/** The organisation's limits refused the mail: how long to wait, in words. */
function invitationLimited(
  admitted: { waitSeconds: number; limitedBy: "person" | "organization" | null },
): AppError {
  const wait = waitInWords(admitted.waitSeconds);
  return new AppError(
    "TOO_MANY_REQUESTS",
    admitted.limitedBy === "person"
      ? `An invitation was mailed to this person a moment ago. Try again in ${wait}.`
      : `This organisation has mailed as many invitations as it may for now. Try again in ${wait}.`,
  );
}

function waitInWords(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}

const mailFailed = (cause: unknown) =>
  new AppError("INTERNAL", "The invitation mail could not be sent. Try again later.", { cause });

/**
 * POST /auth/v1/invite with the service-role key, `redirect_to` the set-password page of
 * the tenant (listed in the project's redirect URLs). Its mail template links there with
 * `{{ .RedirectTo }}&token_hash={{ .TokenHash }}&type=invite` (README), which the page
 * verifies as it does the local stack's link. `registered` when the address already signs
 * in (Supabase Auth's email_exists): nothing was sent.
 */
async function inviteThroughSupabaseAuth(
  admin: NonNullable<InvitationMail["authAdmin"]>,
  email: string,
  redirectTo: string,
): Promise<"invited" | "registered"> {
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
  if (response.ok) return "invited";
  if (answer.error_code === "email_exists") return "registered";
  if (response.status === 429) {
    throw new AppError("TOO_MANY_REQUESTS", "Too many mails were sent. Try again later.");
  }
  throw mailFailed(new Error(`Supabase Auth answered ${response.status}: ${answer.msg ?? ""}`));
}
