/**
 * The Content-Security-Policy of the web app, built from the index.html actually served:
 * each inline script (the skin script that runs before first paint) is allowed by the
 * sha256 of its text, so editing it can never leave a stale hash behind.
 */

/** The text of every `<script>` without `src`, as the browser hashes it. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (!/\bsrc\s*=/i.test(match[1])) scripts.push(match[2]);
  }
  return scripts;
}

export async function sha256Source(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return `'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'`;
}

/**
 * - scripts: the app's own files and the hashed inline ones, nothing else;
 * - styles: 'unsafe-inline' because sonner (toasts) and react-remove-scroll (Radix dialogs)
 *   insert <style> elements at run time; styles cannot run code;
 * - connections: this origin, plus the Supabase URL the build talks to when it is another.
 */
export async function contentSecurityPolicy(
  html: string,
  connectSources: readonly string[] = [],
): Promise<string> {
  const hashes = await Promise.all(inlineScripts(html).map(sha256Source));
  return [
    "default-src 'self'",
    `script-src 'self'${hashes.map((h) => ` ${h}`).join("")}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    `connect-src ${["'self'", ...connectSources].join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Headers every answer of the web app carries. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-content-type-options": "nosniff",
};
