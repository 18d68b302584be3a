import { z } from "zod";
import type { AuthCall } from "../context.ts";
import { AuthError, validationFailed } from "../errors.ts";
import { issueSession } from "../issue-session.ts";
import { admitLinkMail, issueLink, mailLink } from "../links.ts";
import { EMAIL_PATTERN, readBody } from "../request.ts";
import { createSession } from "../sessions-store.ts";
import { type AuthUserRow, userJson } from "../token-shapes.ts";
import { deleteUser, findUserByEmail, insertUser, normalizeEmail } from "../users-store.ts";
import { assertAcceptablePassword } from "./password-rules.ts";

const Signup = z.object({
  email: z.string().max(255).optional(),
  password: z.string().max(1000).optional(),
  data: z.record(z.string(), z.unknown()).optional(),
});

/**
 * POST /signup. As GoTrue: with autoconfirm the account is confirmed and signed in at
 * once; otherwise it is created unconfirmed, a confirmation link (type signup) is mailed
 * and the answer is the user without a session. It cannot sign in with its password
 * ("Email not confirmed") nor be linked to a person until the link is used, and using the
 * link drops that password (mailbox-proof.ts). Mails are limited per client address and
 * per stack (mail-limits.ts).
 */
export async function signup(call: AuthCall): Promise<Response> {
  const { enableSignup } = call.options;
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
  if (call.options.autoconfirm ?? true) return await signUpConfirmed(call, email, body);
  return await signUpWithLink(call, email, body);
}

type SignupBody = z.infer<typeof Signup>;

async function signUpConfirmed(call: AuthCall, email: string, body: SignupBody) {
  const { sql } = call.options;
  const existing = await findUserByEmail(sql, email);
  if (existing) throw new AuthError(422, "user_already_exists", "User already registered");
  const user = await insertUser(sql, {
    email,
    passwordHash: await call.passwords.hash(body.password!),
    userMetadata: body.data ?? {},
    confirmed: true,
  });
  // Lost a race with a concurrent sign-up of the same email.
  if (!user) throw new AuthError(422, "user_already_exists", "User already registered");
  const session = await createSession(sql, user.id, {
    userAgent: call.req.headers.get("user-agent"),
    ip: call.clientAddress,
  });
  return Response.json(await issueSession(call, user, session));
}

async function signUpWithLink(call: AuthCall, email: string, body: SignupBody) {
  const { sql } = call.options;
  // Before anything else, and whatever the address: a refused sign-up changes nothing.
  await admitLinkMail(call, "signup");
  const passwordHash = await call.passwords.hash(body.password!);
  const existing = await findUserByEmail(sql, email);
  if (existing?.email_confirmed_at) {
    // GoTrue answers a confirmed address as it answers a new one (a user without a
    // session, no mail), so sign-up does not tell who has an account.
    return Response.json(obfuscatedUser(email, body.data ?? {}));
  }
  let created = false;
  let user: AuthUserRow;
  if (existing) {
    // Still unconfirmed: only a new link is mailed (revoking the earlier one); nothing of
    // the account changes. No password given before the address is proven survives its
    // proof anyway (mailbox-proof.ts): whoever uses the link chooses the password then.
    user = existing;
  } else {
    const inserted = await insertUser(sql, {
      email,
      passwordHash,
      userMetadata: body.data ?? {},
      confirmed: false,
    });
    if (!inserted) throw new AuthError(422, "user_already_exists", "User already registered");
    user = inserted;
    created = true;
  }
  const token = await issueLink(call, { userId: user.id, type: "signup", email });
  // Signed up again within the minute: the link already sent stays the live one.
  if (!token) return Response.json(userJson(user));
  try {
    await mailLink(call, "signup", email, token);
  } catch (error) {
    // Nothing is left behind that the person could not finish: sign up again later.
    if (created) await deleteUser(sql, user.id);
    throw error;
  }
  return Response.json(userJson(user));
}

function obfuscatedUser(email: string, data: Record<string, unknown>) {
  const now = new Date().toISOString();
  return {
    id: crypto.randomUUID(),
    aud: "authenticated",
    role: "authenticated",
    email,
    phone: "",
    confirmation_sent_at: now,
    app_metadata: { provider: "email", providers: ["email"] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}
