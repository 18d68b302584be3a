import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import axe from "axe-core";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import "@/lib/i18n";
import { resetSession } from "@/lib/session";
import { NEXT_TASK, ORGANIZATION, PERSONAL, serve, signInAs } from "../testing/fixtures";
import OrganizationDashboardRoute from "./organization-dashboard-route";
import PersonalDashboardRoute from "./personal-dashboard-route";

/** Serious and critical axe findings; colour contrast needs a real browser (tests/e2e). */
async function seriousViolations() {
  const { violations } = await axe.run(document.body, {
    rules: { "color-contrast": { enabled: false }, region: { enabled: false } },
  });
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

function renderScreen(screenElement: ReactNode) {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>{screenElement}</MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => resetSession());

describe("dashboards — accessibility", () => {
  it("the organisation dashboard, cards and charts, has no serious or critical axe findings", async () => {
    signInAs("Admin");
    serve({ OrganizationStatistics: () => ({ organizationStatistics: ORGANIZATION }) });
    renderScreen(<OrganizationDashboardRoute />);
    await screen.findByRole("table", { name: "Processes by category: the numbers" });
    expect(await seriousViolations()).toEqual([]);
    // One h1, then a heading per card and chart.
    expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual([
      "Processes",
      "Tasks",
      "Roles",
      "People",
      "Tasks due per week",
      "Late tasks by role",
      "Processes by category",
    ]);
  });

  it("the personal dashboard, with its next tasks, has no serious or critical axe findings", async () => {
    signInAs("User");
    serve({
      PersonalStatistics: () => ({ personalStatistics: PERSONAL }),
      NextTasks: () => ({ myTasks: { nodes: [NEXT_TASK], totalCount: 1 } }),
    });
    renderScreen(<PersonalDashboardRoute />);
    await screen.findByRole("link", { name: "Payroll run task" });
    await screen.findByRole("heading", { name: "My roles", level: 2 });
    expect(await seriousViolations()).toEqual([]);
  });
});
