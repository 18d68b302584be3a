import { createClient, type SupabaseClient } from "@supabase/supabase-js";

/**
 * supabase-js as a browser tab uses it, against `url`, with its session in memory (each
 * client its own tab) and nothing running in the background.
 */
export function memoryClient(url: string, key = "local-anon-key"): SupabaseClient {
  const store = new Map<string, string>();
  return createClient(url, key, {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      storage: {
        getItem: (k) => store.get(k) ?? null,
        setItem: (k, v) => void store.set(k, v),
        removeItem: (k) => void store.delete(k),
      },
    },
  });
}
