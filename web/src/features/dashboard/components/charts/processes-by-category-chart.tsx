import { useTranslation } from "react-i18next";
import type { OrganizationStatistics } from "../../api/organization-statistics";
import { categoryHref } from "../list-links";
import { ChartFigure, type ChartData } from "./chart-figure";
import { CHART_COLORS } from "./chart-theme";
import { HorizontalBars } from "./horizontal-bars";

type CategoryCount = OrganizationStatistics["processesByCategory"][number];

/** Processes per category; a bar opens the category's processes (has:noCategory for none). */
export function ProcessesByCategoryChart({ categories }: { categories: readonly CategoryCount[] }) {
  const { t } = useTranslation();
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
      <HorizontalBars
        rows={rows}
        title={title}
        series={series}
        fill={CHART_COLORS.processes}
        labelKey="label"
        hrefOf={(row) => categoryHref(row.prefix ?? null)}
      />
    </ChartFigure>
  );
}
