/**
 * CORS for the API (/auth/v1 on the local stack, /functions/v1 everywhere). Only the
 * configured site origins (ALLOWED_ORIGINS, comma-separated) are answered with
 * Access-Control-Allow-Origin, and never with Access-Control-Allow-Credentials: access is
 * decided by bearer tokens, so no browser ever needs to send cookies here. Same-origin
 * calls need none of this; a foreign origin simply gets no CORS headers, so its browser
 * keeps the answer from the page.
 */

/** The headers supabase-js and the web app send (apikey, authorization, x-tenant, x-csv-import for an import, ...). */
export const CORS_ALLOW_HEADERS =
  "authorization, x-client-info, apikey, content-type, x-tenant, x-supabase-api-version, x-retry-count, x-csv-import";
const ALLOW_METHODS = "GET, POST, PUT, PATCH, DELETE, OPTIONS";
const EXPOSE_HEADERS = "content-length, content-type, retry-after, x-supabase-api-version";

/** `https://a.example/, http://b:8080` → normalised origins; throws on anything else. */
export function parseOrigins(list: string): string[] {
  return list.split(",").map((s) => s.trim()).filter(Boolean).map((entry) => {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw new Error(`not an origin: ${entry}`);
    }
    if (!/^https?:$/.test(url.protocol) || url.origin === "null") {
      throw new Error(`not an http(s) origin: ${entry}`);
    }
    return url.origin;
  });
}

let cached: { raw: string; origins: string[] } | undefined;

/** ALLOWED_ORIGINS as the functions read it (set by the local stack, or a Supabase secret). */
export function allowedOriginsFromEnv(): readonly string[] {
  const raw = Deno.env.get("ALLOWED_ORIGINS") ?? "";
  if (cached?.raw !== raw) {
    let origins: string[] = [];
    try {
      origins = parseOrigins(raw);
    } catch (error) {
      console.error(`ALLOWED_ORIGINS ignored: ${(error as Error).message}`);
    }
    cached = { raw, origins };
  }
  return cached.origins;
}

function allowedOrigin(req: Request, allowed: readonly string[]): string | undefined {
  const origin = req.headers.get("origin");
  return origin && allowed.includes(origin) ? origin : undefined;
}

/** The answer to a preflight: allowed origins only. */
export function corsPreflight(req: Request, allowed: readonly string[]): Response {
  const origin = allowedOrigin(req, allowed);
  if (!origin) {
    return Response.json({ code: 403, message: "Origin not allowed" }, {
      status: 403,
      headers: { vary: "Origin" },
    });
  }
  return new Response(null, {
    status: 204,
    headers: {
      "access-control-allow-origin": origin,
      "access-control-allow-methods": ALLOW_METHODS,
      // Echo what an allowed page asks for, so a new client header does not break sign-in.
      "access-control-allow-headers": req.headers.get("access-control-request-headers") ??
        CORS_ALLOW_HEADERS,
      "access-control-max-age": "86400",
      "content-length": "0",
      vary: "Origin, Access-Control-Request-Headers",
    },
  });
}

/** Sets (or removes) the CORS headers of an answer to `req`; copies immutable responses. */
export function withCorsHeaders(req: Request, res: Response, allowed: readonly string[]): Response {
  const out = mutable(res);
  const origin = allowedOrigin(req, allowed);
  for (const name of [...out.headers.keys()]) {
    if (name.startsWith("access-control-")) out.headers.delete(name);
  }
  const vary = out.headers.get("vary");
  if (!vary) out.headers.set("vary", "Origin");
  else if (!/\borigin\b/i.test(vary)) out.headers.set("vary", `${vary}, Origin`);
  if (origin) {
    out.headers.set("access-control-allow-origin", origin);
    out.headers.set("access-control-expose-headers", EXPOSE_HEADERS);
  }
  return out;
}

/** Responses from fetch() have immutable headers; copy those before touching them. */
function mutable(res: Response): Response {
  try {
    res.headers.delete("access-control-allow-credentials");
    return res;
  } catch {
    return new Response(res.body, {
      status: res.status,
      statusText: res.statusText,
      headers: new Headers(res.headers),
    });
  }
}
