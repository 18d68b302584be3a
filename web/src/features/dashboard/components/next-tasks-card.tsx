import { useQueryClient } from "@tanstack/react-query";
import { CalendarCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { TaskStatusSelect, type Task } from "@/components/tasks";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { NEXT_TASKS_COUNT, useNextTasks } from "../api/next-tasks";
import { statisticsKeys } from "../api/query-keys";
import { LoadError } from "./dashboard-states";
import { listHref } from "./list-links";
import { StatCard } from "./stat-card";

function NextTaskRow({
  task,
  today,
  onChanged,
}: {
  task: Task;
  today: string;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const late = task.dueDate < today;
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5">
      <div className="min-w-0 flex-1 basis-48">
        <Link
          // The task in its list, narrowed to its day: the sheet there edits everything else.
          to={listHref("/myTasks", { q: [task.handle], from: task.dueDate, to: task.dueDate })}
          className="font-medium hover:underline"
        >
          {task.name}
        </Link>
        <p className="text-xs text-muted-foreground">
          <span className={late ? "font-medium text-destructive" : undefined}>
            {t("dashboard.nextTasks.due", { date: task.dueDate })}
          </span>
          {task.process ? ` · ${task.process.processHandle}` : null}
        </p>
      </div>
      <TaskStatusSelect task={task} onChanged={onChanged} />
    </li>
  );
}

/** The caller's next open tasks, with the status changed in place (docs/dashboards.md#personal-dashboard). */
export function NextTasksCard({ today }: { today: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const query = useNextTasks(today);
  // A status change can end a task's lateness: the cards above count again.
  const refreshCounts = () => void client.invalidateQueries({ queryKey: statisticsKeys.all });

  return (
    <StatCard title={t("dashboard.nextTasks.title")} icon={CalendarCheck}>
      <p className="mb-2 text-sm text-muted-foreground">
        {t("dashboard.nextTasks.description", { count: NEXT_TASKS_COUNT })}
      </p>
      {query.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner label={t("dashboard.loading")} />
        </div>
      ) : query.isError ? (
        <LoadError
          what={t("dashboard.nextTasks.what")}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.nodes.length === 0 ? (
        <p className="rounded-lg border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
          {t("dashboard.nextTasks.empty")}
        </p>
      ) : (
        <ul className="divide-y">
          {query.data.nodes.map((task) => (
            <NextTaskRow key={task.handle} task={task} today={today} onChanged={refreshCounts} />
          ))}
        </ul>
      )}
      <Button asChild variant="outline" size="sm" className="mt-3">
        <Link to="/myTasks">{t("dashboard.nextTasks.all")}</Link>
      </Button>
    </StatCard>
  );
}
