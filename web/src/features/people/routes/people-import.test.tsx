import { QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { resetSession } from "@/lib/session";
import { serve, signInAs } from "@/test/graphql-server";
import type { Person } from "../api/person-fields";
import PeopleListRoute from "./people-list-route";

const ANN: Person = {
  id: 3,
  peopleHandle: "ann",
  name: "Ann Smith",
  description: "",
  email: "ann@demo.test",
  mobile: null,
  userType: "User",
  isAuthEnabled: true,
  roleIds: [],
  roles: [],
  receiveWeeklyReminders: false,
  hasAccount: false,
};

const CSV = "peopleHandle,name\nbo,Bo Chen\n";
const CREATED = { line: 2, message: "Created person bo", record: { peopleHandle: "bo" } };

function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{decodeURIComponent(pathname + search)}</output>;
}

function renderPeople(path: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/people" element={<PeopleListRoute />} />
        </Routes>
        <Location />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup({ pointerEventsCheck: 0 });
}

function peopleServer() {
  return serve({
    Users: () => ({ users: { nodes: [ANN], totalCount: 21 } }),
    FiltersAccessibleToCurrentUser: () => ({
      filtersAccessibleToCurrentUser: { nodes: [], totalCount: 0 },
    }),
    ImportUsers: ({ dryRun }) => ({
      importUsers: {
        created: [CREATED],
        updated: [],
        errors: [],
        messages: [],
        dryRun: dryRun === true,
        cancelled: false,
      },
    }),
    ImportProgress: () => ({ importProgress: null }),
  });
}

afterEach(() => resetSession());

describe("people list — CSV import", () => {
  it("after an import the list reloads from offset 0, and the full list with limit 1000", async () => {
    signInAs("Manager");
    const server = peopleServer();
    const user = renderPeople("/people?page=3");
    await screen.findByText("Ann Smith");
    expect(server.sent("Users")[0]).toMatchObject({ offset: 20, limit: 10 });

    await user.click(screen.getByRole("button", { name: "Import CSV" }));
    const dialog = await screen.findByRole("dialog", { name: "Import people" });
    await user.upload(
      within(dialog).getByLabelText("CSV file of people"),
      new File([CSV], "people.csv", { type: "text/csv" }),
    );
    await user.click(await within(dialog).findByRole("button", { name: "Import 1 line" }));
    const result = await screen.findByRole("dialog", { name: "Import result" });
    expect(within(result).getByLabelText("Import counts")).toHaveTextContent("Created1");

    // The open dialog hides the rest of the page from the accessibility tree.
    await waitFor(() =>
      expect(document.querySelector('output[aria-label="location"]')).toHaveTextContent(
        /^\/people$/,
      ),
    );
    await waitFor(() => {
      const asked = server.sent("Users");
      expect(asked).toContainEqual(expect.objectContaining({ offset: 0, limit: 10 }));
      expect(asked).toContainEqual(
        expect.objectContaining({ offset: 0, limit: 1000, sortBy: "name", isDesc: false }),
      );
    });
  });

  it("a User does not get the Import CSV action", async () => {
    signInAs("User");
    peopleServer();
    renderPeople("/people");
    await screen.findByText("Ann Smith");
    expect(screen.queryByRole("button", { name: "Import CSV" })).not.toBeInTheDocument();
  });
});
