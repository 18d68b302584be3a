import type { Action, Resource } from "@shared/abilities.ts";

export type LayoutKind = "vertical" | "horizontal" | "full" | "default";

/** What every route declares (docs/product.md#roles-and-permissions): the resource and action it needs, and its layout. */
export interface RouteMeta {
  name: string;
  resource: Resource;
  /** Defaults to read. */
  action?: Action;
  /** "default" follows the person's chosen layout (vertical or horizontal). */
  layout?: LayoutKind;
  /** Page title shown in the header and the document title. */
  title: string;
}

export const LOGIN_ROUTE_NAME = "auth-login";
