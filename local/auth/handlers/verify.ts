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
import { createSession } from "../sessions-store.ts";
import {
  clearPassword,
  confirmEmail,
  findUserById,
  normalizeEmail,
  touchLastSignIn,
} from "../users-store.ts";

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
  const { sql } = call.options;
  const user = await sql.begin(async (tx) => {
    const consumed = await consumeLinkToken(tx, {
      tokenHash: await linkTokenHash(token),
      type,
      email: body.email,
      now: nowOf(call.options),
    });
    if (!consumed) return undefined;
    const account = await findUserById(tx, consumed.userId);
    // Bound to the address it was sent to: an account whose email changed since keeps
    // the link unusable.
    if (!account || normalizeEmail(account.email) !== consumed.email) return undefined;
    if (type === "invite" && !account.email_confirmed_at) {
      // A password given by an unconfirmed sign-up with this address (anyone may have made
      // it) must not become valid now: the invitee chooses the password.
      await clearPassword(tx, account.id);
    }
    await confirmEmail(tx, account.id);
    await touchLastSignIn(tx, account.id);
    return account;
  });
  if (!user) throw linkInvalid();
  const session = await createSession(sql, user.id, {
    userAgent: call.req.headers.get("user-agent"),
    ip: call.clientAddress,
  });
  const fresh = (await findUserById(sql, user.id)) ?? user;
  return Response.json(await issueSession(call, fresh, session));
}
