/**
 * The public addresses links are built from. SUPABASE_URL is where the functions are
 * reached (/functions/v1/…): Supabase gives it to every edge function, and the local
 * stack sets it to its own URL (local/stack.ts). The web app is at SITE_URL (Supabase's
 * name for the app's address; set it as a function secret when the app is hosted
 * elsewhere); on the local stack it is the stack itself, which serves the app at /.
 */

function env(name: string): string | undefined {
  try {
    return Deno.env.get(name)?.trim() || undefined;
  } catch {
    // No --allow-env: behave as unset.
    return undefined;
  }
}

function origin(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname.replace(/\/+$/, "")}`;
  } catch {
    return undefined;
  }
}

/** Where /functions/v1 is served; `fallback` (the request's origin) when unset. */
export function functionsBaseUrl(fallback: string): string {
  return origin(env("SUPABASE_URL")) ?? fallback;
}

/** Where the web app is served; the functions' base when SITE_URL is unset. */
export function appBaseUrl(fallback: string): string {
  return origin(env("SITE_URL")) ?? functionsBaseUrl(fallback);
}
