import { authClient } from "@/lib/supabase";

/**
 * Whether the login page is the end of a Google or Microsoft sign-in: the auth server
 * sends the browser back to /login/<tenant> with `?code=` (PKCE) or with an error.
 */
export function isOAuthReturn(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has("code") || params.has("error_description");
}

/**
 * Lets the tenant's supabase-js client finish the sign-in (it exchanges the code with
 * the verifier it stored before leaving, detectSessionInUrl). Resolves null once a session
 * exists, else the reason to show (the auth server's own text, or `incomplete`).
 */
export async function finishOAuthSignIn(
  tenant: string,
  incomplete: string,
): Promise<string | null> {
  const auth = authClient(tenant).auth;
  const { error } = await auth.initialize();
  if (error) return error.message;
  const { data } = await auth.getSession();
  return data.session ? null : incomplete;
}
