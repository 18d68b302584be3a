import type { LucideIcon } from "lucide-react";
import type { Action, Resource } from "@shared/abilities.ts";

/** One menu entry; it needs the same ability as its route (the app's NAV_GROUPS). */
export interface NavItem {
  /** i18n key under nav.* */
  label: string;
  path: string;
  icon: LucideIcon;
  resource: Resource;
  action?: Action;
}

export interface NavGroup {
  label: string;
  items: NavItem[];
}
