import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import "@/lib/i18n";
import { resetSession } from "@/lib/session";
import type { Task } from "@/components/tasks";
import { GENERATED, signInAs, STORED } from "../testing/fixtures";
import { tasksServer } from "../testing/tasks-server";
import { GENERATED_ROW, location, renderTasks, STORED_ROW } from "../testing/render-task-list";

const row = (name: RegExp) => screen.getByRole("row", { name });

beforeEach(() => {
  signInAs("Admin");
});
afterEach(() => resetSession());

describe("task list — the URL is the query", () => {
  it("the dashboard link asks for exactly its q terms, and the filters show them", async () => {
    const server = tasksServer();
    renderTasks("/tasks?q=is:late&q=isNot:deleted&q=status=In Progress|Not Started&q=d=org");
    expect(await screen.findByRole("row", { name: GENERATED_ROW })).toBeInTheDocument();
    expect(server.sent("Tasks")[0]).toEqual({
      q: ["is:late", "isNot:deleted", "status=In Progress|Not Started", "d=org"],
      offset: 0,
      limit: 10,
      sortBy: "dueDate",
      isDesc: false,
    });
    expect(screen.getByRole("combobox", { name: "Late" })).toHaveValue("is:late");
    expect(screen.getByRole("combobox", { name: "Status" })).toHaveDisplayValue("Not complete");
    // Late is said in words, not only by colour.
    expect(within(row(GENERATED_ROW)).getByText("Late")).toBeInTheDocument();
    expect(within(row(STORED_ROW)).queryByText("Late")).not.toBeInTheDocument();
  });

  it("a quick pick and a filter go to the URL and the request, starting at page 1", async () => {
    const server = tasksServer();
    const user = renderTasks("/tasks?q=&page=2");
    await screen.findByRole("row", { name: GENERATED_ROW });
    await user.click(screen.getByRole("button", { name: "Overdue" }));
    expect(location()).toMatch(/^\/tasks\?q=&to=\d{4}-\d{2}-\d{2}$/);
    // A person is written by handle.
    await user.selectOptions(
      screen.getByRole("combobox", { name: "Person" }),
      "Ben Baker · bbaker",
    );
    expect(location()).toMatch(/to=[\d-]+&q=user:bbaker$/);
    await waitFor(() =>
      expect(server.sent("Tasks").at(-1)).toMatchObject({ q: ["user:bbaker"], offset: 0 }),
    );
    expect(server.sent("Tasks").at(-1)?.to).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Overdue has no start: the server's default applies.
    expect(server.sent("Tasks").at(-1)?.from).toBeUndefined();
  });
});

describe("task list — sorting", () => {
  it("every column sorts on the server: the person and status columns too", async () => {
    const server = tasksServer();
    const user = renderTasks("/tasks?q=");
    await screen.findByRole("row", { name: GENERATED_ROW });
    await user.click(screen.getByRole("button", { name: "Sort by Person ascending" }));
    await waitFor(() =>
      expect(server.sent("Tasks").at(-1)).toMatchObject({ sortBy: "assignee", isDesc: false }),
    );
    expect(location()).toMatch(/sortBy=assignee/);
    await user.click(screen.getByRole("button", { name: "Sort by Status ascending" }));
    await waitFor(() =>
      expect(server.sent("Tasks").at(-1)).toMatchObject({ sortBy: "status", isDesc: false }),
    );
    await user.click(screen.getByRole("button", { name: "Sort by Status descending" }));
    await waitFor(() =>
      expect(server.sent("Tasks").at(-1)).toMatchObject({ sortBy: "status", isDesc: true }),
    );
  });
});

describe("task list — filters folded on a phone", () => {
  it("one button counts the filters and the date range, and opens the panel holding them", async () => {
    tasksServer();
    const user = renderTasks("/tasks?from=2026-11-01&q=is:late&q=payroll");
    await screen.findByRole("row", { name: GENERATED_ROW });
    // Late and the date range; free text is a chip only, with no control in the panel.
    const toggle = screen.getByRole("button", { name: "Filters, 2 active" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    const panel = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    expect(panel).toHaveAttribute("data-state", "closed");
    expect(within(panel!).getByRole("group", { name: "Due dates" })).toBeInTheDocument();
    expect(within(panel!).getByRole("combobox", { name: "Late" })).toHaveValue("is:late");
    // The chips stay in view outside the fold.
    expect(panel).not.toContainElement(screen.getByRole("list", { name: "Active filters" }));

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(panel).toHaveAttribute("data-state", "open");
    await user.selectOptions(
      within(panel!).getByRole("combobox", { name: "Person" }),
      "Ben Baker · bbaker",
    );
    expect(toggle).toHaveAccessibleName("Filters, 3 active");
    expect(toggle).toHaveTextContent(/^Filters\s*· 3$/);
    await user.click(within(panel!).getByRole("button", { name: "Any date" }));
    expect(toggle).toHaveAccessibleName("Filters, 2 active");
    // Choosing does not fold the panel away under the person's thumb.
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    await user.click(toggle);
    expect(panel).toHaveAttribute("data-state", "closed");
  });

  it("says none are active when no filter or date limit is set", async () => {
    tasksServer();
    renderTasks("/tasks?q=payroll");
    await screen.findByRole("row", { name: GENERATED_ROW });
    expect(screen.getByRole("button", { name: "Filters, none active" })).toHaveTextContent(
      /^Filters$/,
    );
  });
});

describe("task list — status", () => {
  it("changes a never-stored occurrence's status inline, by its handle", async () => {
    const server = tasksServer();
    const user = renderTasks("/tasks");
    await screen.findByRole("row", { name: GENERATED_ROW });
    await user.selectOptions(
      within(row(GENERATED_ROW)).getByRole("combobox", { name: /Status of Payroll run task/ }),
      "In Progress",
    );
    await waitFor(() =>
      expect(server.sent("UpdateTask")).toEqual([
        { task: { handle: GENERATED.handle, status: "InProgress" } },
      ]),
    );
  });

  it("changes a stored task's status by its id", async () => {
    const server = tasksServer();
    const user = renderTasks("/tasks");
    await screen.findByRole("row", { name: STORED_ROW });
    await user.selectOptions(
      within(row(STORED_ROW)).getByRole("combobox", { name: /Status of/ }),
      "Complete",
    );
    await waitFor(() =>
      expect(server.sent("UpdateTask")).toEqual([{ task: { id: 5, status: "Complete" } }]),
    );
  });

  it("sets the status of the selected rows in one updateTasks call", async () => {
    const server = tasksServer();
    const user = renderTasks("/tasks");
    await screen.findByRole("row", { name: GENERATED_ROW });
    await user.click(screen.getByRole("checkbox", { name: /Select Payroll run task, 2026-11-20/ }));
    await user.click(screen.getByRole("checkbox", { name: /Select Payroll run task, 2026-11-27/ }));
    const bar = screen.getByRole("region", { name: "Selected rows" });
    expect(within(bar).getByRole("button", { name: "Apply" })).toBeDisabled();
    await user.selectOptions(
      within(bar).getByRole("combobox", { name: "New status for the selected tasks" }),
      "Complete",
    );
    await user.click(within(bar).getByRole("button", { name: "Apply" }));
    await waitFor(() =>
      expect(server.sent("UpdateTasks")).toEqual([
        {
          tasks: [
            { handle: GENERATED.handle, status: "Complete" },
            { id: 5, status: "Complete" },
          ],
        },
      ]),
    );
    expect(server.sent("UpdateTask")).toHaveLength(0);
    await waitFor(() =>
      expect(screen.queryByRole("region", { name: "Selected rows" })).not.toBeInTheDocument(),
    );
  });
});

describe("task list — edit, delete, add", () => {
  it("'this and following' sends only the changed person to updateFutureTask", async () => {
    const server = tasksServer();
    const user = renderTasks("/tasks");
    await screen.findByRole("row", { name: GENERATED_ROW });
    await user.click(
      within(row(GENERATED_ROW)).getByRole("button", { name: /^Edit Payroll run task/ }),
    );
    const sheet = await screen.findByRole("dialog", { name: "Edit Payroll run task" });
    await user.click(within(sheet).getByRole("radio", { name: "This and following" }));
    // Due date and status belong to one task only.
    expect(within(sheet).getByLabelText("Due date")).toBeDisabled();
    await user.selectOptions(within(sheet).getByRole("combobox", { name: "Person" }), "Ben Baker");
    await user.click(within(sheet).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(server.sent("UpdateFutureTask")).toEqual([
      { task: { handle: GENERATED.handle, userId: 8 } },
    ]);
    expect(server.sent("UpdateTask")).toHaveLength(0);
  });

  it("'only this task' edits one task with updateTask and shows its history", async () => {
    const server = tasksServer();
    const user = renderTasks("/tasks");
    await user.click(await screen.findByRole("row", { name: STORED_ROW }));
    const sheet = await screen.findByRole("dialog", { name: "Edit Payroll run task" });
    const history = within(sheet).getByRole("region", { name: "History" });
    expect(history).toHaveTextContent("Anna Admin");
    expect(history).toHaveTextContent("Status: Not Started → In Progress");
    const name = within(sheet).getByRole("textbox", { name: "Name" });
    await user.clear(name);
    await user.type(name, "Payroll (late run)");
    await user.click(within(sheet).getByRole("button", { name: "Save changes" }));
    await waitFor(() =>
      expect(server.sent("UpdateTask")).toEqual([{ task: { id: 5, name: "Payroll (late run)" } }]),
    );
    expect(server.sent("UpdateFutureTask")).toHaveLength(0);
  });

  it("deleting an occurrence asks first, then removes it by handle", async () => {
    const server = tasksServer();
    const user = renderTasks("/tasks");
    await screen.findByRole("row", { name: GENERATED_ROW });
    await user.click(
      within(row(GENERATED_ROW)).getByRole("button", { name: /^Delete Payroll run task/ }),
    );
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent(
      "Are you sure that you want to delete Payroll run task due 2026-11-20?",
    );
    expect(dialog).toHaveTextContent("This occurrence is skipped");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(server.sent("RemoveTask")).toHaveLength(0);

    await user.click(
      within(row(GENERATED_ROW)).getByRole("button", { name: /^Delete Payroll run task/ }),
    );
    await user.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }),
    );
    await waitFor(() => expect(server.sent("RemoveTask")).toEqual([{ handle: GENERATED.handle }]));
  });

  it("skipping an occurrence sends the reason typed in the question", async () => {
    const server = tasksServer();
    const user = renderTasks("/tasks");
    await screen.findByRole("row", { name: GENERATED_ROW });
    await user.click(
      within(row(GENERATED_ROW)).getByRole("button", { name: /^Delete Payroll run task/ }),
    );
    const dialog = await screen.findByRole("alertdialog");
    await user.type(within(dialog).getByLabelText(/Reason/), " Office closed ");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() =>
      expect(server.sent("RemoveTask")).toEqual([
        { handle: GENERATED.handle, reason: "Office closed" },
      ]),
    );
  });

  it("a skipped task's sheet says why it was skipped", async () => {
    const skipped: Task = {
      ...STORED,
      deleted: true,
      skipReason: "Closed for the holiday",
      history: [
        {
          at: "2026-11-21T09:30:00Z",
          by: STORED.updatedBy,
          changes: [
            { field: "deleted", from: "false", to: "true" },
            { field: "skipReason", from: null, to: "Closed for the holiday" },
          ],
        },
      ],
    };
    tasksServer([skipped]);
    const user = renderTasks("/tasks");
    await user.click(await screen.findByRole("row", { name: STORED_ROW }));
    const sheet = await screen.findByRole("dialog", { name: "Edit Payroll run task" });
    expect(within(sheet).getByRole("note")).toHaveTextContent("Skipped: Closed for the holiday");
    expect(within(sheet).getByRole("region", { name: "History" })).toHaveTextContent(
      "Reason: (empty) → Closed for the holiday",
    );
  });

  it("offers Skip days… on /tasks", async () => {
    tasksServer();
    renderTasks("/tasks");
    expect(await screen.findByRole("button", { name: "Skip days…" })).toBeInTheDocument();
  });

  it("does not offer Skip days… on My tasks", async () => {
    tasksServer();
    renderTasks("/myTasks");
    await screen.findByRole("row", { name: GENERATED_ROW });
    expect(screen.queryByRole("button", { name: "Skip days…" })).not.toBeInTheDocument();
  });

  it("the add form says what is missing, then creates the manual task", async () => {
    const server = tasksServer();
    const user = renderTasks("/tasks");
    await screen.findByRole("row", { name: GENERATED_ROW });
    await user.click(screen.getByRole("button", { name: "Add task" }));
    const sheet = await screen.findByRole("dialog", { name: "Add task" });
    await user.clear(within(sheet).getByLabelText("Due date"));
    await user.click(within(sheet).getByRole("button", { name: "Add task" }));
    expect(await within(sheet).findByText("Name is required.")).toBeInTheDocument();
    expect(within(sheet).getByText("Choose a person.")).toBeInTheDocument();
    expect(within(sheet).getByText("Enter a due date.")).toBeInTheDocument();
    expect(server.sent("CreateTask")).toHaveLength(0);

    await user.type(within(sheet).getByRole("textbox", { name: "Name" }), "Fire drill");
    await user.selectOptions(within(sheet).getByRole("combobox", { name: "Person" }), "Ben Baker");
    await user.selectOptions(
      within(sheet).getByRole("combobox", { name: "Process" }),
      "FIN-001 · Payroll run",
    );
    await user.type(within(sheet).getByLabelText("Due date"), "2026-12-01");
    await user.click(within(sheet).getByRole("button", { name: "Add task" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(server.sent("CreateTask")).toEqual([
      {
        task: {
          name: "Fire drill",
          description: "",
          userId: 8,
          processId: 11,
          dueDate: "2026-12-01",
          status: "NotStarted",
        },
      },
    ]);
  });
});
