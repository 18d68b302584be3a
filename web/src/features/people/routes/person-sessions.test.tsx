import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { serve, signInAs } from "@/test/graphql-server";
import type { Person } from "../api/person-fields";
import PersonDisplayRoute from "./person-display-route";

const BOB: Person = {
  id: 9,
  peopleHandle: "bob",
  name: "Bob Builder",
  description: "",
  email: "bob@demo.test",
  mobile: null,
  userType: "User",
  isAuthEnabled: true,
  roleIds: [],
  roles: [],
  receiveWeeklyReminders: false,
  hasAccount: true,
};

function renderPersonPage() {
  serve({
    User: () => ({ user: BOB }),
    UserGetInfo: () => ({ userGetInfo: { roles: [], tasks: [] } }),
    PersonProcesses: () => ({ processes: { nodes: [], totalCount: 0 } }),
  });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={["/people/9"]}>
        <Routes>
          <Route path="/people/:id" element={<PersonDisplayRoute />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("/people/:id sessions", () => {
  it("offers an Admin to end the person's sessions", async () => {
    signInAs("Admin", 1);
    renderPersonPage();
    expect(await screen.findByRole("button", { name: "End all sessions" })).toBeInTheDocument();
  });

  it("does not offer it to a Manager", async () => {
    signInAs("Manager", 1);
    renderPersonPage();
    expect(await screen.findByRole("button", { name: "Edit" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "End all sessions" })).not.toBeInTheDocument();
  });
});
