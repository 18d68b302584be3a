import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import "@/lib/i18n";
import { ApiError, graphqlRequest } from "@/lib/graphql-client";
import { REPORTS_TO_CYCLE_MESSAGE } from "@shared/roles/role-input.ts";
import type { Role } from "../api/role-fields";
import { ACC, CEO, FIN, listOf, PEOPLE, QA, ROLES, sent, serve } from "../test-fixtures";
import { RoleSheet } from "./role-sheet";

// Only the network boundary is replaced; ApiError and everything above it are real.

const lists = {
  Roles: () => ({ roles: listOf(ROLES) }),
  PeopleForRolePicker: () => ({ users: { nodes: PEOPLE, totalCount: PEOPLE.length } }),
};

function renderSheet(role?: Role) {
  function Host() {
    const [open, setOpen] = useState(true);
    return open ? <RoleSheet open onOpenChange={setOpen} role={role} /> : <p>Sheet closed</p>;
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Host />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { user: userEvent.setup({ pointerEventsCheck: 0 }), dialog: screen.getByRole("dialog") };
}

const reportsTo = () => screen.findByRole("combobox", { name: "Reports to" });
const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole("option")
    .map((option) => option.textContent);

beforeEach(() => {
  vi.mocked(graphqlRequest).mockReset();
});

describe("RoleSheet — reports to", () => {
  it("offers neither the role itself nor the roles below it", async () => {
    serve(lists);
    renderSheet(FIN);
    const select = await reportsTo();
    // FIN may not report to itself or to ACC (which reports to FIN).
    expect(optionTexts(select)).toEqual([
      "Nobody (top of the tree)",
      "CEO — Managing Director",
      "OPS — Operations Manager",
      "QA — Quality lead",
    ]);
    expect(select).toHaveValue(String(CEO.id));
  });

  it("offers every role when creating one", async () => {
    serve(lists);
    renderSheet();
    expect(optionTexts(await reportsTo())).toHaveLength(ROLES.length + 1);
  });

  it("shows the API's cycle refusal on the reports-to field and keeps the form open", async () => {
    const cycle = new ApiError(REPORTS_TO_CYCLE_MESSAGE, "BAD_USER_INPUT", 200, [
      {
        message: REPORTS_TO_CYCLE_MESSAGE,
        extensions: { code: "BAD_USER_INPUT", field: "reportsToId" },
      },
    ]);
    serve({
      ...lists,
      UpdateRole: () => {
        throw cycle;
      },
    });
    const { user, dialog } = renderSheet(QA);
    await user.selectOptions(await reportsTo(), String(ACC.id));
    await user.click(screen.getByRole("button", { name: "Save changes" }));

    const select = await reportsTo();
    const message = await within(dialog).findByText(REPORTS_TO_CYCLE_MESSAGE, { selector: "p" });
    expect(select).toHaveAttribute("aria-invalid", "true");
    expect(select.getAttribute("aria-describedby")).toContain(message.id);
    expect(select).toHaveValue(String(ACC.id));
    expect(screen.queryByText("Sheet closed")).not.toBeInTheDocument();
  });
});

describe("RoleSheet — saving", () => {
  it("requires handle and name and sends nothing", async () => {
    serve(lists);
    const { user } = renderSheet();
    await user.click(screen.getByRole("button", { name: "Add role" }));
    expect(await screen.findByText("Handle is required.")).toBeInTheDocument();
    expect(screen.getByText("Name is required.")).toBeInTheDocument();
    expect(sent("CreateRole")).toHaveLength(0);
  });

  it("sends handle, name, parent and the people who fill the role", async () => {
    serve({
      ...lists,
      CreateRole: ({ role }) => ({ createRole: { ...QA, ...(role as object), id: 99 } }),
    });
    const { user } = renderSheet();
    await user.type(screen.getByRole("textbox", { name: "Handle" }), " PAY ");
    await user.type(screen.getByRole("textbox", { name: "Name" }), "Payroll officer");
    await user.selectOptions(await reportsTo(), String(FIN.id));
    await user.click(await screen.findByRole("checkbox", { name: "Bo Chen" }));
    await user.click(screen.getByRole("button", { name: "Add role" }));

    expect(await screen.findByText("Sheet closed")).toBeInTheDocument();
    expect(sent("CreateRole")).toEqual([
      {
        role: {
          roleHandle: "PAY",
          name: "Payroll officer",
          description: "",
          reportsToId: FIN.id,
          filledBy: [12],
        },
      },
    ]);
  });

  it("moves a role to the top of the tree with reportsToId null", async () => {
    serve({
      ...lists,
      UpdateRole: ({ role }) => ({ updateRole: { ...FIN, ...(role as object) } }),
    });
    const { user } = renderSheet(FIN);
    await user.selectOptions(await reportsTo(), "");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await screen.findByText("Sheet closed");
    expect(sent("UpdateRole")[0]).toEqual({
      role: {
        id: FIN.id,
        roleHandle: "FIN",
        name: "Finance Manager",
        description: "",
        reportsToId: null,
        filledBy: [],
      },
    });
  });

  it("shows a taken handle (CONFLICT) on the handle field", async () => {
    const taken = new ApiError("A role with this handle already exists", "CONFLICT", 200, [
      {
        message: "A role with this handle already exists",
        extensions: { code: "CONFLICT", field: "roleHandle" },
      },
    ]);
    serve({
      ...lists,
      CreateRole: () => {
        throw taken;
      },
    });
    const { user } = renderSheet();
    const handle = screen.getByRole("textbox", { name: "Handle" });
    await user.type(handle, "CEO");
    await user.type(screen.getByRole("textbox", { name: "Name" }), "Another boss");
    await user.click(screen.getByRole("button", { name: "Add role" }));
    expect(
      await screen.findByText("A role with this handle already exists", { selector: "p" }),
    ).toBeInTheDocument();
    expect(handle).toHaveAttribute("aria-invalid", "true");
    expect(handle).toHaveValue("CEO");
  });
});
