/**
 * What the task mutations accept (schema/task.ts: CreateTaskInput, UpdateTaskInput,
 * FutureTaskInput), checked at the edge. The limits match app.tasks and
 * app.task_series_rules, so the database never has to refuse what passed here.
 */
import { z } from "zod";
import { isIsoDate, isOutOfRangeDate, outOfRangeMessage } from "../../domain/dates/calendar.ts";

/** Explicit nulls from GraphQL mean "not given" for fields that cannot be empty. */
const absentIfNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === null ? undefined : value), schema);

const idSchema = z.number().int().positive("Id must be a positive number.");

/** A manual handle is "m-" and 16 hex digits, a generated one about 40 characters. */
const handleSchema = z.string().max(200, "A task handle is at most 200 characters.");

const nameSchema = z.string().trim()
  .min(1, "Name is required.")
  .max(300, "Name must be at most 300 characters.");

const descriptionSchema = z.string().max(10000, "Description must be at most 10000 characters.");

const dueDateSchema = z.string().trim().refine(
  (v): boolean => !isOutOfRangeDate(v),
  { error: (issue) => `${outOfRangeMessage("dueDate", String(issue.input))}.`, abort: true },
).refine(isIsoDate, "dueDate must be a real date written YYYY-MM-DD.");

const statusSchema = z.enum(["NotStarted", "InProgress", "Complete"]);

export const createTaskSchema = z.strictObject({
  name: nameSchema,
  description: absentIfNull(descriptionSchema.optional()),
  processId: idSchema.nullish(),
  userId: idSchema,
  dueDate: dueDateSchema,
  status: absentIfNull(statusSchema.optional()),
});

/** The task by id or by handle; only the fields given change. */
export const updateTaskSchema = z.strictObject({
  id: absentIfNull(idSchema.optional()),
  handle: absentIfNull(handleSchema.optional()),
  name: absentIfNull(nameSchema.optional()),
  description: absentIfNull(descriptionSchema.optional()),
  userId: absentIfNull(idSchema.optional()),
  dueDate: absentIfNull(dueDateSchema.optional()),
  status: absentIfNull(statusSchema.optional()),
});

/** The fields of UpdateTaskInput only admins and managers may give. */
export const MANAGED_TASK_FIELDS = ["name", "description", "userId", "dueDate"] as const;

export const futureTaskSchema = z.strictObject({
  handle: handleSchema,
  userId: absentIfNull(idSchema.optional()),
  name: absentIfNull(nameSchema.optional()),
  description: absentIfNull(descriptionSchema.optional()),
});

export const taskRefSchema = z.strictObject({
  id: absentIfNull(idSchema.optional()),
  handle: absentIfNull(handleSchema.optional()),
});

/** Why an occurrence is skipped: trimmed; blank is no reason. */
export const MAX_SKIP_REASON = 500;
export const skipReasonSchema = z.string().trim()
  .max(MAX_SKIP_REASON, `reason must be at most ${MAX_SKIP_REASON} characters.`)
  .transform((v) => v === "" ? null : v);

export const removeTaskSchema = z.strictObject({
  id: absentIfNull(idSchema.optional()),
  handle: absentIfNull(handleSchema.optional()),
  reason: absentIfNull(skipReasonSchema.optional()),
});

/** updateTasks takes at most this many at once (each is a write with its own checks). */
export const MAX_BULK_TASKS = 1000;

export type CreateTaskInput = z.input<typeof createTaskSchema>;
export type UpdateTaskInput = z.input<typeof updateTaskSchema>;
export type FutureTaskInput = z.input<typeof futureTaskSchema>;
export type TaskRef = z.input<typeof taskRefSchema>;
export type RemoveTaskInput = z.input<typeof removeTaskSchema>;
