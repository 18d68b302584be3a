/**
 * The private calendar feed's URL (docs/organisations.md#calendar-feed):
 * `<base>/functions/v1/calendar/<org prefix>/<token>.ics`. The token is 32 random bytes in
 * base64url (43 characters); only its SHA-256 is stored, so the URL can be shown once,
 * when it is made. The prefix makes the URL readable and is checked against the token's
 * organisation, but the token alone decides whose feed it is.
 */
import { newSecretToken, sha256Hex } from "../secret-tokens.ts";

export const FEED_PATH = "/functions/v1/calendar";

const TOKEN = /^[A-Za-z0-9_-]{43}$/;
// Organisation prefixes as app.organizations allows them, generously: the check against
// the token's organisation is what counts.
const PREFIX = /^[A-Za-z0-9_-]{1,64}$/;

/** A new feed token: 256 random bits, base64url without padding. */
export const newFeedToken: () => string = newSecretToken;

/** What is stored of a token: its SHA-256, lower-case hex. */
export const hashFeedToken: (token: string) => Promise<string> = sha256Hex;

/** The feed's URL under `base` (the origin the functions are served from). */
export function feedUrl(base: string, prefix: string, token: string): string {
  return `${base.replace(/\/+$/, "")}${FEED_PATH}/${encodeURIComponent(prefix)}/${token}.ics`;
}

/**
 * The prefix and token of a feed path: the last two segments, `<prefix>/<token>.ics`
 * (the local stack passes /functions/v1/calendar/…, Supabase /calendar/…). Null when the
 * path is not one a feed URL could be.
 */
export function parseFeedPath(pathname: string): { prefix: string; token: string } | null {
  const parts = pathname.split("/").filter((p) => p !== "");
  if (parts.length < 3 || parts[parts.length - 3] !== "calendar") return null;
  const prefix = safeDecode(parts[parts.length - 2]);
  const file = parts[parts.length - 1];
  if (!prefix || !PREFIX.test(prefix) || !file.endsWith(".ics")) return null;
  const token = file.slice(0, -".ics".length);
  return TOKEN.test(token) ? { prefix, token } : null;
}

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}
