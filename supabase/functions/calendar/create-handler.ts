/**
 * The calendar feed as a plain fetch handler (docs/organisations.md#calendar-feed):
 * GET /functions/v1/calendar/<org prefix>/<token>.ics → text/calendar. Calendar clients
 * carry no session: the token is the credential (feed-by-token.ts). Anything that is not
 * a live feed answers the same bare 404, so the answer tells nothing about tokens or
 * organisations.
 */
import { feedByToken } from "../_shared/commands/calendar/feed-by-token.ts";
import { sharedSql, type Sql } from "../_shared/db/client.ts";
import { feedEvent } from "../_shared/domain/calendar/feed-events.ts";
import { parseFeedPath } from "../_shared/domain/calendar/feed-url.ts";
import { appBaseUrl } from "../_shared/http/public-url.ts";
import { databaseUnavailable } from "../_shared/http/unavailable-response.ts";
import { renderIcs } from "./render-ics.ts";

export interface CalendarHandlerOptions {
  /** Database pool; default: the shared pool of SUPABASE_DB_URL. */
  sql?: Sql;
  /**
   * Where the web app is (links back to tasks); default SITE_URL, SUPABASE_URL or the request's
   * origin.
   */
  appBase?: string;
  /** The feed's DTSTAMP (tests); default now. */
  now?: () => Date;
}

export type Handler = (req: Request) => Promise<Response>;

function plain(status: number, text: string, headers: Record<string, string> = {}): Response {
  return new Response(text, {
    status,
    headers: {
      "content-type": "text/plain; charset=utf-8",
      "cache-control": "no-store",
      ...headers,
    },
  });
}

export function createCalendarHandler(options: CalendarHandlerOptions = {}): Handler {
  let pool = options.sql;
  const now = options.now ?? (() => new Date());

  return async (req: Request): Promise<Response> => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      await req.body?.cancel().catch(() => {});
      return plain(405, "Method not allowed", { allow: "GET, HEAD" });
    }
    const url = new URL(req.url);
    const address = parseFeedPath(url.pathname);
    if (!address) return plain(404, "Not found");
    try {
      const feed = await feedByToken(pool ??= sharedSql(), address.prefix, address.token);
      if (!feed) return plain(404, "Not found");
      const appBase = options.appBase ?? appBaseUrl(url.origin);
      const body = renderIcs(feed.tasks.map((t) => feedEvent(t, appBase)), {
        name: `Routinely tasks (${feed.orgPrefix})`,
        stamp: now(),
      });
      return new Response(req.method === "HEAD" ? null : body, {
        headers: {
          "content-type": "text/calendar; charset=utf-8",
          "content-disposition": `inline; filename="routinely-${feed.orgPrefix}.ics"`,
          // One person's tasks: a browser or client may keep it for a while, no shared
          // cache may; a reset token stops working at the next fetch.
          "cache-control": "private, max-age=300",
          "x-content-type-options": "nosniff",
          "referrer-policy": "no-referrer",
        },
      });
    } catch (error) {
      const unavailable = databaseUnavailable("calendar", error);
      if (unavailable) return plain(503, unavailable.message, unavailable.headers);
      console.error("calendar:", error);
      return plain(500, "Internal error");
    }
  };
}
