import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import "@/lib/i18n";
import { resetSession } from "@/lib/session";
import { GENERATED, signInAs } from "../testing/fixtures";
import { tasksServer } from "../testing/tasks-server";
import { GENERATED_ROW, location, renderTasks } from "../testing/render-task-list";

const row = (name: RegExp) => screen.getByRole("row", { name });

beforeEach(() => {
  signInAs("Admin");
});
afterEach(() => resetSession());

describe("task list — whose tasks", () => {
  it("/myTasks asks for the caller's tasks; a User changes status only", async () => {
    resetSession();
    signInAs("User", 7);
    const server = tasksServer();
    const user = renderTasks("/myTasks");
    expect(await screen.findByRole("heading", { name: "My tasks" })).toBeInTheDocument();
    await screen.findByRole("row", { name: GENERATED_ROW });
    expect(server.sent("MyTasks")).toHaveLength(1);
    expect(server.sent("Tasks")).toHaveLength(0);
    expect(server.sent("PeopleForTasks")).toHaveLength(0);
    expect(screen.queryByRole("button", { name: "Add task" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Delete / })).not.toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "Whose tasks" })).not.toBeInTheDocument();
    await user.click(row(GENERATED_ROW));
    const sheet = await screen.findByRole("dialog", { name: "Payroll run task" });
    expect(within(sheet).queryByRole("textbox", { name: "Name" })).not.toBeInTheDocument();
    await user.selectOptions(within(sheet).getByRole("combobox", { name: "Status" }), "Complete");
    await user.click(within(sheet).getByRole("button", { name: "Save changes" }));
    await waitFor(() =>
      expect(server.sent("UpdateTask")).toEqual([
        { task: { handle: GENERATED.handle, status: "Complete" } },
      ]),
    );
  });

  it("an admin on /myTasks widens the list to the organisation with d=org", async () => {
    const server = tasksServer();
    const user = renderTasks("/myTasks");
    await screen.findByRole("row", { name: GENERATED_ROW });
    await user.click(screen.getByRole("button", { name: "Whole organisation" }));
    // The open work it opened on stays.
    expect(location()).toBe("/myTasks?q=status=Not+Started|In+Progress&q=d=org");
    await waitFor(() =>
      expect(server.sent("MyTasks").at(-1)).toMatchObject({
        q: ["status=Not Started|In Progress", "d=org"],
      }),
    );
    expect(screen.getByRole("button", { name: "Whole organisation" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
  });
});

describe("task list — where it opens", () => {
  it("opens on the open work: its terms in the URL and the filters, one request, any date", async () => {
    const server = tasksServer();
    renderTasks("/tasks");
    await screen.findByRole("row", { name: GENERATED_ROW });
    expect(location()).toBe("/tasks?q=status=Not+Started|In+Progress");
    expect(server.sent("Tasks")).toEqual([
      {
        q: ["status=Not Started|In Progress"],
        offset: 0,
        limit: 10,
        sortBy: "dueDate",
        isDesc: false,
      },
    ]);
    expect(screen.getByRole("combobox", { name: "Status" })).toHaveDisplayValue("Not complete");
    const anyDate = screen.getByRole("button", { name: "Any date" });
    expect(anyDate).toHaveAttribute("aria-pressed", "true");
    // What "Any date" holds is said beside it, not hidden in a tooltip.
    expect(anyDate).toHaveAccessibleDescription(/to a year ahead/);
  });

  it("a person who clears the filters sees every status, and the URL says so", async () => {
    const server = tasksServer();
    const user = renderTasks("/myTasks");
    await screen.findByRole("row", { name: GENERATED_ROW });
    await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "Any status");
    expect(location()).toBe("/myTasks?q=");
    await waitFor(() => expect(server.sent("MyTasks").at(-1)).toMatchObject({ q: undefined }));
    expect(screen.getByRole("combobox", { name: "Status" })).toHaveValue("");
  });

  it("a link's person id picks the person, and the chip names them with their handle", async () => {
    tasksServer();
    renderTasks("/tasks?q=user:8");
    await screen.findByRole("row", { name: GENERATED_ROW });
    const chips = screen.getByRole("list", { name: "Active filters" });
    expect(await within(chips).findByText("Person: Ben Baker (bbaker)")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Person" })).toHaveDisplayValue(
      "Ben Baker · bbaker",
    );
  });
});
