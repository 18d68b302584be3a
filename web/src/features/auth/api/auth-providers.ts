import { useQuery } from "@tanstack/react-query";
import { supabaseAnonKey, supabaseUrl } from "@/lib/supabase";

export interface ConfiguredProviders {
  google: boolean;
  azure: boolean;
}

/**
 * Which identity providers the auth server has set up: GoTrue's GET /auth/v1/settings
 * `external` (Supabase Auth and the local stack answer the same). A button for a
 * provider that is not set up could only fail.
 */
async function fetchConfiguredProviders(): Promise<ConfiguredProviders> {
  const res = await fetch(`${supabaseUrl}/auth/v1/settings`, {
    headers: { apikey: supabaseAnonKey },
  });
  if (!res.ok) throw new Error(`auth settings answered ${res.status}`);
  const body = (await res.json()) as { external?: Record<string, unknown> };
  return { google: body.external?.google === true, azure: body.external?.azure === true };
}

export function useConfiguredProviders() {
  return useQuery({
    queryKey: ["authSettings"],
    queryFn: fetchConfiguredProviders,
    staleTime: 5 * 60_000,
    retry: false,
    // Without the answer the page offers what it knows works: email and password.
    meta: { silentError: true },
  });
}
