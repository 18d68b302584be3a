import { QueryClientProvider, queryOptions, useMutation } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { configure, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Plus } from "lucide-react";
import { MemoryRouter, useLocation } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/layout/toaster";
import { errorMessage } from "@/lib/api-errors";
import { ApiError, type Connection } from "@/lib/graphql-client";
import { createQueryClient } from "@/lib/query-client";
import { ListPage, useListPage, type ListPageRemove, type ListVariables } from ".";

configure({ asyncUtilTimeout: 10_000 });

interface Item {
  id: number;
  name: string;
}

// What the server holds: 23 items, so page sizes and the last page have something to show.
const ITEMS: Item[] = Array.from({ length: 23 }, (_, i) => ({
  id: i + 1,
  name: `Item ${String(i + 1).padStart(2, "0")}`,
}));

/** The fake server: answers a page for the variables, or whatever a test puts in its place. */
const server = vi.fn<(variables: ListVariables) => Promise<Connection<Item>>>();

function answer({ q = [], offset, limit, isDesc }: ListVariables): Promise<Connection<Item>> {
  const matched = ITEMS.filter((item) =>
    q.every((term) => item.name.toLowerCase().includes(term.toLowerCase())),
  );
  const sorted = isDesc ? [...matched].reverse() : matched;
  return Promise.resolve({
    nodes: sorted.slice(offset, offset + limit),
    totalCount: matched.length,
  });
}

const itemsQueryOptions = (variables: ListVariables) =>
  queryOptions({
    queryKey: ["items", "list", variables],
    queryFn: () => server(variables),
    staleTime: 0,
  });

const columns: ColumnDef<Item>[] = [
  { id: "name", accessorKey: "name", header: "Name", enableSorting: true },
  { id: "id", accessorKey: "id", header: "Number" },
];

/** Deletion fails the way the server refuses; `shown` says whether the dialog shows it. */
function Screen({ remove, shown }: { remove?: () => Promise<boolean>; shown?: boolean }) {
  const list = useListPage({ query: itemsQueryOptions, sortBy: "name" });
  const removal = useMutation({
    mutationFn: remove ?? (() => Promise.resolve(true)),
    meta: shown ? { silentError: true } : undefined,
  });
  const options: ListPageRemove<Item> = {
    one: () => removal.mutateAsync(),
    refusalOf: shown ? errorMessage : undefined,
  };
  return (
    <ListPage
      list={list}
      title="Items"
      description="Things to list."
      add={{ label: "Add item", icon: Plus }}
      columns={columns}
      name={(item) => item.name}
      searchPlaceholder="Search items"
      emptyMessage={list.searching ? undefined : "No items yet."}
      canEdit
      remove={options}
      sheet={({ open, item }) =>
        open ? <p data-testid="sheet">{item ? `Editing ${item.name}` : "Adding"}</p> : null
      }
    />
  );
}

function Location() {
  return <output data-testid="location">{useLocation().search}</output>;
}

function renderScreen(url = "/items", props: Parameters<typeof Screen>[0] = {}) {
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Screen {...props} />
        <Location />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup({ pointerEventsCheck: 0 }), client };
}

const lastVars = () => server.mock.lastCall?.[0];
const location = () => screen.getByTestId("location").textContent;
const rowNames = () =>
  screen
    .getAllByRole("row")
    .slice(1)
    .map((row) => within(row).queryAllByRole("cell")[0]?.textContent ?? "");
const toasts = () => document.querySelectorAll("[data-sonner-toast]");

beforeEach(() => {
  server.mockReset();
  server.mockImplementation(answer);
});

describe("ListPage", () => {
  it("shows a spinner until the first page, then the rows and the row count", async () => {
    let release: () => void = () => undefined;
    server.mockImplementation(
      (variables) =>
        new Promise((resolve) => {
          release = () => resolve(answer(variables));
        }),
    );
    renderScreen();
    expect(screen.getByRole("heading", { name: "Items" })).toBeInTheDocument();
    expect(screen.getByText("Loading entries")).toBeInTheDocument();
    release();
    expect(await screen.findByText("Showing 1 to 10 of 23 entries")).toBeInTheDocument();
    expect(lastVars()).toEqual({ offset: 0, limit: 10, sortBy: "name", isDesc: false });
    expect(rowNames()[0]).toBe("Item 01");
    expect(screen.queryByText("Loading entries")).not.toBeInTheDocument();
  });

  it("pages on the server and keeps the page in the URL", async () => {
    const { user } = renderScreen();
    await screen.findByText("Showing 1 to 10 of 23 entries");
    await user.click(screen.getByRole("button", { name: "Page 3" }));
    await screen.findByText("Showing 21 to 23 of 23 entries");
    expect(lastVars()).toMatchObject({ offset: 20, limit: 10 });
    expect(rowNames()).toEqual(["Item 21", "Item 22", "Item 23"]);
    expect(location()).toBe("?page=3");
  });

  it("sorts on the server, back to the first page", async () => {
    const { user } = renderScreen("/items?page=2");
    await screen.findByText("Showing 11 to 20 of 23 entries");
    await user.click(screen.getByRole("button", { name: "Sort by Name descending" }));
    await waitFor(() => expect(rowNames()[0]).toBe("Item 23"));
    expect(lastVars()).toMatchObject({ sortBy: "name", isDesc: true, offset: 0 });
    expect(location()).toBe("?sortBy=name&isDesc=true");
  });

  it("searches with one text in `q` and says so when nothing matches", async () => {
    const { user } = renderScreen();
    await screen.findByText("Showing 1 to 10 of 23 entries");
    await user.type(screen.getByRole("searchbox", { name: "Search items" }), "item 2{Enter}");
    await screen.findByText("Showing 1 to 4 of 4 entries");
    expect(lastVars()).toMatchObject({ q: ["item 2"], offset: 0 });
    expect(location()).toBe("?q=item+2");

    await user.clear(screen.getByRole("searchbox", { name: "Search items" }));
    await user.type(screen.getByRole("searchbox", { name: "Search items" }), "nothing{Enter}");
    expect(await screen.findByText("No matching records found")).toBeInTheDocument();
    expect(screen.getByText("Showing 0 to 0 of 0 entries")).toBeInTheDocument();
  });

  it("shows the screen's own empty text when nothing narrows the list", async () => {
    server.mockResolvedValue({ nodes: [], totalCount: 0 });
    renderScreen();
    expect(await screen.findByText("No items yet.")).toBeInTheDocument();
  });

  it("shows a failed load once, in place of the rows, with no toast", async () => {
    server.mockRejectedValue(new ApiError("Forbidden", "FORBIDDEN", 403));
    renderScreen();
    expect(await screen.findByRole("alert")).toHaveTextContent("Forbidden");
    expect(screen.getAllByText("Forbidden")).toHaveLength(1);
    expect(toasts()).toHaveLength(0);
  });

  it("toasts a failed refresh once while the rows stay on screen", async () => {
    const { client } = renderScreen();
    await screen.findByText("Showing 1 to 10 of 23 entries");
    server.mockRejectedValue(new ApiError("Cannot reach the server.", "NETWORK_ERROR"));
    await client.invalidateQueries({ queryKey: ["items"] });
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(screen.getAllByText("Cannot reach the server.")).toHaveLength(1);
    expect(rowNames()[0]).toBe("Item 01");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("opens the sheet empty for Add and with the row for its edit icon", async () => {
    const { user } = renderScreen();
    await screen.findByText("Showing 1 to 10 of 23 entries");
    await user.click(screen.getByRole("button", { name: "Add item" }));
    expect(screen.getByTestId("sheet")).toHaveTextContent("Adding");
    await user.click(screen.getByRole("button", { name: "Edit Item 02" }));
    expect(screen.getByTestId("sheet")).toHaveTextContent("Editing Item 02");
  });

  it("confirms a deletion and says it is done", async () => {
    const { user } = renderScreen();
    await screen.findByText("Showing 1 to 10 of 23 entries");
    await user.click(screen.getByRole("button", { name: "Delete Item 03" }));
    const dialog = screen.getByRole("alertdialog");
    expect(dialog).toHaveTextContent("Are you sure that you want to delete Item 03?");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(await screen.findByText("Item 03 deleted")).toBeInTheDocument();
  });

  it("toasts an ordinary failed deletion exactly once and keeps the dialog open", async () => {
    const remove = () => Promise.reject(new ApiError("The item is locked.", "CONFLICT", 409));
    const { user } = renderScreen("/items", { remove });
    await screen.findByText("Showing 1 to 10 of 23 entries");
    await user.click(screen.getByRole("button", { name: "Delete Item 03" }));
    await user.click(
      within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }),
    );
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(screen.getAllByText("The item is locked.")).toHaveLength(1);
    expect(within(screen.getByRole("alertdialog")).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("shows a refusal the dialog shows itself there only, not also as a toast", async () => {
    const remove = () => Promise.reject(new ApiError("The item is locked.", "CONFLICT", 409));
    const { user } = renderScreen("/items", { remove, shown: true });
    await screen.findByText("Showing 1 to 10 of 23 entries");
    await user.click(screen.getByRole("button", { name: "Delete Item 03" }));
    const dialog = screen.getByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("The item is locked.");
    expect(screen.getAllByText("The item is locked.")).toHaveLength(1);
    expect(toasts()).toHaveLength(0);
  });
});
