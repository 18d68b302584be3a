import { redirect, type LoaderFunctionArgs } from "react-router";
import { getAccessToken, sessionNeedsSecondFactor } from "@/lib/supabase";
import { notifyError } from "@/lib/notify";
import { dashboardPathFor, decideNavigation, type LoadOutcome } from "@/lib/session/guard-decision";
import { NO_USER_MESSAGE } from "@/lib/session/messages";
import { LOGIN_ROUTE_NAME, type RouteMeta } from "@/lib/session/route-meta";
import { loadSession } from "@/lib/session/session-store";
import { rejectSignIn } from "@/lib/session/sign-in";
import {
  getCurrentTenant,
  normalizeTenant,
  saveLastTenant,
  setCurrentTenant,
} from "@/lib/session/tenant";

export function loginPath(tenant: string | null = getCurrentTenant()): string {
  return tenant ? `/login/${encodeURIComponent(tenant)}` : "/login";
}

/** Loads the person before the navigation (shared pending request) and reports how it went. */
export async function loadOutcome(): Promise<LoadOutcome> {
  if (!(await getAccessToken())) return { kind: "anonymous" };
  // Signed in with a password (or a provider) but not yet with the account's second
  // factor: not in yet, the login page asks for the code.
  if (await sessionNeedsSecondFactor()) return { kind: "anonymous" };
  try {
    const session = await loadSession();
    return { kind: "loaded", appRole: session.appRole };
  } catch (error) {
    return { kind: "failed", message: error instanceof Error ? error.message : String(error) };
  }
}

/** The route loader every route runs before it renders, before each navigation. */
export async function guardRoute(
  meta: RouteMeta,
  { params, request }: LoaderFunctionArgs,
): Promise<Response | null> {
  // Back on /login/<tenant> with a session (an identity provider's redirect): that tenant is
  // the one to load. Without a session the tenant is only adopted by a successful sign-in,
  // so a mistyped organisation does not become this tab's tenant.
  // Another organisation's login page in a tab signed into this one: sessions are per
  // tenant, so it shows that organisation's form instead of bouncing back to "/".
  if (meta.name === LOGIN_ROUTE_NAME) {
    const fromPath = normalizeTenant(params.tenant);
    if (fromPath && (await getAccessToken(fromPath))) setCurrentTenant(fromPath);
    else if (fromPath && fromPath !== getCurrentTenant()) return null;
  }
  const outcome = await loadOutcome();
  const decision = decideNavigation(meta, outcome);
  if (meta.name === LOGIN_ROUTE_NAME && outcome.kind === "failed") {
    // Back from an identity provider (or a stale session) that this tenant does not know.
    await rejectSignIn(outcome.message);
  }
  if (decision.kind === "allow") return null;
  if (decision.to === "home") {
    // Arriving signed in on login (e.g. back from Google/Microsoft): remember the tenant.
    const tenant = getCurrentTenant();
    if (tenant) saveLastTenant(tenant);
    return redirect("/");
  }
  if (decision.to === "not-authorized") {
    const url = new URL(request.url);
    return redirect(`/not-authorized?from=${encodeURIComponent(url.pathname + url.search)}`);
  }
  if (decision.toast && outcome.kind === "failed") {
    // The person sees the catalogue's text; the server's own message goes to the console.
    console.error("Loading the current user failed:", outcome.message);
    notifyError(NO_USER_MESSAGE);
  }
  return redirect(loginPath());
}

/**
 * "/" (docs/product.md#screens-and-routes): the dashboard the person lands on after sign-in — the organisation's for
 * admins and managers, the personal one otherwise (whose guard sends visitors to login).
 */
export async function homeRedirect(): Promise<Response> {
  const outcome = await loadOutcome();
  return redirect(dashboardPathFor(outcome.kind === "loaded" ? outcome.appRole : null));
}
