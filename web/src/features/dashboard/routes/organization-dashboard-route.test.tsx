import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import "@/lib/i18n";
import { resetSession } from "@/lib/session";
import type { UserType } from "@shared/abilities.ts";
import { ORGANIZATION, serve, signInAs } from "../testing/fixtures";
import OrganizationDashboardRoute from "./organization-dashboard-route";

function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{decodeURIComponent(pathname + search)}</output>;
}

function renderDashboard(userType: UserType, answer: () => unknown) {
  signInAs(userType);
  const server = serve({ OrganizationStatistics: answer });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={["/dashboard/organization"]}>
        <Routes>
          <Route path="/dashboard/organization" element={<OrganizationDashboardRoute />} />
          <Route path="*" element={<Location />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { server, user: userEvent.setup() };
}

const stats =
  (overrides: Partial<typeof ORGANIZATION> = {}) =>
  () => ({
    organizationStatistics: { ...ORGANIZATION, ...overrides },
  });

/** A link by the start of its name (the name goes on to say what it opens). */
const link = (name: string) => screen.getByRole("link", { name: new RegExp(`^${name}\\b`) });
const href = (name: string) => decodeURIComponent(link(name).getAttribute("href") ?? "");

afterEach(() => resetSession());

describe("organisation dashboard — the cards", () => {
  it("shows each process count as a link to the process list with its has: token", async () => {
    renderDashboard("Admin", stats());
    await screen.findByRole("heading", { name: "Processes", level: 2 });
    const rows: [string, number, string][] = [
      ["Total", 120, "/processes"],
      ["Scheduled", 80, "/processes?q=has:scheduled"],
      ["Scheduled with no dates", 3, "/processes?q=has:scheduledNoDates"],
      ["As needed", 37, "/processes?q=has:needed"],
      ["No assigned role", 4, "/processes?q=has:noRoles"],
      ["No docs", 11, "/processes?q=has:noDocs"],
      ["No description", 5, "/processes?q=has:noDescription"],
      ["No labels", 0, "/processes?q=has:noLabel"],
    ];
    for (const [label, count, target] of rows) {
      expect(link(`${label} ${count}`)).toHaveTextContent(`${label} ${count}`);
      expect(href(`${label} ${count}`)).toBe(target);
    }
    // The link names say what they open.
    expect(link("No description 5")).toHaveAccessibleName(
      "No description 5, needs attention, opens the process list",
    );
  });

  it("marks a gap above zero with a warning icon and at zero with a success icon", async () => {
    renderDashboard("Admin", stats());
    await screen.findByRole("heading", { name: "Processes", level: 2 });
    const icon = (name: string) => link(name).querySelector("svg")?.getAttribute("data-state");
    expect(icon("No description 5")).toBe("warning");
    expect(icon("No labels 0")).toBe("clear");
    expect(link("No labels 0")).toHaveAccessibleName(/all clear/);
    // Counting processes is no warning.
    expect(icon("Total 120")).toBeNull();
  });

  it("shows 'no assigned role' to an Admin only", async () => {
    renderDashboard("Manager", stats());
    await screen.findByRole("heading", { name: "Processes", level: 2 });
    expect(link("No docs 11")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /^No assigned role/ })).not.toBeInTheDocument();
  });

  it("links the late tasks with is:late, isNot:deleted, the status and d=org", async () => {
    renderDashboard("Admin", stats());
    await screen.findByRole("heading", { name: "Tasks", level: 2 });
    expect(link("9 Tasks are late")).toHaveAccessibleName("9 Tasks are late, opens the task list");
    expect(href("9 Tasks are late")).toBe("/tasks?q=is:late&q=isNot:deleted&q=d=org");
    expect(href("Late, in progress 2")).toBe(
      "/tasks?q=is:late&q=isNot:deleted&q=status=In Progress&q=d=org",
    );
    expect(href("Late, not started 7")).toBe(
      "/tasks?q=is:late&q=isNot:deleted&q=status=Not Started&q=d=org",
    );
    // The open tasks due within the look-ahead: today through today + 7.
    expect(href("Open, due in the next 7 days 42")).toBe(
      "/tasks?q=status=Not Started|In Progress&q=isNot:deleted&q=d=org&from=2026-11-23&to=2026-11-30",
    );
    // Missed and skipped apart from late, each opening its list.
    expect(href("Missed, not late 14")).toBe("/tasks?q=is:missed&q=isNot:deleted&q=d=org");
    expect(href("Skipped 3")).toBe("/tasks?q=is:deleted&q=d=org");
  });

  it("says 'Task is late' at one", async () => {
    renderDashboard(
      "Admin",
      stats({
        lateTasks: { allLate: 1, all: 0, inProgress: 1, notStarted: 0, missed: 0, skipped: 0 },
      }),
    );
    expect(await screen.findByText("Task is late")).toBeInTheDocument();
    expect(screen.queryByText("Tasks are late")).not.toBeInTheDocument();
  });

  it("says 'Tasks are late' at zero", async () => {
    renderDashboard(
      "Admin",
      stats({
        lateTasks: { allLate: 0, all: 0, inProgress: 0, notStarted: 0, missed: 0, skipped: 0 },
      }),
    );
    expect(await screen.findByText("Tasks are late")).toBeInTheDocument();
  });

  it("links roles and people to their lists", async () => {
    renderDashboard("Admin", stats());
    await screen.findByRole("heading", { name: "People", level: 2 });
    expect(href("All roles 25")).toBe("/roles");
    expect(href("No people 6")).toBe("/roles?q=has:noUsers");
    expect(href("No processes 0")).toBe("/roles?q=has:noProcesses");
    expect(href("Everyone 60")).toBe("/people");
    expect(href("Admins 2")).toBe("/people?type=Admin");
    expect(href("Managers 8")).toBe("/people?type=Manager");
    expect(href("Users 50")).toBe("/people?type=User");
    expect(href("No access 1")).toBe("/people?q=has:noAccess");
    expect(href("No role 12")).toBe("/people?q=has:noRole");
  });

  it("opens the list a number counts", async () => {
    const { user } = renderDashboard("Admin", stats());
    await user.click(await screen.findByRole("link", { name: /^No description 5/ }));
    expect(screen.getByRole("status", { name: "location" })).toHaveTextContent(
      "/processes?q=has:noDescription",
    );
  });

  it("says what failed when the statistics do not load", async () => {
    renderDashboard("Admin", () => {
      throw new Error("The database is unreachable.");
    });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The organisation's statistics could not be loaded.");
    expect(alert).toHaveTextContent("The database is unreachable.");
    expect(within(alert).getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});

describe("organisation dashboard — the charts", () => {
  it("gives every chart a summary and a table of its numbers, each a link to its list", async () => {
    renderDashboard("Admin", stats());
    const weeks = await screen.findByRole("table", { name: "Tasks due per week: the numbers" });
    expect(within(weeks).getAllByRole("row")).toHaveLength(9);
    const firstWeek = within(weeks).getByRole("link", {
      name: "Not Started, Week of 23 Nov: 10. Opens the task list.",
    });
    expect(decodeURIComponent(firstWeek.getAttribute("href") ?? "")).toBe(
      "/tasks?q=status=Not Started&q=isNot:deleted&q=d=org&from=2026-11-23&to=2026-11-29",
    );
    expect(
      screen.getByText(
        "140 tasks fall due in the 8 weeks from 23 Nov; the busiest week starts 11 Jan with 24.",
      ),
    ).toBeInTheDocument();

    const roles = screen.getByRole("table", { name: "Late tasks by role: the numbers" });
    const finance = within(roles).getByRole("link", { name: /^Late tasks, Finance: 5\./ });
    expect(decodeURIComponent(finance.getAttribute("href") ?? "")).toBe(
      "/tasks?q=role:FIN&q=is:late&q=isNot:deleted&q=d=org",
    );
    expect(screen.getByText("Finance has the most late tasks (5).")).toBeInTheDocument();

    const categories = screen.getByRole("table", { name: "Processes by category: the numbers" });
    const hr = within(categories).getByRole("link", { name: /^Processes, HR: 70\./ });
    expect(hr).toHaveAttribute("href", "/processes?q=category:HR");
    const none = within(categories).getByRole("link", { name: /^Processes, No category: 50\./ });
    expect(none).toHaveAttribute("href", "/processes?q=has:noCategory");
  });

  it("says so when a chart has nothing to show", async () => {
    renderDashboard(
      "Admin",
      stats({
        tasksByWeek: ORGANIZATION.tasksByWeek.map((week) => ({
          ...week,
          notStarted: 0,
          inProgress: 0,
          complete: 0,
        })),
        lateTasksByRole: [],
        processesByCategory: [],
      }),
    );
    expect(await screen.findByText("No tasks fall due in the next 8 weeks.")).toBeInTheDocument();
    expect(screen.getByText("No late tasks: nothing to chase.")).toBeInTheDocument();
    expect(screen.getByText("No processes yet.")).toBeInTheDocument();
    expect(screen.queryByRole("table")).not.toBeInTheDocument();
  });
});
