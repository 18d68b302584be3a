/**
 * A request its client abandoned (navigated away, closed the tab: the connection closed
 * before the answer). Nothing is wrong on our side and nobody reads the answer, so it is one
 * short line in the log, never a stack trace.
 */
export function isAbandoned(req: Request, error?: unknown): boolean {
  if (req.signal.aborted) return true;
  return error instanceof Error && error.name === "AbortError";
}

/** The one line, and an answer for nobody (499: client closed request, as nginx logs it). */
export function abandoned(where: string, req: Request): Response {
  console.log(`${where}: ${req.method} ${new URL(req.url).pathname} abandoned by the client`);
  return new Response(null, { status: 499 });
}
