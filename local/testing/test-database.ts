import {
  createTestDatabase as createDatabase,
  type TestDatabase,
} from "../../supabase/functions/_shared/testing/test-database.ts";
import { MIGRATION_DIRS } from "../db/migrate.ts";

export type { TestDatabase };

/**
 * A migrated database for the local stack's tests: the Supabase schema plus the local
 * auth server's tables, from a snapshot (see _shared/testing/test-database.ts).
 */
export function createTestDatabase(
  /** Migration directories to apply (a test of one migration stops before it). */
  migrationDirs: URL[] = MIGRATION_DIRS,
): Promise<TestDatabase> {
  return createDatabase({ migrationDirs });
}
