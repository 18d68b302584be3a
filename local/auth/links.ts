import {
  DEFAULT_LINK_EXPIRY_SECONDS,
  LINK_PAGE,
  type LinkType,
  linkUrl,
} from "../../supabase/functions/_shared/domain/auth-links/link-token.ts";
import { linkMail } from "../../supabase/functions/_shared/domain/auth-links/link-mail.ts";
import { type AuthCall, nowOf } from "./context.ts";
import { AuthError } from "./errors.ts";
import { admitMail, DEFAULT_MAIL_LIMITS, type MailKind } from "./mail-limits.ts";
import { issueLinkToken } from "./one-time-tokens.ts";
import { siteOf as configuredSite } from "./redirect-allow-list.ts";

export function linkExpirySeconds(call: AuthCall): number {
  return call.options.linkExpirySeconds ?? DEFAULT_LINK_EXPIRY_SECONDS;
}

export function linkExpiresAt(call: AuthCall): Date {
  return new Date(nowOf(call.options).getTime() + linkExpirySeconds(call) * 1000);
}

/**
 * A new link of `type` for the account (revoking its earlier one), expiring after the
 * stack's link lifetime; null when one was issued under a minute ago (that one stays).
 */
export function issueLink(
  call: AuthCall,
  link: { userId: string; type: LinkType; email: string },
): Promise<string | null> {
  return issueLinkToken(call.options.sql, {
    ...link,
    now: nowOf(call.options),
    expiresAt: linkExpiresAt(call),
  });
}

/**
 * The page a link opens: always the app's page for the type (the one that calls verifyOtp).
 * The client's `redirect_to`, when it is on the site's origin (GoTrue likewise allows only
 * listed redirect URLs: a token must never be carried elsewhere), is kept: as the page
 * itself when it names that page (its query, e.g. the tenant, stays), else as `next`, where
 * the page continues once the link is used (Supabase's documented /auth/confirm?next=).
 */
export function linkBase(call: AuthCall, type: LinkType): string {
  const site = siteOf(call);
  const page = new URL(LINK_PAGE[type], site);
  const asked = redirectOnSite(call.url.searchParams.get("redirect_to"), site);
  if (asked?.pathname === page.pathname) return asked.toString();
  if (asked) page.searchParams.set("next", asked.pathname + asked.search);
  return page.toString();
}

/** The web app: the configured site, else the stack itself (never the request's Host). */
export function siteOf(call: Pick<AuthCall, "options">): URL {
  return configuredSite(call.options);
}

/** `value` as a URL when it is on the site's origin, else null. */
export function redirectOnSite(value: string | null, site: URL): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.origin === site.origin ? url : null;
  } catch {
    return null;
  }
}

/**
 * Counts a request that may mail a link against the limits per client address and per
 * stack; throws over_email_send_rate_limit (429) beyond them, before anything is changed
 * or sent.
 */
export async function admitLinkMail(call: AuthCall, kind: MailKind): Promise<void> {
  await admitMail(
    call.options.sql,
    call.clientAddress,
    kind,
    call.options.mailLimits ?? DEFAULT_MAIL_LIMITS,
    () => nowOf(call.options),
  );
}

/** Mails the link; a mailer failure is GoTrue's 500 "Error sending … email". */
export async function mailLink(call: AuthCall, type: LinkType, to: string, token: string) {
  const send = call.options.sendMail;
  const link = linkUrl(linkBase(call, type), type, token);
  const message = linkMail(type, { to, link, expiresInSeconds: linkExpirySeconds(call) });
  try {
    if (!send) throw new Error("no mailer configured");
    await send(message);
  } catch (error) {
    console.error(`auth: could not send the ${type} mail`, error);
    throw new AuthError(500, "unexpected_failure", `Error sending ${MAIL_NAME[type]} email`);
  }
}

const MAIL_NAME: Readonly<Record<LinkType, string>> = {
  signup: "confirmation",
  invite: "invite",
  recovery: "recovery",
};
