import { NavLink } from "react-router";
import { useTranslation } from "react-i18next";
import type { NavGroup } from "@/components/layout/nav-types";
import { cn } from "@/lib/utils";

/** The vertical menu, used by the sidebar and by the mobile drawer. */
export function SidebarNav({
  groups,
  onNavigate,
}: {
  groups: NavGroup[];
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label="Main" className="flex flex-col gap-5">
      {groups.map((group) => (
        <div key={group.label} className="flex flex-col gap-0.5">
          <p className="px-3 pb-1 text-[0.7rem] font-semibold tracking-wider text-muted-foreground uppercase">
            {t(group.label)}
          </p>
          {group.items.map((item) => (
            <NavLink
              key={item.path}
              to={item.path}
              end
              onClick={onNavigate}
              className={({ isActive }) =>
                cn(
                  "group flex items-center gap-3 rounded-lg px-3 py-[0.4375rem] text-sm font-medium text-sidebar-foreground transition-colors outline-none",
                  "hover:bg-muted hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring",
                  isActive &&
                    "bg-accent text-accent-foreground hover:bg-accent hover:text-accent-foreground",
                )
              }
            >
              <item.icon
                className="size-4 shrink-0 opacity-80 group-aria-[current=page]:opacity-100"
                aria-hidden
              />
              <span className="truncate">{t(item.label)}</span>
            </NavLink>
          ))}
        </div>
      ))}
    </nav>
  );
}
