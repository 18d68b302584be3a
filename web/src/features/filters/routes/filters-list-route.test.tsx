import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "@/lib/i18n";
import { graphqlRequest } from "@/lib/graphql-client";
import { resetSession, setSessionUser, type CurrentUser } from "@/lib/session";
import type { SavedFilter } from "@/components/saved-filters";
import FiltersListRoute from "./filters-list-route";

const request = vi.mocked(graphqlRequest);

const MINE: SavedFilter = {
  id: 1,
  name: "Undocumented HR",
  associatedEntity: "Process",
  private: true,
  owner: { id: 11, name: "Ann Smith" },
  criteria: ["has:noDocs", "label:Dept:HR"],
};
const THEIRS: SavedFilter = {
  id: 2,
  name: "Ops people",
  associatedEntity: "User",
  private: false,
  owner: { id: 12, name: "Bo Chen" },
  criteria: ["role:OPS"],
};

function signInAs(userType: CurrentUser["userType"]) {
  setSessionUser({
    id: 11,
    peopleHandle: "ann",
    name: "Ann Smith",
    description: "",
    email: "ann@example.test",
    userType,
    isAuthEnabled: true,
    roleIds: [],
    roles: [],
    receiveWeeklyReminders: false,
  });
}

function Landed() {
  const location = useLocation();
  return <p>Landed on {location.pathname + location.search}</p>;
}

function renderFilters() {
  request.mockImplementation((document) =>
    document.includes("query FiltersPage")
      ? Promise.resolve({
          filtersAccessibleToCurrentUser: { nodes: [MINE, THEIRS], totalCount: 2 },
        })
      : Promise.reject(new Error("unexpected operation")),
  );
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={["/filters"]}>
        <Routes>
          <Route path="/filters" element={<FiltersListRoute />} />
          <Route path="*" element={<Landed />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup({ pointerEventsCheck: 0 });
}

beforeEach(() => {
  request.mockReset();
});
afterEach(() => resetSession());

describe("/filters", () => {
  it("lets a manager change only their own filters, and shows terms as chips", async () => {
    signInAs("Manager");
    renderFilters();
    expect(await screen.findByRole("button", { name: "Edit Undocumented HR" })).toBeInTheDocument();
    const table = screen.getByRole("table", { name: "Filters" });
    expect(
      within(table).getByRole("button", { name: "Delete Undocumented HR" }),
    ).toBeInTheDocument();
    expect(
      within(table).queryByRole("button", { name: "Edit Ops people" }),
    ).not.toBeInTheDocument();
    expect(
      within(table).queryByRole("button", { name: "Delete Ops people" }),
    ).not.toBeInTheDocument();
    expect(within(table).getByText("No docs")).toBeInTheDocument();
    expect(within(table).getByText("Label Dept:HR")).toBeInTheDocument();
  });

  it("lets an admin change everyone's filters", async () => {
    signInAs("Admin");
    renderFilters();
    expect(await screen.findByRole("button", { name: "Edit Ops people" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Delete Ops people" })).toBeInTheDocument();
  });

  it("opens a filter on its entity's list with one q param per term", async () => {
    signInAs("Manager");
    const user = renderFilters();
    await user.click(await screen.findByRole("button", { name: "Open Undocumented HR" }));
    expect(
      await screen.findByText("Landed on /processes?q=has%3AnoDocs&q=label%3ADept%3AHR"),
    ).toBeInTheDocument();
  });

  it("asks the server for the accessible filters with paging and sort", async () => {
    signInAs("Manager");
    renderFilters();
    await screen.findByRole("table", { name: "Filters" });
    expect(request.mock.calls[0]![1]).toEqual({
      offset: 0,
      limit: 10,
      sortBy: "name",
      isDesc: false,
    });
  });
});
