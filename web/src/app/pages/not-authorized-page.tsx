import { ShieldAlert } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, matchRoutes, useNavigate, useSearchParams } from "react-router";
import { can, type AppRole } from "@shared/abilities.ts";
import { useTranslation } from "react-i18next";
import { StatusPage } from "@/components/layout/status-page";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { loginPath, loadOutcome } from "@/lib/session/guard";
import { dashboardPathFor } from "@/lib/session/guard-decision";
import type { RouteMeta } from "@/lib/session/route-meta";
import { useSessionSnapshot } from "@/lib/session/use-session";

/** Only same-app paths count as "previous"; anything else falls back to the dashboard. */
export function safePreviousPath(from: string | null): string | null {
  return from &&
    from.startsWith("/") &&
    !from.startsWith("//") &&
    !from.startsWith("/not-authorized")
    ? from
    : null;
}

/** A route as far as this page asks: is it open to a role. */
export interface RouteAccess {
  path: string;
  meta: RouteMeta;
}

/** Whether the refused path is open to this role now (e.g. the role changed since). */
export function isPathAllowed(
  routes: readonly RouteAccess[],
  path: string,
  appRole: AppRole | null,
): boolean {
  const match = matchRoutes(
    routes.map((route) => ({ path: route.path, meta: route.meta })),
    path.split("?")[0] ?? path,
  )?.at(-1);
  const meta = (match?.route as Partial<RouteAccess> | undefined)?.meta;
  return meta ? can(appRole, meta.action ?? "read", meta.resource) : false;
}

/**
 * Loads the current person. Nobody → login; somebody → back to the previous
 * path when it is allowed now, otherwise the page explains and offers a way back. The
 * route table hands in its routes (it loads this page, so the page cannot import it).
 */
export function NotAuthorizedPage({ routes }: { routes: readonly RouteAccess[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { appRole, user } = useSessionSnapshot();
  const [checking, setChecking] = useState(user === null);

  useEffect(() => {
    let active = true;
    void loadOutcome().then((outcome) => {
      if (!active) return;
      if (outcome.kind !== "loaded") {
        void navigate(loginPath(), { replace: true });
        return;
      }
      // The person exists: return to the previous path when it is open to them now.
      const previous = safePreviousPath(params.get("from"));
      if (previous && isPathAllowed(routes, previous, outcome.appRole))
        void navigate(previous, { replace: true });
      else setChecking(false);
    });
    return () => {
      active = false;
    };
  }, [navigate, params, routes]);

  if (checking) return <Spinner className="size-6" />;
  const home = dashboardPathFor(appRole);
  const previous = safePreviousPath(params.get("from"));
  const canGoBack = window.history.length > 1;
  return (
    <StatusPage
      icon={ShieldAlert}
      tone="warning"
      eyebrow="403"
      title={t("pages.notAuthorizedTitle")}
      actions={
        <>
          {canGoBack && (
            <Button variant="outline" onClick={() => void navigate(-1)}>
              {t("pages.goBack")}
            </Button>
          )}
          <Button asChild>
            <Link to={home}>{t("pages.goHome")}</Link>
          </Button>
        </>
      }
    >
      {t("pages.notAuthorizedBody")}
      {previous ? (
        <span className="mt-2 block">
          <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs">{previous}</code>
        </span>
      ) : null}
    </StatusPage>
  );
}
