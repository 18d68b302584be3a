/**
 * CORS for /auth/v1 and /functions/v1, as Supabase answers it: any origin, and the
 * headers supabase-js sends (apikey, authorization, x-client-info, x-tenant, ...).
 * Access is decided by tokens, never by cookies, so a wildcard origin leaks nothing.
 */
const ALLOW_HEADERS =
  "authorization, x-client-info, apikey, content-type, x-tenant, x-supabase-api-version, x-retry-count";
const ALLOW_METHODS = "GET, POST, PUT, PATCH, DELETE, OPTIONS";

export function preflight(req: Request): Response {
  return new Response(null, {
    status: 204,
    headers: {
      "access-control-allow-origin": "*",
      "access-control-allow-methods": ALLOW_METHODS,
      // Echo what the browser asks for, so a new client header does not break sign-in.
      "access-control-allow-headers": req.headers.get("access-control-request-headers") ??
        ALLOW_HEADERS,
      "access-control-max-age": "86400",
    },
  });
}

/** Adds CORS headers unless the handler set its own. */
export function withCors(res: Response): Response {
  const out = mutable(res);
  if (!out.headers.has("access-control-allow-origin")) {
    out.headers.set("access-control-allow-origin", "*");
    out.headers.set(
      "access-control-expose-headers",
      "content-length, content-type, retry-after, x-supabase-api-version",
    );
  }
  return out;
}

/** Responses from fetch() have immutable headers; copy those before touching them. */
function mutable(res: Response): Response {
  try {
    res.headers.set("vary", res.headers.get("vary") ?? "Origin");
    return res;
  } catch {
    return new Response(res.body, {
      status: res.status,
      statusText: res.statusText,
      headers: new Headers(res.headers),
    });
  }
}
