import * as client from "openid-client";
import { type AuthCall, nowOf } from "../context.ts";
import { AuthError, tooManyAttempts, validationFailed } from "../errors.ts";
import { type ChallengeMethod, FLOW_TTL_SECONDS, startFlow } from "./flow-store.ts";
import { callbackUrl, redirect, redirectTarget, withError } from "./redirects.ts";
import { PROVIDER_NAMES } from "./verified-email.ts";

/** What the ID token must show: who (openid), which email (email), a name (profile). */
const SCOPES = "openid email profile";

/** RFC 7636: 43–128 characters of the unreserved set. */
const PKCE_VALUE = /^[A-Za-z0-9._~-]{43,128}$/;

export const providerNotConfigured = () =>
  new AuthError(400, "provider_disabled", "Provider not configured on the local stack");

/**
 * GET /authorize?provider=google|azure&redirect_to=…&code_challenge=…&code_challenge_method=s256
 * as supabase-js signInWithOAuth sends it (flowType "pkce"): remembers the flow in the
 * database and sends the browser to the provider.
 */
export async function authorize(call: AuthCall): Promise<Response> {
  const params = call.url.searchParams;
  const provider = params.get("provider") ?? "";
  if (!Object.hasOwn(PROVIDER_NAMES, provider)) {
    throw validationFailed(`Unsupported provider: Provider ${provider} could not be found`);
  }
  const providers = call.options.oauthProviders;
  if (!providers?.isConfigured(provider)) throw providerNotConfigured();

  const codeChallenge = params.get("code_challenge") ?? "";
  const method = (params.get("code_challenge_method") ?? "").toLowerCase();
  if (!codeChallenge) {
    // The implicit flow would put tokens in the address bar; the app uses PKCE.
    throw validationFailed(
      "The local stack supports the PKCE flow only: code_challenge is required",
    );
  }
  if (!PKCE_VALUE.test(codeChallenge)) {
    throw validationFailed("code challenge has to be between 43 and 128 characters");
  }
  if (method !== "s256" && method !== "plain") {
    throw validationFailed("code challenge method not supported");
  }

  const redirectTo = redirectTarget(params.get("redirect_to"), call);
  let config: client.Configuration;
  try {
    config = await providers.configuration(provider);
  } catch (error) {
    // Unreachable provider: back to the login page, which shows why.
    console.error(`auth: discovery of ${provider} failed:`, error);
    return redirect(withError(redirectTo, {
      error: "temporarily_unavailable",
      errorCode: "provider_unavailable",
      description: `${
        PROVIDER_NAMES[provider]
      } sign-in is not available right now. Please try again in a moment.`,
    }));
  }
  const state = client.randomState();
  const nonce = client.randomNonce();
  const providerCodeVerifier = client.randomPKCECodeVerifier();
  const providerRedirectUri = callbackUrl(call);
  const started = await startFlow(call.options.sql, {
    provider,
    state,
    nonce,
    providerCodeVerifier,
    codeChallenge,
    codeChallengeMethod: method as ChallengeMethod,
    providerRedirectUri,
    redirectTo,
    clientAddress: call.clientAddress,
  }, nowOf(call.options));
  if (!started) throw tooManyAttempts(FLOW_TTL_SECONDS);
  const target = client.buildAuthorizationUrl(config, {
    redirect_uri: providerRedirectUri,
    scope: SCOPES,
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(providerCodeVerifier),
    code_challenge_method: "S256",
  });
  return redirect(target.href);
}
