// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  getSessionSnapshot,
  loadSession,
  resetSession,
  setSessionFetcher,
  type SessionFetcher,
} from "@/lib/session/session-store";
import type { CurrentUser, OrgSettings } from "@/lib/session/types";

const user: CurrentUser = {
  id: 7,
  peopleHandle: "ada",
  name: "Ada Admin",
  description: "",
  email: "ada@demo.test",
  userType: "Admin",
  isAuthEnabled: true,
  roleIds: [],
  roles: [],
  receiveWeeklyReminders: false,
};
const settings: OrgSettings = {
  organizationName: "Demo",
  timezone: "GMT+01:00",
  isEmailAuthEnabled: true,
  isGoogleAuthEnabled: false,
  isMicrosoftAuthEnabled: false,
  sendDailyRemindersForLateTasksViaSMS: false,
  sendWeeklyRemindersViaEmail: true,
};

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

afterEach(() => resetSession());

describe("loadSession", () => {
  it("shares one pending request between concurrent loads", async () => {
    const answer = deferred<Awaited<ReturnType<SessionFetcher>>>();
    const fetcher = vi.fn<SessionFetcher>(() => answer.promise);
    setSessionFetcher(fetcher);
    const first = loadSession();
    const second = loadSession();
    const third = loadSession();
    expect(fetcher).toHaveBeenCalledTimes(1);
    answer.resolve({ currentUser: user, settings });
    const results = await Promise.all([first, second, third]);
    expect(results.every((r) => r.user?.id === 7)).toBe(true);
    expect(getSessionSnapshot().appRole).toBe("admin");
  });

  it("asks for the user and the settings in one document, then reuses them", async () => {
    const fetcher = vi.fn<SessionFetcher>(async () => ({ currentUser: user, settings }));
    setSessionFetcher(fetcher);
    await loadSession();
    expect(String(fetcher.mock.calls[0]?.[0])).toMatch(/currentUser \{[\s\S]*\}\s+settings \{/);
    await loadSession();
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it("refetches when forced (after the person or the settings change)", async () => {
    const fetcher = vi.fn<SessionFetcher>(async () => ({ currentUser: user, settings }));
    setSessionFetcher(fetcher);
    await loadSession();
    await loadSession({ force: true });
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it("rejects, keeps no user and allows a new attempt when the server refuses", async () => {
    setSessionFetcher(async () => {
      throw new Error("There is no user with these credentials.");
    });
    await expect(loadSession()).rejects.toThrow("There is no user with these credentials.");
    expect(getSessionSnapshot().user).toBeNull();
    const fetcher = vi.fn<SessionFetcher>(async () => ({ currentUser: user, settings }));
    setSessionFetcher(fetcher);
    await loadSession();
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(getSessionSnapshot().user?.name).toBe("Ada Admin");
  });

  it("treats a null currentUser as a failed load", async () => {
    setSessionFetcher(async () => ({ currentUser: null, settings }));
    await expect(loadSession()).rejects.toThrow("There is no user with these credentials.");
  });

  it("maps userType to the app role", async () => {
    setSessionFetcher(async () => ({ currentUser: { ...user, userType: "User" }, settings }));
    expect((await loadSession()).appRole).toBe("user");
  });

  it("does not let an answer that arrives after sign-out restore the person", async () => {
    const answer = deferred<Awaited<ReturnType<SessionFetcher>>>();
    setSessionFetcher(() => answer.promise);
    const load = loadSession();
    resetSession();
    answer.resolve({ currentUser: user, settings });
    await load;
    expect(getSessionSnapshot()).toEqual({ user: null, settings: null, appRole: null });
  });
});
