import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "@/lib/i18n";
import { ApiError, graphqlRequest } from "@/lib/graphql-client";
import { notifyError, notifySuccess } from "@/lib/notify";
import { resetSession, setSessionUser } from "@/lib/session";
import type { CurrentUser } from "@/lib/session";
import type { PersonProcess } from "../api/person-processes";
import type { Person, RoleRef } from "../api/person-fields";
import PersonDisplayRoute from "./person-display-route";

const request = vi.mocked(graphqlRequest);

const PAY: RoleRef = { id: 1, roleHandle: "payroll", name: "Payroll clerk" };
const HR: RoleRef = { id: 2, roleHandle: "hr", name: "HR officer" };

const BOB: Person = {
  id: 9,
  peopleHandle: "bob",
  name: "Bob Builder",
  description: "",
  email: "bob@demo.test",
  mobile: "+14155550123",
  userType: "User",
  isAuthEnabled: true,
  roleIds: [PAY.id],
  roles: [PAY],
  receiveWeeklyReminders: false,
  hasAccount: false,
};

const RUN_PAYROLL: PersonProcess = {
  id: 5,
  processHandle: "PAY-001",
  name: "Run payroll",
  frequencyType: "Scheduled",
  compactFrequency: "1M:L-Fri",
  frequencyDescription: "Last Friday of every month",
  hasNoDates: false,
  assignedRoles: [HR, PAY],
};

function signInAs(userType: Person["userType"]) {
  setSessionUser({ ...BOB, id: 1, userType, email: "x@demo.test" } as CurrentUser);
}

beforeEach(() => {
  request.mockReset();
  request.mockImplementation((document) => {
    if (document.includes("query User(")) return Promise.resolve({ user: BOB });
    if (document.includes("query UserGetInfo("))
      return Promise.resolve({ userGetInfo: { roles: [PAY], tasks: [] } });
    if (document.includes("query PersonProcesses("))
      return Promise.resolve({ processes: { nodes: [RUN_PAYROLL], totalCount: 1 } });
    return Promise.reject(new Error(`unexpected ${document}`));
  });
});
afterEach(() => {
  resetSession();
});

function renderRoute() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={["/people/9"]}>
        <Routes>
          <Route path="/people/:id" element={<PersonDisplayRoute />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("/people/:id details", () => {
  it("shows the mobile number as a phone link", async () => {
    signInAs("Manager");
    renderRoute();
    const link = await screen.findByRole("link", { name: "+14155550123" });
    expect(link).toHaveAttribute("href", "tel:+14155550123");
  });
});

describe("/people/:id processes", () => {
  it("lists the person's processes with the role they come through", async () => {
    signInAs("Manager");
    renderRoute();
    const table = await screen.findByRole("table", { name: "Processes" });
    const row = within(table).getAllByRole("row")[1]!;
    expect(within(row).getByRole("link", { name: "PAY-001" })).toHaveAttribute(
      "href",
      "/processes/5",
    );
    expect(within(row).getByText("payroll")).toBeInTheDocument();
    expect(within(row).queryByText("hr")).toBeNull();
    const processCalls = request.mock.calls.filter(([d]) => d.includes("PersonProcesses("));
    expect(processCalls.map(([, v]) => (v as { q: string[] }).q)).toEqual([["user:9"]]);
  });

  it("leaves the card out, and asks nothing, for someone who may not read processes", async () => {
    signInAs("User");
    renderRoute();
    await screen.findByRole("heading", { name: "Bob Builder" });
    expect(screen.queryByText("Processes")).toBeNull();
    expect(request.mock.calls.some(([d]) => d.includes("PersonProcesses("))).toBe(false);
  });
});

describe("/people/:id invitation", () => {
  it("an Admin sends, then resends, an invitation", async () => {
    signInAs("Admin");
    const answer = request.getMockImplementation()!;
    let calls = 0;
    request.mockImplementation((document, variables) => {
      if (!String(document).includes("mutation InvitePerson")) return answer(document, variables);
      calls++;
      return calls === 1
        ? Promise.resolve({
            invitePerson: { email: "bob@demo.test", expiresAt: "2026-01-02T10:00:00.000Z" },
          })
        : Promise.reject(new Error("An invitation was mailed to this person a moment ago."));
    });
    renderRoute();
    const send = await screen.findByRole("button", { name: "Send invitation to Bob Builder" });
    send.click();
    const resend = await screen.findByRole("button", { name: "Resend invitation to Bob Builder" });
    expect(request.mock.calls.filter(([d]) => d.includes("InvitePerson("))[0]?.[1]).toEqual({
      id: 9,
    });
    resend.click();
    await vi.waitFor(() => expect(calls).toBe(2));
  });

  it("shows the API's limit on invitation mails and leaves the button to try again", async () => {
    vi.mocked(notifyError).mockClear();
    vi.mocked(notifySuccess).mockClear();
    signInAs("Admin");
    const answer = request.getMockImplementation()!;
    const limited =
      "This organisation has mailed as many invitations as it may for now. Try again in 12 minutes.";
    request.mockImplementation((document, variables) =>
      String(document).includes("mutation InvitePerson")
        ? Promise.reject(new ApiError(limited, "TOO_MANY_REQUESTS", 429))
        : answer(document, variables),
    );
    renderRoute();
    (await screen.findByRole("button", { name: "Send invitation to Bob Builder" })).click();
    await vi.waitFor(() => expect(vi.mocked(notifyError)).toHaveBeenCalledWith(limited));
    expect(screen.getByRole("button", { name: "Send invitation to Bob Builder" })).toBeEnabled();
    expect(vi.mocked(notifySuccess)).not.toHaveBeenCalled();
  });

  it.each([
    ["who may not sign in", { isAuthEnabled: false }],
    ["who already has an account", { hasAccount: true }],
  ])("offers no invitation for a person %s", async (_, change) => {
    signInAs("Admin");
    const answer = request.getMockImplementation()!;
    request.mockImplementation((document, variables) =>
      String(document).includes("query User(")
        ? Promise.resolve({ user: { ...BOB, ...change } })
        : answer(document, variables),
    );
    renderRoute();
    await screen.findByRole("heading", { name: "Bob Builder" });
    expect(screen.queryByRole("button", { name: /invitation/ })).toBeNull();
  });
});
