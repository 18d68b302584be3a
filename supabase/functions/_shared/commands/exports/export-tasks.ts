/**
 * The task lists (/tasks and /myTasks) as CSV, with the list's range, q and sort and
 * its access (a User's /myTasks holds only their own). Tasks have no import format;
 * the columns name the task, its process and person by handle, and say whether it is
 * late and missed by the one rule (domain/tasks/late.ts, as TaskRecord.is_late and is_missed
 * carry it).
 */
import { peopleHandles } from "../../db/people/people-handles.ts";
import type { TaskRecord } from "../../db/tasks/person-tasks.ts";
import { STATUS_DISPLAY_NAMES } from "../../domain/query/terms.ts";
import type { RequestContext } from "../context.ts";
import { openTaskList, type TaskListArgs } from "../tasks/read-tasks.ts";
import { exportCsv, type ExportLimits } from "./export-csv.ts";

export const TASK_EXPORT_COLUMNS = [
  "handle",
  "name",
  "processHandle",
  "peopleHandle",
  "dueDate",
  "status",
  "late",
  "missed",
] as const;

export type ExportTasksArgs = Omit<TaskListArgs, "offset" | "limit">;

type TaskRow = { task: TaskRecord; peopleHandle: string | null };

export function taskExportCells({ task, peopleHandle }: TaskRow) {
  return {
    handle: task.handle,
    name: task.name,
    processHandle: task.process?.processHandle ?? "",
    peopleHandle: peopleHandle ?? "",
    dueDate: task.dueDate,
    status: STATUS_DISPLAY_NAMES[task.status],
    late: task.is_late ? "yes" : "no",
    missed: task.is_missed ? "yes" : "no",
  };
}

async function exportTaskList(
  ctx: RequestContext,
  args: ExportTasksArgs,
  mine: boolean,
  limits?: ExportLimits,
): Promise<string> {
  const read = await openTaskList(ctx, args, mine);
  return await exportCsv({
    columns: TASK_EXPORT_COLUMNS,
    readPage: async (page) => {
      const { nodes, totalCount } = await read(page);
      const ids = [...new Set(nodes.flatMap((t) => t.assignee ? [t.assignee.id] : []))];
      const handles = await peopleHandles(ctx.tx, ctx.orgId, ids);
      return {
        totalCount,
        nodes: nodes.map((task) => ({
          task,
          peopleHandle: task.assignee ? handles.get(task.assignee.id) ?? null : null,
        })),
      };
    },
    cells: taskExportCells,
    limits,
  });
}

/** The organisation's tasks (admins and managers), as `tasks` lists them. */
export async function exportTasks(
  ctx: RequestContext,
  args: ExportTasksArgs,
  limits?: ExportLimits,
): Promise<string> {
  return await exportTaskList(ctx, args, false, limits);
}

/** The caller's tasks (with d=org, the organisation's for admins and managers), as `myTasks`. */
export async function exportMyTasks(
  ctx: RequestContext,
  args: ExportTasksArgs,
  limits?: ExportLimits,
): Promise<string> {
  return await exportTaskList(ctx, args, true, limits);
}
