import type { Tx } from "../../_shared/db/client.ts";
import { isTenantPrefix } from "../server/tenant.ts";

export interface LoginOptions {
  organizationName: string;
  isEmailAuthEnabled: boolean;
  isGoogleAuthEnabled: boolean;
  isMicrosoftAuthEnabled: boolean;
}

/** What the tenant's login page offers; null for an unknown tenant (no error, no hint). */
export async function loginOptions(
  tx: Tx,
  tenant: string,
): Promise<LoginOptions | null> {
  const prefix = tenant.trim().toLowerCase();
  if (!isTenantPrefix(prefix)) return null;
  const [row] = await tx`select * from app.tenant_login_options(${prefix})`;
  if (!row) return null;
  return {
    organizationName: row.organization_name,
    isEmailAuthEnabled: row.is_email_auth_enabled,
    isGoogleAuthEnabled: row.is_google_auth_enabled,
    isMicrosoftAuthEnabled: row.is_microsoft_auth_enabled,
  };
}
