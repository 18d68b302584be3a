import { createClient, type SupabaseClient } from "@supabase/supabase-js";
import { getCurrentTenant } from "@/lib/session/tenant";

// Same origin by default: the local stack (and the Vite dev proxy) answer /auth/v1 there.
export const supabaseUrl: string = import.meta.env.VITE_SUPABASE_URL ?? window.location.origin;
export const supabaseAnonKey: string = import.meta.env.VITE_SUPABASE_ANON_KEY ?? "local-anon-key";
const url = supabaseUrl;
const anonKey = supabaseAnonKey;

const clients = new Map<string, SupabaseClient>();

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
        storageKey: `sb-routinely-${key || "none"}-auth-token`,
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

/** The access token of the identity signed into the tenant, or null when there is none. */
export async function getAccessToken(
  tenant: string | null = getCurrentTenant(),
): Promise<string | null> {
  const { data } = await authClient(tenant).auth.getSession();
  return data.session?.access_token ?? null;
}
