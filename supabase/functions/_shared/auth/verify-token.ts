import { createRemoteJWKSet, decodeProtectedHeader, type JWTPayload, jwtVerify } from "jose";
import { z } from "zod";
import { AppError, MESSAGES, unauthorized } from "../http/app-error.ts";

/** The claims the API relies on, as Supabase Auth (and the local stack) issue them. */
export interface AccessClaims extends JWTPayload {
  sub: string;
  role: string;
  exp: number;
  /** The auth.sessions row the token belongs to; the API honours it while that row lives. */
  session_id: string;
  email?: string;
  app_metadata?: { provider?: string; providers?: string[] };
  /** Authenticator assurance level: "aal2" once the session passed a second factor. */
  aal?: string;
}

export interface TokenVerifierOptions {
  /** HS256 shared secret (JWT_SECRET / SUPABASE_JWT_SECRET). */
  jwtSecret?: string;
  /** JWKS of Supabase's asymmetric signing keys; used for tokens not signed with HS256. */
  jwksUrl?: string;
}

export type TokenVerifier = (token: string) => Promise<AccessClaims>;

// Tokens without an expiry or a session are refused: signing out could never end them.
const claimsSchema = z.object({
  sub: z.uuid(),
  exp: z.number(),
  session_id: z.uuid(),
  role: z.literal("authenticated"),
  email: z.string().optional(),
  app_metadata: z.object({ provider: z.string().optional() }).loose()
    .optional(),
}).loose();

/**
 * Reads the secret and JWKS address from the environment, as docs/configuration.md#secrets names
 * them.
 */
export function tokenVerifierOptionsFromEnv(): TokenVerifierOptions {
  return {
    jwtSecret: Deno.env.get("JWT_SECRET") ||
      Deno.env.get("SUPABASE_JWT_SECRET") || undefined,
    jwksUrl: Deno.env.get("SUPABASE_JWKS_URL") || undefined,
  };
}

/**
 * Builds a verifier that accepts only signed access tokens of an authenticated user
 * that carry an expiry (`exp`, not yet passed) and a session (`session_id`); anything
 * else is "Unauthorized" (never the reason, which would help someone forging tokens).
 */
export function createTokenVerifier(
  options: TokenVerifierOptions,
): TokenVerifier {
  const secret = options.jwtSecret ? new TextEncoder().encode(options.jwtSecret) : null;
  const jwks = options.jwksUrl ? createRemoteJWKSet(new URL(options.jwksUrl)) : null;
  if (!secret && !jwks) {
    throw new Error("JWT_SECRET (or SUPABASE_JWKS_URL) must be set");
  }

  return async (token) => {
    try {
      const { alg } = decodeProtectedHeader(token);
      let payload: JWTPayload;
      if (alg === "HS256" && secret) {
        ({ payload } = await jwtVerify(token, secret, {
          algorithms: ["HS256"],
          audience: "authenticated",
          requiredClaims: ["exp"],
        }));
      } else if (alg !== "HS256" && jwks) {
        ({ payload } = await jwtVerify(token, jwks, {
          algorithms: ["ES256", "RS256", "EdDSA"],
          audience: "authenticated",
          requiredClaims: ["exp"],
        }));
      } else {
        throw new Error(`no key for alg ${alg}`);
      }
      return claimsSchema.parse(payload) as AccessClaims;
    } catch (error) {
      throw unauthorizedBecause(error);
    }
  };
}

function unauthorizedBecause(cause: unknown): AppError {
  return new AppError("UNAUTHENTICATED", MESSAGES.unauthorized, { cause });
}

/** The token of an `Authorization: Bearer <token>` header, or null when there is none. */
export function bearerToken(req: Request): string | null {
  const header = req.headers.get("authorization");
  if (!header) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  if (!match) throw unauthorized();
  return match[1];
}
