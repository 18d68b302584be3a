import type { Sql, Tx } from "./client.ts";
import {
  type AuditTrailSettings,
  loadCaller,
  type RequestCaller,
} from "./people/current-member.ts";

/**
 * Runs `fn` in one transaction under the caller's identity (docs/security.md#row-level-security):
 * the claims and tenant are transaction-local settings and the role is `authenticated`, so the
 * row-level security policies see exactly this request and nothing leaks into the pooled connection
 * afterwards. Setting them, checking the token's session and finding the caller is the
 * transaction's first statement (app.request_caller), so a request costs BEGIN, that statement, its
 * resolvers' statements and COMMIT. `trail` is what the audit trail records of the request beyond
 * its token (client address, acting job).
 */
export async function runAsCaller<T>(
  sql: Sql,
  claims: Record<string, unknown>,
  tenant: string,
  fn: (tx: Tx, caller: RequestCaller) => Promise<T>,
  trail: AuditTrailSettings = {},
): Promise<T> {
  return await sql.begin(async (tx) =>
    await fn(tx, await loadCaller(tx, claims, tenant, trail))
  ) as T;
}

/** Runs `fn` in a read-only transaction as `anon` (no claims): the public login options. */
export async function runAsAnonymous<T>(
  sql: Sql,
  fn: (tx: Tx) => Promise<T>,
): Promise<T> {
  return await sql.begin("read only", async (tx) => {
    await tx`set local role anon`;
    return await fn(tx);
  }) as T;
}
