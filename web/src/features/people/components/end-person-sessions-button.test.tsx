import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { notifySuccess } from "@/lib/notify";
import { serve, signInAs } from "@/test/graphql-server";
import type { UserType } from "@shared/abilities.ts";
import { EndPersonSessionsButton } from "./end-person-sessions-button";

const ANNA = { id: 7, name: "Anna Baker", hasAccount: true };

function renderButton(as: UserType, person = ANNA, myId = 1) {
  signInAs(as, myId);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <EndPersonSessionsButton person={person} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup({ pointerEventsCheck: 0 });
}

describe("EndPersonSessionsButton", () => {
  it("lets an Admin end every session of a person after confirming", async () => {
    const server = serve({ EndPersonSessions: () => ({ endPersonSessions: 3 }) });
    const user = renderButton("Admin");
    await user.click(screen.getByRole("button", { name: "End all sessions" }));
    const dialog = await screen.findByRole("alertdialog", {
      name: "End all sessions of Anna Baker?",
    });
    expect(server.sent("EndPersonSessions")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "End all sessions" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(server.sent("EndPersonSessions")).toEqual([{ personId: 7 }]);
    expect(notifySuccess).toHaveBeenCalledWith("Anna Baker was signed out of 3 sessions");
  });

  it.each(["Manager", "User"] as const)("is not offered to a %s", (userType) => {
    renderButton(userType);
    expect(screen.queryByRole("button", { name: "End all sessions" })).not.toBeInTheDocument();
  });

  it("is not offered for oneself", () => {
    renderButton("Admin", ANNA, ANNA.id);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("is not offered for someone without an account", () => {
    renderButton("Admin", { ...ANNA, hasAccount: false });
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
