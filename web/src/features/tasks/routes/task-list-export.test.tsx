import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "@/lib/i18n";
import { resetSession } from "@/lib/session";
import { captureDownloads } from "@/test/downloads";
import { GENERATED, PICKER_HANDLERS, serve, signInAs, STORED } from "../testing/fixtures";
import { GENERATED_ROW, page, renderTasks } from "../testing/render-task-list";

beforeEach(() => {
  signInAs("Admin");
});
afterEach(() => resetSession());

describe("task list — CSV export", () => {
  afterEach(() => vi.restoreAllMocks());

  it("/tasks exports the organisation's tasks for its range, terms and sort", async () => {
    const server = serveWithExport();
    const files = captureDownloads();
    const user = renderTasks(
      "/tasks?from=2026-01-01&to=2026-03-31&q=is:late&sortBy=name&isDesc=true",
    );
    await screen.findByRole("row", { name: GENERATED_ROW });
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(server.sent("ExportTasks")).toEqual([
      { from: "2026-01-01", to: "2026-03-31", q: ["is:late"], sortBy: "name", isDesc: true },
    ]);
    expect(server.sent("ExportMyTasks")).toHaveLength(0);
    expect(files[0]!.name).toMatch(/^tasks-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(await files[0]!.blob.text()).toBe("\uFEFFhandle\r\n1-2-2026-01-25\r\n");
  });

  it("/myTasks exports the caller's own list, as a User too", async () => {
    resetSession();
    signInAs("User", 7);
    const server = serveWithExport();
    const files = captureDownloads();
    const user = renderTasks("/myTasks");
    await screen.findByRole("row", { name: GENERATED_ROW });
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(files).toHaveLength(1));
    // The list it opened on: the open work.
    expect(server.sent("ExportMyTasks")).toEqual([
      { q: ["status=Not Started|In Progress"], sortBy: "dueDate", isDesc: false },
    ]);
    expect(files[0]!.name).toMatch(/^my-tasks-\d{4}-\d{2}-\d{2}\.csv$/);
  });
});

function serveWithExport() {
  const csv = "handle\r\n1-2-2026-01-25\r\n";
  return serve({
    ...PICKER_HANDLERS,
    Tasks: () => ({ tasks: page([GENERATED, STORED]) }),
    MyTasks: () => ({ myTasks: page([GENERATED, STORED]) }),
    ExportTasks: () => ({ exportTasks: csv }),
    ExportMyTasks: () => ({ exportMyTasks: csv }),
  });
}
