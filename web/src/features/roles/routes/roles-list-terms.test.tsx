import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "@/lib/i18n";
import type { SavedFilter } from "@/components/saved-filters";
import { ApiError, graphqlRequest } from "@/lib/graphql-client";
import { resetSession } from "@/lib/session";
import { CEO, listOf, OPS, QA, ROLES, sent, serve } from "../test-fixtures";
import { location, renderAt, signInAs } from "./render-roles-route";

const MINE_FILTER: SavedFilter = {
  id: 6,
  name: "Ann's roles",
  associatedEntity: "Role",
  private: true,
  owner: { id: 11, name: "Ann Smith" },
  criteria: ["user:11"],
};

const filtersAnswer = () => ({
  filtersAccessibleToCurrentUser: { nodes: [MINE_FILTER], totalCount: 1 },
});

/** Roles: QA for any terms, all for none; a role: term is refused as the API does. */
function rolesAnswer(variables: Record<string, unknown>) {
  const q = (variables.q as string[] | undefined) ?? [];
  const bad = q.find((term) => term.toLowerCase().startsWith("role:"));
  if (bad) throw new ApiError(`"${bad}" does not apply to roles`, "BAD_USER_INPUT", 200);
  return { roles: listOf(q.length > 0 ? [QA] : ROLES) };
}

function serveRoles() {
  serve({
    Roles: rolesAnswer,
    CurrentUserRoles: () => ({ currentUserRoles: listOf([CEO]) }),
    FiltersAccessibleToCurrentUser: filtersAnswer,
    CreateFilter: ({ filter }) => ({
      createFilter: { ...(filter as object), id: 9, owner: { id: 11, name: "Ann Smith" } },
    }),
  });
}

const chips = () =>
  within(screen.getByRole("list", { name: "Active filters" }))
    .queryAllByRole("listitem")
    .map((item) => item.textContent?.trim());

beforeEach(() => {
  vi.mocked(graphqlRequest).mockReset();
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  signInAs("Admin");
});
afterEach(() => resetSession());

describe("/roles — q terms as chips", () => {
  it("two repeated q params are two chips and the request's q list", async () => {
    serveRoles();
    renderAt("/roles?q=user:11&q=qual");
    expect(await screen.findByRole("row", { name: /Quality lead/ })).toBeInTheDocument();
    expect(chips()).toEqual(["Person #11", 'Contains "qual"', "Clear all"]);
    expect(sent("Roles")[0]).toMatchObject({ q: ["user:11", "qual"], sortBy: "roleHandle" });
  });

  it("removing a chip removes exactly that term; the search box adds one", async () => {
    serveRoles();
    const user = renderAt("/roles?q=user:11&q=qual&page=2");
    await screen.findByRole("row", { name: /Quality lead/ });
    await user.click(screen.getByRole("button", { name: "Remove filter Person #11" }));
    expect(location()).toBe("/roles?q=qual");
    await waitFor(() => expect(sent("Roles").at(-1)).toMatchObject({ q: ["qual"], offset: 0 }));

    await user.type(screen.getByRole("searchbox", { name: "Search roles" }), "lead{Enter}");
    expect(location()).toBe("/roles?q=qual&q=lead");
    expect(chips()).toEqual(['Contains "qual"', 'Contains "lead"', "Clear all"]);
  });

  it("a refused term (/roles?q=role:OPS&q=user:3) is shown and the other term still filters", async () => {
    serveRoles();
    const user = renderAt("/roles?q=role:OPS&q=user:3");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      '"role:OPS" does not apply to roles — showing the roles that match the other terms.',
    );
    expect(await screen.findByRole("row", { name: /Quality lead/ })).toBeInTheDocument();
    expect(sent("Roles").map((v) => v.q)).toEqual([["role:OPS", "user:3"], ["user:3"]]);
    // Shown once, above the list, not also as a toast.
    expect(
      screen.queryByText(/does not apply/, { selector: "[data-description]" }),
    ).not.toBeInTheDocument();
    expect(screen.getByText("Role OPS").closest("li")).toHaveAttribute(
      "title",
      expect.stringContaining("does not apply"),
    );
    await user.click(screen.getByRole("button", { name: "Remove filter Role OPS" }));
    expect(location()).toBe("/roles?q=user:3");
    await waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument());
  });

  it("the org chart draws the roles of the terms; its search box adds a term too", async () => {
    serveRoles();
    const user = renderAt("/roles?view=chart&q=user:11");
    const tree = await screen.findByRole("list", { name: "Reporting tree" });
    expect(within(tree).getByRole("button", { name: /^Quality lead/ })).toBeInTheDocument();
    expect(
      within(tree).queryByRole("button", { name: new RegExp(`^${OPS.name}`) }),
    ).not.toBeInTheDocument();
    expect(sent("Roles").at(-1)).toMatchObject({ q: ["user:11"], limit: 1000, sortBy: "id" });
    await user.type(screen.getByRole("searchbox", { name: "Search roles" }), "qual{Enter}");
    expect(location()).toBe("/roles?view=chart&q=user:11&q=qual");
    await waitFor(() => expect(sent("Roles").at(-1)).toMatchObject({ q: ["user:11", "qual"] }));
    // Back to the list: the terms stay.
    await user.click(screen.getByRole("button", { name: "List" }));
    expect(await screen.findByRole("table", { name: "Roles" })).toHaveTextContent("Quality lead");
    expect(chips()).toEqual(["Person #11", 'Contains "qual"', "Clear all"]);
  });

  it("/myRoles sends the terms to currentUserRoles", async () => {
    serveRoles();
    renderAt("/myRoles?q=ceo&q=d=org");
    expect(await screen.findByRole("row", { name: /Managing Director/ })).toBeInTheDocument();
    expect(sent("CurrentUserRoles")[0]).toMatchObject({ q: ["ceo", "d=org"] });
    expect(sent("Roles")).toHaveLength(0);
    expect(chips()).toEqual(['Contains "ceo"', "Whole organisation", "Clear all"]);
  });
});

describe("/roles — saved filters", () => {
  it("applies a Role filter and saves the current terms as one", async () => {
    serveRoles();
    const user = renderAt("/roles?q=qual");
    await screen.findByRole("row", { name: /Quality lead/ });
    expect(sent("FiltersAccessibleToCurrentUser")[0]).toEqual({ associatedEntities: ["Role"] });
    await user.click(screen.getByRole("button", { name: "Saved filters" }));
    await user.click(await screen.findByRole("menuitem", { name: /Ann's roles/ }));
    expect(location()).toBe("/roles?q=user:11");

    await user.click(screen.getByRole("button", { name: "Ann's roles" }));
    await user.click(await screen.findByRole("menuitem", { name: /Save current filter/ }));
    const dialog = await screen.findByRole("dialog", { name: "Save filter" });
    await user.type(within(dialog).getByRole("textbox", { name: "Name" }), "Mine again");
    await user.click(within(dialog).getByRole("checkbox", { name: "Private" }));
    await user.click(within(dialog).getByRole("button", { name: "Save filter" }));
    await waitFor(() =>
      expect(sent("CreateFilter")).toEqual([
        {
          filter: {
            name: "Mine again",
            associatedEntity: "Role",
            private: false,
            criteria: ["user:11"],
          },
        },
      ]),
    );
  });
});
