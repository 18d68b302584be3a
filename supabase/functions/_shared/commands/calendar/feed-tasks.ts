/**
 * One person's tasks for their calendar feed, read by the system actor of their
 * organisation (the feed's caller has no session). The engine runs as read-tasks.ts runs
 * a person's own list (currentUserTasks): the same source, the same default terms (no
 * skipped occurrences), the same order, narrowed to `assigneeId` — but over one loaded
 * source (the person's part of the organisation, db/tasks/task-source.ts `person`), paged
 * through the whole range, so the feed is one consistent snapshot.
 */
import { loadTasks } from "../../db/tasks/task-source-cache.ts";
import { toTaskRecords } from "../../db/tasks/task-records.ts";
import type { TaskRecord } from "../../db/tasks/person-tasks.ts";
import { authorize } from "../authorize.ts";
import type { RequestContext } from "../context.ts";

/** As the API's lists: at most this many tasks per page. */
export const FEED_PAGE_SIZE = 1000;

export async function listFeedTasks(
  ctx: RequestContext,
  personId: number,
  range: { from: string; to: string },
  today: string,
): Promise<TaskRecord[]> {
  authorize(ctx, "read", "task");
  // The system reads the whole organisation, as admins do; the person's part of it is enough.
  const { source, lister } = await loadTasks(
    ctx.tx,
    ctx.orgId,
    { ...range, person: personId },
    { shareable: true },
  );
  const out: TaskRecord[] = [];
  for (let offset = 0;; offset += FEED_PAGE_SIZE) {
    const page = lister.list({
      terms: [],
      from: range.from,
      to: range.to,
      today,
      assigneeId: personId,
      sortBy: "dueDate",
      isDesc: false,
      offset,
      limit: FEED_PAGE_SIZE,
    });
    out.push(...await toTaskRecords(ctx.tx, ctx.orgId, source, page.nodes, today));
    if (page.nodes.length < FEED_PAGE_SIZE || offset + FEED_PAGE_SIZE >= page.totalCount) break;
  }
  return out;
}
