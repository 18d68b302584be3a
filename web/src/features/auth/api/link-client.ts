import { createClient, type SupabaseClient } from "@supabase/supabase-js";

const url = import.meta.env.VITE_SUPABASE_URL ?? window.location.origin;
const anonKey = import.meta.env.VITE_SUPABASE_ANON_KEY ?? "local-anon-key";

/**
 * A client for the emailed-link pages (forgot password, set a password, confirm an email):
 * its session (from verifyOtp) lives only in memory for the page, never in a tenant's
 * stored session, and is signed out once the password is set; the person then signs in
 * on /login/<tenant> like any other time. Implicit flow: these calls need no PKCE verifier
 * (a link may be opened in another browser than the one that asked for it).
 */
export function linkClient(): SupabaseClient {
  const memory = new Map<string, string>();
  return createClient(url, anonKey, {
    auth: {
      storageKey: "sb-routinely-link-auth-token",
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      flowType: "implicit",
      storage: {
        getItem: (key) => memory.get(key) ?? null,
        setItem: (key, value) => void memory.set(key, value),
        removeItem: (key) => void memory.delete(key),
      },
    },
  });
}
