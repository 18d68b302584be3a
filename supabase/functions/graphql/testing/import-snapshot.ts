/**
 * Everything an import may write in one organisation (and its staging area), read with
 * the superuser connection: equal snapshots mean the import changed nothing there.
 */
import type postgres from "postgres";

const TABLES = [
  "people",
  "roles",
  "role_members",
  "labels",
  "processes",
  "process_labels",
  "process_roles",
  "process_docs",
  "import_staging",
] as const;

export async function importSnapshot(sql: postgres.Sql, orgId: number): Promise<string> {
  const parts: Record<string, unknown> = {};
  for (const table of TABLES) {
    parts[table] = await sql`select * from ${sql("app")}.${sql(table)}
      where org_id = ${orgId} order by 1, 2, 3`;
  }
  return JSON.stringify(parts);
}
