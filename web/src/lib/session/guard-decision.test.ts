import { describe, expect, it } from "vitest";
import { dashboardPathFor, decideNavigation } from "@/lib/session/guard-decision";
import type { RouteMeta } from "@/lib/session/route-meta";

const people: RouteMeta = { name: "user-list", resource: "user", title: "People" };
const myTasks: RouteMeta = { name: "my-task-list", resource: "myTask", title: "My tasks" };
const login: RouteMeta = { name: "auth-login", resource: "Auth", layout: "full", title: "Sign in" };
const unsubscribe: RouteMeta = {
  name: "unsubscribe",
  resource: "Auth",
  layout: "full",
  title: "Unsubscribe",
};
const editProfile: RouteMeta = { name: "x", resource: "userProfile", action: "update", title: "x" };

describe("decideNavigation", () => {
  it("sends a visitor with nobody signed in to login, silently", () => {
    expect(decideNavigation(people, { kind: "anonymous" })).toEqual({
      kind: "redirect",
      to: "login",
      toast: false,
    });
  });

  it("sends a signed-in identity whose person cannot be loaded to login with a toast", () => {
    expect(decideNavigation(people, { kind: "failed", message: "boom" })).toEqual({
      kind: "redirect",
      to: "login",
      toast: true,
    });
  });

  it("sends a loaded person without the ability to not-authorized", () => {
    expect(decideNavigation(people, { kind: "loaded", appRole: "user" })).toEqual({
      kind: "redirect",
      to: "not-authorized",
    });
    expect(decideNavigation(editProfile, { kind: "loaded", appRole: "user" })).toEqual({
      kind: "redirect",
      to: "not-authorized",
    });
  });

  it("lets a loaded person with the ability through", () => {
    expect(decideNavigation(people, { kind: "loaded", appRole: "admin" })).toEqual({
      kind: "allow",
    });
    expect(decideNavigation(people, { kind: "loaded", appRole: "manager" })).toEqual({
      kind: "allow",
    });
    expect(decideNavigation(myTasks, { kind: "loaded", appRole: "user" })).toEqual({
      kind: "allow",
    });
  });

  it("treats a person with an unknown userType as having no abilities", () => {
    expect(decideNavigation(myTasks, { kind: "loaded", appRole: null })).toEqual({
      kind: "redirect",
      to: "not-authorized",
    });
  });

  it("sends a signed-in person visiting login to /", () => {
    expect(decideNavigation(login, { kind: "loaded", appRole: "user" })).toEqual({
      kind: "redirect",
      to: "home",
    });
  });

  it("shows login to visitors and to identities that failed to load (no loop back to login)", () => {
    expect(decideNavigation(login, { kind: "anonymous" })).toEqual({ kind: "allow" });
    expect(decideNavigation(login, { kind: "failed", message: "x" })).toEqual({ kind: "allow" });
  });

  it("keeps unsubscribe reachable for everyone, signed in or not", () => {
    expect(decideNavigation(unsubscribe, { kind: "anonymous" })).toEqual({ kind: "allow" });
    expect(decideNavigation(unsubscribe, { kind: "loaded", appRole: "admin" })).toEqual({
      kind: "allow",
    });
    expect(decideNavigation(unsubscribe, { kind: "failed", message: "x" })).toEqual({
      kind: "allow",
    });
  });
});

describe("dashboardPathFor", () => {
  it("sends admins and managers to the organisation dashboard, everyone else to the personal one", () => {
    expect(dashboardPathFor("admin")).toBe("/dashboard/organization");
    expect(dashboardPathFor("manager")).toBe("/dashboard/organization");
    expect(dashboardPathFor("user")).toBe("/dashboard/personal");
    expect(dashboardPathFor(null)).toBe("/dashboard/personal");
  });
});
