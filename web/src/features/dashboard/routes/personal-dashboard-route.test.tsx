import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import "@/lib/i18n";
import type { Task } from "@/components/tasks";
import { resetSession } from "@/lib/session";
import type { UserType } from "@shared/abilities.ts";
import { NEXT_TASK, PERSONAL, serve, signInAs } from "../testing/fixtures";
import PersonalDashboardRoute from "./personal-dashboard-route";

function renderDashboard(
  userType: UserType,
  { tasks = [NEXT_TASK], stats = PERSONAL }: { tasks?: Task[]; stats?: typeof PERSONAL } = {},
) {
  signInAs(userType);
  const server = serve({
    PersonalStatistics: () => ({ personalStatistics: stats }),
    NextTasks: () => ({ myTasks: { nodes: tasks, totalCount: tasks.length } }),
    UpdateTask: ({ task }) => ({
      updateTask: { ...NEXT_TASK, ...(task as Partial<Task>), id: 99 },
    }),
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={["/dashboard/personal"]}>
        <Routes>
          <Route path="/dashboard/personal" element={<PersonalDashboardRoute />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { server, user: userEvent.setup() };
}

const link = (name: string) => screen.getByRole("link", { name: new RegExp(`^${name}\\b`) });
const href = (name: string) => decodeURIComponent(link(name).getAttribute("href") ?? "");

afterEach(() => resetSession());

describe("personal dashboard — the cards", () => {
  it("links a User's numbers to their own lists: /myProcesses, /myTasks, /myRoles", async () => {
    renderDashboard("User");
    await screen.findByRole("heading", { name: "Processes", level: 2 });
    expect(href("Total 14")).toBe("/myProcesses");
    expect(href("No description 2")).toBe("/myProcesses?q=has:noDescription");
    expect(href("Scheduled with no dates 1")).toBe("/myProcesses?q=has:scheduledNoDates");
    expect(link("No docs 3")).toHaveAccessibleName(
      "No docs 3, needs attention, opens my processes",
    );
    // A User's reading has no "no assigned role" (null from the API, and not an Admin).
    expect(screen.queryByRole("link", { name: /^No assigned role/ })).not.toBeInTheDocument();

    // The late tasks: singular at one, the caller's own (no d=org).
    expect(screen.getByRole("heading", { name: "Late tasks", level: 2 })).toBeInTheDocument();
    expect(link("1 Task is late")).toHaveAccessibleName("1 Task is late, opens my tasks");
    expect(href("1 Task is late")).toBe("/myTasks?q=is:late&q=isNot:deleted");
    expect(href("Late, not started 1")).toBe(
      "/myTasks?q=is:late&q=isNot:deleted&q=status=Not Started",
    );
    expect(href("Open, due in the next 7 days 6")).toBe(
      "/myTasks?q=status=Not Started|In Progress&q=isNot:deleted&from=2026-11-23&to=2026-11-30",
    );
    expect(href("Missed, not late 4")).toBe("/myTasks?q=is:missed&q=isNot:deleted");
    expect(href("Skipped 0")).toBe("/myTasks?q=is:deleted");

    // The roles: all and no processes only (the caller fills every role of theirs).
    expect(screen.getByRole("heading", { name: "My roles", level: 2 })).toBeInTheDocument();
    expect(href("All roles 3")).toBe("/myRoles");
    expect(href("No processes 1")).toBe("/myRoles?q=has:noProcesses");
    expect(screen.queryByRole("link", { name: /^No people/ })).not.toBeInTheDocument();
  });

  it("shows an Admin's own 'no assigned role'", async () => {
    renderDashboard("Admin", {
      stats: { ...PERSONAL, processes: { ...PERSONAL.processes, noRoles: 2 } },
    });
    await screen.findByRole("heading", { name: "Processes", level: 2 });
    expect(href("No assigned role 2")).toBe("/myProcesses?q=has:noRoles");
  });
});

describe("personal dashboard — the next tasks", () => {
  it("asks for the caller's next 10 open tasks from today, soonest first", async () => {
    const { server } = renderDashboard("User");
    expect(await screen.findByRole("link", { name: "Payroll run task" })).toBeInTheDocument();
    const [variables] = server.sent("NextTasks");
    expect(variables).toMatchObject({
      q: ["isNot:deleted", "status=Not Started|In Progress"],
      limit: 10,
      sortBy: "dueDate",
    });
    expect(variables?.from).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(String(variables?.to) > String(variables?.from)).toBe(true);
  });

  it("changes a status in place: sends updateTask, then counts again", async () => {
    const { server, user } = renderDashboard("User");
    const status = await screen.findByRole("combobox", {
      name: "Status of Payroll run task, 2026-11-24, Uma User",
    });
    expect(status).toHaveValue("NotStarted");
    await user.selectOptions(status, "InProgress");
    await waitFor(() => expect(server.sent("UpdateTask")).toHaveLength(1));
    // Never stored: the occurrence is named by its handle.
    expect(server.sent("UpdateTask")[0]).toEqual({
      task: { handle: "11-7-2026-11-24", status: "InProgress" },
    });
    await waitFor(() => expect(server.sent("PersonalStatistics")).toHaveLength(2));
    expect(server.sent("NextTasks").length).toBeGreaterThanOrEqual(2);
  });

  it("says so when nothing is due", async () => {
    renderDashboard("User", { tasks: [] });
    expect(
      await screen.findByText("Nothing due: you have no open tasks from today on."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "All my tasks" })).toHaveAttribute("href", "/myTasks");
  });

  it("says what failed when the counts do not load, and still shows the next tasks", async () => {
    signInAs("User");
    serve({
      PersonalStatistics: () => {
        throw new Error("Statistics are unavailable.");
      },
      NextTasks: () => ({ myTasks: { nodes: [NEXT_TASK], totalCount: 1 } }),
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <PersonalDashboardRoute />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("Your statistics could not be loaded.");
    expect(within(alert).getByText("Statistics are unavailable.")).toBeInTheDocument();
    expect(await screen.findByRole("link", { name: "Payroll run task" })).toBeInTheDocument();
  });
});
