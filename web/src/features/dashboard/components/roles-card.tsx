import { ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { rolesHref, type DashboardScope } from "./list-links";
import { StatCard, StatList, StatRow } from "./stat-card";

export interface RoleCounts {
  all: number;
  /** Absent in the personal reading: the caller fills every role of theirs. */
  noUsers?: number;
  noProcesses: number;
}

/** Roles: all, no people, no processes; the personal card counts the caller's own. */
export function RolesCard({ stats, scope }: { stats: RoleCounts; scope: DashboardScope }) {
  const { t } = useTranslation();
  const list = t(scope === "organization" ? "dashboard.opens.roles" : "dashboard.opens.myRoles");
  return (
    <StatCard
      title={t(
        scope === "organization" ? "dashboard.roles.title" : "dashboard.roles.titlePersonal",
      )}
      icon={ShieldCheck}
    >
      <StatList>
        <StatRow
          label={t("dashboard.roles.all")}
          count={stats.all}
          href={rolesHref(scope, "all")}
          list={list}
          icon={ShieldCheck}
        />
        {stats.noUsers !== undefined ? (
          <StatRow
            label={t("dashboard.roles.noUsers")}
            count={stats.noUsers}
            href={rolesHref(scope, "noUsers")}
            list={list}
            gap
          />
        ) : null}
        <StatRow
          label={t("dashboard.roles.noProcesses")}
          count={stats.noProcesses}
          href={rolesHref(scope, "noProcesses")}
          list={list}
          gap
        />
      </StatList>
    </StatCard>
  );
}
