import { useEffect } from "react";
import { Outlet, ScrollRestoration, useMatches, useNavigation } from "react-router";
import { useTranslation } from "react-i18next";
import { ScrollToTop } from "@/components/layout/scroll-to-top";
import type { RouteMeta } from "@/lib/session/route-meta";

function isRouteMeta(value: unknown): value is RouteMeta {
  return typeof value === "object" && value !== null && "name" in value && "resource" in value;
}

/** The current route's meta (the deepest match that declares one). */
export function useRouteMeta(): RouteMeta | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isRouteMeta(handle)) return handle;
  }
  return null;
}

/** The current screen's title in the interface language (English fallback: the route table). */
export function useRouteTitle(): string | null {
  const { t } = useTranslation();
  const meta = useRouteMeta();
  return meta ? t(`routes.${meta.name}`, { defaultValue: meta.title }) : null;
}

/** Thin bar at the top while the guard loads and the next screen downloads. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  return (
    <div
      role="progressbar"
      aria-label="Loading page"
      className="fixed inset-x-0 top-0 z-[60] h-0.5 overflow-hidden bg-primary/15"
    >
      <div className="h-full w-1/3 animate-[progress_1.1s_ease-in-out_infinite] bg-primary" />
    </div>
  );
}

export function RootShell() {
  const title = useRouteTitle();
  useEffect(() => {
    document.title = title ? `${title} · Routinely` : "Routinely";
  }, [title]);
  return (
    <>
      <NavigationProgress />
      <Outlet />
      <ScrollToTop />
      <ScrollRestoration />
    </>
  );
}
