/**
 * A person's own calendar feed (docs/organisations.md#calendar-feed): whether they made one, and
 * when. The URL is not answered again: only its token's hash is stored.
 */
import { readFeed } from "../../db/calendar/calendar-feeds.ts";
import { authorizeOwn } from "../authorize.ts";
import type { RequestContext } from "../context.ts";

export interface CalendarFeedRecord {
  /** Only when the feed was just made: it holds the token. */
  url: string | null;
  /** ISO 8601 */
  createdAt: string;
}

/**
 * Whoever may read their own tasks may publish them: every person (User, Manager,
 * Admin); never the system actor, which is no person.
 */
export function authorizeOwnFeed(ctx: RequestContext) {
  return authorizeOwn(ctx, "read", "myTask");
}

export async function readMyCalendarFeed(ctx: RequestContext): Promise<CalendarFeedRecord | null> {
  const me = authorizeOwnFeed(ctx);
  const feed = await readFeed(ctx.tx, ctx.orgId, me.id);
  return feed ? { url: null, createdAt: feed.createdAt } : null;
}
