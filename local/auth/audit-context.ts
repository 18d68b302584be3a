import type postgres from "postgres";

/**
 * Tells the audit trail's triggers (supabase/migrations/20260112000400_audit_trail.sql)
 * which session acts and from which client address, for the rest of the transaction: the
 * same transaction settings a request to the API sets, so a password change, a factor
 * added or removed or sessions ended through this service are put down to the session
 * that did it, not only to the account.
 */
export async function auditAs(
  tx: postgres.TransactionSql,
  sessionId: string | undefined,
  clientAddress: string,
): Promise<void> {
  await tx`
    select set_config('request.jwt.claims', ${JSON.stringify({ session_id: sessionId })}, true),
           set_config('app.client_address', ${clientAddress}, true)`;
}
