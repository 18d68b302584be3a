import * as client from "openid-client";
import { type AuthCall, nowOf } from "../context.ts";
import { AuthError } from "../errors.ts";
import { completeFlow, deleteFlow, type FlowRow, takeFlowByState } from "./flow-store.ts";
import { findOrCreateOAuthUser } from "./oauth-users.ts";
import { redirect, type RedirectError, withCode, withError } from "./redirects.ts";
import { PROVIDER_NAMES, verifiedEmail } from "./verified-email.ts";

/** A refusal the person sees on the app's login page. */
class SignInRefused extends Error {
  constructor(readonly failure: RedirectError) {
    super(failure.description);
  }
}

/**
 * GET /callback?code=…&state=… from the provider: uses up the flow's state, exchanges the
 * provider's code (openid-client verifies the ID token: signature, issuer, audience,
 * expiry, nonce), requires a verified email, finds or creates the account, and sends the
 * browser back to the app with a single-use auth code for /token?grant_type=pkce.
 * Without a valid state there is no flow to return to: a JSON error, as Supabase Auth.
 */
export async function callback(call: AuthCall): Promise<Response> {
  const { sql } = call.options;
  const state = call.url.searchParams.get("state");
  if (!state) throw new AuthError(400, "bad_oauth_callback", "OAuth state parameter missing");
  const lookup = await takeFlowByState(sql, state, nowOf(call.options));
  if (lookup.kind === "unknown") {
    throw new AuthError(400, "bad_oauth_state", "OAuth callback with invalid state");
  }
  const flow = lookup.flow;
  if (lookup.kind === "expired") {
    return redirect(withError(flow.redirect_to, {
      error: "invalid_request",
      errorCode: "bad_oauth_state",
      description: "The sign-in took too long. Please sign in again.",
    }));
  }
  try {
    const userId = await authenticate(call, flow, state);
    const authCode = crypto.randomUUID();
    await completeFlow(sql, flow.id, userId, authCode, nowOf(call.options));
    return redirect(withCode(flow.redirect_to, authCode));
  } catch (error) {
    await deleteFlow(sql, flow.id);
    if (error instanceof SignInRefused) return redirect(withError(flow.redirect_to, error.failure));
    const name = PROVIDER_NAMES[flow.provider] ?? flow.provider;
    // openid-client's reasons (a bad signature, a wrong nonce, …) are for the log.
    console.error(`auth: ${flow.provider} callback failed:`, error);
    return redirect(withError(flow.redirect_to, {
      error: "server_error",
      errorCode: "bad_oauth_callback",
      description: `Signing in with ${name} failed. Please try again.`,
    }));
  }
}

async function authenticate(call: AuthCall, flow: FlowRow, state: string): Promise<string> {
  const params = call.url.searchParams;
  const providerError = params.get("error");
  if (providerError) {
    // The person cancelled, or the provider refused (e.g. consent denied).
    throw new SignInRefused({
      error: providerError,
      description: params.get("error_description") ||
        `${PROVIDER_NAMES[flow.provider]} did not sign you in (${providerError}).`,
    });
  }
  const config = await call.options.oauthProviders!.configuration(flow.provider);
  // The token request repeats the authorization request's redirect_uri (RFC 6749 4.1.3).
  const current = new URL(flow.provider_redirect_uri);
  current.search = call.url.search;
  const tokens = await client.authorizationCodeGrant(config, current, {
    pkceCodeVerifier: flow.provider_code_verifier,
    expectedState: state,
    expectedNonce: flow.nonce,
    idTokenExpected: true,
  });
  const claims = (tokens.claims() ?? {}) as Record<string, unknown>;
  const check = verifiedEmail(flow.provider, claims);
  if (!check.ok) {
    throw new SignInRefused({
      error: "access_denied",
      errorCode: check.errorCode,
      description: check.message,
    });
  }
  const user = await findOrCreateOAuthUser(call.options.sql, {
    email: check.email,
    provider: flow.provider,
    userMetadata: userMetadata(flow.provider, claims, check.email),
  });
  return user.id;
}

/** The user metadata Supabase Auth keeps from a provider's profile. */
function userMetadata(provider: string, claims: Record<string, unknown>, email: string) {
  const text = (
    value: unknown,
  ) => (typeof value === "string" && value.length <= 1000 ? value : undefined);
  const name = text(claims.name);
  const picture = text(claims.picture);
  return Object.fromEntries(
    Object.entries({
      iss: text(claims.iss),
      sub: text(claims.sub),
      provider_id: text(claims.sub),
      email,
      email_verified: true,
      phone_verified: false,
      name,
      full_name: name,
      picture,
      avatar_url: picture,
      provider,
    }).filter(([, value]) => value !== undefined),
  );
}
