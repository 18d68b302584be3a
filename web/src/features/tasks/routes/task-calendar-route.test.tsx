import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import "@/lib/i18n";
import { resetSession } from "@/lib/session";
import { GENERATED, PICKER_HANDLERS, serve, signInAs, STORED } from "../testing/fixtures";
import { renderTasks } from "../testing/render-task-list";

beforeEach(() => signInAs("Admin"));
afterEach(() => resetSession());

describe("task calendar", () => {
  it("shows the same query for the visible month; an event opens the task's sheet", async () => {
    const server = serve({
      ...PICKER_HANDLERS,
      Tasks: () => ({ tasks: { nodes: [GENERATED, STORED], totalCount: 2 } }),
    });
    const user = renderTasks("/tasks?q=is:late&from=2026-11-10");
    await user.click(await screen.findByRole("button", { name: "Calendar" }));
    expect(screen.getByRole("status", { name: "location" })).toHaveTextContent(
      "/tasks?q=is:late&from=2026-11-10&view=calendar",
    );
    const calendar = await screen.findByRole("region", { name: "Task calendar" });
    // The month of the range's start, from that start to the last day shown.
    await waitFor(() =>
      expect(server.sent("Tasks").at(-1)).toMatchObject({
        q: ["is:late"],
        offset: 0,
        limit: 1000,
        sortBy: "dueDate",
        from: "2026-11-10",
        to: "2026-12-06",
      }),
    );
    const event = await within(calendar).findByText(/Late: Payroll run task — Anna Admin/);
    await user.click(event);
    expect(await screen.findByRole("dialog", { name: "Edit Payroll run task" })).toHaveTextContent(
      "2026-11-20",
    );
  });
});
