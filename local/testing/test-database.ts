import { createTestDatabase as createDatabase, type TestDatabase } from "./migrated-database.ts";
import { MIGRATION_DIRS } from "../db/migrate.ts";

export type { TestDatabase };

/**
 * A migrated database for the local stack's tests: the Supabase schema plus the local
 * auth server's tables, from a snapshot (see migrated-database.ts).
 */
export function createTestDatabase(
  /** Migration directories to apply (a test of one migration stops before it). */
  migrationDirs: URL[] = MIGRATION_DIRS,
): Promise<TestDatabase> {
  // A stack under test reaches its database through DATABASE_URL, where a request's
  // transaction may wait 1.5 s to start (DB_ACQUIRE_TIMEOUT_MS) before the 503: on a test
  // machine's busy PGlite that is load, not an outage. Tests of the timeout set their own.
  if (!Deno.env.get("DB_ACQUIRE_TIMEOUT_MS")) Deno.env.set("DB_ACQUIRE_TIMEOUT_MS", "60000");
  return createDatabase({ migrationDirs });
}
