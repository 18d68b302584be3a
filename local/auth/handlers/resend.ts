import { z } from "zod";
import type { AuthCall } from "../context.ts";
import { validationFailed } from "../errors.ts";
import { admitLinkMail, issueLink, mailLink } from "../links.ts";
import { EMAIL_PATTERN, readBody } from "../request.ts";
import { findUserByEmail, normalizeEmail } from "../users-store.ts";

const Resend = z.object({ type: z.enum(["signup"]), email: z.string().max(255) });

/**
 * POST /resend (supabase-js auth.resend({ type: "signup", email })): mails a new
 * confirmation link to an account that has not confirmed its address, revoking the
 * earlier one (at most once a minute). The answer is the same `{}` whatever the address,
 * as /recover's.
 */
export async function resend(call: AuthCall): Promise<Response> {
  const body = await readBody(call.req, Resend);
  const email = normalizeEmail(body.email);
  if (!EMAIL_PATTERN.test(email)) {
    throw validationFailed("Unable to validate email address: invalid format");
  }
  await admitLinkMail(call, "signup");
  const { sql } = call.options;
  const user = await findUserByEmail(sql, email);
  if (user && !user.email_confirmed_at) {
    const token = await issueLink(call, { userId: user.id, type: "signup", email });
    if (token) {
      try {
        await mailLink(call, "signup", email, token);
      } catch {
        // Logged by mailLink; the earlier link was revoked by this one, so ask again later.
      }
    }
  }
  return Response.json({});
}
