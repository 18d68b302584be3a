/**
 * A page of the organisation's task list without loading the organisation's tasks
 * (docs/task-engine.md#counting-in-the-database): in due-date order from the catalogue and
 * counts of people (span-days.ts), in status, name and assignee order as groups of due-date
 * lists (span-orders.ts). The same page as the engine's (task-list.ts); the engine lists what
 * this cannot: one person's own list (read-tasks.ts gives it their part of the
 * organisation), terms that need each occurrence's person, an assignee page far from both
 * ends.
 */
import type { LoadedCatalogue } from "../../db/tasks/span-catalogue.ts";
import type { TaskListQuery, TaskListResult } from "../../domain/tasks/task-list.ts";
import type { Tx } from "../../db/client.ts";
import { dueDatePage, kept } from "./span-days.ts";
import { assigneeOrderPage, nameOrderPage, statusOrderPage } from "./span-orders.ts";

/** Whether the list is one this module pages (else the engine does). */
export function spanListable(query: TaskListQuery): boolean {
  return query.assigneeId === undefined && !query.storedOnly;
}

/** The page, or null when a term needs each occurrence's person (the engine lists it). */
export async function spanListPage(
  tx: Tx,
  orgId: number,
  catalogue: LoadedCatalogue,
  query: TaskListQuery,
): Promise<TaskListResult | null> {
  switch (query.sortBy) {
    case "status":
      return await kept(catalogue, query, () => statusOrderPage(tx, orgId, catalogue, query));
    case "name":
      return await kept(catalogue, query, () => nameOrderPage(tx, orgId, catalogue, query));
    case "assignee":
      return await kept(catalogue, query, () => assigneeOrderPage(tx, orgId, catalogue, query));
    default:
      return await dueDatePage(tx, orgId, catalogue, query);
  }
}
