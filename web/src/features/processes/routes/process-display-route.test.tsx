import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resetSession } from "@/lib/session";
import type { ProcessDetail } from "../api/process-fields";
import { PAYROLL, serve, signInAs } from "../testing/fixtures";
import ProcessDisplayRoute from "./process-display-route";

const DATES = [
  "2027-03-26",
  "2028-03-31",
  "2029-03-30",
  "2030-03-29",
  "2031-03-28",
  "2032-03-26",
  "2033-03-25",
  "2034-03-31",
  "2035-03-30",
  "2036-03-28",
];

const DETAIL: ProcessDetail = {
  ...PAYROLL,
  users: [
    {
      id: 21,
      name: "Fran Fisher",
      peopleHandle: "fran",
      role: { id: 2, roleHandle: "FIN", name: "Finance" },
      roles: [{ id: 2, roleHandle: "FIN", name: "Finance" }],
    },
  ],
  nextDates: DATES,
  scheduleHistory: [
    {
      from: null,
      until: "2026-11-28",
      frequencyType: "Scheduled",
      compactFrequency: "*:1",
      frequencyDescription: "Day 1 of every month",
      scheduledFrom: "2026-01-01",
      hasNoDates: false,
      changedById: 3,
      changedByName: "Ada Admin",
      changedAt: "2026-11-29T09:30:00.000Z",
    },
  ],
};

function renderPage(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/processes/:id" element={<ProcessDisplayRoute />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  signInAs("Manager");
});
afterEach(() => resetSession());

describe("process page", () => {
  it("shows the schedule, its next 10 dates, the people and through which role, and the docs", async () => {
    const server = serve({ Process: () => ({ process: DETAIL }) });
    renderPage("/processes/11");
    expect(await screen.findByRole("heading", { name: "Payroll run" })).toBeInTheDocument();
    expect(server.sent("Process")[0]).toEqual({ id: 11, count: 10 });
    expect(screen.getByText("Last Friday of Mar")).toBeInTheDocument();
    expect(screen.getByText("Mar:5#L")).toBeInTheDocument();
    const dates = within(screen.getByRole("list", { name: "Next dates" })).getAllByRole("listitem");
    expect(dates.map((d) => d.querySelector("time")?.getAttribute("datetime"))).toEqual(DATES);

    const person = screen.getByRole("link", { name: "Fran Fisher" });
    expect(person).toHaveAttribute("href", "/people/21");
    expect(within(person.closest("li")!).getByText("FIN")).toBeInTheDocument();

    const doc = screen.getByRole("link", { name: /Checklist/ });
    expect(doc).toHaveAttribute("href", "https://example.com/payroll");
    expect(doc).toHaveAttribute("target", "_blank");
    expect(doc.getAttribute("rel")).toContain("noopener");

    expect(screen.getByText("Dept:Finance")).toBeInTheDocument();
    expect(screen.getByText("Pay everyone")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Edit" })).toBeInTheDocument();

    const history = screen.getByRole("region", { name: "Schedule history" });
    expect(within(history).getByText("from the start – 2026-11-28")).toBeInTheDocument();
    expect(within(history).getByText("Day 1 of every month")).toBeInTheDocument();
    expect(within(history).getByText(/changed by Ada Admin/)).toBeInTheDocument();
  });

  it("says when the schedule never changed", async () => {
    serve({ Process: () => ({ process: { ...DETAIL, scheduleHistory: [] } }) });
    renderPage("/processes/11");
    const history = await screen.findByRole("region", { name: "Schedule history" });
    expect(within(history).getByText(/Never changed/)).toBeInTheDocument();
  });

  it("shows a User their own part of their process, linking back to their own pages", async () => {
    signInAs("User", 21);
    // The API answers a User only themselves among the people and only the roles they fill
    // (docs/security.md#row-level-security): the owner is a role Fran does not fill.
    serve({ Process: () => ({ process: { ...DETAIL, role: null } }) });
    renderPage("/processes/11");
    expect(await screen.findByRole("heading", { name: "Payroll run" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Fran Fisher" })).toHaveAttribute(
      "href",
      "/myProfile/21",
    );
    expect(screen.getByText(/others who do are not shown to you/)).toBeInTheDocument();
    expect(screen.getByText("None of your roles")).toBeInTheDocument();
    expect(screen.queryByText("No owner")).not.toBeInTheDocument();
    expect(screen.getByText("Your assigned roles")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /My processes/ })).toHaveAttribute(
      "href",
      "/myProcesses",
    );
    expect(screen.queryByRole("button", { name: "Edit" })).not.toBeInTheDocument();
  });

  it("says so when the process does not exist", async () => {
    serve({ Process: () => ({ process: null }) });
    renderPage("/processes/999");
    expect(await screen.findByText("Process not found")).toBeInTheDocument();
  });

  it("says so for an address that is not a process id, without asking the server", async () => {
    const server = serve({});
    renderPage("/processes/abc");
    expect(await screen.findByText("Process not found")).toBeInTheDocument();
    expect(server.sent("Process")).toHaveLength(0);
  });
});
