import { can, type AppRole } from "@shared/abilities.ts";
import { LOGIN_ROUTE_NAME, type RouteMeta } from "@/lib/session/route-meta";

/** How loading the current person went before this navigation. */
export type LoadOutcome =
  | { kind: "anonymous" } // nobody is signed in: "Unauthorized" stays silent
  | { kind: "failed"; message: string } // signed in, but the person could not be loaded
  | { kind: "loaded"; appRole: AppRole | null };

export type GuardDecision =
  | { kind: "allow" }
  | { kind: "redirect"; to: "login"; toast: boolean }
  | { kind: "redirect"; to: "not-authorized" }
  | { kind: "redirect"; to: "home" };

/**
 * The route guard, as a pure function so every branch is unit-tested:
 * - a signed-in person visiting login goes to /;
 * - Auth routes (login, unsubscribe, error pages) are open to anyone;
 * - a person who cannot be loaded goes to login (with a toast unless nobody signed in);
 * - a loaded person without the route's ability goes to not-authorized.
 */
export function decideNavigation(meta: RouteMeta, outcome: LoadOutcome): GuardDecision {
  if (meta.name === LOGIN_ROUTE_NAME) {
    return outcome.kind === "loaded" ? { kind: "redirect", to: "home" } : { kind: "allow" };
  }
  if (meta.resource === "Auth") return { kind: "allow" };
  if (outcome.kind === "anonymous") return { kind: "redirect", to: "login", toast: false };
  if (outcome.kind === "failed") return { kind: "redirect", to: "login", toast: true };
  return can(outcome.appRole, meta.action ?? "read", meta.resource)
    ? { kind: "allow" }
    : { kind: "redirect", to: "not-authorized" };
}

/**
 * Where the dashboard link and "/" lead (docs/dashboards.md#organisation-dashboard): the organisation dashboard for
 * those who may read it (admins and managers), the personal one otherwise.
 */
export function dashboardPathFor(appRole: AppRole | null): string {
  return appRole !== null && can(appRole, "read", "dashboard")
    ? "/dashboard/organization"
    : "/dashboard/personal";
}
