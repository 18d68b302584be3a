import type { AuthHandler } from "../auth/router.ts";
import {
  BodyError,
  BodyTimeoutError,
  DEFAULT_BODY_DEADLINE_MS,
  limitRequestBody,
} from "../../supabase/functions/_shared/http/body-limit.ts";
import {
  allowedOriginsFromEnv,
  corsPreflight,
  withCorsHeaders,
} from "../../supabase/functions/_shared/http/cors.ts";
import type { FunctionsRouter } from "./functions-router.ts";
import { databaseUnavailable } from "../../supabase/functions/_shared/http/unavailable-response.ts";
import { abandoned, isAbandoned } from "../../supabase/functions/_shared/http/abandoned.ts";
import { MAILBOX_PATH, type MailboxHandler } from "./mailbox/mailbox-handler.ts";

/** Sign-in, sign-up and profile bodies are a few hundred bytes; nothing more is read. */
export const AUTH_BODY_LIMIT = 16 * 1024;

/**
 * /auth/v1 answers that carry tokens or a user (or, for /authorize and /callback, a
 * redirect with a state or an auth code): never kept by a cache.
 */
const NO_STORE_AUTH_PATHS = new Set([
  "/token",
  "/user",
  "/signup",
  "/logout",
  "/authorize",
  "/callback",
  "/verify",
  "/recover",
  "/resend",
]);

export interface AppDeps {
  auth: AuthHandler;
  functions: FunctionsRouter;
  serveStatic: (req: Request, url: URL) => Promise<Response>;
  /** The local mailbox at /mailbox; absent when mail goes out through SMTP. */
  mailbox?: MailboxHandler;
  logRequests: boolean;
  trustProxy: boolean;
  /** Origins answered with CORS headers; default ALLOWED_ORIGINS (the stack hands in its own). */
  allowedOrigins?: () => readonly string[];
  /** How long an /auth/v1 body may take to arrive (default 10 s). */
  bodyDeadlineMs?: number;
}

/** The one HTTP entry of the local stack: /auth/v1, /functions/v1, /mailbox, else the web app. */
export function createAppHandler(deps: AppDeps) {
  const origins = deps.allowedOrigins ?? allowedOriginsFromEnv;
  const deadlineMs = deps.bodyDeadlineMs ?? DEFAULT_BODY_DEADLINE_MS;

  return async function handle(req: Request, info: Deno.ServeHandlerInfo): Promise<Response> {
    const started = performance.now();
    const url = new URL(req.url);
    let res: Response;
    try {
      res = await route(req, url, clientAddress(req, info, deps.trustProxy), peerAddress(info));
    } catch (error) {
      const unavailable = databaseUnavailable(`${req.method} ${url.pathname}`, error);
      if (isAbandoned(req, error)) {
        res = abandoned("stack", req);
      } else if (unavailable) {
        res = Response.json({ code: "UNAVAILABLE", message: unavailable.message }, unavailable);
      } else {
        console.error(`${req.method} ${url.pathname} failed:`, error);
        res = Response.json({ code: "INTERNAL", message: "Internal server error" }, {
          status: 500,
        });
      }
    }
    if (deps.logRequests) {
      const ms = (performance.now() - started).toFixed(1);
      console.log(
        `${new Date().toISOString()} ${req.method} ${url.pathname} ${res.status} ${ms}ms`,
      );
    }
    return res;
  };

  async function route(
    req: Request,
    url: URL,
    address: string,
    peer: string,
  ): Promise<Response> {
    const path = url.pathname;
    if (path === "/auth/v1" || path.startsWith("/auth/v1/")) {
      if (req.method === "OPTIONS") return corsPreflight(req, origins());
      const authPath = path.slice("/auth/v1".length) || "/";
      let res: Response;
      try {
        // Refused before anything is parsed: a sign-in cannot make the process buffer 100 MB.
        const limited = await limitRequestBody(req, AUTH_BODY_LIMIT, { deadlineMs });
        res = await deps.auth(limited, authPath, address);
      } catch (error) {
        if (!(error instanceof BodyError)) throw error;
        res = bodyRefused(error);
      }
      if (NO_STORE_AUTH_PATHS.has(authPath.replace(/\/+$/, ""))) {
        res.headers.set("cache-control", "no-store");
      }
      return withCorsHeaders(req, res, origins());
    }
    if (path.startsWith("/functions/v1/")) {
      if (req.method === "OPTIONS") return corsPreflight(req, origins());
      const name = path.slice("/functions/v1/".length).split("/")[0];
      return withCorsHeaders(
        req,
        await deps.functions.handle(withClientAddress(req, address), name),
        origins(),
      );
    }
    if (deps.mailbox && (path === MAILBOX_PATH || path.startsWith(`${MAILBOX_PATH}/`))) {
      return await deps.mailbox(req, url, peer);
    }
    return await deps.serveStatic(req, url);
  }
}

/** GoTrue's error shape; a body that timed out also ends the connection. */
function bodyRefused(error: BodyError): Response {
  const timedOut = error instanceof BodyTimeoutError;
  const codes: Record<number, string> = {
    408: "request_timeout",
    413: "request_too_large",
    400: "bad_json",
  };
  return Response.json(
    { code: error.status, error_code: codes[error.status], msg: error.message },
    { status: error.status, headers: timedOut ? { connection: "close" } : {} },
  );
}

/** The address of the connection itself, whatever headers a proxy adds. */
function peerAddress(info: Deno.ServeHandlerInfo): string {
  return (info.remoteAddr as Deno.NetAddr).hostname ?? "unknown";
}

/**
 * The functions see the caller's address as on the hosted platform: the first
 * x-forwarded-for entry (graphql/server/client-address.ts). What the client sent there is
 * replaced, so no one picks the address their attempts count against.
 */
function withClientAddress(req: Request, address: string): Request {
  const headers = new Headers(req.headers);
  headers.set("x-forwarded-for", address);
  return new Request(req, { headers });
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
