import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { graphqlRequest } from "@/lib/graphql-client";
import { resetSession, setSessionUser, type CurrentUser } from "@/lib/session";
import type { SavedFilter } from "./api/filter-fields";
import { SavedFiltersBar } from "./saved-filters-bar";

const request = vi.mocked(graphqlRequest);

const MINE: SavedFilter = {
  id: 1,
  name: "My late ones",
  associatedEntity: "Process",
  private: true,
  owner: { id: 7, name: "Me" },
  criteria: ["has:noDocs"],
};
const THEIRS: SavedFilter = {
  id: 2,
  name: "HR team",
  associatedEntity: "Process",
  private: false,
  owner: { id: 8, name: "Hana" },
  criteria: ["label:Dept:HR"],
};

function signIn(userType: "Admin" | "Manager") {
  setSessionUser({
    id: 7,
    peopleHandle: "me",
    name: "Me",
    description: "",
    email: "me@demo.test",
    userType,
    isAuthEnabled: true,
    roleIds: [],
    roles: [],
    receiveWeeklyReminders: false,
  } as CurrentUser);
}

function serve(filters: SavedFilter[]) {
  const sent: { op: string; variables: Record<string, unknown> }[] = [];
  let list = [...filters];
  request.mockReset();
  request.mockImplementation((document, variables) => {
    const op = /(?:query|mutation)\s+(\w+)/.exec(String(document))?.[1] ?? "";
    const vars = (variables ?? {}) as Record<string, unknown>;
    sent.push({ op, variables: vars });
    if (op === "FiltersAccessibleToCurrentUser")
      return Promise.resolve({
        filtersAccessibleToCurrentUser: { nodes: list, totalCount: list.length },
      });
    if (op === "UpdateFilter") {
      const input = vars.filter as Partial<SavedFilter> & { id: number };
      const updated = { ...list.find((f) => f.id === input.id)!, ...input };
      list = list.map((f) => (f.id === input.id ? updated : f));
      return Promise.resolve({ updateFilter: updated });
    }
    if (op === "RemoveFilter") {
      list = list.filter((f) => f.id !== vars.id);
      return Promise.resolve({ removeFilter: true });
    }
    return Promise.reject(new Error(`unexpected ${op}`));
  });
  return { sent: (op: string) => sent.filter((s) => s.op === op).map((s) => s.variables) };
}

function renderBar(initialTerms: string[] = []) {
  function Host() {
    const [terms, setTerms] = useState(initialTerms);
    return (
      <>
        <SavedFiltersBar entity="Process" terms={terms} onTermsChange={setTerms} />
        <output aria-label="terms">{terms.join(" | ")}</output>
      </>
    );
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Host />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup({ pointerEventsCheck: 0 });
}

async function openManage(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole("button", { name: "Saved filters" }));
  await user.click(await screen.findByRole("menuitem", { name: /Manage saved filters/ }));
  return within(await screen.findByRole("dialog", { name: "Saved filters" }));
}

afterEach(() => resetSession());

describe("manage saved filters", () => {
  it("asks only for this list's filters; a manager changes only their own", async () => {
    signIn("Manager");
    const server = serve([MINE, THEIRS]);
    const user = renderBar();
    const dialog = await openManage(user);
    expect(server.sent("FiltersAccessibleToCurrentUser")[0]).toEqual({
      associatedEntities: ["Process"],
    });
    expect(await dialog.findByText("My late ones")).toBeInTheDocument();
    expect(dialog.getByText("by Hana")).toBeInTheDocument();
    expect(dialog.getByRole("button", { name: "Edit My late ones" })).toBeInTheDocument();
    expect(dialog.queryByRole("button", { name: "Edit HR team" })).not.toBeInTheDocument();
  });

  it("an admin may change anyone's filter", async () => {
    signIn("Admin");
    serve([MINE, THEIRS]);
    const user = renderBar();
    const dialog = await openManage(user);
    expect(await dialog.findByRole("button", { name: "Edit HR team" })).toBeInTheDocument();
  });

  it("renames and makes public, then deletes after confirmation", async () => {
    signIn("Manager");
    const server = serve([MINE, THEIRS]);
    const user = renderBar();
    const dialog = await openManage(user);
    await user.click(await dialog.findByRole("button", { name: "Edit My late ones" }));
    const name = dialog.getByRole("textbox", { name: "Name" });
    await user.clear(name);
    await user.click(dialog.getByRole("button", { name: "Save" }));
    expect(dialog.getByRole("alert")).toHaveTextContent("Name is required.");
    await user.type(name, "No docs");
    await user.click(dialog.getByRole("checkbox", { name: /Private/ }));
    await user.click(dialog.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(server.sent("UpdateFilter")).toEqual([
        { filter: { id: 1, name: "No docs", private: false } },
      ]),
    );
    expect(await dialog.findByText("No docs")).toBeInTheDocument();
    expect(dialog.getAllByText("Public")).toHaveLength(2);

    await user.click(dialog.getByRole("button", { name: "Edit No docs" }));
    await user.click(dialog.getByRole("button", { name: "Delete…" }));
    await user.click(dialog.getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(dialog.queryByText("No docs")).not.toBeInTheDocument());
    expect(server.sent("RemoveFilter")).toEqual([{ id: 1 }]);
  });

  it("applies a filter from the manage list", async () => {
    signIn("Manager");
    serve([MINE, THEIRS]);
    const user = renderBar(["x"]);
    const dialog = await openManage(user);
    const row = (await dialog.findByText("HR team")).closest("li")!;
    await user.click(within(row).getByRole("button", { name: "Apply" }));
    expect(screen.getByRole("status", { name: "terms" })).toHaveTextContent("label:Dept:HR");
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
  });
});
