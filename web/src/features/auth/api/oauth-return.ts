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
 * Why a Google or Microsoft sign-in that came back failed, or null. The route guard has
 * already let the tenant's supabase-js client exchange the code (detectSessionInUrl) and
 * signed the person in, or refused them with the API's reason; what is left is what
 * supabase-js reports: the auth server's error in the address, or a failed exchange.
 */
export async function oauthReturnError(tenant: string): Promise<string | null> {
  const { error } = await authClient(tenant).auth.initialize();
  return error ? error.message : null;
}
