import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ApiError } from "@/lib/graphql-client";
import { resetSession } from "@/lib/session";
import type { SavedFilter } from "@/components/saved-filters";
import { PAYROLL, serve, signInAs } from "../testing/fixtures";
import ProcessListRoute from "./process-list-route";

const NO_DOCS_FILTER: SavedFilter = {
  id: 4,
  name: "Missing docs",
  associatedEntity: "Process",
  private: false,
  owner: { id: 1, name: "Admin Person" },
  criteria: ["has:noDocs"],
};

/** What the URL holds: the search, decoded, so assertions read like links. */
function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{decodeURIComponent(pathname + search)}</output>;
}

function renderList(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/processes" element={<ProcessListRoute />} />
          <Route path="/myProcesses" element={<ProcessListRoute />} />
        </Routes>
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup({ pointerEventsCheck: 0 });
}

const location = () => screen.getByRole("status", { name: "location" }).textContent;
const chips = () =>
  within(screen.getByRole("list", { name: "Active filters" }))
    .queryAllByRole("listitem")
    .map((item) => item.textContent?.trim());

/** The server refuses unknown keys the way the API does (BAD_USER_INPUT, naming the term). */
function processesServer(filters: SavedFilter[] = [NO_DOCS_FILTER]) {
  return serve({
    Processes: ({ q }) => {
      const bad = ((q as string[] | undefined) ?? []).find((term) => term.startsWith("foo:"));
      if (bad) {
        throw new ApiError(
          `Unknown search term "foo:" in "${bad}"; use has:, is:, …`,
          "BAD_USER_INPUT",
        );
      }
      return { processes: { nodes: [PAYROLL], totalCount: 1 } };
    },
    CurrentUserProcesses: () => ({ currentUserProcesses: { nodes: [PAYROLL], totalCount: 1 } }),
    FiltersAccessibleToCurrentUser: () => ({
      filtersAccessibleToCurrentUser: { nodes: filters, totalCount: filters.length },
    }),
    CreateFilter: ({ filter }) => ({
      createFilter: { ...(filter as object), id: 9, owner: { id: 1, name: "Admin Person" } },
    }),
  });
}

beforeEach(() => {
  signInAs("Admin");
});
afterEach(() => resetSession());

describe("process list — sorting", () => {
  it("the category and frequency columns sort on the server", async () => {
    const server = processesServer();
    const user = renderList("/processes");
    expect(await screen.findByText("Payroll run")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Sort by category ascending" }));
    await waitFor(() =>
      expect(server.sent("Processes").at(-1)).toMatchObject({ sortBy: "cat", isDesc: false }),
    );
    await user.click(screen.getByRole("button", { name: "Sort by frequency ascending" }));
    await waitFor(() =>
      expect(server.sent("Processes").at(-1)).toMatchObject({
        sortBy: "compactFrequency",
        isDesc: false,
      }),
    );
  });
});

describe("process list — q terms in the URL", () => {
  it("?q=has:noDocs (the dashboards' link) filters the list and shows a chip", async () => {
    const server = processesServer();
    renderList("/processes?q=has:noDocs");
    expect(await screen.findByText("Payroll run")).toBeInTheDocument();
    expect(chips()).toEqual(["No docs"]);
    expect(server.sent("Processes")[0]).toMatchObject({
      q: ["has:noDocs"],
      offset: 0,
      limit: 10,
      sortBy: "name",
    });
    // The row shows the compact form and the sentence.
    const row = screen.getByRole("row", { name: /Payroll run/ });
    expect(within(row).getByText("Mar:5#L")).toBeInTheDocument();
    expect(within(row).getByText("Last Friday of Mar")).toBeInTheDocument();
    expect(within(row).getByText("Dept:Finance")).toBeInTheDocument();
  });

  it("removing a chip removes exactly that term from the URL and the request", async () => {
    const server = processesServer();
    const user = renderList("/processes?q=has:noDocs&q=label:Dept:HR&page=2");
    expect(await screen.findByText("Payroll run")).toBeInTheDocument();
    expect(chips()).toEqual(["No docs", "Label Dept:HR", "Clear all"]);
    await user.click(screen.getByRole("button", { name: "Remove filter No docs" }));
    expect(location()).toBe("/processes?q=label:Dept:HR");
    await waitFor(() =>
      expect(server.sent("Processes").at(-1)).toMatchObject({ q: ["label:Dept:HR"], offset: 0 }),
    );
    await user.click(screen.getByRole("button", { name: "Remove filter Label Dept:HR" }));
    expect(location()).toBe("/processes");
    await waitFor(() => expect(server.sent("Processes").at(-1)?.q).toBeUndefined());
  });

  it("a term typed in the search box becomes a chip", async () => {
    processesServer();
    const user = renderList("/processes?q=has:noDocs");
    await screen.findByText("Payroll run");
    await user.type(screen.getByRole("searchbox"), "payroll{Enter}");
    expect(location()).toBe("/processes?q=has:noDocs&q=payroll");
    expect(chips()).toEqual(["No docs", 'Contains "payroll"', "Clear all"]);
    expect(screen.getByRole("searchbox")).toHaveValue("");
  });

  it("an unknown term shows the server's message and keeps the rest of the terms working", async () => {
    const server = processesServer();
    const user = renderList("/processes?q=has:noDocs&q=foo:bar");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      'Unknown search term "foo:" in "foo:bar"',
    );
    // The other term still filters the rows.
    expect(await screen.findByText("Payroll run")).toBeInTheDocument();
    expect(server.sent("Processes").map((v) => v.q)).toContainEqual(["has:noDocs"]);
    expect(screen.getByText("foo:bar").closest("li")).toHaveAttribute(
      "title",
      expect.stringContaining("Unknown search term"),
    );
    expect(chips()).toEqual(["No docs", expect.stringContaining("foo:bar"), "Clear all"]);

    await user.click(screen.getByRole("button", { name: "Remove filter foo:bar" }));
    expect(location()).toBe("/processes?q=has:noDocs");
    await waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument());
  });
});

describe("process list — saved filters", () => {
  it("applies a saved filter: its terms replace the current ones", async () => {
    processesServer();
    const user = renderList("/processes?q=payroll");
    await screen.findByText("Payroll run");
    await user.click(screen.getByRole("button", { name: "Saved filters" }));
    await user.click(await screen.findByRole("menuitem", { name: /Missing docs/ }));
    expect(location()).toBe("/processes?q=has:noDocs");
    // The menu button now names the applied filter.
    expect(await screen.findByRole("button", { name: "Missing docs" })).toBeInTheDocument();
  });

  it("saves the current terms as a private filter of this list", async () => {
    const server = processesServer([]);
    const user = renderList("/processes?q=has:noDocs&q=label:Dept:HR");
    await screen.findByText("Payroll run");
    await user.click(screen.getByRole("button", { name: "Saved filters" }));
    await user.click(await screen.findByRole("menuitem", { name: /Save current filter/ }));
    const dialog = await screen.findByRole("dialog", { name: "Save filter" });
    await user.click(within(dialog).getByRole("button", { name: "Save filter" }));
    expect(within(dialog).getByRole("alert")).toHaveTextContent("Name is required.");
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "HR without docs");
    await user.click(within(dialog).getByRole("button", { name: "Save filter" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(server.sent("CreateFilter")).toEqual([
      {
        filter: {
          name: "HR without docs",
          associatedEntity: "Process",
          private: true,
          criteria: ["has:noDocs", "label:Dept:HR"],
        },
      },
    ]);
  });
});

describe("process list — who may do what", () => {
  it("/myProcesses asks for the caller's processes; a User gets no edit controls, only links to their processes' pages", async () => {
    resetSession();
    signInAs("User", 3);
    const server = processesServer();
    renderList("/myProcesses?q=has:noDocs");
    expect(await screen.findByText("Payroll run")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "My processes" })).toBeInTheDocument();
    expect(server.sent("CurrentUserProcesses")[0]).toMatchObject({ q: ["has:noDocs"] });
    expect(server.sent("Processes")).toHaveLength(0);
    expect(screen.queryByRole("button", { name: /Add process/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Import CSV" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Edit Payroll run/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "FIN-001" })).toHaveAttribute("href", "/processes/11");
  });

  it("an admin sees create, import, edit, delete and bulk selection", async () => {
    processesServer();
    renderList("/processes");
    expect(await screen.findByText("Payroll run")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Add process/ })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Import CSV" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit Payroll run" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Delete Payroll run" })).toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Select Payroll run" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "FIN-001" })).toHaveAttribute("href", "/processes/11");
  });
});
