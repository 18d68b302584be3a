import { CalendarClock, Hand, Layers, Workflow } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { ProcessStatistics } from "../api/statistics-fields";
import { processesHref, type DashboardScope } from "./list-links";
import { StatCard, StatList, StatRow, type StatRowProps } from "./stat-card";

type ProcessCount = keyof Omit<ProcessStatistics, "__typename">;

/** The card's rows in their order (docs/dashboards.md#organisation-dashboard): the count (its list: stat-terms.ts), and whether it is a gap. */
const ROWS: readonly { key: ProcessCount; row: Partial<StatRowProps> }[] = [
  { key: "all", row: { icon: Layers } },
  { key: "scheduled", row: { icon: CalendarClock } },
  { key: "scheduledNoDates", row: { gap: true } },
  { key: "needed", row: { icon: Hand } },
  { key: "noRoles", row: { gap: true } },
  { key: "noDocs", row: { gap: true } },
  { key: "noDescription", row: { gap: true } },
  { key: "noLabel", row: { gap: true } },
];

/**
 * The processes card (docs/dashboards.md#organisation-dashboard). "No assigned role" is for an Admin's eyes only;
 * in a User's personal reading the API leaves it null as well.
 */
export function ProcessesCard({
  stats,
  scope,
  isAdmin,
}: {
  stats: ProcessStatistics;
  scope: DashboardScope;
  isAdmin: boolean;
}) {
  const { t } = useTranslation();
  const list = t(
    scope === "organization" ? "dashboard.opens.processes" : "dashboard.opens.myProcesses",
  );
  return (
    <StatCard title={t("dashboard.processes.title")} icon={Workflow}>
      <StatList>
        {ROWS.map(({ key, row }) => {
          const count = stats[key];
          if (key === "noRoles" && (!isAdmin || count === null || count === undefined)) return null;
          return (
            <StatRow
              key={key}
              label={t(`dashboard.processes.${key}`)}
              count={count ?? 0}
              href={processesHref(scope, key)}
              list={list}
              {...row}
            />
          );
        })}
      </StatList>
    </StatCard>
  );
}
