import { z } from "zod";
import {
  linkTokenHash,
  type LinkType,
} from "../../../supabase/functions/_shared/domain/auth-links/link-token.ts";
import { type AuthCall, nowOf } from "../context.ts";
import { AuthError, validationFailed } from "../errors.ts";
import { issueSession } from "../issue-session.ts";
import { consumeLinkToken } from "../one-time-tokens.ts";
import { readBody } from "../request.ts";
import { siteOf } from "../links.ts";
import { allowedRedirect } from "../redirect-allow-list.ts";
import { createSession } from "../sessions-store.ts";
import { proveMailbox } from "../mailbox-proof.ts";
import { findUserById, normalizeEmail, touchLastSignIn } from "../users-store.ts";

/**
 * supabase-js verifyOtp: `{ type, token_hash }` (the link's token) or `{ type, email,
 * token }` (the same token with the address it was sent to). "email" is GoTrue's name
 * for a sign-up confirmation in the token_hash flow.
 */
const Verify = z.object({
  type: z.enum(["signup", "invite", "recovery", "email"]),
  token_hash: z.string().max(200).optional(),
  token: z.string().max(200).optional(),
  email: z.string().max(255).optional(),
});

/** GoTrue's answer for a link that is unknown, used, revoked, expired or someone else's. */
export const linkInvalid = () =>
  new AuthError(403, "otp_expired", "Email link is invalid or has expired");

/**
 * POST /verify: consumes a mailed link's token, confirms the email it was sent to and
 * signs in (a new session, GoTrue's session JSON). A failed attempt changes nothing.
 */
export async function verify(call: AuthCall): Promise<Response> {
  const body = await readBody(call.req, Verify);
  const type: LinkType = body.type === "email" ? "signup" : body.type;
  const token = body.token_hash ?? body.token;
  if (!token) throw validationFailed("Verify requires a token or a token hash");
  if (body.token && !body.token_hash && !body.email) {
    throw validationFailed("Verify requires an email with a token");
  }
  return Response.json(await useLink(call, type, token, body.email));
}

const VerifyLink = z.object({
  type: z.enum(["signup", "invite", "recovery"]),
  token: z.string().min(1).max(200),
});

/**
 * GET /verify?token=…&type=…&redirect_to=…: the link of Supabase's default mail templates
 * ({{ .ConfirmationURL }}). As GoTrue, it uses the link at once and redirects to
 * `redirect_to` (when the configuration allows it, else the site) with the session in the fragment
 * (`#access_token=…&refresh_token=…&type=…`), or with `#error=access_denied&error_code=
 * otp_expired&…` when the link is not valid. The app's own mails link to its pages
 * instead, which verify by POST only when the person submits (a mail scanner that opens a
 * link must not use it up).
 */
export async function verifyRedirect(call: AuthCall): Promise<Response> {
  const target = redirectTarget(call);
  // HEAD (link checkers, mail scanners) is answered without using the link.
  if (call.req.method === "HEAD") {
    return new Response(null, { status: 303, headers: { location: target.toString() } });
  }
  const params = VerifyLink.safeParse(Object.fromEntries(call.url.searchParams));
  let fragment: URLSearchParams;
  try {
    if (!params.success) throw linkInvalid();
    const session = await useLink(call, params.data.type, params.data.token);
    fragment = new URLSearchParams({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      token_type: session.token_type,
      type: params.data.type,
    });
  } catch (error) {
    if (!(error instanceof AuthError)) throw error;
    fragment = new URLSearchParams({
      error: "access_denied",
      error_code: error.errorCode,
      error_description: error.message,
    });
  }
  target.hash = fragment.toString();
  return new Response(null, { status: 303, headers: { location: target.toString() } });
}

/** `redirect_to` when the configuration allows it, else the site (as GoTrue). */
function redirectTarget(call: AuthCall): URL {
  return allowedRedirect(call.options, call.url.searchParams.get("redirect_to")) ??
    siteOf(call);
}

/**
 * Consumes the link's token, confirms its email (see proveMailbox: a first confirmation
 * leaves the account without a password, for the person to set) and answers a new
 * session's JSON.
 */
async function useLink(call: AuthCall, type: LinkType, token: string, email?: string) {
  const { sql } = call.options;
  const user = await sql.begin(async (tx) => {
    const consumed = await consumeLinkToken(tx, {
      tokenHash: await linkTokenHash(token),
      type,
      email,
      now: nowOf(call.options),
    });
    if (!consumed) return undefined;
    const account = await findUserById(tx, consumed.userId);
    // Bound to the address it was sent to: an account whose email changed since keeps
    // the link unusable.
    if (!account || normalizeEmail(account.email) !== consumed.email) return undefined;
    // Whatever the link's type, a first proof of the address drops the password chosen
    // before it and every session; the session made below is the only one left.
    await proveMailbox(tx, account.id);
    await touchLastSignIn(tx, account.id);
    return account;
  });
  if (!user) throw linkInvalid();
  const session = await createSession(sql, user.id, {
    userAgent: call.req.headers.get("user-agent"),
    ip: call.clientAddress,
  });
  const fresh = (await findUserById(sql, user.id)) ?? user;
  return await issueSession(call, fresh, session);
}
