import { authClient } from "@/lib/supabase";
import { getCurrentTenant } from "@/lib/session/tenant";

/** The identity that would become the new organisation's first Admin. */
export interface FounderIdentity {
  /** Whose client holds the session: this tab's tenant, or null for the tenantless one. */
  from: string | null;
  email: string;
  token: string;
}

/**
 * The signed-in identity, if any: this tab's tenant's session first, else the tenantless
 * client's (where sign-up on this page leaves one). Read fresh each time: the token may
 * have been refreshed meanwhile.
 */
export async function findFounder(): Promise<FounderIdentity | null> {
  const tenant = getCurrentTenant();
  for (const from of tenant ? [tenant, null] : [null]) {
    const { data } = await authClient(from).auth.getSession();
    const session = data.session;
    if (session) {
      return { from, email: session.user.email ?? "", token: session.access_token };
    }
  }
  return null;
}
