import type { InvitationMail } from "../../_shared/commands/people/invite-person.ts";
import { invitationLimitsFromEnv } from "../../_shared/commands/people/invitation-limits.ts";
import { DEFAULT_LINK_EXPIRY_SECONDS } from "../../_shared/domain/auth-links/link-token.ts";
import { appBaseUrl } from "../../_shared/http/public-url.ts";

function envNumber(name: string): number | undefined {
  try {
    const value = Number(Deno.env.get(name));
    return Number.isInteger(value) && value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * How invitePerson mails: the handler's options (tests), else the environment: the
 * mailer of mailerFromEnv (`send`: SMTP_URL, or the local stack's mailbox),
 * AUTH_LINK_EXPIRY as the local auth server reads it, SITE_URL or the stack's own address
 * for the link, the INVITATION_MAIL… limits.
 */
export function invitationMailFor(
  request: Request,
  send: InvitationMail["send"],
  options: Partial<InvitationMail> = {},
): InvitationMail {
  return {
    send: options.send ?? send,
    expirySeconds: options.expirySeconds ?? envNumber("AUTH_LINK_EXPIRY") ??
      DEFAULT_LINK_EXPIRY_SECONDS,
    siteUrl: options.siteUrl ?? appBaseUrl(new URL(request.url).origin),
    now: options.now,
    authAdmin: "authAdmin" in options ? options.authAdmin : supabaseAuthAdmin(),
    limits: options.limits ?? invitationLimitsFromEnv(),
  };
}

/**
 * Hosted Supabase gives every function SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY:
 * invitations then go through Supabase Auth. The local stack (LOCAL_AUTH=1) answers
 * /auth/v1 itself and stores the invitation directly.
 */
function supabaseAuthAdmin(): InvitationMail["authAdmin"] {
  const url = Deno.env.get("SUPABASE_URL");
  const serviceKey = Deno.env.get("SUPABASE_SERVICE_ROLE_KEY");
  if (Deno.env.get("LOCAL_AUTH") === "1" || !url || !serviceKey) return undefined;
  return { url, serviceKey };
}
