/** What a refused people write must leave untouched, read with the superuser connection. */
import type postgres from "postgres";

export async function peopleSnapshot(
  sql: postgres.Sql,
  orgId: number,
): Promise<Record<string, unknown>[]> {
  const rows = await sql`
    select id, people_handle, name, email, user_type, is_auth_enabled, auth_user_id, updated_at
    from app.people where org_id = ${orgId} order by id`;
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}
