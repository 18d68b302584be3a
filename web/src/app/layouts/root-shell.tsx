import { useEffect } from "react";
import { Outlet, ScrollRestoration, useNavigation } from "react-router";
import { ScrollToTop } from "@/components/layout/scroll-to-top";
import { useRouteTitle } from "@/lib/route-title";

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
