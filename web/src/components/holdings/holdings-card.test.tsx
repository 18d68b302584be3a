import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import "@/lib/i18n";
import { graphqlRequest } from "@/lib/graphql-client";
import type { Holding } from "./holdings-query";
import { HoldingsCard, heldWhen } from "./holdings-card";

const request = vi.mocked(graphqlRequest);

const CURRENT: Holding = {
  roleId: 1,
  roleHandle: "PROD",
  roleName: "Production",
  personId: 9,
  personName: "Piotr Kowalski",
  from: "2026-10-29",
  until: null,
};
const ENDED: Holding = {
  roleId: 2,
  roleHandle: "WH",
  roleName: "Warehouse",
  personId: 9,
  personName: "Piotr Kowalski",
  from: null,
  until: "2026-10-28",
};

function renderCard(
  of: { personId: number } | { roleId: number },
  props: { variant?: "card" | "section"; linkPeople?: boolean } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <HoldingsCard of={of} {...props} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => request.mockReset());

describe("HoldingsCard", () => {
  it("lists a person's roles with when they held them, current first, each opening its role", async () => {
    request.mockResolvedValue({ user: { id: 9, holdings: [CURRENT, ENDED] } });
    renderCard({ personId: 9 });
    const items = await screen.findAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual([
      "PRODProductionsince 2026-10-29",
      "WHWarehousefrom the start – 2026-10-28",
    ]);
    expect(within(items[0]!).getByRole("link")).toHaveAttribute("href", "/roles?q=PROD");
    expect(String(request.mock.calls[0]![0])).toContain("query PersonHoldings(");
    expect(request.mock.calls[0]![1]).toEqual({ id: 9 });
  });

  it("lists a role's people, each opening their page", async () => {
    request.mockResolvedValue({ role: { id: 2, holdings: [ENDED] } });
    renderCard({ roleId: 2 });
    const link = await screen.findByRole("link", { name: "Piotr Kowalski" });
    expect(link).toHaveAttribute("href", "/people/9");
    expect(String(request.mock.calls[0]![0])).toContain("query RoleHoldings(");
  });

  it("in a sheet, is a section named by its title; names stay unlinked for who may not open people", async () => {
    request.mockResolvedValue({ role: { id: 2, holdings: [ENDED] } });
    renderCard({ roleId: 2 }, { variant: "section", linkPeople: false });
    const section = await screen.findByRole("region", { name: "Held by, over time" });
    expect(await within(section).findByText("Piotr Kowalski")).toBeInTheDocument();
    expect(within(section).queryByRole("link")).toBeNull();
  });

  it("says so when no one held the role yet", async () => {
    request.mockResolvedValue({ role: { id: 2, holdings: [] } });
    renderCard({ roleId: 2 });
    expect(await screen.findByText("No one has held this role yet")).toBeInTheDocument();
  });

  it("shows why the history failed to load, and loads it again on request", async () => {
    request.mockRejectedValueOnce(new Error("The database is unavailable."));
    request.mockResolvedValueOnce({ user: { id: 9, holdings: [CURRENT] } });
    renderCard({ personId: 9 });
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent("The role history could not be loaded");
    expect(alert).toHaveTextContent("The database is unavailable.");
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("since 2026-10-29")).toBeInTheDocument();
  });
});

describe("heldWhen", () => {
  it("writes the interval as the task lists write dates", () => {
    expect(heldWhen({ from: "2026-01-01", until: null })).toBe("since 2026-01-01");
    expect(heldWhen({ from: null, until: null })).toBe("from the start");
    expect(heldWhen({ from: "2026-01-01", until: "2026-02-01" })).toBe("2026-01-01 – 2026-02-01");
  });
});
