export { useSession, useSessionSnapshot, type Session } from "@/lib/session/use-session";
export {
  loadSession,
  resetSession,
  setSessionSettings,
  setSessionUser,
  getSessionSnapshot,
} from "@/lib/session/session-store";
export { dashboardPathFor, decideNavigation } from "@/lib/session/guard-decision";
export {
  getCurrentTenant,
  getLastTenant,
  saveLastTenant,
  setCurrentTenant,
} from "@/lib/session/tenant";
export type { CurrentUser, OrgSettings } from "@/lib/session/types";
export type { RouteMeta } from "@/lib/session/route-meta";
