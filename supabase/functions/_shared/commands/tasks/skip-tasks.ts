/**
 * Skipping every unfinished occurrence of a date range (docs/task-engine.md#task-states): a
 * closure day, a shutdown. Admins, managers and the system; all or nothing (the mutation's
 * savepoint). The occurrences are those the organisation's task list keeps for the range and
 * the terms; stored ones are marked skipped, the others stored as generated and then marked,
 * so each has one history entry with who and why, as removeTask leaves.
 */
import { z } from "zod";
import { storeOccurrences, updateTaskRow } from "../../db/tasks/write-tasks.ts";
import { daysBetween, isIsoDate } from "../../domain/dates/calendar.ts";
import { badInput } from "../../http/app-error.ts";
import { authorizedInput } from "../checked-commands.ts";
import type { RequestContext } from "../context.ts";
import { unfinishedOccurrencesDue } from "./read-tasks.ts";
import { MAX_SKIP_REASON } from "./task-input.ts";

/** At most this many days (from and to included) and this many tasks at once. */
export const MAX_SKIP_DAYS = 366;
export const MAX_SKIP_TASKS = 10_000;

const dateSchema = (field: string) =>
  z.string().trim().refine(isIsoDate, `${field} must be a real date written YYYY-MM-DD.`);

const skipTasksSchema = z.strictObject({
  from: dateSchema("from"),
  to: dateSchema("to"),
  q: z.array(z.string().max(500, "A search term must be at most 500 characters.")).nullish()
    .transform((v) => v ?? []),
  reason: z.string().trim()
    .min(1, "reason is required: say why these tasks are skipped.")
    .max(MAX_SKIP_REASON, `reason must be at most ${MAX_SKIP_REASON} characters.`),
});
export type SkipTasksInput = z.input<typeof skipTasksSchema>;

/** How many occurrences were skipped. */
export async function skipTasks(ctx: RequestContext, raw: SkipTasksInput): Promise<number> {
  const input = authorizedInput(ctx, "delete", "task", skipTasksSchema, raw);
  if (input.to < input.from) throw badInput("to must be on or after from.", "to");
  const days = daysBetween(input.from, input.to) + 1;
  if (days > MAX_SKIP_DAYS) {
    throw badInput(
      `At most ${MAX_SKIP_DAYS} days are skipped at once; from ${input.from} to ${input.to} is ${days}.`,
      "to",
    );
  }
  const { tasks, more } = await unfinishedOccurrencesDue(ctx, input, MAX_SKIP_TASKS);
  if (more) {
    throw badInput(
      `More than ${MAX_SKIP_TASKS} unfinished tasks are due in this range: ` +
        "narrow the dates or the filter.",
      "q",
    );
  }
  const all = tasks.filter((t) => t.id !== null).map((t) => t.id!);
  const stored = await storeOccurrences(ctx.tx, ctx.orgId, tasks.filter((t) => t.id === null));
  all.push(...stored.values());
  if (all.length) {
    await updateTaskRow(ctx.tx, ctx.orgId, all, { deleted: true, skipReason: input.reason });
  }
  return all.length;
}
