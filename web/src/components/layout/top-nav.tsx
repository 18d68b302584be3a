import { ChevronDown } from "lucide-react";
import { NavLink, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import type { NavGroup } from "@/components/layout/nav-types";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { cn } from "@/lib/utils";

/** The horizontal layout's menu: one drop-down per group, the active group highlighted. */
export function TopNav({ groups }: { groups: NavGroup[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <nav aria-label="Main" className="flex items-center gap-1">
      {groups.map((group) => {
        const active = group.items.some(
          (item) => pathname === item.path || pathname.startsWith(`${item.path}/`),
        );
        return (
          <DropdownMenu key={group.label}>
            <DropdownMenuTrigger
              className={cn(
                "inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium text-sidebar-foreground outline-none transition-colors",
                "hover:bg-muted hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring data-[state=open]:bg-muted",
                active && "bg-accent text-accent-foreground",
              )}
            >
              {t(group.label)}
              <ChevronDown className="size-3.5 opacity-60" aria-hidden />
            </DropdownMenuTrigger>
            <DropdownMenuContent align="start" className="min-w-52">
              {group.items.map((item) => (
                <DropdownMenuItem key={item.path} asChild>
                  <NavLink
                    to={item.path}
                    end
                    className="aria-[current=page]:font-semibold aria-[current=page]:text-primary"
                  >
                    <item.icon aria-hidden />
                    {t(item.label)}
                  </NavLink>
                </DropdownMenuItem>
              ))}
            </DropdownMenuContent>
          </DropdownMenu>
        );
      })}
    </nav>
  );
}
