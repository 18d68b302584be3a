import type { Tx } from "../client.ts";

export interface LoginOptions {
  organizationName: string;
  isEmailAuthEnabled: boolean;
  isGoogleAuthEnabled: boolean;
  isMicrosoftAuthEnabled: boolean;
}

/** app.tenant_login_options: callable without signing in; null for an unknown prefix. */
export async function tenantLoginOptions(tx: Tx, prefix: string): Promise<LoginOptions | null> {
  const [row] = await tx`select * from app.tenant_login_options(${prefix})`;
  if (!row) return null;
  return {
    organizationName: row.organization_name,
    isEmailAuthEnabled: row.is_email_auth_enabled,
    isGoogleAuthEnabled: row.is_google_auth_enabled,
    isMicrosoftAuthEnabled: row.is_microsoft_auth_enabled,
  };
}
