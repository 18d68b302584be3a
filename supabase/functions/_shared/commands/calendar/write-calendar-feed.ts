/**
 * Making, replacing and stopping a person's own calendar feed
 * (docs/organisations.md#calendar-feed). A reset stores the hash of a new random token in place of
 * the old one, so the old URL stops working in the same commit; the new URL is answered this once.
 */
import { deleteFeed, orgPrefix, replaceFeed } from "../../db/calendar/calendar-feeds.ts";
import { feedUrl, hashFeedToken, newFeedToken } from "../../domain/calendar/feed-url.ts";
import type { RequestContext } from "../context.ts";
import { authorizeOwnFeed, type CalendarFeedRecord } from "./read-calendar-feed.ts";

/** `functionsBase`: the public origin /functions/v1 is served from (http/public-url.ts). */
export async function resetMyCalendarFeed(
  ctx: RequestContext,
  functionsBase: string,
): Promise<CalendarFeedRecord> {
  const me = authorizeOwnFeed(ctx);
  const token = newFeedToken();
  const [feed, prefix] = await Promise.all([
    hashFeedToken(token).then((hash) => replaceFeed(ctx.tx, ctx.orgId, me.id, hash)),
    orgPrefix(ctx.tx, ctx.orgId),
  ]);
  return { url: feedUrl(functionsBase, prefix, token), createdAt: feed.createdAt };
}

/** True when there was a feed to stop. */
export async function removeMyCalendarFeed(ctx: RequestContext): Promise<boolean> {
  const me = authorizeOwnFeed(ctx);
  return await deleteFeed(ctx.tx, ctx.orgId, me.id);
}
