import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { Toaster } from "@/components/layout/toaster";
import { createQueryClient } from "@/lib/query-client";
import { setSessionUser, type CurrentUser } from "@/lib/session";
import RolesListRoute from "./roles-list-route";

/** Test harness of the roles screen (used by its tests only). */
export function signInAs(userType: CurrentUser["userType"]) {
  setSessionUser({
    id: 11,
    peopleHandle: "ann",
    name: "Ann Smith",
    description: "",
    email: "ann@example.test",
    userType,
    isAuthEnabled: true,
    roleIds: [],
    roles: [],
    receiveWeeklyReminders: false,
  });
}

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function renderAt(path: string) {
  // The app's client, so a test sees the toasts a person would; no retries in tests.
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/roles" element={<RolesListRoute />} />
          <Route path="/myRoles" element={<RolesListRoute />} />
        </Routes>
        <Where />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup({ pointerEventsCheck: 0 });
}

/**
 * The path and search, decoded so assertions read like links. A test id: while a drawer
 * is open the page behind it is hidden from the accessibility tree.
 */
export const location = () => decodeURIComponent(screen.getByTestId("location").textContent);
