import { z } from "zod";
import { admitAttempt, markAttemptSucceeded } from "../attempts-store.ts";
import { type AuthCall, nowOf } from "../context.ts";
import { AuthError, notFound, tooManyAttempts, validationFailed } from "../errors.ts";
import { issueSession } from "../issue-session.ts";
import {
  deleteChallenge,
  deleteFactor,
  findChallenge,
  findOwnedFactor,
  insertChallenge,
  insertTotpFactor,
  lastAcceptedStep,
  listFactors,
  raiseSessionWithFactor,
  sameAddress,
  sessionMethodClaims,
} from "../mfa/factors-store.ts";
import { matchingTotpStep, newTotpKey, qrCodeSvg } from "../mfa/totp.ts";
import { siteOf } from "../redirect-allow-list.ts";
import { authenticate, readBody } from "../request.ts";
import { findUserById } from "../users-store.ts";
import { auditAs } from "../audit-context.ts";

/*
 * The second-factor endpoints of Supabase Auth that supabase-js's `auth.mfa` calls, for
 * TOTP: POST /factors (enroll), POST /factors/{id}/challenge, POST /factors/{id}/verify
 * and DELETE /factors/{id} (unenroll). Answers and error codes are GoTrue's.
 */

/** GoTrue's defaults: factors per user, and how long a challenge may be answered. */
export const MAX_FACTORS = 10;
export const CHALLENGE_EXPIRY_SECONDS = 300;

type Route = (call: AuthCall) => Promise<Response>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The route of a /factors path and method, or undefined when it is none of them. */
export function factorRoute(path: string, method: string): Route | undefined {
  const parts = path.replace(/\/+$/, "").split("/").slice(1);
  if (parts[0] !== "factors") return undefined;
  if (parts.length === 1) return method === "POST" ? enroll : undefined;
  const [, factorId, action] = parts;
  if (parts.length === 2 && method === "DELETE") return (call) => unenroll(call, factorId);
  if (parts.length === 3 && method === "POST" && action === "challenge") {
    return (call) => challenge(call, factorId);
  }
  if (parts.length === 3 && method === "POST" && action === "verify") {
    return (call) => verify(call, factorId);
  }
  return undefined;
}

const insufficientAal = (status: number, message: string) =>
  new AuthError(status, "insufficient_aal", message);

async function sessionIsAal2(call: AuthCall, sessionId: string): Promise<boolean> {
  const claims = await sessionMethodClaims(call.options.sql, sessionId);
  return claims.some((c) => c.method === "totp");
}

const EnrollBody = z.object({
  factor_type: z.string().max(20),
  friendly_name: z.string().max(200).optional(),
  issuer: z.string().max(200).optional(),
});

async function enroll(call: AuthCall): Promise<Response> {
  const { user, claims } = await authenticate(call);
  const body = await readBody(call.req, EnrollBody);
  if (body.factor_type === "phone") {
    throw new AuthError(422, "mfa_phone_enroll_not_enabled", "MFA enroll is disabled for Phone");
  }
  if (body.factor_type === "webauthn") {
    throw new AuthError(
      422,
      "mfa_webauthn_enroll_not_enabled",
      "MFA enroll is disabled for WebAuthn",
    );
  }
  if (body.factor_type !== "totp") {
    throw validationFailed("factor_type needs to be totp, phone, or webauthn");
  }
  const { sql } = call.options;
  const friendlyName = body.friendly_name?.trim() ?? "";
  const factors = await listFactors(sql, user.id);
  if (friendlyName && factors.some((f) => f.friendly_name === friendlyName)) {
    throw new AuthError(
      422,
      "mfa_factor_name_conflict",
      `A factor with the friendly name "${friendlyName}" for this user already exists`,
    );
  }
  if (factors.length >= MAX_FACTORS) {
    throw new AuthError(
      422,
      "too_many_enrolled_mfa_factors",
      "Maximum number of verified factors reached, unenroll to continue",
    );
  }
  // Adding a factor to an account that has one takes that factor first.
  if (
    factors.some((f) => f.status === "verified") && !(await sessionIsAal2(call, claims.session_id))
  ) {
    throw insufficientAal(403, "AAL2 required to enroll a new factor");
  }
  const key = newTotpKey(body.issuer?.trim() || issuerHost(call), user.email);
  const id = await insertTotpFactor(sql, {
    userId: user.id,
    friendlyName,
    secret: key.secret,
    now: nowOf(call.options),
  });
  return Response.json({
    id,
    type: "totp",
    friendly_name: friendlyName,
    totp: { qr_code: await qrCodeSvg(key.uri), secret: key.secret, uri: key.uri },
  });
}

/**
 * GoTrue names the site (SITE_URL's host) as the issuer an authenticator app shows: the
 * configured site, never the request's Host header.
 */
function issuerHost(call: AuthCall): string {
  return siteOf(call.options).host;
}

async function ownedFactor(call: AuthCall, userId: string, factorId: string) {
  if (!UUID.test(factorId)) {
    throw new AuthError(404, "validation_failed", "factor_id must be an UUID");
  }
  const factor = await findOwnedFactor(call.options.sql, userId, factorId);
  if (!factor) throw new AuthError(404, "mfa_factor_not_found", "Factor not found");
  return factor;
}

async function challenge(call: AuthCall, factorId: string): Promise<Response> {
  const { user } = await authenticate(call);
  const factor = await ownedFactor(call, user.id, factorId);
  if (factor.factor_type !== "totp") throw notFound();
  const now = nowOf(call.options);
  const id = await insertChallenge(call.options.sql, {
    factorId: factor.id,
    address: call.clientAddress,
    now,
    expirySeconds: CHALLENGE_EXPIRY_SECONDS,
  });
  return Response.json({
    id,
    type: "totp",
    expires_at: Math.floor(now.getTime() / 1000) + CHALLENGE_EXPIRY_SECONDS,
  });
}

const VerifyBody = z.object({
  challenge_id: z.string().max(100),
  code: z.string().max(100).optional(),
});

async function verify(call: AuthCall, factorId: string): Promise<Response> {
  const { user, claims } = await authenticate(call);
  const factor = await ownedFactor(call, user.id, factorId);
  const body = await readBody(call.req, VerifyBody);
  if (!body.code) throw validationFailed("Code needs to be non-empty");
  const { sql, limits } = call.options;
  const found = UUID.test(body.challenge_id)
    ? await findChallenge(sql, factor.id, body.challenge_id)
    : undefined;
  if (!found) {
    throw new AuthError(
      422,
      "mfa_factor_not_found",
      "MFA factor with the provided challenge ID not found",
    );
  }
  if (found.verified_at || !(await sameAddress(sql, found.ip_address, call.clientAddress))) {
    throw new AuthError(
      422,
      "mfa_ip_address_mismatch",
      "Challenge and verify IP addresses mismatch.",
    );
  }
  const now = nowOf(call.options);
  if (now.getTime() > found.created_at.getTime() + CHALLENGE_EXPIRY_SECONDS * 1000) {
    await deleteChallenge(sql, found.id);
    throw new AuthError(
      422,
      "mfa_challenge_expired",
      `MFA challenge ${found.id} has expired, verify against another challenge or create a new challenge.`,
    );
  }
  // Codes are throttled as passwords are: per account and per client address, admitted
  // and counted before the comparison (attempts-store.ts), so guessing six digits in
  // parallel gets no further than guessing them one by one.
  const admission = await admitAttempt(
    sql,
    `totp:${user.id}`,
    call.clientAddress,
    limits,
    () => nowOf(call.options),
  );
  if (!admission.allowed) throw tooManyAttempts(admission.retryAfterSeconds);
  const step = factor.secret ? matchingTotpStep(factor.secret, body.code, now) : null;
  const last = step === null ? null : await lastAcceptedStep(sql, factor.id);
  // A code already used (or older than one used) counts as a wrong one.
  if (step === null || (last !== null && step <= last)) {
    throw new AuthError(422, "mfa_verification_failed", "Invalid TOTP code entered");
  }
  await markAttemptSucceeded(sql, admission.attemptId);
  const raised = await sql.begin(async (tx) => {
    await auditAs(tx, claims.session_id, call.clientAddress);
    return await raiseSessionWithFactor(tx, {
      userId: user.id,
      sessionId: claims.session_id,
      factorId: factor.id,
      challengeId: found.id,
      step,
      now,
    });
  });
  if (raised === "replayed") {
    throw new AuthError(422, "mfa_verification_failed", "Invalid TOTP code entered");
  }
  if (!raised) {
    throw new AuthError(
      403,
      "session_not_found",
      "Session from session_id claim in JWT does not exist",
    );
  }
  const fresh = (await findUserById(sql, user.id)) ?? user;
  return Response.json(
    await issueSession(call, fresh, {
      sessionId: claims.session_id,
      refreshToken: raised.refreshToken,
      createdAt: raised.sessionCreatedAt,
    }),
  );
}

async function unenroll(call: AuthCall, factorId: string): Promise<Response> {
  const { user, claims } = await authenticate(call);
  const factor = await ownedFactor(call, user.id, factorId);
  // Turning a working factor off takes that second factor first.
  if (factor.status === "verified" && !(await sessionIsAal2(call, claims.session_id))) {
    throw insufficientAal(422, "AAL2 required to unenroll verified factor");
  }
  await call.options.sql.begin(async (tx) => {
    await auditAs(tx, claims.session_id, call.clientAddress);
    await deleteFactor(tx, user.id, factor.id);
  });
  return Response.json({ id: factor.id });
}
