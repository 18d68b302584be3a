import type postgres from "postgres";

/**
 * Makes the organisation's role holdings and process assignments undated, as rows from before
 * holdings had dates are (docs/task-engine.md#who-held-a-role-when): every series runs over its
 * process's whole schedule, so the benchmarks keep measuring the task volume they were made for.
 * Inserted rows would otherwise start today.
 */
export async function undateHoldings(
  sql: postgres.Sql | postgres.TransactionSql,
  orgId: number | string,
) {
  await sql`update app.role_members set held_from = null where org_id = ${orgId}`;
  await sql`update app.process_roles set assigned_from = null where org_id = ${orgId}`;
}
