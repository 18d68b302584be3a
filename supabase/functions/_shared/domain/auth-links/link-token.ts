/**
 * The secret of an emailed link (sign-up confirmation, invitation, password reset): 256
 * random bits, base64url. Only its SHA-256 is stored, so reading the table (a backup, a
 * leak) gives no usable link.
 */
import { newSecretToken, sha256Hex } from "../secret-tokens.ts";

/** A new link's secret. */
export const newLinkToken: () => string = newSecretToken;

/** Lower-case hex SHA-256 of the token, as stored. */
export const linkTokenHash: (token: string) => Promise<string> = sha256Hex;

/** How long a link works unless configured otherwise (AUTH_LINK_EXPIRY): 24 hours. */
export const DEFAULT_LINK_EXPIRY_SECONDS = 24 * 60 * 60;

export type LinkType = "signup" | "invite" | "recovery";

/** The web app's page for each link (web/src/features/auth/routes). */
export const LINK_PAGE: Readonly<Record<LinkType, string>> = {
  signup: "/auth/confirm",
  invite: "/auth/set-password",
  recovery: "/auth/set-password",
};

/**
 * The link itself: the page (or an allowed `redirect_to` given by the client) with the
 * token as `token_hash` and its `type`, the query supabase-js's verifyOtp takes (the
 * token_hash flow Supabase documents for PKCE clients; the page calls it on submit, so a
 * mail scanner that opens the link consumes nothing).
 */
export function linkUrl(base: string, type: LinkType, token: string): string {
  const url = new URL(base);
  url.searchParams.set("token_hash", token);
  url.searchParams.set("type", type);
  return url.toString();
}
