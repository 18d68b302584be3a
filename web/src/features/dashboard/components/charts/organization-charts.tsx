import type { OrganizationStatistics } from "../../api/organization-statistics";
import { LateByRoleChart } from "./late-by-role-chart";
import { ProcessesByCategoryChart } from "./processes-by-category-chart";
import { TasksByWeekChart } from "./tasks-by-week-chart";

/**
 * The organisation dashboard's charts, one lazy chunk with Recharts: the cards show
 * first, and no other screen downloads the charting library.
 */
export default function OrganizationCharts({ stats }: { stats: OrganizationStatistics }) {
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <TasksByWeekChart weeks={stats.tasksByWeek} />
      <LateByRoleChart roles={stats.lateTasksByRole} />
      <ProcessesByCategoryChart categories={stats.processesByCategory} />
    </div>
  );
}
