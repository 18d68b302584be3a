import { z } from "zod";
import {
  admitAttempt,
  markAttemptFailed,
  markAttemptSucceeded,
  withdrawAttempt,
} from "../attempts-store.ts";
import { type AuthCall, nowOf } from "../context.ts";
import {
  AuthError,
  invalidCredentials,
  isServerBusy,
  refreshTokenAlreadyUsed,
  refreshTokenNotFound,
  tooManyAttempts,
  validationFailed,
} from "../errors.ts";
import { issueSession } from "../issue-session.ts";
import { pkceGrant } from "../oauth/pkce-grant.ts";
import { readBody } from "../request.ts";
import { createSession, rotateRefreshToken } from "../sessions-store.ts";
import { findUserByEmail, findUserById, normalizeEmail, touchLastSignIn } from "../users-store.ts";

const PasswordGrant = z.object({ email: z.string().max(255), password: z.string().max(1000) });
const RefreshGrant = z.object({ refresh_token: z.string().min(1).max(200) });

/** POST /token?grant_type=password|refresh_token|pkce */
export async function token(call: AuthCall): Promise<Response> {
  const grant = call.url.searchParams.get("grant_type");
  if (grant === "password") return Response.json(await passwordGrant(call));
  if (grant === "refresh_token") return Response.json(await refreshGrant(call));
  if (grant === "pkce") return Response.json(await pkceGrant(call));
  if (grant === "id_token") {
    throw new AuthError(400, "provider_disabled", "Provider not configured on the local stack");
  }
  throw validationFailed("unsupported_grant_type");
}

async function passwordGrant(call: AuthCall) {
  const { sql, limits } = call.options;
  const body = await readBody(call.req, PasswordGrant);
  const email = normalizeEmail(body.email);
  if (!email || !body.password) throw validationFailed("missing email or phone");
  const address = call.clientAddress;
  // Admitted and recorded in one step, before the comparison: see admitAttempt.
  const admission = await admitAttempt(sql, email, address, limits, () => nowOf(call.options));
  if (!admission.allowed) throw tooManyAttempts(admission.retryAfterSeconds);

  const user = await findUserByEmail(sql, email);
  let ok: boolean;
  try {
    ok = await call.passwords.verify(body.password, user?.encrypted_password);
  } catch (error) {
    // Not compared (no hashing slot free): the attempt must not count against the user.
    if (isServerBusy(error)) {
      await withdrawAttempt(sql, admission.attemptId);
    }
    throw error;
  }
  if (!ok || !user) {
    await markAttemptFailed(sql, admission.attemptId);
    throw invalidCredentials();
  }
  await markAttemptSucceeded(sql, admission.attemptId);
  if (!user.email_confirmed_at) {
    throw new AuthError(400, "email_not_confirmed", "Email not confirmed");
  }

  const session = await createSession(sql, user.id, {
    userAgent: call.req.headers.get("user-agent"),
    ip: address,
  });
  await touchLastSignIn(sql, user.id);
  const fresh = (await findUserById(sql, user.id)) ?? user;
  return await issueSession(call, fresh, session);
}

async function refreshGrant(call: AuthCall) {
  const { sql } = call.options;
  const body = await readBody(call.req, RefreshGrant);
  const rotation = await rotateRefreshToken(sql, body.refresh_token, {
    userAgent: call.req.headers.get("user-agent"),
    ip: call.clientAddress,
  });
  if (rotation.kind === "not_found") throw refreshTokenNotFound();
  if (rotation.kind === "reused") throw refreshTokenAlreadyUsed();
  const user = await findUserById(sql, rotation.userId);
  if (!user) throw refreshTokenNotFound();
  return await issueSession(call, user, {
    sessionId: rotation.sessionId,
    refreshToken: rotation.refreshToken,
    createdAt: rotation.sessionCreatedAt,
  });
}
