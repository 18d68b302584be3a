import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { serve, signInAs } from "@/test/graphql-server";
import type { Person } from "../api/person-fields";
import ProfileRoute from "./profile-route";

const ADA: Person = {
  id: 4,
  peopleHandle: "ada",
  name: "Ada Admin",
  description: "",
  email: "ada@demo.test",
  mobile: null,
  userType: "Admin",
  isAuthEnabled: true,
  roleIds: [],
  roles: [],
  receiveWeeklyReminders: false,
  hasAccount: true,
};

const HERE = {
  id: "s-here",
  createdAt: "2026-11-20T08:00:00Z",
  lastUsedAt: "2026-11-27T09:30:00Z",
  ip: "198.51.100.2",
  userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36",
  isCurrent: true,
};

function renderProfile(path: string) {
  const server = serve({
    User: () => ({ user: ADA }),
    MySessions: () => ({ mySessions: { totalCount: 1, nodes: [HERE] } }),
  });
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/myProfile/:id" element={<ProfileRoute />} />
          <Route path="/userProfile/:id" element={<ProfileRoute />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return server;
}

describe("the profile's sessions", () => {
  it("shows one's own sessions on one's own profile", async () => {
    signInAs("Admin", ADA.id);
    renderProfile(`/myProfile/${ADA.id}`);
    expect(await screen.findByText("This browser")).toBeInTheDocument();
    expect(screen.getByText("Chrome on Linux")).toBeInTheDocument();
  });

  it("does not show them on someone else's profile, nor ask for them", async () => {
    signInAs("Admin", 1);
    const server = renderProfile(`/userProfile/${ADA.id}`);
    expect(await screen.findByText("The profile of Ada Admin.")).toBeInTheDocument();
    expect(screen.queryByText("Sessions")).not.toBeInTheDocument();
    expect(server.sent("MySessions")).toHaveLength(0);
  });
});
