import { graphql } from "@/lib/gql";
import type { TaskFieldsFragment } from "@/lib/gql/graphql";
import { STATUS_DISPLAY_NAMES, TASK_STATUSES } from "@shared/query/index.ts";

export type {
  CreateTaskInput,
  FutureTaskInput,
  TaskStatus,
  UpdateTaskInput,
} from "@/lib/gql/graphql";

/**
 * A task as the list, the calendar and the sheet need it (docs/product.md#tasks). `id` is null for
 * an occurrence never stored: `handle` is what identifies a task everywhere on the screen.
 */
export type Task = TaskFieldsFragment;
export type TaskChange = Task["history"][number];

/** The statuses in their workflow order, with the names people read (docs/task-engine.md#task-states). */
export const STATUS_OPTIONS = TASK_STATUSES.map((value) => ({
  value,
  label: STATUS_DISPLAY_NAMES[value],
}));
export const statusName = (status: Task["status"]) => STATUS_DISPLAY_NAMES[status];

/** Every task query selects these, so the caches hold one shape. */
export const TASK_FIELDS = graphql(`
  fragment TaskFields on Task {
    id
    handle
    init_handle
    name
    description
    processId
    userId
    dueDate
    status
    is_late
    is_missed
    deleted
    skipReason
    updated_at
    isManuallyCreated
    updatedBy {
      id
      name
    }
    assignee {
      id
      name
    }
    process {
      id
      name
      processHandle
    }
    history {
      at
      by {
        id
        name
      }
      changes {
        field
        from
        to
      }
    }
  }
`);

/** Names one row for people and screen readers: several tasks share a name. */
export function taskLabel(task: Pick<Task, "name" | "dueDate" | "assignee">): string {
  return [task.name, task.dueDate, task.assignee?.name].filter(Boolean).join(", ");
}

/** How updateTask and removeTask name a task: by id once stored, else by its handle. */
export function taskRef(task: Pick<Task, "id" | "handle">): { id: number } | { handle: string } {
  return task.id !== null && task.id !== undefined ? { id: task.id } : { handle: task.handle };
}
