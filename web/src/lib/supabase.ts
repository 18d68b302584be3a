import { createClient, type SupabaseClient } from "@supabase/supabase-js";

// Same origin by default: the local stack (and the Vite dev proxy) answer /auth/v1 there.
const url = import.meta.env.VITE_SUPABASE_URL ?? window.location.origin;
const anonKey = import.meta.env.VITE_SUPABASE_ANON_KEY ?? "local-anon-key";

export const supabase: SupabaseClient = createClient(url, anonKey, {
  auth: {
    persistSession: true,
    autoRefreshToken: true,
    detectSessionInUrl: true,
    flowType: "pkce",
  },
});

/** The access token of the signed-in identity, or null when nobody is signed in. */
export async function getAccessToken(): Promise<string | null> {
  const { data } = await supabase.auth.getSession();
  return data.session?.access_token ?? null;
}
