/**
 * The task sheet's form: add a manual task, edit one task, or edit a series from one
 * occurrence on ("this and following"). Messages are i18n keys (FormField translates them).
 */
import { z } from "zod";
import { isIsoDate } from "@shared/dates/index.ts";
import { TASK_STATUSES } from "@shared/query/index.ts";
import {
  type CreateTaskInput,
  type FutureTaskInput,
  type Task,
  type UpdateTaskInput,
  taskRef,
} from "@/components/tasks";

export const EDIT_SCOPES = ["only", "following"] as const;
export type EditScope = (typeof EDIT_SCOPES)[number];

export const NAME_MAX = 255;

const strictSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "tasks.sheet.nameRequired")
    .max(NAME_MAX, "tasks.sheet.nameTooLong"),
  description: z.string().trim(),
  userId: z.string().min(1, "tasks.sheet.personRequired"),
  processId: z.string(),
  dueDate: z
    .string()
    .min(1, "tasks.sheet.dueDateRequired")
    .refine((value) => isIsoDate(value), "tasks.sheet.dueDateInvalid"),
  status: z.enum(TASK_STATUSES),
  scope: z.enum(EDIT_SCOPES),
});

/**
 * A User changes only the status (docs/product.md#roles-and-permissions): the other fields are not shown, so they must
 * not stop the form (a task with no person, say).
 */
const statusOnlySchema = z.object({
  name: z.string(),
  description: z.string(),
  userId: z.string(),
  processId: z.string(),
  dueDate: z.string(),
  status: z.enum(TASK_STATUSES),
  scope: z.enum(EDIT_SCOPES),
});

export type TaskFormMode = "create" | "edit" | "status";

export function taskFormSchema(mode: TaskFormMode): typeof strictSchema {
  return mode === "status" ? (statusOnlySchema as unknown as typeof strictSchema) : strictSchema;
}

export type TaskFormInput = z.input<typeof strictSchema>;
export type TaskFormValues = z.output<typeof strictSchema>;

export function taskFormDefaults(task: Task | undefined, today: string): TaskFormInput {
  return {
    name: task?.name ?? "",
    description: task?.description ?? "",
    userId: task?.userId ? String(task.userId) : "",
    processId: task?.processId ? String(task.processId) : "",
    dueDate: task?.dueDate ?? today,
    status: task?.status ?? "NotStarted",
    scope: "only",
  };
}

/** A task of a schedule's series, which "this and following" can change. */
export function isSeriesTask(task: Task): boolean {
  return !task.isManuallyCreated && task.processId !== null && task.processId !== undefined;
}

export function toCreateInput(values: TaskFormValues): CreateTaskInput {
  return {
    name: values.name,
    description: values.description,
    userId: Number(values.userId),
    processId: values.processId ? Number(values.processId) : null,
    dueDate: values.dueDate,
    status: values.status,
  };
}

/** Only this task: the fields that changed, and how the task is named (id or handle). */
export function toUpdateInput(task: Task, values: TaskFormValues): UpdateTaskInput | null {
  const input: UpdateTaskInput = taskRef(task);
  if (values.name !== task.name) input.name = values.name;
  if (values.description !== task.description) input.description = values.description;
  if (Number(values.userId) !== task.userId) input.userId = Number(values.userId);
  if (values.dueDate !== task.dueDate) input.dueDate = values.dueDate;
  if (values.status !== task.status) input.status = values.status;
  return Object.keys(input).length > 1 ? input : null;
}

/**
 * This and following: person, name and description only, and only those that changed,
 * so the rule does not freeze what the series would carry anyway.
 */
export function toFutureInput(task: Task, values: TaskFormValues): FutureTaskInput | null {
  const input: FutureTaskInput = { handle: task.handle };
  if (values.name !== task.name) input.name = values.name;
  if (values.description !== task.description) input.description = values.description;
  if (Number(values.userId) !== task.userId) input.userId = Number(values.userId);
  return Object.keys(input).length > 1 ? input : null;
}
