import { errors, jwtVerify, SignJWT } from "jose";
import { badJwt } from "./errors.ts";
import { type AccessTokenClaims, AUDIENCE } from "./token-shapes.ts";

const encoder = new TextEncoder();

export async function signAccessToken(claims: AccessTokenClaims, secret: string): Promise<string> {
  return await new SignJWT(claims).setProtectedHeader({ alg: "HS256", typ: "JWT" }).sign(
    encoder.encode(secret),
  );
}

/** Verifies an HS256 access token; a bad one becomes GoTrue's 403 bad_jwt. */
export async function verifyAccessToken(token: string, secret: string): Promise<AccessTokenClaims> {
  try {
    const { payload } = await jwtVerify(token, encoder.encode(secret), {
      algorithms: ["HS256"],
      audience: AUDIENCE,
    });
    if (typeof payload.sub !== "string" || typeof payload.session_id !== "string") {
      throw badJwt("token is missing the sub or session_id claim");
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
