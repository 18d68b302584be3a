import { useTranslation } from "react-i18next";
import type { OrganizationStatistics } from "../../api/organization-statistics";
import { lateByRoleHref } from "../list-links";
import { ChartFigure, type ChartData } from "./chart-figure";
import { CHART_COLORS } from "./chart-theme";
import { HorizontalBars } from "./horizontal-bars";

type RoleCount = OrganizationStatistics["lateTasksByRole"][number];

/** The 10 roles with the most late tasks; a bar opens that role's late tasks. */
export function LateByRoleChart({ roles }: { roles: readonly RoleCount[] }) {
  const { t } = useTranslation();
  const title = t("dashboard.charts.lateByRole");
  const series = t("dashboard.charts.lateTasks");
  const list = t("dashboard.opens.tasks");
  const data: ChartData = {
    rowHeader: t("dashboard.charts.role"),
    columns: [series],
    rows: roles.map((role) => ({
      header: `${role.name} (${role.roleHandle})`,
      cells: [
        {
          value: role.count,
          href: lateByRoleHref(role.roleHandle),
          label: t("dashboard.charts.barLink", {
            series,
            label: role.name,
            count: role.count,
            list,
          }),
        },
      ],
    })),
  };
  const first = roles[0];

  return (
    <ChartFigure
      title={title}
      description={t("dashboard.charts.lateByRoleDescription")}
      summary={
        first
          ? t("dashboard.charts.lateByRoleSummary", { first: first.name, count: first.count })
          : ""
      }
      empty={roles.length === 0 ? t("dashboard.charts.lateByRoleEmpty") : null}
      data={data}
    >
      <HorizontalBars
        rows={roles}
        title={title}
        series={series}
        fill={CHART_COLORS.late}
        labelKey="roleHandle"
        tooltipLabel={(handle) => roles.find((role) => role.roleHandle === handle)?.name ?? handle}
        hrefOf={(role) => lateByRoleHref(role.roleHandle)}
      />
    </ChartFigure>
  );
}
