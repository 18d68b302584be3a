import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, graphqlRequest } from "@/lib/graphql-client";
import type { PersonProcess, PersonProcessesVariables } from "../api/person-processes";
import type { RoleRef } from "../api/person-fields";
import { PersonProcessesCard } from "./person-processes-card";

const request = vi.mocked(graphqlRequest);

const PAY: RoleRef = { id: 1, roleHandle: "payroll", name: "Payroll clerk" };
const HR: RoleRef = { id: 2, roleHandle: "hr", name: "HR officer" };
const OPS: RoleRef = { id: 3, roleHandle: "ops", name: "Operations" };

function process(id: number, assignedRoles: RoleRef[], extra: Partial<PersonProcess> = {}) {
  return {
    id,
    processHandle: `P-${String(id).padStart(3, "0")}`,
    name: `Process ${id}`,
    frequencyType: "Scheduled",
    compactFrequency: "1W:Mon",
    frequencyDescription: "Every week on Monday",
    hasNoDates: false,
    assignedRoles,
    ...extra,
  } satisfies PersonProcess;
}

/** Answers `processes` with the given page; anything else is a test failure. */
function serve(nodes: PersonProcess[], totalCount = nodes.length) {
  request.mockImplementation((document) =>
    document.includes("query PersonProcesses(")
      ? Promise.resolve({ processes: { nodes, totalCount } })
      : Promise.reject(new Error(`unexpected ${document}`)),
  );
}

const sentVariables = () =>
  request.mock.calls
    .filter(([document]) => document.includes("query PersonProcesses("))
    .map(([, variables]) => variables as PersonProcessesVariables);

function renderCard(personId: number, roles: RoleRef[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PersonProcessesCard personId={personId} roles={roles} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  request.mockReset();
});

describe("person processes card", () => {
  it("asks for the processes of this person's roles with user:<id>, first page of 25", async () => {
    serve([process(1, [PAY])]);
    renderCard(42, [PAY]);
    await screen.findByRole("link", { name: "P-001" });
    expect(sentVariables()).toEqual([
      { q: ["user:42"], offset: 0, limit: 25, sortBy: "processHandle", isDesc: false },
    ]);
  });

  it("shows each process with its link, name, frequency and the roles it comes through", async () => {
    serve([
      process(1, [PAY, OPS]),
      process(2, [HR, PAY], { frequencyType: "AsNeeded", frequencyDescription: "As needed" }),
    ]);
    renderCard(42, [PAY, HR]);

    const link = await screen.findByRole("link", { name: "P-001" });
    expect(link).toHaveAttribute("href", "/processes/1");
    const rows = within(screen.getByRole("table", { name: "Processes" })).getAllByRole("row");
    // Header, then one row per process.
    expect(rows).toHaveLength(3);
    const first = within(rows[1]!);
    expect(first.getByText("Process 1")).toBeInTheDocument();
    expect(first.getByText("Every week on Monday")).toBeInTheDocument();
    // ops is assigned to the process but the person does not fill it.
    expect(first.getByText("payroll")).toBeInTheDocument();
    expect(first.queryByText("ops")).toBeNull();
    const second = within(rows[2]!);
    expect(second.getByText("As needed")).toBeInTheDocument();
    expect(second.getByText("hr")).toBeInTheDocument();
    expect(second.getByText("payroll")).toBeInTheDocument();
  });

  it("says so when no role of the person has a process", async () => {
    serve([]);
    renderCard(7, [PAY]);
    expect(await screen.findByText("No processes through this person's roles")).toBeInTheDocument();
    expect(screen.queryByRole("table")).toBeNull();
    expect(sentVariables()[0]?.q).toEqual(["user:7"]);
  });

  it("pages on the server past 25 processes", async () => {
    serve([process(1, [PAY])], 30);
    const user = renderCard(42, [PAY]);
    await screen.findByRole("link", { name: "P-001" });
    expect(screen.getByText("Showing 1 to 25 of 30 entries")).toBeInTheDocument();

    serve([process(26, [PAY])], 30);
    await user.click(screen.getByRole("button", { name: "Page 2" }));
    await screen.findByRole("link", { name: "P-026" });
    expect(sentVariables().at(-1)).toMatchObject({ q: ["user:42"], offset: 25, limit: 25 });
  });

  it("shows no pager for 25 or fewer", async () => {
    serve([process(1, [PAY])], 25);
    renderCard(42, [PAY]);
    await screen.findByRole("link", { name: "P-001" });
    expect(screen.queryByRole("navigation", { name: "Pagination" })).toBeNull();
  });

  it("shows the server's refusal and tries again on request", async () => {
    request.mockRejectedValue(new ApiError("Not allowed to read processes", "FORBIDDEN"));
    const user = renderCard(42, [PAY]);
    expect(await screen.findByRole("alert")).toHaveTextContent("Not allowed to read processes");

    serve([process(1, [PAY])]);
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "P-001" })).toBeInTheDocument();
  });
});
