import { notifyError } from "@/lib/notify";
import { isBackendQueryError } from "@/lib/session/messages";
import { loadSession, resetSession } from "@/lib/session/session-store";
import { signOutEverywhere } from "@/lib/session/sign-out";
import { saveLastTenant, setCurrentTenant } from "@/lib/session/tenant";

/**
 * A person who signed in with the identity provider but cannot be loaded in this tenant is
 * signed out again; the error is shown unless it is a backend query error.
 */
export async function rejectSignIn(message: string): Promise<void> {
  await signOutEverywhere();
  if (!isBackendQueryError(message)) notifyError(message);
}

/**
 * After a successful identity sign-in: remember the tenant, then load the person and the
 * settings. Resolves true when the person may enter the app (the caller then goes to /).
 */
export async function completeSignIn(tenant: string): Promise<boolean> {
  setCurrentTenant(tenant);
  saveLastTenant(tenant);
  resetSession();
  try {
    await loadSession();
    return true;
  } catch (error) {
    await rejectSignIn(error instanceof Error ? error.message : String(error));
    return false;
  }
}
