import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { STATUS_DISPLAY_NAMES, type TaskStatus } from "@shared/query/index.ts";
import type { OrganizationStatistics } from "../../api/organization-statistics";
import { weekTasksHref } from "../list-links";
import { ChartFigure, type ChartData } from "./chart-figure";
import {
  axisLine,
  axisTick,
  CHART_COLORS,
  gridStroke,
  shortDay,
  tooltipCursor,
  tooltipStyle,
} from "./chart-theme";

type Week = OrganizationStatistics["tasksByWeek"][number];

const SERIES: readonly { status: TaskStatus; key: "notStarted" | "inProgress" | "complete" }[] = [
  { status: "NotStarted", key: "notStarted" },
  { status: "InProgress", key: "inProgress" },
  { status: "Complete", key: "complete" },
];

const total = (week: Week) => week.notStarted + week.inProgress + week.complete;

/** Tasks due per week for the next 8 weeks, stacked by status; a bar opens its week's list. */
export function TasksByWeekChart({ weeks }: { weeks: readonly Week[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const title = t("dashboard.charts.tasksByWeek");
  const list = t("dashboard.opens.tasks");
  const rows = weeks.map((week) => ({ ...week, label: shortDay(week.weekStart) }));
  const sum = weeks.reduce((acc, week) => acc + total(week), 0);
  const busiest = weeks.reduce<Week | undefined>(
    (best, week) => (!best || total(week) > total(best) ? week : best),
    undefined,
  );
  const data: ChartData = {
    rowHeader: t("dashboard.charts.week"),
    columns: SERIES.map(({ status }) => STATUS_DISPLAY_NAMES[status]),
    rows: rows.map((week) => ({
      header: week.label,
      cells: SERIES.map(({ status, key }) => ({
        value: week[key],
        href: weekTasksHref(week.weekStart, key),
        label: t("dashboard.charts.barLink", {
          series: STATUS_DISPLAY_NAMES[status],
          label: t("dashboard.charts.weekOf", { date: week.label }),
          count: week[key],
          list,
        }),
      })),
    })),
  };

  return (
    <ChartFigure
      title={title}
      description={t("dashboard.charts.tasksByWeekDescription")}
      summary={
        busiest && rows[0]
          ? t("dashboard.charts.tasksByWeekSummary", {
              total: sum,
              from: rows[0].label,
              busiest: shortDay(busiest.weekStart),
              most: total(busiest),
            })
          : ""
      }
      empty={sum === 0 ? t("dashboard.charts.tasksByWeekEmpty") : null}
      data={data}
      className="lg:col-span-2"
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={rows} title={title} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
          <CartesianGrid vertical={false} stroke={gridStroke} />
          <XAxis dataKey="label" tick={axisTick} axisLine={axisLine} tickLine={false} />
          <YAxis allowDecimals={false} tick={axisTick} axisLine={false} tickLine={false} />
          <Tooltip
            cursor={tooltipCursor}
            contentStyle={tooltipStyle}
            labelFormatter={(label) => t("dashboard.charts.weekOf", { date: String(label) })}
          />
          <Legend wrapperStyle={{ fontSize: 12, color: "var(--muted-foreground)" }} />
          {SERIES.map(({ status, key }) => (
            <Bar
              key={key}
              dataKey={key}
              name={STATUS_DISPLAY_NAMES[status]}
              stackId="status"
              fill={CHART_COLORS[key]}
              cursor="pointer"
              maxBarSize={48}
              onClick={(_, index) => {
                const week = weeks[index];
                if (week) navigate(weekTasksHref(week.weekStart, key));
              }}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}
