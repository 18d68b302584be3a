import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { OrganizationStatistics } from "../../api/organization-statistics";
import { categoryHref } from "../list-links";
import { ChartFigure, type ChartData } from "./chart-figure";
import {
  axisLine,
  axisTick,
  CHART_COLORS,
  gridStroke,
  tooltipCursor,
  tooltipStyle,
} from "./chart-theme";

type CategoryCount = OrganizationStatistics["processesByCategory"][number];

/** Processes per category; a bar opens the category's processes (has:noCategory for none). */
export function ProcessesByCategoryChart({ categories }: { categories: readonly CategoryCount[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const title = t("dashboard.charts.byCategory");
  const series = t("dashboard.charts.processes");
  const list = t("dashboard.opens.processes");
  const rows = categories.map((category) => ({
    ...category,
    label: category.prefix ?? t("dashboard.charts.noCategory"),
  }));
  const data: ChartData = {
    rowHeader: t("dashboard.charts.category"),
    columns: [series],
    rows: rows.map((row) => ({
      header: row.label,
      cells: [
        {
          value: row.count,
          href: categoryHref(row.prefix ?? null),
          label: t("dashboard.charts.barLink", {
            series,
            label: row.label,
            count: row.count,
            list,
          }),
        },
      ],
    })),
  };
  const first = rows[0];
  const total = rows.reduce((sum, row) => sum + row.count, 0);

  return (
    <ChartFigure
      title={title}
      description={t("dashboard.charts.byCategoryDescription")}
      summary={
        first
          ? t("dashboard.charts.byCategorySummary", {
              total,
              categories: rows.filter((row) => row.prefix).length,
              first: first.label,
              count: first.count,
            })
          : ""
      }
      empty={total === 0 ? t("dashboard.charts.byCategoryEmpty") : null}
      data={data}
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={rows}
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
            dataKey="label"
            width={88}
            tick={axisTick}
            axisLine={false}
            tickLine={false}
          />
          <Tooltip cursor={tooltipCursor} contentStyle={tooltipStyle} />
          <Bar
            dataKey="count"
            name={series}
            fill={CHART_COLORS.processes}
            radius={[0, 4, 4, 0]}
            cursor="pointer"
            maxBarSize={24}
            onClick={(_, index) => {
              const row = rows[index];
              if (row) navigate(categoryHref(row.prefix ?? null));
            }}
          />
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
