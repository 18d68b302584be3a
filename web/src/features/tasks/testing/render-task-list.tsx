import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import type { Task } from "@/components/tasks";
import TaskListRoute from "../routes/task-list-route";

/** What the URL holds, decoded, so assertions read like links. */
function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{decodeURIComponent(pathname + search)}</output>;
}

/** The task list at `path` (/tasks or /myTasks), with the URL shown beside it. */
export function renderTasks(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/tasks" element={<TaskListRoute />} />
          <Route path="/myTasks" element={<TaskListRoute />} />
        </Routes>
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup({ pointerEventsCheck: 0 });
}

/** The URL the screen is at now. */
export const location = () => screen.getByRole("status", { name: "location" }).textContent;

/** One list answer holding exactly `nodes`. */
export const page = (nodes: Task[]) => ({ nodes, totalCount: nodes.length });

export const GENERATED_ROW = /Payroll run task.*2026-11-20/;
export const STORED_ROW = /Payroll run task.*2026-11-27/;
