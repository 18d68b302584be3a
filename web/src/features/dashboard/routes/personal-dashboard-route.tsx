import "../strings";
import { DEFAULT_TIMEZONE, todayInOffset } from "@shared/dates/index.ts";
import { useSession } from "@/lib/session";
import { usePersonalStatistics } from "../api/personal-statistics";
import { DashboardLayout } from "../components/dashboard-layout";
import { NextTasksCard } from "../components/next-tasks-card";

/**
 * /dashboard/personal (dashboard-personal): the caller's own processes, late tasks and
 * roles side by side (docs/dashboards.md#personal-dashboard), linking to /myProcesses,
 * /myTasks and /myRoles, and their next tasks.
 */
export default function PersonalDashboardRoute() {
  const { settings } = useSession();
  // The next tasks do not wait for the counts: today is the organisation's, as on /myTasks.
  const today = todayInOffset(settings?.timezone ?? DEFAULT_TIMEZONE, new Date());
  return (
    <DashboardLayout
      scope="personal"
      query={usePersonalStatistics()}
      after={<NextTasksCard today={today} />}
    />
  );
}
