/**
 * The client address a request is counted against (organisation sign-up limits): the
 * first x-forwarded-for entry, which the hosted platform and the local stack
 * (local/server/app.ts, which overwrites what the client sent) set to the caller's
 * address; "unknown" without one, so such requests share one count.
 */
export function clientAddressOf(request: Request): string {
  const first = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return first ? first.slice(0, 100) : "unknown";
}
