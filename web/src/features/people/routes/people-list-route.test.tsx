import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { configure, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "@/lib/i18n";
import type { SavedFilter } from "@/components/saved-filters";
import { ApiError, graphqlRequest } from "@/lib/graphql-client";
import { resetSession, setSessionUser } from "@/lib/session";
import type { Person } from "../api/person-fields";
import PeopleListRoute from "./people-list-route";

// The first render of a file pays for loading the whole route; on a loaded CI machine
// that alone took longer than findBy*'s default second.
configure({ asyncUtilTimeout: 10_000 });

// Only the network boundary is replaced; ApiError and everything above it are real.
const request = vi.mocked(graphqlRequest);

const ANN: Person = {
  id: 3,
  peopleHandle: "ann",
  name: "Ann Smith",
  description: "",
  email: "ann@demo.test",
  mobile: null,
  userType: "User",
  isAuthEnabled: true,
  roleIds: [2],
  roles: [{ id: 2, roleHandle: "OPS", name: "Operations" }],
  receiveWeeklyReminders: false,
  hasAccount: false,
};
const BO: Person = { ...ANN, id: 4, peopleHandle: "bo", name: "Bo Chen", roleIds: [], roles: [] };

const OPS_FILTER: SavedFilter = {
  id: 5,
  name: "Operations people",
  associatedEntity: "User",
  private: false,
  owner: { id: 1, name: "Admin Person" },
  criteria: ["role:OPS"],
};

type Vars = Record<string, unknown>;

/**
 * The server: `users` answers Ann for any terms and Ann and Bo for none, and refuses a
 * term the way the API does (BAD_USER_INPUT naming it).
 */
function serve(filters: SavedFilter[] = [OPS_FILTER], everyone: Person[] = [ANN, BO]) {
  request.mockReset();
  request.mockImplementation((document, variables) => {
    const op = /(?:query|mutation)\s+(\w+)/.exec(String(document))?.[1] ?? "";
    const vars = (variables ?? {}) as Vars;
    if (op === "Users") {
      const q = (vars.q as string[] | undefined) ?? [];
      const bad = q.find((term) => term.startsWith("has:"));
      if (bad)
        return Promise.reject(
          new ApiError(`"${bad}" does not apply to people`, "BAD_USER_INPUT", 200),
        );
      const nodes = q.length > 0 ? [ANN] : everyone;
      return Promise.resolve({ users: { nodes, totalCount: nodes.length } });
    }
    if (op === "FiltersAccessibleToCurrentUser")
      return Promise.resolve({
        filtersAccessibleToCurrentUser: { nodes: filters, totalCount: filters.length },
      });
    if (op === "CreateFilter")
      return Promise.resolve({
        createFilter: { ...(vars.filter as object), id: 9, owner: { id: 1, name: "Admin Person" } },
      });
    return Promise.reject(new Error(`unexpected operation ${op}`));
  });
}

const sent = (op: string) =>
  request.mock.calls
    .filter(([document]) => new RegExp(`(query|mutation)\\s+${op}\\b`).test(String(document)))
    .map(([, variables]) => variables as Vars);

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{decodeURIComponent(pathname + search)}</output>;
}

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/people" element={<PeopleListRoute />} />
        </Routes>
        <Where />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup({ pointerEventsCheck: 0 });
}

const location = () => screen.getByTestId("location").textContent;
const chips = () =>
  within(screen.getByRole("list", { name: "Active filters" }))
    .queryAllByRole("listitem")
    .map((item) => item.textContent?.trim());

beforeEach(() => {
  setSessionUser({
    ...ANN,
    id: 1,
    name: "Admin Person",
    email: "admin@demo.test",
    userType: "Admin",
  });
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => resetSession());

describe("/people — q terms as chips", () => {
  it("two repeated q params are two chips and the request's q list", async () => {
    serve();
    renderAt("/people?q=role:OPS&q=ann&type=User");
    expect(await screen.findByRole("row", { name: /Ann Smith/ })).toBeInTheDocument();
    expect(chips()).toEqual(["Role OPS", 'Contains "ann"', "Clear all"]);
    // The user-type filter still narrows beside the terms.
    expect(sent("Users")[0]).toMatchObject({
      q: ["role:OPS", "ann"],
      userType: "User",
      offset: 0,
      sortBy: "name",
    });
    expect(screen.getByRole("combobox", { name: "User type" })).toHaveValue("User");
  });

  it("removing a chip removes exactly that term; the search box adds one", async () => {
    serve();
    const user = renderAt("/people?q=role:OPS&q=ann&page=2");
    await screen.findByRole("row", { name: /Ann Smith/ });
    await user.click(screen.getByRole("button", { name: "Remove filter Role OPS" }));
    expect(location()).toBe("/people?q=ann");
    await waitFor(() => expect(sent("Users").at(-1)).toMatchObject({ q: ["ann"], offset: 0 }));

    await user.type(screen.getByRole("searchbox", { name: "Search people" }), "smith{Enter}");
    expect(location()).toBe("/people?q=ann&q=smith");
    expect(chips()).toEqual(['Contains "ann"', 'Contains "smith"', "Clear all"]);
    expect(screen.getByRole("searchbox", { name: "Search people" })).toHaveValue("");

    await user.click(screen.getByRole("button", { name: "Clear all" }));
    expect(location()).toBe("/people");
    await waitFor(() => expect(sent("Users").at(-1)?.q).toBeUndefined());
    expect(await screen.findByRole("row", { name: /Bo Chen/ })).toBeInTheDocument();
  });

  it("a refused term is shown with the server's words and the other terms still filter", async () => {
    serve();
    const user = renderAt("/people?q=has:noDocs&q=ann");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      '"has:noDocs" does not apply to people — showing the people that match the other terms.',
    );
    expect(await screen.findByRole("row", { name: /Ann Smith/ })).toBeInTheDocument();
    expect(sent("Users").map((v) => v.q)).toEqual([["has:noDocs", "ann"], ["ann"]]);
    const refused = screen.getByText("No docs").closest("li");
    expect(refused).toHaveAttribute("title", expect.stringContaining("does not apply"));
    expect(chips()).toEqual([expect.stringContaining("not valid"), 'Contains "ann"', "Clear all"]);

    await user.click(screen.getByRole("button", { name: "Remove filter No docs" }));
    expect(location()).toBe("/people?q=ann");
    await waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument());
  });

  it("a refused only term shows everyone, not an empty or broken list", async () => {
    serve();
    renderAt("/people?q=has:noDocs");
    expect(await screen.findByRole("alert")).toHaveTextContent("— showing all people.");
    expect(await screen.findByRole("row", { name: /Bo Chen/ })).toBeInTheDocument();
  });
});

describe("/people — saved filters", () => {
  it("applies a User filter and saves the current terms as one", async () => {
    serve();
    const user = renderAt("/people?q=ann");
    await screen.findByRole("row", { name: /Ann Smith/ });
    expect(sent("FiltersAccessibleToCurrentUser")[0]).toEqual({ associatedEntities: ["User"] });
    await user.click(screen.getByRole("button", { name: "Saved filters" }));
    await user.click(await screen.findByRole("menuitem", { name: /Operations people/ }));
    expect(location()).toBe("/people?q=role:OPS");
    expect(await screen.findByRole("button", { name: "Operations people" })).toBeInTheDocument();

    await user.type(screen.getByRole("searchbox", { name: "Search people" }), "ann{Enter}");
    await user.click(screen.getByRole("button", { name: "Saved filters" }));
    await user.click(await screen.findByRole("menuitem", { name: /Save current filter/ }));
    const dialog = await screen.findByRole("dialog", { name: "Save filter" });
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Ann in OPS");
    await user.click(within(dialog).getByRole("button", { name: "Save filter" }));
    await waitFor(() =>
      expect(sent("CreateFilter")).toEqual([
        {
          filter: {
            name: "Ann in OPS",
            associatedEntity: "User",
            private: true,
            criteria: ["role:OPS", "ann"],
          },
        },
      ]),
    );
  });
});

describe("/people — removing Admins", () => {
  const ADMIN_BO: Person = { ...BO, userType: "Admin" };

  it("offers a Manager no Delete on an Admin's row", async () => {
    setSessionUser({ ...ANN, id: 1, email: "m@demo.test", userType: "Manager" });
    serve([], [ANN, ADMIN_BO]);
    renderAt("/people");
    expect(await screen.findByRole("button", { name: "Delete Ann Smith" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Delete Bo Chen" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit Bo Chen" })).toBeInTheDocument();
  });

  it("offers an Admin Delete on every other person's row", async () => {
    serve([], [ANN, ADMIN_BO]);
    renderAt("/people");
    expect(await screen.findByRole("button", { name: "Delete Bo Chen" })).toBeInTheDocument();
  });
});

describe("/people — invitations", () => {
  it("a Manager sends an invitation from a row without opening the person", async () => {
    const NO_EMAIL: Person = { ...BO, email: null };
    serve([], [ANN, NO_EMAIL]);
    const answer = request.getMockImplementation()!;
    request.mockImplementation((document, variables) =>
      String(document).includes("mutation InvitePerson")
        ? Promise.resolve({
            invitePerson: { email: "ann@demo.test", expiresAt: "2026-01-02T10:00:00.000Z" },
          })
        : answer(document, variables),
    );
    setSessionUser({ ...ANN, id: 1, email: "m@demo.test", userType: "Manager" });
    const user = renderAt("/people");
    const button = await screen.findByRole("button", { name: "Send invitation to Ann Smith" });
    expect(
      screen.queryByRole("button", { name: "Send invitation to Bo Chen" }),
      "no email, no invitation",
    ).not.toBeInTheDocument();
    await user.click(button);
    expect(
      await screen.findByRole("button", { name: "Resend invitation to Ann Smith" }),
    ).toBeInTheDocument();
    expect(sent("InvitePerson")).toEqual([{ id: 3 }]);
    expect(location()).toBe("/people");
  });

  it("a User sees no invitation buttons", async () => {
    setSessionUser({ ...ANN, id: 1, email: "u@demo.test", userType: "User" });
    serve([], [ANN]);
    renderAt("/people");
    await screen.findByText("Ann Smith");
    expect(screen.queryByRole("button", { name: /invitation/ })).not.toBeInTheDocument();
  });
});
