/**
 * The send-reminders function (docs/reminders.md#scheduling) as a plain fetch handler:
 *
 * - `POST /functions/v1/send-reminders` with `Authorization: Bearer <REMINDERS_SECRET or
 *   the service role key>`: one scheduler tick — enqueue what is due (the SQL entry point
 *   pg_cron also runs) and send it. On Supabase a cron job calls it every minute; the
 *   local stack calls the same code directly (local/reminders/scheduler.ts).
 * - `POST …/unsubscribe?token=…` (RFC 8058 one-click; the body may be
 *   `List-Unsubscribe=One-Click`): no session, no cookies; the token alone unsubscribes
 *   its person, once.
 * - `GET …/unsubscribe?token=…`: mail scanners follow GET links, so it changes nothing and
 *   redirects to the web page /unsubscribe, which shows whom it concerns and asks to
 *   confirm; the page reads `GET …/unsubscribe/subject?token=…` and then POSTs.
 *
 * An unknown, spent or expired token is the same 404 everywhere.
 */
import { sharedSql, type Sql } from "../_shared/db/client.ts";
import {
  findUnsubscribeSubject,
  unsubscribeByToken,
} from "../_shared/db/reminders/unsubscribe-tokens.ts";
import { hashFeedToken } from "../_shared/domain/calendar/feed-url.ts";
import { isUnsubscribeToken } from "../_shared/domain/reminders/unsubscribe-url.ts";
import { allowedOriginsFromEnv, corsPreflight, withCorsHeaders } from "../_shared/http/cors.ts";
import { appBaseUrl, functionsBaseUrl } from "../_shared/http/public-url.ts";
import { type Mailer, mailerFromEnv, mailFromEnv } from "../_shared/mail/mod.ts";
import { databaseUnavailable } from "../_shared/http/unavailable-response.ts";
import { runReminders } from "../_shared/reminders/send-due.ts";
import { type SmsSender, smsSenderFromEnv } from "../_shared/sms/mod.ts";

export interface SendRemindersOptions {
  sql?: Sql;
  /** Default from the environment (mailerFromEnv); the local stack hands in its own. */
  mailer?: Mailer;
  /** Default from the environment (smsSenderFromEnv); the local stack hands in its own. */
  sms?: SmsSender;
  appBase?: string;
  functionsBase?: string;
  /** Default ALLOWED_ORIGINS; the local stack hands in its own. */
  allowedOrigins?: readonly string[];
  mailFrom?: string;
  /** Who may trigger a run; default REMINDERS_SECRET and SUPABASE_SERVICE_ROLE_KEY. */
  runSecrets?: string[];
  now?: () => Date;
}

export type Handler = (req: Request) => Promise<Response>;

const NO_STORE = { "cache-control": "no-store", "referrer-policy": "no-referrer" };

function json(status: number, body: unknown): Response {
  return Response.json(body, { status, headers: NO_STORE });
}

const INVALID = () =>
  json(404, { code: "NOT_FOUND", message: "This unsubscribe link is not valid any more." });

function envSecrets(): string[] {
  return ["REMINDERS_SECRET", "SUPABASE_SERVICE_ROLE_KEY"]
    .map((name) => Deno.env.get(name)?.trim() ?? "")
    .filter((s) => s.length >= 16);
}

/** Constant-time comparison of the bearer token with each configured secret. */
function hasSecret(req: Request, secrets: string[]): boolean {
  const given = /^Bearer (.+)$/.exec(req.headers.get("authorization") ?? "")?.[1] ?? "";
  const a = new TextEncoder().encode(given);
  return secrets.some((secret) => {
    const b = new TextEncoder().encode(secret);
    if (a.length !== b.length) return false;
    let diff = 0;
    for (let i = 0; i < a.length; i++) diff |= a[i] ^ b[i];
    return diff === 0;
  });
}

async function tokenOf(req: Request, url: URL): Promise<string | null> {
  let token = url.searchParams.get("token");
  if (!token && req.method === "POST") {
    const type = req.headers.get("content-type") ?? "";
    if (type.includes("application/x-www-form-urlencoded")) {
      token = new URLSearchParams(await req.text()).get("token");
    } else if (type.includes("application/json")) {
      token = ((await req.json().catch(() => ({}))) as { token?: string }).token ?? null;
    }
  }
  return isUnsubscribeToken(token) ? token : null;
}

/**
 * `{"now": "<ISO 8601>"}` in the run's body sets its clock, only where
 * REMINDERS_ALLOW_CLOCK=1 (an end-to-end test's stack): a real deployment always runs at
 * the real time.
 */
async function chosenClock(
  req: Request,
  env: Record<string, string | undefined>,
): Promise<(() => Date) | undefined> {
  if (env.REMINDERS_ALLOW_CLOCK !== "1") return undefined;
  const body = await req.json().catch(() => ({})) as { now?: unknown };
  const at = typeof body.now === "string" ? new Date(body.now) : null;
  return at && !Number.isNaN(at.getTime()) ? () => at : undefined;
}

export function createSendRemindersHandler(options: SendRemindersOptions = {}): Handler {
  let pool = options.sql;
  let mailer = options.mailer;
  let sms = options.sms;
  const db = () => pool ??= sharedSql();

  async function route(req: Request): Promise<Response> {
    const url = new URL(req.url);
    const parts = url.pathname.split("/").filter(Boolean);
    const at = parts.lastIndexOf("send-reminders");
    const rest = (at >= 0 ? parts.slice(at + 1) : parts).join("/");

    if (rest === "") {
      if (req.method !== "POST") return json(405, { code: "METHOD", message: "Use POST" });
      if (!hasSecret(req, options.runSecrets ?? envSecrets())) {
        return json(401, { code: "UNAUTHENTICATED", message: "Unauthorized" });
      }
      const env = Deno.env.toObject();
      mailer ??= mailerFromEnv(env);
      sms ??= smsSenderFromEnv(env);
      const report = await runReminders({
        sql: db(),
        mailer,
        sms,
        now: options.now ?? await chosenClock(req, env),
        appBase: options.appBase ?? appBaseUrl(url.origin),
        functionsBase: options.functionsBase ?? functionsBaseUrl(url.origin),
        mailFrom: options.mailFrom ?? mailFromEnv(env),
      });
      return json(200, report);
    }

    if (rest === "unsubscribe/subject" && req.method === "GET") {
      const token = await tokenOf(req, url);
      if (!token) return INVALID();
      const subject = await findUnsubscribeSubject(db(), await hashFeedToken(token));
      return subject ? json(200, subject) : INVALID();
    }

    if (rest === "unsubscribe") {
      if (req.method === "GET" || req.method === "HEAD") {
        // Changes nothing: the page asks the person to confirm.
        const token = url.searchParams.get("token") ?? "";
        const page = new URL(`${options.appBase ?? appBaseUrl(url.origin)}/unsubscribe`);
        if (isUnsubscribeToken(token)) page.searchParams.set("token", token);
        return new Response(null, { status: 303, headers: { location: page.href, ...NO_STORE } });
      }
      if (req.method === "POST") {
        const token = await tokenOf(req, url);
        if (!token) return INVALID();
        const done = await unsubscribeByToken(db(), await hashFeedToken(token));
        return done ? json(200, { unsubscribed: true }) : INVALID();
      }
      return json(405, { code: "METHOD", message: "Use GET or POST" });
    }
    return json(404, { code: "NOT_FOUND", message: "Not found" });
  }

  return async (req: Request): Promise<Response> => {
    const allowed = options.allowedOrigins ?? allowedOriginsFromEnv();
    if (req.method === "OPTIONS") return corsPreflight(req, allowed);
    try {
      return withCorsHeaders(req, await route(req), allowed);
    } catch (error) {
      const unavailable = databaseUnavailable("send-reminders", error);
      if (unavailable) {
        const res = json(503, { code: "UNAVAILABLE", message: unavailable.message });
        res.headers.set("retry-after", unavailable.headers["retry-after"]);
        return withCorsHeaders(req, res, allowed);
      }
      console.error("send-reminders:", error);
      return withCorsHeaders(
        req,
        json(500, { code: "INTERNAL", message: "Internal error" }),
        allowed,
      );
    }
  };
}
