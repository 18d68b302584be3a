import "../strings";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useOrganizationStatistics } from "../api/organization-statistics";
import { DashboardLayout } from "../components/dashboard-layout";
import { CardsSkeleton } from "../components/dashboard-states";
import { PeopleCard } from "../components/people-card";

const OrganizationCharts = lazy(() => import("../components/charts/organization-charts"));

/**
 * /dashboard/organization (dashboard-ecommerce): where admins and managers land. Four
 * cards of counts, each a link to the list it counts, and three charts
 * (docs/dashboards.md#organisation-dashboard).
 */
export default function OrganizationDashboardRoute() {
  const { t } = useTranslation();
  return (
    <DashboardLayout
      scope="organization"
      query={useOrganizationStatistics()}
      moreCards={(stats) => <PeopleCard stats={stats.users} />}
      below={(stats) => (
        <>
          <Suspense fallback={<CardsSkeleton count={1} />}>
            <OrganizationCharts stats={stats} />
          </Suspense>
          <p className="text-xs text-muted-foreground">
            {t("dashboard.asOf", { date: stats.today })}
          </p>
        </>
      )}
    />
  );
}
