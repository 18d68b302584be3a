import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LoaderFunctionArgs } from "react-router";

const token = { value: null as string | null };
vi.mock("@/lib/supabase", () => ({
  getAccessToken: vi.fn(async () => token.value),
  supabase: { auth: { signOut: vi.fn(async () => ({ error: null })) } },
}));
const notifyError = vi.fn();
vi.mock("@/lib/notify", () => ({
  notifyError: (message: string) => notifyError(message),
  notifySuccess: vi.fn(),
}));

import { guardRoute } from "@/lib/session/guard";
import { resetSession, setSessionFetcher } from "@/lib/session/session-store";
import { getLastTenant, setCurrentTenant } from "@/lib/session/tenant";
import type { RouteMeta } from "@/lib/session/route-meta";
import type { UserType } from "@shared/abilities.ts";

const people: RouteMeta = { name: "user-list", resource: "user", title: "People" };
const login: RouteMeta = { name: "auth-login", resource: "Auth", layout: "full", title: "Sign in" };

function args(path: string, params: Record<string, string> = {}): LoaderFunctionArgs {
  return {
    request: new Request(`http://localhost${path}`),
    params,
    context: undefined,
  } as unknown as LoaderFunctionArgs;
}

const person = (userType: UserType) => ({
  currentUser: {
    id: 1,
    name: "P",
    userType,
    email: "p@x",
    peopleHandle: "p",
    description: null,
    isAuthEnabled: true,
    roleIds: [],
    roles: [],
    receiveWeeklyReminders: false,
  },
  settings: null,
});

beforeEach(() => {
  setCurrentTenant("demo");
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  token.value = null;
  resetSession();
  setCurrentTenant(null);
  notifyError.mockClear();
});

describe("guardRoute", () => {
  it("sends a visitor with nobody signed in to the tenant's login page without a toast", async () => {
    const response = await guardRoute(people, args("/people"));
    expect(response?.headers.get("Location")).toBe("/login/demo");
    expect(notifyError).not.toHaveBeenCalled();
  });

  it("on a failed load shows the catalogue message, logs the server's, and goes to login", async () => {
    token.value = "jwt";
    setSessionFetcher(async () => {
      throw new Error("Sign-in with google is not enabled");
    });
    const response = await guardRoute(people, args("/people"));
    expect(response?.headers.get("Location")).toBe("/login/demo");
    expect(notifyError).toHaveBeenCalledWith("There is no user with these credentials.");
    expect(console.error).toHaveBeenCalledWith(
      expect.any(String),
      "Sign-in with google is not enabled",
    );
  });

  it("sends a User to not-authorized, remembering the refused path", async () => {
    token.value = "jwt";
    setSessionFetcher(async () => person("User"));
    const response = await guardRoute(people, args("/people?q=x"));
    expect(response?.headers.get("Location")).toBe(
      `/not-authorized?from=${encodeURIComponent("/people?q=x")}`,
    );
  });

  it("lets an Admin through", async () => {
    token.value = "jwt";
    setSessionFetcher(async () => person("Admin"));
    expect(await guardRoute(people, args("/people"))).toBeNull();
  });

  it("sends a signed-in person visiting login to / and remembers the tenant from the path", async () => {
    token.value = "jwt";
    setSessionFetcher(async () => person("User"));
    const response = await guardRoute(login, args("/login/acme", { tenant: "acme" }));
    expect(response?.headers.get("Location")).toBe("/");
    expect(getLastTenant()).toBe("acme");
  });

  it("on login, signs out an identity the tenant does not know and shows why", async () => {
    token.value = "jwt";
    setSessionFetcher(async () => {
      throw new Error("There is no user with these credentials.");
    });
    expect(await guardRoute(login, args("/login/demo", { tenant: "demo" }))).toBeNull();
    const { supabase } = await import("@/lib/supabase");
    expect(supabase.auth.signOut).toHaveBeenCalled();
    expect(notifyError).toHaveBeenCalledWith("There is no user with these credentials.");
  });

  it("on login, keeps quiet about backend query errors", async () => {
    token.value = "jwt";
    setSessionFetcher(async () => {
      throw new Error("GraphQL error: relation does not exist");
    });
    await guardRoute(login, args("/login/demo", { tenant: "demo" }));
    expect(notifyError).not.toHaveBeenCalled();
  });
});
