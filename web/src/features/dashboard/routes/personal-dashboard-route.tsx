import "../strings";
import { useTranslation } from "react-i18next";
import { PageHeader } from "@/components/layout/page-header";
import { useSession } from "@/lib/session";
import { DEFAULT_TIMEZONE, todayInOffset } from "@shared/dates/index.ts";
import { usePersonalStatistics } from "../api/personal-statistics";
import { CardsSkeleton, LoadError } from "../components/dashboard-states";
import { NextTasksCard } from "../components/next-tasks-card";
import { ProcessesCard } from "../components/processes-card";
import { RolesCard } from "../components/roles-card";
import { TasksCard } from "../components/tasks-card";

/**
 * /dashboard/personal (dashboard-personal): the caller's own processes, late tasks and
 * roles side by side (docs/dashboards.md#personal-dashboard), linking to /myProcesses, /myTasks and /myRoles, and their
 * next tasks.
 */
export default function PersonalDashboardRoute() {
  const { t } = useTranslation();
  const { user, settings } = useSession();
  const query = usePersonalStatistics();
  const stats = query.data;
  // The next tasks do not wait for the counts: today is the organisation's, as on /myTasks.
  const today = todayInOffset(settings?.timezone ?? DEFAULT_TIMEZONE, new Date());

  return (
    <div className="grid gap-4">
      <PageHeader
        className="mb-2"
        title={t("dashboard.personalTitle")}
        description={t("dashboard.personalDescription")}
      />
      {query.isPending ? (
        <CardsSkeleton count={3} className="lg:grid-cols-3" />
      ) : query.isError ? (
        <LoadError
          what={t("dashboard.personalStatistics")}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : stats ? (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-3">
          <ProcessesCard
            stats={stats.processes}
            scope="personal"
            isAdmin={user?.userType === "Admin"}
          />
          <TasksCard
            stats={stats.lateTasks}
            scope="personal"
            today={stats.today}
            lookAheadDays={stats.lookAheadDays}
          />
          <RolesCard stats={stats.roles} scope="personal" />
        </div>
      ) : null}
      <NextTasksCard today={today} />
    </div>
  );
}
