import {
  Bookmark,
  Building2,
  CircleUser,
  FolderTree,
  Funnel,
  Grid3x3,
  LayoutDashboard,
  ListChecks,
  ListTodo,
  ScrollText,
  Settings,
  ShieldCheck,
  Tags,
  Users,
  Workflow,
} from "lucide-react";
import { can, type AppRole } from "@shared/abilities.ts";
import type { NavGroup } from "@/components/layout/nav-types";

/** The menu mirrors the route table; each entry needs the same ability as its route. */
export const NAV_GROUPS: readonly NavGroup[] = [
  {
    label: "nav.dashboards",
    items: [
      {
        label: "nav.organizationDashboard",
        path: "/dashboard/organization",
        icon: Building2,
        resource: "dashboard",
      },
      {
        label: "nav.personalDashboard",
        path: "/dashboard/personal",
        icon: LayoutDashboard,
        resource: "myDashboard",
      },
    ],
  },
  {
    label: "nav.work",
    items: [
      { label: "nav.processes", path: "/processes", icon: Workflow, resource: "process" },
      { label: "nav.myProcesses", path: "/myProcesses", icon: Workflow, resource: "myProcess" },
      { label: "nav.tasks", path: "/tasks", icon: ListChecks, resource: "task" },
      { label: "nav.myTasks", path: "/myTasks", icon: ListTodo, resource: "myTask" },
    ],
  },
  {
    label: "nav.organization",
    items: [
      { label: "nav.people", path: "/people", icon: Users, resource: "user" },
      { label: "nav.roles", path: "/roles", icon: ShieldCheck, resource: "role" },
      { label: "nav.myRoles", path: "/myRoles", icon: CircleUser, resource: "myRole" },
    ],
  },
  {
    label: "nav.tools",
    items: [
      { label: "nav.matrix", path: "/matrix", icon: Grid3x3, resource: "tool" },
      { label: "nav.matrixList", path: "/matrix-list", icon: Bookmark, resource: "tool" },
      { label: "nav.labels", path: "/labels", icon: Tags, resource: "tool" },
      {
        label: "nav.processCategories",
        path: "/processCategories",
        icon: FolderTree,
        resource: "tool",
      },
      { label: "nav.filters", path: "/filters", icon: Funnel, resource: "tool" },
      { label: "nav.settings", path: "/settings", icon: Settings, resource: "tool" },
      { label: "nav.audit", path: "/audit", icon: ScrollText, resource: "audit" },
    ],
  },
];

/** Only what the person may open is shown; empty groups disappear (docs/product.md#roles-and-permissions). */
export function visibleNavGroups(
  appRole: AppRole | null,
  groups: readonly NavGroup[] = NAV_GROUPS,
): NavGroup[] {
  return groups
    .map((group) => ({
      ...group,
      items: group.items.filter((item) => can(appRole, item.action ?? "read", item.resource)),
    }))
    .filter((group) => group.items.length > 0);
}
