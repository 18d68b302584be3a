import {
  QueryClient,
  QueryClientProvider,
  keepPreviousData,
  useQuery,
} from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, useLocation } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { TypedDocumentString } from "@/lib/gql/graphql";
import { graphqlRequest } from "@/lib/graphql-client";
import { DataTable } from "./data-table";
import { toOffsetLimit } from "./table-state";
import { useTableUrlState } from "./use-table-url-state";

// UI tests drive real components through user-event; give a loaded CI machine room.

const request = vi.mocked(graphqlRequest);

interface Item {
  id: number;
  name: string;
}
interface Vars {
  q: string[];
  offset: number;
  limit: number;
  sortBy: string | null;
  isDesc: boolean;
}

// What the server holds: 23 items, so page sizes and the last page have something to show.
const ITEMS: Item[] = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  name: `Item ${String(i + 1).padStart(2, "0")}`,
}));

function fakeServer(_document: unknown, variables?: unknown) {
  const { q, offset, limit, isDesc } = variables as Vars;
  const matched = ITEMS.filter((item) =>
    q.every((term) => item.name.toLowerCase().includes(term.toLowerCase())),
  );
  const sorted = isDesc ? [...matched].reverse() : matched;
  return Promise.resolve({
    items: { nodes: sorted.slice(offset, offset + limit), totalCount: matched.length },
  });
}

const columns: ColumnDef<Item>[] = [
  { id: "name", accessorKey: "name", header: "Name", enableSorting: true },
  { id: "id", accessorKey: "id", header: "Number" },
];

/** A document outside the schema (the stand-in server ignores it): typed here. */
const ITEMS_QUERY = new TypedDocumentString<{ items: { nodes: Item[]; totalCount: number } }, Vars>(
  "query Items",
);

function Location() {
  return <output data-testid="location">{useLocation().search}</output>;
}

function Harness({ bulk }: { bulk?: (selected: Item[]) => void }) {
  const [state, setState] = useTableUrlState({ sortBy: "name" });
  const query = useQuery({
    queryKey: ["items", state],
    queryFn: () =>
      graphqlRequest(ITEMS_QUERY, {
        q: state.q ? [state.q] : [],
        ...toOffsetLimit(state),
        sortBy: state.sortBy,
        isDesc: state.isDesc,
      }),
    placeholderData: keepPreviousData,
  });
  return (
    <DataTable
      label="Items"
      columns={columns}
      data={query.data?.items.nodes}
      totalCount={query.data?.items.totalCount ?? 0}
      state={state}
      onStateChange={setState}
      getRowId={(row) => String(row.id)}
      rowLabel={(row) => row.name}
      isFetching={query.isFetching}
      error={query.error?.message}
      enableRowSelection={Boolean(bulk)}
      bulkActions={(selected) => (
        <button type="button" onClick={() => bulk?.(selected)}>
          Delete selected ({selected.length})
        </button>
      )}
    />
  );
}

function renderTable(url = "/items", bulk?: (selected: Item[]) => void) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Harness bulk={bulk} />
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const lastVars = () => request.mock.lastCall?.[1] as Vars;
const footer = () => screen.getByText(/^Showing \d+ to \d+ of \d+ entries$/);
const rowNames = () =>
  screen
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).queryAllByRole("cell")[0]?.textContent ?? "");

beforeEach(() => {
  request.mockReset();
  request.mockImplementation(fakeServer);
});

describe("DataTable search", () => {
  it("applies the search on Enter, not while typing", async () => {
    const user = userEvent.setup();
    renderTable();
    await screen.findByText("Showing 1 to 10 of 23 entries");
    const calls = request.mock.calls.length;
    await user.type(screen.getByRole("searchbox", { name: "Search" }), "item 1");
    expect(request.mock.calls.length).toBe(calls);
    await user.keyboard("{Enter}");
    await screen.findByText("Showing 1 to 10 of 10 entries");
    expect(lastVars().q).toEqual(["item 1"]);
    expect(screen.getByTestId("location")).toHaveTextContent("?q=item+1");
  });

  it("applies the search with the search icon and resets it with the clear icon", async () => {
    const user = userEvent.setup();
    renderTable("/items?page=2");
    await screen.findByText("Showing 11 to 20 of 23 entries");
    await user.type(screen.getByRole("searchbox"), "Item 2");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await screen.findByText("Showing 1 to 4 of 4 entries");
    expect(lastVars()).toMatchObject({ q: ["Item 2"], offset: 0 });

    await user.click(screen.getByRole("button", { name: "Clear search" }));
    await screen.findByText("Showing 1 to 10 of 23 entries");
    expect(lastVars().q).toEqual([]);
    expect(screen.getByRole("searchbox")).toHaveValue("");
    expect(screen.getByTestId("location")).toHaveTextContent(/^$/);
  });

  it("says so when nothing matches and counts 0 to 0 of 0", async () => {
    const user = userEvent.setup();
    renderTable();
    await screen.findByText("Showing 1 to 10 of 23 entries");
    await user.type(screen.getByRole("searchbox"), "nothing like this{Enter}");
    expect(await screen.findByText("No matching records found")).toBeInTheDocument();
    expect(footer()).toHaveTextContent("Showing 0 to 0 of 0 entries");
    expect(screen.getByRole("button", { name: "Next page" })).toBeDisabled();
  });
});

describe("DataTable sorting", () => {
  it("asks the server for the order: another click flips the direction", async () => {
    const user = userEvent.setup();
    renderTable();
    await screen.findByText("Showing 1 to 10 of 23 entries");
    expect(lastVars()).toMatchObject({ sortBy: "name", isDesc: false });
    expect(screen.getByRole("columnheader", { name: /Name/ })).toHaveAttribute(
      "aria-sort",
      "ascending",
    );

    await user.click(screen.getByRole("button", { name: "Sort by Name descending" }));
    await waitFor(() =>
      expect(lastVars()).toMatchObject({ sortBy: "name", isDesc: true, offset: 0 }),
    );
    await waitFor(() => expect(rowNames()[0]).toBe("Item 23"));
    expect(screen.getByRole("columnheader", { name: /Name/ })).toHaveAttribute(
      "aria-sort",
      "descending",
    );

    await user.click(screen.getByRole("button", { name: "Sort by Name ascending" }));
    await waitFor(() => expect(lastVars()).toMatchObject({ sortBy: "name", isDesc: false }));
  });

  it("does not offer sorting on columns that did not ask for it", async () => {
    renderTable();
    await screen.findByText("Showing 1 to 10 of 23 entries");
    expect(screen.queryByRole("button", { name: /Sort by Number/ })).not.toBeInTheDocument();
  });

  it("restores sort, size and page from the URL", async () => {
    renderTable("/items?sortBy=name&isDesc=true&size=25");
    await screen.findByText("Showing 1 to 23 of 23 entries");
    expect(lastVars()).toMatchObject({ sortBy: "name", isDesc: true, limit: 25, offset: 0 });
  });
});

describe("DataTable paging", () => {
  it("counts the last page up to the total", async () => {
    const user = userEvent.setup();
    renderTable();
    await screen.findByText("Showing 1 to 10 of 23 entries");
    await user.click(screen.getByRole("button", { name: "Page 3" }));
    await screen.findByText("Showing 21 to 23 of 23 entries");
    expect(lastVars()).toMatchObject({ offset: 20, limit: 10 });
    expect(rowNames()).toEqual(["Item 21", "Item 22", "Item 23"]);
    expect(screen.getByRole("button", { name: "Next page" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Previous page" }));
    await screen.findByText("Showing 11 to 20 of 23 entries");
  });

  it("goes back to the first page when the page size changes", async () => {
    const user = userEvent.setup();
    renderTable("/items?page=3");
    await screen.findByText("Showing 21 to 23 of 23 entries");
    await user.selectOptions(screen.getByRole("combobox", { name: "Entries per page" }), "25");
    await screen.findByText("Showing 1 to 23 of 23 entries");
    expect(lastVars()).toMatchObject({ offset: 0, limit: 25 });
    expect(screen.getByTestId("location")).toHaveTextContent("?size=25");
  });

  it("moves to the last real page when the URL points past the end", async () => {
    renderTable("/items?page=9");
    await screen.findByText("Showing 21 to 23 of 23 entries");
    expect(screen.getByTestId("location")).toHaveTextContent("?page=3");
  });

  it("shows the server's message when the first load fails", async () => {
    request.mockRejectedValue(new Error("Forbidden"));
    renderTable();
    expect(await screen.findByRole("alert")).toHaveTextContent("Forbidden");
  });
});

describe("DataTable loading", () => {
  it("shows a spinner before the first answer, then keeps the page visible under an overlay", async () => {
    const user = userEvent.setup();
    let release: () => void = () => undefined;
    request.mockImplementation(
      (document, variables) =>
        new Promise((resolve) => {
          release = () => resolve(fakeServer(document, variables));
        }),
    );
    renderTable();
    expect(screen.getByText("Loading entries")).toBeInTheDocument();
    expect(screen.getByRole("table", { name: "Items" }).closest("[aria-busy]")).toHaveAttribute(
      "aria-busy",
      "true",
    );
    release();
    await screen.findByText("Showing 1 to 10 of 23 entries");
    expect(screen.queryByText("Loading entries")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Page 2" }));
    // The old rows stay while page 2 loads, covered by the overlay's spinner.
    expect(await screen.findByText("Loading entries")).toBeInTheDocument();
    expect(rowNames()[0]).toBe("Item 01");
    release();
    await waitFor(() => expect(rowNames()[0]).toBe("Item 11"));
    expect(screen.queryByText("Loading entries")).not.toBeInTheDocument();
  });
});

describe("DataTable selection", () => {
  it("selects rows, hands them to the bulk action and clears on a new page", async () => {
    const user = userEvent.setup();
    const bulk = vi.fn();
    renderTable("/items", bulk);
    await screen.findByText("Showing 1 to 10 of 23 entries");
    expect(screen.queryByRole("region", { name: "Selected rows" })).not.toBeInTheDocument();

    await user.click(screen.getByRole("checkbox", { name: "Select Item 02" }));
    await user.click(screen.getByRole("checkbox", { name: "Select Item 05" }));
    expect(screen.getByText("2 selected")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Delete selected (2)" }));
    expect(bulk).toHaveBeenCalledWith([ITEMS[1], ITEMS[4]]);

    await user.click(screen.getByRole("checkbox", { name: "Select all rows on this page" }));
    expect(screen.getByRole("button", { name: "Delete selected (10)" })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Page 2" }));
    await screen.findByText("Showing 11 to 20 of 23 entries");
    expect(screen.queryByText(/selected/)).not.toBeInTheDocument();
  });
});
