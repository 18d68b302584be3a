import { z } from "zod";
import type { AuthCall } from "../context.ts";
import { AuthError, validationFailed } from "../errors.ts";
import { issueLink, mailLink } from "../links.ts";
import { MIN_SECONDS_BETWEEN_LINKS } from "../one-time-tokens.ts";
import { authenticateServiceRole, EMAIL_PATTERN, readBody } from "../request.ts";
import { userJson } from "../token-shapes.ts";
import { findUserByEmail, insertInvitedUser, markInvited, normalizeEmail } from "../users-store.ts";

const Invite = z.object({
  email: z.string().max(255).optional(),
  data: z.record(z.string(), z.unknown()).optional(),
});

/**
 * POST /invite (supabase-js `auth.admin.inviteUserByEmail`, with the service-role key): as
 * GoTrue, makes the account unconfirmed and without a password when absent, and mails an
 * invitation link (type invite, revoking an earlier one) to the page `redirect_to` names
 * when it is on the site, else the app's set-password page. An address that already signs
 * in with a password is GoTrue's 422 email_exists; a second invitation of the account within
 * MIN_SECONDS_BETWEEN_LINKS is 429 over_email_send_rate_limit and mails nothing. The answer
 * is the user.
 *
 * The app itself invites a person through GraphQL invitePerson; on hosted Supabase that
 * command calls this very endpoint of Supabase Auth (invite-person.ts).
 */
export async function invite(call: AuthCall): Promise<Response> {
  await authenticateServiceRole(call);
  const body = await readBody(call.req, Invite);
  const email = normalizeEmail(body.email ?? "");
  if (!email || !EMAIL_PATTERN.test(email)) {
    throw validationFailed("Unable to validate email address: invalid format");
  }
  const { sql } = call.options;
  const user = await sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(hashtext('routinely.invite'), hashtext(${email}))`;
    const existing = await findUserByEmail(tx, email);
    if (existing?.email_confirmed_at && existing.encrypted_password) {
      throw new AuthError(
        422,
        "email_exists",
        "A user with this email address has already been registered",
      );
    }
    if (existing) {
      await markInvited(tx, existing.id);
      return existing;
    }
    // A sign-up of the address may have come first meanwhile: invite that account.
    return (await insertInvitedUser(tx, email, body.data ?? {})) ??
      (await findUserByEmail(tx, email))!;
  });
  const token = await issueLink(call, { userId: user.id, type: "invite", email });
  // Invited again within the minute: the link already sent stays the live one, nothing is
  // mailed, and the caller is told so (GoTrue's code for a mail refused by a limit).
  if (!token) {
    throw new AuthError(
      429,
      "over_email_send_rate_limit",
      `For security purposes, you can only request this once every ${MIN_SECONDS_BETWEEN_LINKS} seconds.`,
    );
  }
  await mailLink(call, "invite", email, token);
  return Response.json(userJson(user));
}
