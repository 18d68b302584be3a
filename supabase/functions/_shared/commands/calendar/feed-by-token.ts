/**
 * What the calendar function serves for a feed URL (docs/organisations.md#calendar-feed). The
 * token is looked up by its hash as `anon` (app.calendar_feed_owner; there is no session), then
 * the person's tasks are read as the system actor of THAT organisation only, so row-level security
 * still confines the read to it. A prefix that is not the token's organisation is no feed, so a
 * URL cannot be pointed at another tenant.
 */
import { findFeedOwner } from "../../db/calendar/calendar-feeds.ts";
import type { Sql } from "../../db/client.ts";
import type { TaskRecord } from "../../db/tasks/person-tasks.ts";
import { runAsAnonymous } from "../../db/request-transaction.ts";
import { feedRange } from "../../domain/calendar/feed-events.ts";
import { hashFeedToken } from "../../domain/calendar/feed-url.ts";
import { orgToday } from "../org-today.ts";
import { runAsSystem } from "../run-as-system.ts";
import { listFeedTasks } from "./feed-tasks.ts";

export interface FeedContent {
  orgPrefix: string;
  personId: number;
  /** The organisation's today and the range around it. */
  today: string;
  from: string;
  to: string;
  tasks: TaskRecord[];
}

/** Null for an unknown token, a turned-off person or another organisation's prefix. */
export async function feedByToken(
  sql: Sql,
  prefix: string,
  token: string,
): Promise<FeedContent | null> {
  const hash = await hashFeedToken(token);
  const owner = await runAsAnonymous(sql, (tx) => findFeedOwner(tx, hash));
  if (!owner || owner.orgPrefix.toLowerCase() !== prefix.toLowerCase()) return null;
  return await runAsSystem(sql, owner.orgId, async (ctx) => {
    const today = await orgToday(ctx);
    const range = feedRange(today);
    const tasks = await listFeedTasks(ctx, owner.personId, range, today);
    return { orgPrefix: owner.orgPrefix, personId: owner.personId, today, ...range, tasks };
  }, "calendar feed");
}
