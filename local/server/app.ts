import type { AuthHandler } from "../auth/router.ts";
import { preflight, withCors } from "./cors.ts";
import type { FunctionsRouter } from "./functions-router.ts";

export interface AppDeps {
  auth: AuthHandler;
  functions: FunctionsRouter;
  serveStatic: (req: Request, url: URL) => Promise<Response>;
  logRequests: boolean;
  trustProxy: boolean;
}

/** The one HTTP entry of the local stack: /auth/v1, /functions/v1, else the web app. */
export function createAppHandler(deps: AppDeps) {
  return async function handle(req: Request, info: Deno.ServeHandlerInfo): Promise<Response> {
    const started = performance.now();
    const url = new URL(req.url);
    let res: Response;
    try {
      res = await route(req, url, clientAddress(req, info, deps.trustProxy));
    } catch (error) {
      console.error(`${req.method} ${url.pathname} failed:`, error);
      res = Response.json({ code: "INTERNAL", message: "Internal server error" }, { status: 500 });
    }
    if (deps.logRequests) {
      const ms = (performance.now() - started).toFixed(1);
      console.log(
        `${new Date().toISOString()} ${req.method} ${url.pathname} ${res.status} ${ms}ms`,
      );
    }
    return res;
  };

  async function route(req: Request, url: URL, address: string): Promise<Response> {
    const path = url.pathname;
    if (path === "/auth/v1" || path.startsWith("/auth/v1/")) {
      if (req.method === "OPTIONS") return preflight(req);
      return withCors(await deps.auth(req, path.slice("/auth/v1".length) || "/", address));
    }
    if (path.startsWith("/functions/v1/")) {
      if (req.method === "OPTIONS") return preflight(req);
      const name = path.slice("/functions/v1/".length).split("/")[0];
      return withCors(await deps.functions.handle(req, name));
    }
    return await deps.serveStatic(req, url);
  }
}

/** The address sign-in attempts are counted against. */
function clientAddress(req: Request, info: Deno.ServeHandlerInfo, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = req.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  const addr = info.remoteAddr as Deno.NetAddr;
  return addr.hostname ?? "unknown";
}
