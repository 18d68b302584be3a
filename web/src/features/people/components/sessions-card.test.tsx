import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { authClient } from "@/lib/supabase";
import { standIn } from "@/test/module-mocks";
import { serve, signInAs } from "@/test/graphql-server";
import type { SignInSession } from "../api/my-sessions";
import { SessionsCard } from "./sessions-card";

const CHROME_LINUX =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const FIREFOX_WINDOWS =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

function session(id: string, fields: Partial<SignInSession> = {}): SignInSession {
  return {
    id,
    createdAt: "2026-11-20T08:00:00Z",
    lastUsedAt: "2026-11-27T09:30:00Z",
    ip: "203.0.113.7",
    userAgent: CHROME_LINUX,
    isCurrent: false,
    ...fields,
  };
}

const HERE = session("s-here", { isCurrent: true, ip: "198.51.100.2" });
const LAPTOP = session("s-laptop", { userAgent: FIREFOX_WINDOWS, ip: "192.0.2.44" });
const PHONE = session("s-phone", { userAgent: SAFARI_IPHONE, ip: null });

/** A server that keeps the sessions and ends them as the API does. */
function serveSessions(initial: SignInSession[]) {
  let sessions = [...initial];
  return serve({
    MySessions: ({ offset = 0, limit = 10 }) => ({
      mySessions: {
        totalCount: sessions.length,
        nodes: sessions.slice(offset as number, (offset as number) + (limit as number)),
      },
    }),
    EndSession: ({ id }) => {
      sessions = sessions.filter((s) => s.id !== id);
      return { endSession: true };
    },
    EndOtherSessions: () => {
      const ended = sessions.filter((s) => !s.isCurrent).length;
      sessions = sessions.filter((s) => s.isCurrent);
      return { endOtherSessions: ended };
    },
  });
}

function renderCard() {
  signInAs("User");
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MemoryRouter>
        <SessionsCard />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return userEvent.setup({ pointerEventsCheck: 0 });
}

const rows = () => within(screen.getByRole("list", { name: "Sessions" })).getAllByRole("listitem");

describe("SessionsCard", () => {
  it("lists the sessions with readable devices, addresses and this browser marked", async () => {
    serveSessions([HERE, LAPTOP, PHONE]);
    renderCard();
    expect(await screen.findByText("Firefox on Windows")).toBeInTheDocument();
    const [here, laptop, phone] = rows();
    expect(here).toHaveTextContent("Chrome on Linux");
    expect(here).toHaveTextContent("This browser");
    expect(here).toHaveTextContent("198.51.100.2");
    expect(within(here).getByRole("button", { name: "Sign out of this browser" })).toBeVisible();
    expect(laptop).not.toHaveTextContent("This browser");
    expect(laptop).toHaveTextContent("192.0.2.44");
    expect(laptop).toHaveTextContent("Last used Nov 27, 2026");
    expect(laptop).toHaveTextContent("Signed in Nov 20, 2026");
    expect(phone).toHaveTextContent("Safari on iOS");
    expect(phone).toHaveTextContent("Unknown address");
  });

  it("ends one other session after confirming", async () => {
    const server = serveSessions([HERE, LAPTOP, PHONE]);
    const user = renderCard();
    await user.click(
      await screen.findByRole("button", { name: "End session on Firefox on Windows" }),
    );
    const dialog = await screen.findByRole("alertdialog", {
      name: "End the session on Firefox on Windows?",
    });
    expect(server.sent("EndSession")).toHaveLength(0);
    await user.click(within(dialog).getByRole("button", { name: "End session" }));
    await waitFor(() => expect(screen.queryByText("Firefox on Windows")).not.toBeInTheDocument());
    expect(server.sent("EndSession")).toEqual([{ id: "s-laptop" }]);
    expect(rows()).toHaveLength(2);
  });

  it("cancelling ends nothing", async () => {
    const server = serveSessions([HERE, LAPTOP]);
    const user = renderCard();
    await user.click(
      await screen.findByRole("button", { name: "End session on Firefox on Windows" }),
    );
    const dialog = await screen.findByRole("alertdialog");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(server.sent("EndSession")).toHaveLength(0);
    expect(rows()).toHaveLength(2);
  });

  it("ends all other sessions, then has none left to end", async () => {
    const server = serveSessions([HERE, LAPTOP, PHONE]);
    const user = renderCard();
    await screen.findByText("Safari on iOS");
    await user.click(screen.getByRole("button", { name: "End all other sessions" }));
    const dialog = await screen.findByRole("alertdialog", { name: "End all other sessions?" });
    await user.click(within(dialog).getByRole("button", { name: "End other sessions" }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(server.sent("EndOtherSessions")).toHaveLength(1);
    expect(rows()[0]).toHaveTextContent("This browser");
    expect(screen.getByRole("button", { name: "End all other sessions" })).toBeDisabled();
  });

  it("this browser's session is ended by signing out, not as another session", async () => {
    const signOut = vi.fn().mockResolvedValue({ error: null });
    standIn(authClient, () => ({ auth: { signOut } }));
    const server = serveSessions([HERE, LAPTOP]);
    const user = renderCard();
    await user.click(await screen.findByRole("button", { name: "Sign out of this browser" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Sign out of this browser?" });
    await user.click(within(dialog).getByRole("button", { name: "Sign out" }));
    await waitFor(() => expect(signOut).toHaveBeenCalledWith({ scope: "local" }));
    expect(server.sent("EndSession")).toHaveLength(0);
  });

  it("shows a failed load in place with a retry", async () => {
    let fail = true;
    serve({
      MySessions: () => {
        if (fail) throw new Error("The sessions could not be read");
        return { mySessions: { totalCount: 1, nodes: [HERE] } };
      },
    });
    const user = renderCard();
    expect(await screen.findByRole("alert")).toHaveTextContent("The sessions could not be read");
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("This browser")).toBeInTheDocument();
  });

  it("shows loading, then an empty list", async () => {
    let answer: (value: unknown) => void = () => undefined;
    serve({ MySessions: () => new Promise((resolve) => (answer = resolve)) });
    renderCard();
    expect(screen.getByText("Loading sessions")).toBeInTheDocument();
    answer({ mySessions: { totalCount: 0, nodes: [] } });
    expect(await screen.findByText("No sessions")).toBeInTheDocument();
  });

  it("pages when there are more than ten", async () => {
    const many = [HERE, ...Array.from({ length: 11 }, (_, i) => session(`s-${i}`))];
    const server = serveSessions(many);
    const user = renderCard();
    await screen.findByText("This browser");
    expect(rows()).toHaveLength(10);
    await user.click(screen.getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(server.sent("MySessions").at(-1)).toEqual({ offset: 10, limit: 10 });
  });
});
