import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "@/lib/i18n";
import { ApiError, graphqlRequest } from "@/lib/graphql-client";
import { resetSession } from "@/lib/session";
import { ROLE_IN_USE_MESSAGE } from "@shared/roles/role-input.ts";
import { ACC, CEO, FIN, listOf, makeRole, OPS, PEOPLE, ROLES, sent, serve } from "../test-fixtures";
import { location, renderAt, signInAs } from "./render-roles-route";

beforeEach(() => {
  vi.mocked(graphqlRequest).mockReset();
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});
afterEach(() => resetSession());

describe("/roles — delete", () => {
  it("shows the refusal of a role with processes exactly, once, in the dialog (no toast), and keeps the role", async () => {
    signInAs("Admin");
    serve({
      Roles: () => ({ roles: listOf(ROLES) }),
      // The server may wrap the sentence; the person reads exactly the sentence (docs/api.md#error-codes).
      RemoveRole: () => {
        throw new ApiError(`removeRole failed: ${ROLE_IN_USE_MESSAGE} (FIN-001)`, "CONFLICT", 200);
      },
    });
    const user = renderAt("/roles");
    await user.click(await screen.findByRole("button", { name: "Delete Accountant" }));
    const dialog = screen.getByRole("alertdialog");
    expect(dialog).toHaveTextContent("Are you sure that you want to delete Accountant?");
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));

    const refusal = await within(dialog).findByRole("alert");
    expect(refusal.textContent).toBe(ROLE_IN_USE_MESSAGE);
    expect(sent("RemoveRole")).toEqual([{ id: ACC.id }]);
    // Shown once: the dialog says it, so the global toast stays away.
    expect(screen.getAllByText(ROLE_IN_USE_MESSAGE)).toHaveLength(1);
    expect(
      screen.queryByText(ROLE_IN_USE_MESSAGE, { selector: "[data-description]" }),
    ).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.getByRole("table", { name: "Roles" })).toHaveTextContent("Accountant");
  });

  it("removes the role from the list only when the server says true", async () => {
    signInAs("Manager");
    let nodes = ROLES;
    serve({
      Roles: () => ({ roles: listOf(nodes) }),
      RemoveRole: ({ id }) => {
        nodes = nodes.filter((r) => r.id !== id);
        return { removeRole: true };
      },
    });
    const user = renderAt("/roles");
    await user.click(await screen.findByRole("button", { name: "Delete Quality lead" }));
    await user.click(
      within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }),
    );
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(screen.getByRole("table", { name: "Roles" })).not.toHaveTextContent("Quality lead");
  });
});

describe("/roles — views", () => {
  it("switches to the org chart, remembers it in the URL and draws the reporting tree", async () => {
    signInAs("Admin");
    serve({ Roles: () => ({ roles: listOf(ROLES) }) });
    const user = renderAt("/roles");
    await screen.findByRole("table", { name: "Roles" });
    await user.click(screen.getByRole("button", { name: "Org chart" }));

    expect(location()).toBe("/roles?view=chart");
    const tree = await screen.findByRole("list", { name: "Reporting tree" });
    // Two roots (CEO and QA); FIN and OPS under CEO; ACC under FIN.
    const underCeo = within(tree).getByRole("list", { name: `Reporting to ${CEO.name}` });
    expect(
      within(underCeo).getByRole("button", { name: new RegExp(`^${FIN.name}`) }),
    ).toBeInTheDocument();
    expect(
      within(underCeo).getByRole("button", { name: new RegExp(`^${OPS.name}`) }),
    ).toBeInTheDocument();
    const underFin = within(tree).getByRole("list", { name: `Reporting to ${FIN.name}` });
    expect(
      within(underFin).getByRole("button", { name: /^Accountant \(ACC\): vacant, 1 process$/ }),
    ).toBeInTheDocument();
    expect(within(tree).getByRole("button", { name: /^Quality lead/ })).toBeInTheDocument();
    // The chart asks for the full list (limit 1000, by id: docs/product.md#limits).
    expect(sent("Roles").at(-1)).toMatchObject({ offset: 0, limit: 1000, sortBy: "id" });

    await user.click(
      within(underCeo).getByRole("button", { name: `Hide the roles under ${FIN.name}` }),
    );
    expect(
      within(tree).queryByRole("list", { name: `Reporting to ${FIN.name}` }),
    ).not.toBeInTheDocument();
  });

  it("opens a role's details with links to its processes and people", async () => {
    signInAs("Admin");
    serve({
      Roles: () => ({ roles: listOf(ROLES) }),
      Role: ({ id }) => ({ role: ROLES.find((r) => r.id === id) ?? null }),
    });
    const user = renderAt("/roles?view=chart");
    await user.click(await screen.findByRole("button", { name: /^Accountant/ }));
    expect(location()).toBe("/roles?view=chart&role=3");
    const drawer = await screen.findByRole("dialog");
    expect(within(drawer).getByRole("link", { name: "Month-end close" })).toHaveAttribute(
      "href",
      "/processes/40",
    );
    await user.click(within(drawer).getByRole("button", { name: /^FIN/ }));
    expect(location()).toBe("/roles?view=chart&role=2");
  });
});

describe("/myRoles", () => {
  it("lists the person's own roles through currentUserRoles and offers no changes to a User", async () => {
    signInAs("User");
    serve({ CurrentUserRoles: () => ({ currentUserRoles: listOf([CEO]) }) });
    renderAt("/myRoles");
    expect(await screen.findByRole("heading", { name: "My roles" })).toBeInTheDocument();
    expect(await screen.findByRole("table", { name: "My roles" })).toHaveTextContent(
      "Managing Director",
    );
    expect(screen.queryByRole("button", { name: "Add role" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /^Delete/ })).not.toBeInTheDocument();
    expect(sent("Roles")).toHaveLength(0);
    expect(sent("CurrentUserRoles")[0]).toMatchObject({ offset: 0, limit: 10 });
  });

  it("shows a User's role under a parent they may not read without calling it the top of the tree", async () => {
    signInAs("User");
    // The API answers a User only their own roles and only themselves among a role's
    // people (docs/security.md#row-level-security): Front desk reports to a role Ann does not fill, so no parent.
    const desk = makeRole(9, "DESK", "Front desk", null, { filledBy: [PEOPLE[0]!] });
    serve({
      CurrentUserRoles: () => ({ currentUserRoles: listOf([desk]) }),
      Role: () => ({ role: desk }),
    });
    const user = renderAt("/myRoles?view=chart");
    await user.click(await screen.findByRole("button", { name: /^Front desk/ }));
    const drawer = await screen.findByRole("dialog");
    expect(within(drawer).getByText("None of your roles.")).toBeInTheDocument();
    expect(within(drawer).queryByText(/top of the tree/)).not.toBeInTheDocument();
    expect(within(drawer).getByText(/others who fill it are not/)).toBeInTheDocument();
    expect(within(drawer).getByText("Ann Smith")).toBeInTheDocument();
  });
});
