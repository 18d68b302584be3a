import type { UseQueryResult } from "@tanstack/react-query";
import type { ComponentProps, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "@/components/layout/page-header";
import { useSession } from "@/lib/session";
import { cn } from "@/lib/utils";
import type { LateTaskStatistics, ProcessStatistics } from "../api/statistics-fields";
import { CardsSkeleton, LoadError } from "./dashboard-states";
import type { DashboardScope } from "./list-links";
import { ProcessesCard } from "./processes-card";
import { RolesCard } from "./roles-card";
import { TasksCard } from "./tasks-card";

/** The counts both dashboards show, each scope with its own numbers. */
interface SharedStatistics {
  processes: ProcessStatistics;
  lateTasks: LateTaskStatistics;
  roles: ComponentProps<typeof RolesCard>["stats"];
  today: string;
  lookAheadDays: number;
}

const LOOK = {
  organization: {
    title: "dashboard.organizationTitle",
    description: "dashboard.organizationDescription",
    what: "dashboard.organizationStatistics",
    cards: 4,
    grid: "md:grid-cols-2 xl:grid-cols-4",
  },
  personal: {
    title: "dashboard.personalTitle",
    description: "dashboard.personalDescription",
    what: "dashboard.personalStatistics",
    cards: 3,
    grid: "lg:grid-cols-3",
  },
} as const;

/**
 * A dashboard of one scope (docs/dashboards.md): the header, then the processes, late tasks
 * and roles cards of that scope (and `moreCards`), a skeleton while the counts load or the
 * failure with a retry; `below` once the counts are there, `after` whatever happens.
 */
export function DashboardLayout<S extends SharedStatistics>({
  scope,
  query,
  moreCards,
  below,
  after,
}: {
  scope: DashboardScope;
  query: UseQueryResult<S>;
  moreCards?: (stats: S) => ReactNode;
  below?: (stats: S) => ReactNode;
  after?: ReactNode;
}) {
  const { t } = useTranslation();
  const { user } = useSession();
  const look = LOOK[scope];
  const stats = query.data;
  return (
    <div className="grid gap-4">
      <PageHeader className="mb-2" title={t(look.title)} description={t(look.description)} />
      {query.isPending ? (
        <CardsSkeleton count={look.cards} className={look.grid} />
      ) : query.isError ? (
        <LoadError what={t(look.what)} error={query.error} onRetry={() => void query.refetch()} />
      ) : stats ? (
        <>
          <div className={cn("grid grid-cols-1 gap-4", look.grid)}>
            <ProcessesCard
              stats={stats.processes}
              scope={scope}
              isAdmin={user?.userType === "Admin"}
            />
            <TasksCard
              stats={stats.lateTasks}
              scope={scope}
              today={stats.today}
              lookAheadDays={stats.lookAheadDays}
            />
            <RolesCard stats={stats.roles} scope={scope} />
            {moreCards?.(stats)}
          </div>
          {below?.(stats)}
        </>
      ) : null}
      {after}
    </div>
  );
}
