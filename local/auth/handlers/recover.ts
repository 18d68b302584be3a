import { z } from "zod";
import type { AuthCall } from "../context.ts";
import { validationFailed } from "../errors.ts";
import { admitLinkMail, issueLink, mailLink } from "../links.ts";
import { EMAIL_PATTERN, readBody } from "../request.ts";
import { findUserByEmail, normalizeEmail } from "../users-store.ts";

const Recover = z.object({ email: z.string().max(255) });

/**
 * POST /recover (supabase-js resetPasswordForEmail): mails a reset link (type recovery)
 * when the address has an account. The answer is the same `{}` either way, so the form
 * does not tell who has an account; a mail failure is logged, not answered, for the same
 * reason.
 */
export async function recover(call: AuthCall): Promise<Response> {
  const body = await readBody(call.req, Recover);
  const email = normalizeEmail(body.email);
  if (!email) throw validationFailed("Password recovery requires an email");
  if (!EMAIL_PATTERN.test(email)) {
    throw validationFailed("Unable to validate email address: invalid format");
  }
  await admitLinkMail(call, "recovery");
  const { sql } = call.options;
  const user = await findUserByEmail(sql, email);
  if (user) {
    const token = await issueLink(call, { userId: user.id, type: "recovery", email });
    // Asked again within the minute: the link already sent stays the live one.
    if (token) await sendOrRevoke(call, user.id, email, token);
  }
  return Response.json({});
}

async function sendOrRevoke(call: AuthCall, userId: string, email: string, token: string) {
  try {
    await mailLink(call, "recovery", email, token);
  } catch {
    // Logged by mailLink; the link that was never sent is revoked.
    await call.options.sql`
      delete from local_auth.one_time_tokens where user_id = ${userId} and token_type = 'recovery'`;
  }
}
