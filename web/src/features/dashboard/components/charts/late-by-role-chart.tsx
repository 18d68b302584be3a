import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { OrganizationStatistics } from "../../api/organization-statistics";
import { lateByRoleHref } from "../list-links";
import { ChartFigure, type ChartData } from "./chart-figure";
import {
  axisLine,
  axisTick,
  CHART_COLORS,
  gridStroke,
  tooltipCursor,
  tooltipStyle,
} from "./chart-theme";

type RoleCount = OrganizationStatistics["lateTasksByRole"][number];

/** The 10 roles with the most late tasks; a bar opens that role's late tasks. */
export function LateByRoleChart({ roles }: { roles: readonly RoleCount[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={roles as RoleCount[]}
          layout="vertical"
          title={title}
          margin={{ top: 0, right: 8, bottom: 0, left: 0 }}
        >
          <CartesianGrid horizontal={false} stroke={gridStroke} />
          <XAxis
            type="number"
            allowDecimals={false}
            tick={axisTick}
            axisLine={axisLine}
            tickLine={false}
          />
          <YAxis
            type="category"
            dataKey="roleHandle"
            width={88}
            tick={axisTick}
            axisLine={false}
            tickLine={false}
          />
          <Tooltip
            cursor={tooltipCursor}
            contentStyle={tooltipStyle}
            labelFormatter={(handle) =>
              roles.find((role) => role.roleHandle === handle)?.name ?? String(handle)
            }
          />
          <Bar
            dataKey="count"
            name={series}
            fill={CHART_COLORS.late}
            radius={[0, 4, 4, 0]}
            cursor="pointer"
            maxBarSize={24}
            onClick={(_, index) => {
              const role = roles[index];
              if (role) navigate(lateByRoleHref(role.roleHandle));
            }}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
