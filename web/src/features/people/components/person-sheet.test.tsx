import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Toaster } from "@/components/layout/toaster";
import { createQueryClient } from "@/lib/query-client";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import "@/lib/i18n";
import { ApiError, graphqlRequest } from "@/lib/graphql-client";
import { resetSession, setSessionUser } from "@/lib/session";
import type { Person, RoleRef } from "../api/person-fields";
import { PersonSheet } from "./person-sheet";

// UI tests drive real components through user-event; give a loaded CI machine room.

// Only the network boundary is replaced; ApiError and everything above it are real.
const request = vi.mocked(graphqlRequest);

const ROLES: RoleRef[] = [
  { id: 1, roleHandle: "ADM", name: "Administration" },
  { id: 2, roleHandle: "OPS", name: "Operations" },
];

const JANE: Person = {
  id: 7,
  peopleHandle: "jdoe",
  name: "Jane Doe",
  description: "",
  email: "jane@example.com",
  mobile: null,
  userType: "User",
  isAuthEnabled: false,
  roleIds: [2],
  roles: [ROLES[1]!],
  receiveWeeklyReminders: true,
  hasAccount: false,
};

type Handler = (variables: Record<string, unknown>) => unknown;

/** A stand-in server: answers by operation name, records what was sent. */
function serve(handlers: Record<string, Handler>) {
  request.mockImplementation((document, variables) => {
    const name = /(?:query|mutation)\s+(\w+)/.exec(String(document))?.[1] ?? "";
    const handler = handlers[name];
    if (!handler) return Promise.reject(new Error(`unexpected operation ${name}`));
    try {
      return Promise.resolve(handler((variables ?? {}) as Record<string, unknown>));
    } catch (error) {
      return Promise.reject(error);
    }
  });
}

const rolesOk = { RolesForPicker: () => ({ roles: { nodes: ROLES, totalCount: ROLES.length } }) };

function sent(operation: string) {
  return request.mock.calls
    .filter(([document]) => document.includes(operation))
    .map(([, variables]) => (variables as { user: Record<string, unknown> }).user);
}

function renderSheet(
  person?: Person,
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
) {
  function Host() {
    const [open, setOpen] = useState(true);
    return open ? <PersonSheet open onOpenChange={setOpen} person={person} /> : <p>Sheet closed</p>;
  }
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Host />
        <Toaster />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  // The open sheet makes the page behind it inert (pointer-events: none), as a modal does;
  // clicking there is exactly what the backdrop tests need, so the check is off.
  return { user: userEvent.setup({ pointerEventsCheck: 0 }), dialog: screen.getByRole("dialog") };
}

const field = (name: string) => screen.getByRole("textbox", { name });

beforeEach(() => {
  request.mockReset();
  vi.spyOn(console, "error").mockImplementation(() => undefined);
});

describe("PersonSheet — validation", () => {
  it("requires handle and name and sends nothing", async () => {
    serve(rolesOk);
    const { user } = renderSheet();
    await user.click(screen.getByRole("button", { name: "Add person" }));
    expect(await screen.findByText("Handle is required.")).toBeInTheDocument();
    expect(screen.getByText("Name is required.")).toBeInTheDocument();
    expect(field("Handle")).toHaveAttribute("aria-invalid", "true");
    expect(sent("CreateUser")).toHaveLength(0);
  });

  it("refuses a handle over 64 characters, a handle with spaces and a malformed email", async () => {
    serve(rolesOk);
    const { user } = renderSheet();
    // Pasted, not typed: 65 keystrokes are slow on a loaded machine and prove nothing more.
    await user.click(field("Handle"));
    await user.paste("x".repeat(65));
    await user.type(field("Name"), "Long Handle");
    await user.type(field("Email"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "Add person" }));
    expect(await screen.findByText("Handle must be at most 64 characters.")).toBeInTheDocument();
    expect(screen.getByText("Email must be a valid address.")).toBeInTheDocument();

    await user.clear(field("Handle"));
    await user.type(field("Handle"), "two words");
    expect(await screen.findByText("Handle cannot contain spaces.")).toBeInTheDocument();
    expect(sent("CreateUser")).toHaveLength(0);
  });

  it("refuses a mobile number not in international format", async () => {
    serve(rolesOk);
    const { user } = renderSheet();
    await user.type(field("Handle"), "asmith");
    await user.type(field("Name"), "Ann Smith");
    await user.type(field("Mobile"), "415 555 0123");
    await user.click(screen.getByRole("button", { name: "Add person" }));
    expect(
      await screen.findByText("Mobile must be in international format, e.g. +14155550123."),
    ).toBeInTheDocument();
    expect(field("Mobile")).toHaveAttribute("aria-invalid", "true");
    expect(sent("CreateUser")).toHaveLength(0);
  });
});

describe("PersonSheet — create", () => {
  it("starts with sign-in enabled and sends what was entered", async () => {
    serve({
      ...rolesOk,
      CreateUser: ({ user }) => ({
        createUser: { ...JANE, ...(user as object), id: 99, roles: [] },
      }),
    });
    const { user } = renderSheet();
    expect(screen.getByRole("switch", { name: "Sign-in enabled" })).toBeChecked();
    expect(screen.getByRole("switch", { name: "Weekly reminders" })).not.toBeChecked();

    await user.type(field("Handle"), "  asmith ");
    await user.type(field("Name"), "Ann Smith");
    await user.click(await screen.findByRole("checkbox", { name: /ADM/ }));
    await user.click(screen.getByRole("button", { name: "Add person" }));

    expect(await screen.findByText("Sheet closed")).toBeInTheDocument();
    expect(sent("CreateUser")).toEqual([
      {
        peopleHandle: "asmith",
        name: "Ann Smith",
        email: null,
        mobile: null,
        userType: "User",
        isAuthEnabled: true,
        receiveWeeklyReminders: false,
        description: "",
        roleIds: [1],
      },
    ]);
  });

  it("shows a taken handle (CONFLICT) on the handle field and keeps what was typed", async () => {
    const conflict = new ApiError("A person with this handle already exists", "CONFLICT", 409, [
      {
        message: "A person with this handle already exists",
        extensions: { code: "CONFLICT", field: "peopleHandle" },
      },
    ]);
    serve({
      ...rolesOk,
      CreateUser: () => {
        throw conflict;
      },
    });
    const { user, dialog } = renderSheet();
    await user.type(field("Handle"), "jdoe");
    await user.type(field("Name"), "Another Jane");
    await user.type(field("Description"), "Joins in March");
    await user.click(screen.getByRole("button", { name: "Add person" }));

    const message = await screen.findByText("A person with this handle already exists");
    expect(field("Handle")).toHaveAttribute("aria-invalid", "true");
    expect(field("Handle").getAttribute("aria-describedby")).toContain(message.id);
    expect(field("Handle")).toHaveValue("jdoe");
    expect(field("Name")).toHaveValue("Another Jane");
    expect(field("Description")).toHaveValue("Joins in March");
    expect(dialog).toBeInTheDocument();
    expect(console.error).toHaveBeenCalled(); // a failure is logged and re-thrown
  });

  it("shows an error the API does not tie to a field above the form, values intact", async () => {
    serve({
      ...rolesOk,
      CreateUser: () => {
        throw new ApiError(
          "Cannot reach the server. Check your connection and try again.",
          "NETWORK_ERROR",
        );
      },
    });
    const { user } = renderSheet();
    await user.type(field("Handle"), "bwayne");
    await user.type(field("Name"), "Bruce Wayne");
    await user.click(screen.getByRole("button", { name: "Add person" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Cannot reach the server");
    expect(field("Handle")).toHaveValue("bwayne");
    expect(field("Name")).toHaveValue("Bruce Wayne");
  });
});

describe("PersonSheet — errors are shown once", () => {
  it("puts a refused save beside its field and raises no toast with the app's error policy", async () => {
    serve({
      ...rolesOk,
      CreateUser: () => {
        throw new ApiError("A person with this handle already exists", "CONFLICT", 409, [
          {
            message: "A person with this handle already exists",
            extensions: { code: "CONFLICT", field: "peopleHandle" },
          },
        ]);
      },
    });
    const { user } = renderSheet(undefined, createQueryClient());
    await user.type(field("Handle"), "jdoe");
    await user.type(field("Name"), "Another Jane");
    await user.click(screen.getByRole("button", { name: "Add person" }));

    const message = await screen.findByText("A person with this handle already exists");
    expect(field("Handle").getAttribute("aria-describedby")).toContain(message.id);
    // Give a toast every chance to appear: the mutation has settled and the form updated.
    await waitFor(() => expect(sent("CreateUser")).toHaveLength(1));
    expect(screen.getAllByText("A person with this handle already exists")).toHaveLength(1);
    expect(document.querySelector("[data-sonner-toast]")).toBeNull();
  });
});

describe("PersonSheet — edit", () => {
  it("starts from the person's values and keeps their sign-in choice", async () => {
    serve({
      ...rolesOk,
      UpdateUser: ({ user }) => ({ updateUser: { ...JANE, ...(user as object) } }),
    });
    const { user } = renderSheet(JANE);
    expect(field("Handle")).toHaveValue("jdoe");
    expect(screen.getByRole("switch", { name: "Sign-in enabled" })).not.toBeChecked();
    expect(await screen.findByRole("checkbox", { name: /OPS/ })).toBeChecked();

    await user.clear(field("Name"));
    await user.type(field("Name"), "Jane Smith");
    await user.type(field("Mobile"), "+44 20 7946 0958");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await screen.findByText("Sheet closed");
    expect(sent("UpdateUser")[0]).toMatchObject({
      id: 7,
      name: "Jane Smith",
      mobile: "+442079460958",
      isAuthEnabled: false,
      roleIds: [2],
    });
  });

  it("shows the roles read-only, says why, and leaves them alone when they cannot be loaded", async () => {
    serve({
      RolesForPicker: () => {
        throw new ApiError("Roles are out of reach just now.", "INTERNAL", 500);
      },
      UpdateUser: ({ user }) => ({ updateUser: { ...JANE, ...(user as object) } }),
    });
    const { user, dialog } = renderSheet(JANE);
    expect(await within(dialog).findByText("Roles are out of reach just now.")).toBeInTheDocument();
    expect(within(dialog).getByText("OPS")).toBeInTheDocument();
    expect(within(dialog).queryByRole("checkbox")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await screen.findByText("Sheet closed");
    expect(sent("UpdateUser")[0]).not.toHaveProperty("roleIds");
  });

  it("cannot be closed by clicking beside it once something was typed", async () => {
    serve(rolesOk);
    const { user } = renderSheet(JANE);
    await user.type(field("Name"), " Jr");
    await user.click(document.body);
    expect(screen.getByRole("dialog")).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(await screen.findByText("Sheet closed")).toBeInTheDocument();
  });

  it("closes on a click beside it while nothing changed", async () => {
    serve(rolesOk);
    const { user } = renderSheet(JANE);
    await user.click(document.body);
    await waitFor(() => expect(screen.getByText("Sheet closed")).toBeInTheDocument());
  });
});

describe("PersonSheet — only an Admin makes or unmakes an Admin", () => {
  const ADA: Person = {
    ...JANE,
    id: 8,
    peopleHandle: "ada",
    name: "Ada Admin",
    email: "ada@example.com",
    userType: "Admin",
    isAuthEnabled: true,
  };
  const signInAs = (userType: Person["userType"]) =>
    setSessionUser({ ...JANE, id: 1, peopleHandle: "me", email: "me@example.com", userType });
  afterEach(() => resetSession());

  async function offeredTypes(user: ReturnType<typeof userEvent.setup>) {
    await user.click(screen.getByRole("combobox", { name: "User type" }));
    const names = (await screen.findAllByRole("option")).map((o) => o.textContent);
    await user.keyboard("{Escape}");
    return names;
  }

  it("does not offer Admin to a Manager adding or editing a person", async () => {
    signInAs("Manager");
    serve(rolesOk);
    const { user } = renderSheet();
    expect(await offeredTypes(user)).toEqual(["User", "Manager"]);
  });

  it("offers Admin to an Admin", async () => {
    signInAs("Admin");
    serve(rolesOk);
    const { user } = renderSheet(JANE);
    expect(await offeredTypes(user)).toEqual(["User", "Admin", "Manager"]);
  });

  it("lets a Manager rename an Admin but not change their type, sign-in or email", async () => {
    signInAs("Manager");
    serve({
      ...rolesOk,
      UpdateUser: ({ user }) => ({ updateUser: { ...ADA, ...(user as object) } }),
    });
    const { user, dialog } = renderSheet(ADA);
    expect(screen.getByRole("combobox", { name: "User type" })).toBeDisabled();
    expect(screen.getByRole("switch", { name: "Sign-in enabled" })).toBeDisabled();
    expect(field("Email")).toBeDisabled();
    expect(
      within(dialog).getAllByText("Only an admin can change an admin's type, sign-in or email."),
    ).not.toHaveLength(0);

    await user.clear(field("Name"));
    await user.type(field("Name"), "Ada Lovelace");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    await screen.findByText("Sheet closed");
    // The Admin fields go out unchanged, which the API accepts from a Manager.
    expect(sent("UpdateUser")[0]).toMatchObject({
      id: 8,
      name: "Ada Lovelace",
      userType: "Admin",
      isAuthEnabled: true,
      email: "ada@example.com",
    });
  });

  it("leaves an Admin's fields open to an Admin", async () => {
    signInAs("Admin");
    serve(rolesOk);
    renderSheet(ADA);
    expect(screen.getByRole("combobox", { name: "User type" })).toBeEnabled();
    expect(screen.getByRole("switch", { name: "Sign-in enabled" })).toBeEnabled();
    expect(field("Email")).toBeEnabled();
  });
});
