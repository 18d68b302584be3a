import { errors, jwtVerify, SignJWT } from "jose";
import { AuthError, badJwt } from "./errors.ts";
import { type AccessTokenClaims, AUDIENCE } from "./token-shapes.ts";

const encoder = new TextEncoder();

export async function signAccessToken(claims: AccessTokenClaims, secret: string): Promise<string> {
  return await new SignJWT(claims).setProtectedHeader({ alg: "HS256", typ: "JWT" }).sign(
    encoder.encode(secret),
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Verifies an HS256 access token; a bad one becomes GoTrue's 403 bad_jwt. A token must
 * expire and belong to a session (`exp`, `session_id`): one without either could never
 * be ended by signing out.
 */
export async function verifyAccessToken(token: string, secret: string): Promise<AccessTokenClaims> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), {
      algorithms: ["HS256"],
      audience: AUDIENCE,
      requiredClaims: ["exp", "sub", "session_id"],
    });
    if (
      typeof payload.sub !== "string" || typeof payload.session_id !== "string" ||
      !UUID.test(payload.sub) || !UUID.test(payload.session_id)
    ) {
      throw badJwt("token has invalid sub or session_id claim");
    }
    return payload as unknown as AccessTokenClaims;
  } catch (error) {
    if (error instanceof errors.JWTExpired) {
      throw badJwt("token has invalid claims: token is expired");
    }
    if (error instanceof errors.JOSEError) throw badJwt(error.message);
    throw error;
  }
}

/**
 * A service-role key (GoTrue's admin endpoints, e.g. POST /invite): an HS256 token of the
 * same secret whose `role` is service_role, as Supabase's service key is. It carries no
 * user or session; an expired or otherwise signed one is GoTrue's 403 bad_jwt.
 */
export async function verifyServiceRoleKey(token: string, secret: string): Promise<void> {
  let role: unknown;
  try {
    ({ payload: { role } } = await jwtVerify(token, encoder.encode(secret), {
      algorithms: ["HS256"],
    }));
  } catch (error) {
    if (error instanceof errors.JOSEError) throw badJwt(error.message);
    throw error;
  }
  if (role !== "service_role") throw new AuthError(403, "not_admin", "User not allowed");
}
