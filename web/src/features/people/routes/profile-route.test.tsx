import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "@/lib/i18n";
import { graphqlRequest } from "@/lib/graphql-client";
import { resetSession, setSessionUser } from "@/lib/session";
import type { CurrentUser } from "@/lib/session";
import type { Person } from "../api/person-fields";
import ProfileRoute from "./profile-route";

// UI tests drive real components through user-event; give a loaded CI machine room.

const request = vi.mocked(graphqlRequest);

const UMA: Person = {
  id: 3,
  peopleHandle: "uma",
  name: "Uma User",
  description: "Front desk",
  email: "user@demo.test",
  mobile: null,
  userType: "User",
  isAuthEnabled: true,
  roleIds: [],
  roles: [],
  receiveWeeklyReminders: false,
  hasAccount: false,
};

function signIn(person: Person) {
  setSessionUser({ ...person, email: person.email ?? "" } as CurrentUser);
}

function serve(person: Person) {
  request.mockImplementation((document, variables) => {
    if (document.includes("query User(")) return Promise.resolve({ user: person });
    if (document.includes("mutation UpdateUser")) {
      const { user } = variables as { user: Partial<Person> };
      return Promise.resolve({ updateUser: { ...person, ...user } });
    }
    // The session reload after saving one's own profile.
    if (document.includes("currentUser"))
      return Promise.resolve({ currentUser: person, settings: null });
    return Promise.reject(new Error(`unexpected ${document}`));
  });
}

function renderProfile(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/myProfile/:id" element={<ProfileRoute />} />
          <Route path="/userProfile/:id" element={<ProfileRoute />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const updates = () =>
  request.mock.calls
    .filter(([document]) => document.includes("mutation UpdateUser"))
    .map(([, v]) => (v as { user: unknown }).user);

beforeEach(() => {
  request.mockReset();
});
afterEach(() => {
  resetSession();
});

describe("profile", () => {
  it("lets a User change only their name and weekly reminders", async () => {
    signIn(UMA);
    serve(UMA);
    const user = renderProfile("/myProfile/3");
    const name = await screen.findByRole("textbox", { name: "Name" });
    expect(screen.queryByRole("textbox", { name: "Email" })).not.toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: "Description" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Save profile" })).toBeDisabled();

    await user.clear(name);
    await user.type(name, "Uma Updated");
    await user.click(screen.getByRole("switch", { name: "Weekly reminders" }));
    await user.click(screen.getByRole("button", { name: "Save profile" }));

    await waitFor(() => expect(updates()).toHaveLength(1));
    expect(updates()[0]).toEqual({
      id: 3,
      isAuthEnabled: true,
      name: "Uma Updated",
      mobile: null,
      receiveWeeklyReminders: true,
    });
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Save profile" })).toBeDisabled(),
    );
  });

  it("lets a User set their own mobile number, sent in international format", async () => {
    signIn(UMA);
    serve(UMA);
    const user = renderProfile("/myProfile/3");
    const mobile = await screen.findByRole("textbox", { name: "Mobile" });
    await user.type(mobile, "+1 415-555-0123");
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    await waitFor(() => expect(updates()).toHaveLength(1));
    expect(updates()[0]).toMatchObject({ id: 3, mobile: "+14155550123" });
    await waitFor(() => expect(mobile).toHaveValue("+14155550123"));
  });

  it("refuses a number not in international format before asking the server", async () => {
    signIn({ ...UMA, mobile: "+14155550123" });
    serve({ ...UMA, mobile: "+14155550123" });
    const user = renderProfile("/myProfile/3");
    const mobile = await screen.findByRole("textbox", { name: "Mobile" });
    expect(mobile).toHaveValue("+14155550123");
    await user.clear(mobile);
    await user.type(mobile, "0415 555 0123");
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    expect(
      await screen.findByText("Mobile must be in international format, e.g. +14155550123."),
    ).toBeInTheDocument();
    expect(updates()).toHaveLength(0);
    // Emptied, the number is removed.
    await user.clear(mobile);
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    await waitFor(() => expect(updates()).toHaveLength(1));
    expect(updates()[0]).toMatchObject({ id: 3, mobile: null });
  });

  it("lets an admin change someone else's email and description", async () => {
    signIn({ ...UMA, id: 1, name: "Ada Admin", userType: "Admin" });
    serve({ ...UMA, isAuthEnabled: false });
    const user = renderProfile("/userProfile/3");
    const email = await screen.findByRole("textbox", { name: "Email" });
    await user.clear(email);
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    await waitFor(() => expect(updates()).toHaveLength(1));
    // isAuthEnabled goes back as it was: the API would read an absent value as true.
    expect(updates()[0]).toMatchObject({
      id: 3,
      isAuthEnabled: false,
      email: null,
      description: "Front desk",
    });
  });

  it("refuses an empty name before asking the server", async () => {
    signIn(UMA);
    serve(UMA);
    const user = renderProfile("/myProfile/3");
    await user.clear(await screen.findByRole("textbox", { name: "Name" }));
    await user.click(screen.getByRole("button", { name: "Save profile" }));
    expect(await screen.findByText("Name is required.")).toBeInTheDocument();
    expect(updates()).toHaveLength(0);
  });

  it("says so for an address that names no person", async () => {
    signIn(UMA);
    serve(UMA);
    renderProfile("/myProfile/abc");
    expect(await screen.findByText("Person not found")).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
  });
});
