import type { ColumnDef } from "@tanstack/react-table";
import type { TFunction } from "i18next";
import { type Task, TaskStatusSelect } from "@/components/tasks";
import { TaskStateMarker } from "./late-marker";

/** Hidden below md, where the task's own cell names the person instead. */
const WIDE_ONLY = "max-md:hidden";

/**
 * The list's columns; their ids are the server's sortBy keys (dueDate, name, assignee,
 * status). On a phone the person folds into the task's cell and the late badge goes
 * under the date, so the status select needs less sideways scrolling to reach.
 */
export function taskColumns(t: TFunction): ColumnDef<Task>[] {
  return [
    {
      id: "dueDate",
      accessorKey: "dueDate",
      header: t("tasks.columns.dueDate"),
      enableSorting: true,
      meta: { cellClassName: "whitespace-nowrap tabular-nums" },
      cell: ({ row }) => (
        <span className="inline-flex flex-wrap items-center gap-2 max-md:flex-col max-md:items-start max-md:gap-1">
          <time dateTime={row.original.dueDate}>{row.original.dueDate}</time>
          <TaskStateMarker task={row.original} />
        </span>
      ),
    },
    {
      id: "name",
      accessorKey: "name",
      header: t("tasks.columns.name"),
      enableSorting: true,
      meta: { cellClassName: "min-w-40" },
      cell: ({ row }) => {
        const task = row.original;
        return (
          <div className="grid gap-0.5">
            <span className="font-medium">{task.name}</span>
            <span className="text-xs text-muted-foreground">
              {task.process
                ? `${task.process.processHandle} · ${task.process.name}`
                : t("tasks.manual")}
            </span>
            <span className="text-xs text-muted-foreground md:hidden">
              {task.assignee?.name ?? "—"}
            </span>
          </div>
        );
      },
    },
    {
      id: "assignee",
      header: t("tasks.columns.assignee"),
      enableSorting: true,
      meta: { headerClassName: WIDE_ONLY, cellClassName: `whitespace-nowrap ${WIDE_ONLY}` },
      cell: ({ row }) => row.original.assignee?.name ?? "—",
    },
    {
      id: "status",
      header: t("tasks.columns.status"),
      enableSorting: true,
      cell: ({ row }) => <TaskStatusSelect task={row.original} />,
    },
  ];
}
