import type { Tx } from "../../db/client.ts";
import { type LoginOptions, tenantLoginOptions } from "../../db/settings/login-options.ts";
import { isTenantPrefix } from "../../domain/settings/tenant-prefix.ts";

/**
 * What the tenant's login page offers; null for an unknown tenant (no error, no hint).
 * Public: needs no actor, only a transaction (the API's runs as `anon`, read only).
 */
export async function loginOptions(tx: Tx, tenant: string): Promise<LoginOptions | null> {
  const prefix = tenant.trim().toLowerCase();
  if (!isTenantPrefix(prefix)) return null;
  return await tenantLoginOptions(tx, prefix);
}
