import { type AuthCall, issuerOf } from "../context.ts";
import { allowedRedirect, siteOf } from "../redirect-allow-list.ts";

/** Where providers send the person back: registered with them as the redirect URI. */
export function callbackUrl(call: Pick<AuthCall, "options">): string {
  return `${issuerOf(call)}/callback`;
}

/**
 * The app address a sign-in returns to. As Supabase Auth's redirect allow-list, only an
 * address the configuration allows (allowedRedirect): an open redirect would hand the
 * auth code to another site. Anything else falls back to the site, as Supabase Auth falls
 * back to its SITE_URL. The request's own Host decides nothing.
 */
export function redirectTarget(raw: string | null, call: Pick<AuthCall, "options">): string {
  return (allowedRedirect(call.options, raw) ?? siteOf(call.options)).href;
}

/** A 302 the app handler may still add headers to (Response.redirect's are immutable). */
export function redirect(location: string): Response {
  return new Response(null, { status: 302, headers: { location } });
}

/** The app address with the auth code, which supabase-js exchanges (PKCE flow). */
export function withCode(redirectTo: string, code: string): string {
  const url = new URL(redirectTo);
  url.searchParams.set("code", code);
  return url.href;
}

export interface RedirectError {
  error: string;
  errorCode?: string;
  description: string;
}

/**
 * The app address with a failure, in the query and the fragment as Supabase Auth sends
 * it; supabase-js reports `error_description` as the sign-in error.
 */
export function withError(redirectTo: string, failure: RedirectError): string {
  const url = new URL(redirectTo);
  const params = new URLSearchParams({ error: failure.error });
  if (failure.errorCode) params.set("error_code", failure.errorCode);
  params.set("error_description", failure.description);
  for (const [name, value] of params) url.searchParams.set(name, value);
  url.hash = params.toString();
  return url.href;
}
