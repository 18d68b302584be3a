import { z } from "zod";
import type { AuthCall } from "../context.ts";
import { AuthError, validationFailed } from "../errors.ts";
import { issueSession } from "../issue-session.ts";
import { EMAIL_PATTERN, readBody } from "../request.ts";
import { createSession } from "../sessions-store.ts";
import { findUserByEmail, insertUser, normalizeEmail } from "../users-store.ts";
import { assertAcceptablePassword } from "./password-rules.ts";

const Signup = z.object({
  email: z.string().max(255).optional(),
  password: z.string().max(1000).optional(),
  data: z.record(z.string(), z.unknown()).optional(),
});

/**
 * POST /signup. The local stack has no mailer, so it behaves like Supabase with
 * "autoconfirm" on: the account is confirmed and signed in at once.
 */
export async function signup(call: AuthCall): Promise<Response> {
  const { sql, enableSignup } = call.options;
  if (!enableSignup) {
    throw new AuthError(422, "signup_disabled", "Signups not allowed for this instance");
  }
  const body = await readBody(call.req, Signup);
  const email = normalizeEmail(body.email ?? "");
  if (!email) throw validationFailed("To signup, please provide your email");
  if (!EMAIL_PATTERN.test(email)) {
    throw validationFailed("Unable to validate email address: invalid format");
  }
  if (!body.password) {
    throw new AuthError(422, "validation_failed", "Signup requires a valid password");
  }
  assertAcceptablePassword(body.password);

  const existing = await findUserByEmail(sql, email);
  if (existing) throw new AuthError(422, "user_already_exists", "User already registered");
  const user = await insertUser(sql, {
    email,
    passwordHash: await call.passwords.hash(body.password),
    userMetadata: body.data ?? {},
  });
  // Lost a race with a concurrent sign-up of the same email.
  if (!user) throw new AuthError(422, "user_already_exists", "User already registered");
  const session = await createSession(sql, user.id, {
    userAgent: call.req.headers.get("user-agent"),
    ip: call.clientAddress,
  });
  return Response.json(await issueSession(call, user, session));
}
