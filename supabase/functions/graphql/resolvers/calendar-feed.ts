import { readMyCalendarFeed } from "../../_shared/commands/calendar/read-calendar-feed.ts";
import {
  removeMyCalendarFeed,
  resetMyCalendarFeed,
} from "../../_shared/commands/calendar/write-calendar-feed.ts";
import { functionsBaseUrl } from "../../_shared/http/public-url.ts";
import { type GraphqlContext as Ctx, inSavepoint, memberOf } from "../server/context.ts";

/** The caller's private calendar feed (docs/organisations.md#calendar-feed); the feed itself is functions/calendar. */
export const calendarFeedResolvers = {
  Query: {
    myCalendarFeed: (_: unknown, __: unknown, ctx: Ctx) => readMyCalendarFeed(memberOf(ctx)),
  },
  Mutation: {
    resetMyCalendarFeed: (_: unknown, __: unknown, ctx: Ctx) =>
      inSavepoint(
        ctx,
        (m) => resetMyCalendarFeed(m, functionsBaseUrl(new URL(ctx.request.url).origin)),
      ),
    removeMyCalendarFeed: (_: unknown, __: unknown, ctx: Ctx) =>
      inSavepoint(ctx, (m) => removeMyCalendarFeed(m)),
  },
};
