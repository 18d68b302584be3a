import { createBrowserRouter, redirect, type RouteObject } from "react-router";
import { APP_ROUTES, FULL_ROUTES, NOT_BUILT_SCREEN, type AppRoute } from "@/app/route-table";
import { RootShell } from "@/app/layouts/root-shell";
import { FullLayout } from "@/app/layouts/full-layout";
import { ChunkErrorView, RouteErrorPage } from "@/app/pages/route-error-page";
import { BootScreen } from "@/app/pages/boot-screen";
import type { ComponentType } from "react";
import { classifyChunkError, loadChunk } from "@/lib/chunk-loader";
import { guardRoute, homeRedirect } from "@/lib/session/guard";

/**
 * Resolves a lazy screen. A chunk that fails (or times out) becomes a screen that explains
 * and offers a reload: a rejected `lazy` would leave the route pending, and the router
 * would keep showing the boot spinner instead of an error.
 */
async function lazyScreen(load: () => Promise<{ default: ComponentType }>): Promise<ComponentType> {
  try {
    return (await loadChunk(load)).default;
  } catch (error) {
    const chunkError = classifyChunkError(error);
    return function ChunkFailed() {
      return <ChunkErrorView error={chunkError} />;
    };
  }
}

/** One leaf route: the guard runs as its loader, the screen arrives lazily. */
function toRouteObject({ path, meta, screen }: AppRoute): RouteObject {
  const load = screen ?? NOT_BUILT_SCREEN;
  return {
    path,
    id: meta.name,
    handle: meta,
    loader: (args) => guardRoute(meta, args),
    lazy: { Component: () => lazyScreen(load) },
    errorElement: <RouteErrorPage />,
  };
}

/** Routes whose loader always redirects render nothing. */
function RedirectOnly() {
  return null;
}

export const routes: RouteObject[] = [
  {
    id: "root",
    element: <RootShell />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: BootScreen,
    children: [
      { index: true, loader: homeRedirect, Component: RedirectOnly },
      { element: <FullLayout />, children: FULL_ROUTES.map(toRouteObject) },
      {
        // The signed-in shell (menus, drawer, tooltips) is its own chunk: the login page does not need it.
        lazy: {
          Component: () =>
            lazyScreen(async () => ({
              default: (await import("@/app/layouts/app-layout")).AppLayout,
            })),
        },
        children: APP_ROUTES.map(toRouteObject),
      },
      { path: "*", loader: () => redirect("/error-404"), Component: RedirectOnly },
    ],
  },
];

export const router = createBrowserRouter(routes);
