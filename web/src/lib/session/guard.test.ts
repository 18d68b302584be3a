// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LoaderFunctionArgs } from "react-router";

import { guardRoute, homeRedirect } from "@/lib/session/guard";
import { resetSession, setSessionFetcher } from "@/lib/session/session-store";
import { getCurrentTenant, getLastTenant, setCurrentTenant } from "@/lib/session/tenant";
import type { RouteMeta } from "@/lib/session/route-meta";
import { notifyError as notify } from "@/lib/notify";
import { authClient, getAccessToken, sessionNeedsSecondFactor } from "@/lib/supabase";
import { standIn } from "@/test/module-mocks";
import type { UserType } from "@shared/abilities.ts";

const token = { value: null as string | null };
/** Sessions per tenant: the tenant whose session `token` is (null: every tenant's). */
const tokenTenant = { value: null as string | null };
const signOut = vi.fn(async () => ({ error: null }));
standIn(getAccessToken, async (tenant?: string | null) =>
  tokenTenant.value === null || tenant === undefined || tenant === tokenTenant.value
    ? token.value
    : null,
);
standIn(authClient, () => ({ auth: { signOut } }));
const notifyError = vi.fn();
standIn(notify, (message) => notifyError(message));

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
    description: "",
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
  tokenTenant.value = null;
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

  it("a session that still owes its second factor is not in: login, the person not loaded", async () => {
    token.value = "jwt";
    const fetcher = vi.fn(async () => person("Admin"));
    setSessionFetcher(fetcher);
    standIn(sessionNeedsSecondFactor, async () => true);
    const response = await guardRoute(people, args("/people"));
    expect(response?.headers.get("Location")).toBe("/login/demo");
    expect(fetcher).not.toHaveBeenCalled();
    // On the login page it stays, where the code is asked for.
    expect(await guardRoute(login, args("/login/demo", { tenant: "demo" }))).toBeNull();
    standIn(sessionNeedsSecondFactor, async () => false);
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

  it("shows another organisation's login form in a tab signed into this one", async () => {
    token.value = "jwt";
    tokenTenant.value = "demo";
    setSessionFetcher(async () => person("Admin"));
    expect(await guardRoute(login, args("/login/acme", { tenant: "acme" }))).toBeNull();
    // The tab stays in its organisation until the other one's sign-in succeeds.
    expect(getCurrentTenant()).toBe("demo");
  });

  it("on login, signs out an identity the tenant does not know and shows why", async () => {
    token.value = "jwt";
    setSessionFetcher(async () => {
      throw new Error("There is no user with these credentials.");
    });
    expect(await guardRoute(login, args("/login/demo", { tenant: "demo" }))).toBeNull();
    expect(signOut).toHaveBeenCalled();
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

describe("homeRedirect (/)", () => {
  it("lands admins and managers on the organisation dashboard, a User on the personal one", async () => {
    token.value = "jwt";
    for (const [userType, path] of [
      ["Admin", "/dashboard/organization"],
      ["Manager", "/dashboard/organization"],
      ["User", "/dashboard/personal"],
    ] as const) {
      resetSession();
      setSessionFetcher(async () => person(userType));
      expect((await homeRedirect()).headers.get("Location")).toBe(path);
    }
  });

  it("sends a visitor to the personal dashboard, whose guard then asks them to sign in", async () => {
    expect((await homeRedirect()).headers.get("Location")).toBe("/dashboard/personal");
  });
});
