/**
 * The one "late" rule (docs/task-engine.md#the-late-rule): a task is late when it is due before
 * today (the organisation's calendar day, dates/org-timezone.ts), not Complete and not deleted.
 * Its SQL twin is db/query/late.ts; every place that judges lateness uses one of the two. Pure.
 */
import type { TaskStatus } from "../query/terms.ts";

export interface LateFacts {
  /** YYYY-MM-DD */
  dueDate: string;
  status: TaskStatus;
  deleted: boolean;
}

export function isLate(task: LateFacts, today: string): boolean {
  return task.dueDate < today && task.status !== "Complete" && !task.deleted;
}
