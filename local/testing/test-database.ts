import postgres from "postgres";
import { openDatabase } from "../db/open-database.ts";
import { migrate, MIGRATION_DIRS } from "../db/migrate.ts";

export interface TestDatabase {
  /** URL of a freshly migrated database that only this test run uses. */
  url: string;
  /** A superuser connection (bypasses RLS) for arranging and inspecting rows. */
  sql: postgres.Sql;
  close(): Promise<void>;
}

/**
 * A migrated database for integration tests: in-memory PGlite by default, or a new
 * database created on the PostgreSQL server of TEST_DATABASE_URL (dropped on close),
 * so runs never share state.
 */
export async function createTestDatabase(
  /** Migration directories to apply (a test of one migration stops before it). */
  migrationDirs: URL[] = MIGRATION_DIRS,
): Promise<TestDatabase> {
  const serverUrl = Deno.env.get("TEST_DATABASE_URL");
  if (!serverUrl) {
    const db = await openDatabase();
    const sql = postgres(db.url, { max: 4, onnotice: () => {} });
    await migrate(sql, migrationDirs);
    return {
      url: db.url,
      sql,
      async close() {
        await sql.end();
        await db.close();
      },
    };
  }
  const name = `routinely_test_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const sql = postgres(url.toString(), { max: 4, onnotice: () => {} });
  await migrate(sql, migrationDirs);
  return {
    url: url.toString(),
    sql,
    async close() {
      await sql.end();
      await admin.unsafe(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
