import { Ban, CalendarRange, CircleDashed, ListChecks, LoaderCircle, TimerOff } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { cn } from "@/lib/utils";
import type { LateTaskStatistics } from "../api/statistics-fields";
import { lateTasksHref, upcomingTasksHref, type DashboardScope } from "./list-links";
import { StatCard, StatList, StatRow } from "./stat-card";

/**
 * The tasks card (docs/dashboards.md#organisation-dashboard): how many tasks are late, "Task is late" at one and "Tasks are
 * late" otherwise, split by status; the open tasks due within the look-ahead; and, apart from
 * the late ones, the missed (lapsed) and the skipped occurrences.
 */
export function TasksCard({
  stats,
  scope,
  today,
  lookAheadDays,
}: {
  stats: LateTaskStatistics;
  scope: DashboardScope;
  today: string;
  lookAheadDays: number;
}) {
  const { t } = useTranslation();
  const list = t(scope === "organization" ? "dashboard.opens.tasks" : "dashboard.opens.myTasks");
  const lateWords = t("dashboard.tasks.late", { count: stats.allLate });
  const late = stats.allLate > 0;
  return (
    <StatCard
      title={t(
        scope === "organization" ? "dashboard.tasks.title" : "dashboard.tasks.titlePersonal",
      )}
      icon={ListChecks}
    >
      <Link
        to={lateTasksHref(scope)}
        aria-label={t("dashboard.link", {
          text: `${stats.allLate.toLocaleString("en")} ${lateWords}`,
          list,
        })}
        className={cn(
          "-mx-2 mb-2 flex items-baseline gap-2 rounded-md px-2 py-1 outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring",
          late ? "text-destructive" : "text-success",
        )}
      >
        <span className="text-3xl font-semibold tracking-tight tabular-nums">
          {stats.allLate.toLocaleString("en")}{" "}
        </span>
        <span className="text-sm font-medium">{lateWords}</span>
      </Link>
      <StatList>
        <StatRow
          label={t("dashboard.tasks.inProgress")}
          count={stats.inProgress}
          href={lateTasksHref(scope, "inProgress")}
          list={list}
          icon={LoaderCircle}
        />
        <StatRow
          label={t("dashboard.tasks.notStarted")}
          count={stats.notStarted}
          href={lateTasksHref(scope, "notStarted")}
          list={list}
          icon={CircleDashed}
        />
        <StatRow
          label={t("dashboard.tasks.upcoming", { count: lookAheadDays })}
          count={stats.all}
          href={upcomingTasksHref(scope, today, lookAheadDays)}
          list={list}
          icon={CalendarRange}
        />
        <StatRow
          label={t("dashboard.tasks.missed")}
          count={stats.missed}
          href={lateTasksHref(scope, "missed")}
          list={list}
          icon={TimerOff}
        />
        <StatRow
          label={t("dashboard.tasks.skipped")}
          count={stats.skipped}
          href={lateTasksHref(scope, "skipped")}
          list={list}
          icon={Ban}
        />
      </StatList>
    </StatCard>
  );
}
