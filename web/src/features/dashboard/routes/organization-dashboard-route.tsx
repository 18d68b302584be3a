import "../strings";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "@/components/layout/page-header";
import { useSession } from "@/lib/session";
import { useOrganizationStatistics } from "../api/organization-statistics";
import { CardsSkeleton, LoadError } from "../components/dashboard-states";
import { PeopleCard } from "../components/people-card";
import { ProcessesCard } from "../components/processes-card";
import { RolesCard } from "../components/roles-card";
import { TasksCard } from "../components/tasks-card";

const OrganizationCharts = lazy(() => import("../components/charts/organization-charts"));

/**
 * /dashboard/organization (dashboard-ecommerce): where admins and managers land. Four
 * cards of counts, each a link to the list it counts, and three charts (docs/dashboards.md#organisation-dashboard).
 */
export default function OrganizationDashboardRoute() {
  const { t } = useTranslation();
  const { user } = useSession();
  const query = useOrganizationStatistics();
  const stats = query.data;

  return (
    <div>
      <PageHeader
        title={t("dashboard.organizationTitle")}
        description={t("dashboard.organizationDescription")}
      />
      {query.isPending ? (
        <CardsSkeleton count={4} className="md:grid-cols-2 xl:grid-cols-4" />
      ) : query.isError ? (
        <LoadError
          what={t("dashboard.organizationStatistics")}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : stats ? (
        <div className="grid gap-4">
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-4">
            <ProcessesCard
              stats={stats.processes}
              scope="organization"
              isAdmin={user?.userType === "Admin"}
            />
            <TasksCard
              stats={stats.lateTasks}
              scope="organization"
              today={stats.today}
              lookAheadDays={stats.lookAheadDays}
            />
            <RolesCard stats={stats.roles} scope="organization" />
            <PeopleCard stats={stats.users} />
          </div>
          <Suspense fallback={<CardsSkeleton count={1} />}>
            <OrganizationCharts stats={stats} />
          </Suspense>
          <p className="text-xs text-muted-foreground">
            {t("dashboard.asOf", { date: stats.today })}
          </p>
        </div>
      ) : null}
    </div>
  );
}
