import { type AuthCall, issuerOf, nowOf } from "./context.ts";
import { signAccessToken } from "./jwt.ts";
import { listFactors, sessionMethodClaims } from "./mfa/factors-store.ts";
import { sessionMethod } from "./sessions-store.ts";
import { accessTokenClaims, type AuthUserRow, sessionJson } from "./token-shapes.ts";

/**
 * Signs a fresh access token for a session and answers GoTrue's session JSON. The
 * token's `aal` and `amr` come from what the session passed (auth.mfa_amr_claims), so a
 * refreshed token keeps the level its session reached; the user carries its factors.
 */
export async function issueSession(
  call: AuthCall,
  user: AuthUserRow,
  session: { sessionId: string; refreshToken: string; createdAt: Date },
) {
  const { options } = call;
  // The token names the method of its session (organisations choose which methods they allow).
  const provider = await sessionMethod(options.sql, session.sessionId);
  const methodClaims = await sessionMethodClaims(options.sql, session.sessionId);
  const factors = await listFactors(options.sql, user.id);
  const claims = accessTokenClaims({
    user,
    sessionId: session.sessionId,
    issuer: issuerOf(call),
    nowSeconds: Math.floor(nowOf(options).getTime() / 1000),
    expiresInSeconds: options.jwtExpirySeconds,
    signedInAtSeconds: Math.floor(session.createdAt.getTime() / 1000),
    signInProvider: provider,
    methodClaims,
  });
  const accessToken = await signAccessToken(claims, options.jwtSecret);
  return sessionJson({
    accessToken,
    refreshToken: session.refreshToken,
    claims,
    expiresInSeconds: options.jwtExpirySeconds,
    user: { ...user, factors },
  });
}
