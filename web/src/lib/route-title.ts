import { useTranslation } from "react-i18next";
import { useMatches } from "react-router";
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
