/**
 * What a task write changes, decided before anything is written, so that a write that
 * would change nothing writes nothing (no row, no history). Pure.
 */
import type { SeriesRule, StoredTask, Task } from "../../domain/tasks/types.ts";
import type { TaskChanges } from "../../db/tasks/write-tasks.ts";
import type { z } from "zod";
import type { updateTaskSchema } from "./task-input.ts";

type UpdateFields = Omit<z.output<typeof updateTaskSchema>, "id" | "handle">;

/** The given fields that differ from the task as it is now. */
export function changesOf(task: Task, input: UpdateFields): TaskChanges {
  const changes: TaskChanges = {};
  if (input.name !== undefined && input.name !== task.name) changes.name = input.name;
  if (input.description !== undefined && input.description !== task.description) {
    changes.description = input.description;
  }
  if (input.userId !== undefined && input.userId !== task.personId) {
    changes.personId = input.userId;
  }
  if (input.dueDate !== undefined && input.dueDate !== task.dueDate) {
    changes.dueDate = input.dueDate;
  }
  if (input.status !== undefined && input.status !== task.status) changes.status = input.status;
  return changes;
}

export function isEmpty(changes: TaskChanges): boolean {
  return Object.keys(changes).length === 0;
}

/**
 * A stored occurrence after a "this and following" rule: each field that still holds
 * what the series gave it (`generated`, the occurrence as the series made it before the
 * rule) takes the rule's value; a field someone set on this one task keeps their value.
 * Its init_handle follows the rule when it followed the series.
 */
export function followRule(row: StoredTask, generated: Task, rule: SeriesRule): TaskChanges {
  const changes: TaskChanges = {};
  if (row.personId === generated.personId && row.personId !== rule.assigneeId) {
    changes.personId = rule.assigneeId;
  }
  if (row.name === generated.name && row.name !== rule.name) changes.name = rule.name;
  if (row.description === generated.description && row.description !== rule.description) {
    changes.description = rule.description;
  }
  if (row.initHandle === generated.initHandle && row.initHandle !== rule.fromHandle) {
    changes.initHandle = rule.fromHandle;
  }
  return changes;
}
