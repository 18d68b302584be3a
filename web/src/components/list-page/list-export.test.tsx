import { QueryClientProvider, queryOptions } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/layout/toaster";
import { ApiError, type Connection } from "@/lib/graphql-client";
import { createQueryClient } from "@/lib/query-client";
import { captureDownloads } from "@/test/downloads";
import { ListPage, useListPage, type ListVariables } from ".";

interface Item {
  id: number;
  name: string;
}

const ITEMS: Item[] = [
  { id: 1, name: "Alpha" },
  { id: 2, name: "Beta" },
];

const itemsQueryOptions = (variables: ListVariables & { kind?: string }) =>
  queryOptions({
    queryKey: ["items", "list", variables],
    queryFn: (): Promise<Connection<Item>> =>
      Promise.resolve({ nodes: ITEMS.slice(0, variables.limit), totalCount: ITEMS.length }),
    staleTime: 0,
  });

/** The export operation's stand-in: what it was asked, and the CSV it answers. */
const exportRequest = vi.fn<(variables: Record<string, unknown>) => Promise<string>>();

const columns: ColumnDef<Item>[] = [
  { id: "name", accessorKey: "name", header: "Name", enableSorting: true },
];

function Screen({ withExport = true }: { withExport?: boolean }) {
  const list = useListPage({
    query: itemsQueryOptions,
    sortBy: "name",
    variables: { kind: "plain" },
    export: withExport ? { entity: "items", request: exportRequest } : undefined,
  });
  return (
    <ListPage
      list={list}
      title="Items"
      description="Things to list."
      columns={columns}
      name={(item) => item.name}
      searchPlaceholder="Search items"
      sheet={() => null}
    />
  );
}

function renderScreen(url = "/items", withExport = true) {
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <Screen withExport={withExport} />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup({ pointerEventsCheck: 0 });
}

const toastTexts = () =>
  [...document.querySelectorAll("[data-sonner-toast]")].map((toast) => toast.textContent ?? "");

beforeEach(() => {
  exportRequest.mockReset();
  vi.useFakeTimers({ toFake: ["Date"], now: new Date(2026, 10, 23, 9, 30) });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("ListPage — Export CSV", () => {
  it("downloads the whole list for its search and sort, dated, with a BOM", async () => {
    exportRequest.mockResolvedValue("name\r\nBeta\r\n");
    const files = captureDownloads();
    const user = renderScreen("/items?q=be&sortBy=name&isDesc=true&page=2&size=25");
    await screen.findByText("Beta");
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(files).toHaveLength(1));
    // The list's own arguments and its filter, never a page.
    expect(exportRequest.mock.calls).toEqual([
      [{ kind: "plain", q: ["be"], sortBy: "name", isDesc: true }],
    ]);
    expect(files[0]!.name).toBe("items-2026-11-23.csv");
    expect(files[0]!.blob.type).toBe("text/csv;charset=utf-8");
    expect(await files[0]!.blob.text()).toBe("\uFEFFname\r\nBeta\r\n");
  });

  it("asks without q when nothing is searched, in the default order", async () => {
    exportRequest.mockResolvedValue("name\r\n");
    captureDownloads();
    const user = renderScreen();
    await screen.findByText("Alpha");
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() => expect(exportRequest).toHaveBeenCalledTimes(1));
    expect(exportRequest.mock.calls[0]![0]).toEqual({
      kind: "plain",
      q: undefined,
      sortBy: "name",
      isDesc: false,
    });
  });

  it("shows a refusal in the global error toast and downloads nothing", async () => {
    exportRequest.mockRejectedValue(
      new ApiError(
        "This list has 60,000 rows; an export holds at most 50,000.",
        "BAD_USER_INPUT",
        400,
      ),
    );
    const files = captureDownloads();
    const user = renderScreen();
    await screen.findByText("Alpha");
    await user.click(screen.getByRole("button", { name: "Export CSV" }));
    await waitFor(() =>
      expect(toastTexts().some((text) => text.includes("an export holds at most 50,000"))).toBe(
        true,
      ),
    );
    expect(files).toEqual([]);
    expect(screen.getByRole("button", { name: "Export CSV" })).toBeEnabled();
  });

  it("has no Export CSV button on a list without an export", async () => {
    renderScreen("/items", false);
    await screen.findByText("Alpha");
    expect(screen.queryByRole("button", { name: "Export CSV" })).not.toBeInTheDocument();
  });
});
