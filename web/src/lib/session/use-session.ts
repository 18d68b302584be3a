import { useCallback, useMemo, useSyncExternalStore } from "react";
import { useLocation, useNavigate } from "react-router";
import { can as canDo, type Action, type AppRole, type Resource } from "@shared/abilities.ts";
import {
  getSessionSnapshot,
  subscribeSession,
  type SessionSnapshot,
} from "@/lib/session/session-store";
import { signOutEverywhere } from "@/lib/session/sign-out";
import { getCurrentTenant } from "@/lib/session/tenant";
import type { CurrentUser, OrgSettings } from "@/lib/session/types";

export interface Session {
  user: CurrentUser | null;
  settings: OrgSettings | null;
  appRole: AppRole | null;
  tenant: string | null;
  can: (action: Action, resource: Resource) => boolean;
  signOut: () => Promise<void>;
}

export function useSessionSnapshot(): SessionSnapshot {
  return useSyncExternalStore(subscribeSession, getSessionSnapshot, getSessionSnapshot);
}

/** The signed-in person, the organisation's settings and what the person may do. */
export function useSession(): Session {
  const { user, settings, appRole } = useSessionSnapshot();
  const navigate = useNavigate();
  const location = useLocation();
  const onLogin = location.pathname.startsWith("/login");

  const can = useCallback(
    (action: Action, resource: Resource) => canDo(appRole, action, resource),
    [appRole],
  );
  const signOut = useCallback(async () => {
    await signOutEverywhere();
    // Back to the starting location (`/`), whose guard sends the visitor to the tenant's
    // login page; on login already there is nowhere to go.
    if (!onLogin) await navigate("/", { replace: true });
  }, [navigate, onLogin]);

  return useMemo(
    () => ({ user, settings, appRole, tenant: getCurrentTenant(), can, signOut }),
    [user, settings, appRole, can, signOut],
  );
}
