import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { getCurrentTenant } from "@/lib/session/tenant";

// Same origin by default: the local stack (and the Vite dev proxy) answer /auth/v1 there.
export const supabaseUrl: string = import.meta.env.VITE_SUPABASE_URL ?? window.location.origin;
export const supabaseAnonKey: string = import.meta.env.VITE_SUPABASE_ANON_KEY ?? "local-anon-key";
const url = supabaseUrl;
const anonKey = supabaseAnonKey;

const clients = new Map<string, SupabaseClient>();

function storageKeyOf(tenant: string | null): string {
  return `sb-routinely-${tenant || "none"}-auth-token`;
}

/**
 * The sign-in client of one organisation. Each tenant keeps its own session under its own
 * storage key, so two tabs can be signed into two organisations — even as two different
 * identities — while new tabs of the same organisation stay signed in.
 */
export function authClient(tenant: string | null = getCurrentTenant()): SupabaseClient {
  const key = tenant ?? "";
  let client = clients.get(key);
  if (!client) {
    client = createClient(url, anonKey, {
      auth: {
        storageKey: storageKeyOf(key),
        persistSession: true,
        autoRefreshToken: true,
        detectSessionInUrl: true,
        flowType: "pkce",
      },
    });
    clients.set(key, client);
  }
  return client;
}

/**
 * Whether the tenant's session has passed only its first factor while the account has a
 * second one (supabase-js: nextLevel aal2 above currentLevel). Such a session is not yet
 * a sign-in: the login page asks for the code first. Read from the stored session, no
 * request.
 */
export async function sessionNeedsSecondFactor(
  tenant: string | null = getCurrentTenant(),
): Promise<boolean> {
  const { data, error } = await authClient(tenant).auth.mfa.getAuthenticatorAssuranceLevel();
  return !error && data?.nextLevel === "aal2" && data.currentLevel !== "aal2";
}

/** The access token of the identity signed into the tenant, or null when there is none. */
export async function getAccessToken(
  tenant: string | null = getCurrentTenant(),
): Promise<string | null> {
  const { data } = await authClient(tenant).auth.getSession();
  return data.session?.access_token ?? null;
}

/**
 * Hands the session of one tenant's client (or of the tenantless client, tenant null) to
 * another tenant's: a new organisation's first Admin keeps the identity they created it
 * with. The source forgets it without telling the server: both sharing one rotating
 * refresh token would end the session at the next refresh (reuse detection).
 */
export async function moveSession(from: string | null, to: string): Promise<boolean> {
  const source = authClient(from);
  const { data } = await source.auth.getSession();
  const session = data.session;
  if (!session) return false;
  await source.auth.stopAutoRefresh();
  try {
    localStorage.removeItem(storageKeyOf(from));
  } catch {
    // Storage unavailable: the source keeps a copy it will never use in this tab.
  }
  const { error } = await authClient(to).auth.setSession({
    access_token: session.access_token,
    refresh_token: session.refresh_token,
  });
  return !error;
}
