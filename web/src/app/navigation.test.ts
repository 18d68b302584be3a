import { describe, expect, it } from "vitest";
import { NAV_GROUPS, visibleNavGroups } from "@/app/navigation";
import { APP_ROUTES } from "@/app/route-table";

const paths = (groups: ReturnType<typeof visibleNavGroups>) =>
  groups.flatMap((group) => group.items.map((item) => item.path));

describe("visibleNavGroups", () => {
  it("shows a User only their own dashboard, processes, tasks and roles", () => {
    expect(paths(visibleNavGroups("user"))).toEqual([
      "/dashboard/personal",
      "/myProcesses",
      "/myTasks",
      "/myRoles",
    ]);
  });

  it("drops groups that end up empty for a User", () => {
    expect(visibleNavGroups("user").map((group) => group.label)).toEqual([
      "nav.dashboards",
      "nav.work",
      "nav.organization",
    ]);
  });

  it("shows admins everything, and managers everything but the audit trail", () => {
    const all = paths([...NAV_GROUPS]);
    expect(paths(visibleNavGroups("admin"))).toEqual(all);
    expect(paths(visibleNavGroups("manager"))).toEqual(all.filter((path) => path !== "/audit"));
  });

  it("shows nothing when nobody is signed in", () => {
    expect(visibleNavGroups(null)).toEqual([]);
  });

  it("asks each entry for the same resource as the route it opens", () => {
    for (const item of NAV_GROUPS.flatMap((group) => group.items)) {
      const route = APP_ROUTES.find((r) => r.path === item.path);
      expect(route, item.path).toBeDefined();
      expect(route?.meta.resource, item.path).toBe(item.resource);
    }
  });
});
