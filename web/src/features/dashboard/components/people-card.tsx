import { KeyRound, ShieldUser, User, UserCog, Users } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { OrganizationStatistics } from "../api/organization-statistics";
import { peopleHref } from "./list-links";
import { StatCard, StatList, StatRow } from "./stat-card";

/** People: everyone, by user type (the list's `type`), no access and no role. */
export function PeopleCard({ stats }: { stats: OrganizationStatistics["users"] }) {
  const { t } = useTranslation();
  const list = t("dashboard.opens.people");
  const row = (key: keyof typeof stats, href: string) => ({
    label: t(`dashboard.people.${key}`),
    count: stats[key] as number,
    href,
    list,
  });
  return (
    <StatCard title={t("dashboard.people.title")} icon={Users}>
      <StatList>
        <StatRow {...row("all", peopleHref("all"))} icon={Users} />
        <StatRow {...row("admins", peopleHref("admins"))} icon={ShieldUser} />
        <StatRow {...row("managers", peopleHref("managers"))} icon={UserCog} />
        <StatRow {...row("users", peopleHref("users"))} icon={User} />
        <StatRow {...row("noAccess", peopleHref("noAccess"))} icon={KeyRound} />
        <StatRow {...row("noRole", peopleHref("noRole"))} gap />
      </StatList>
    </StatCard>
  );
}
