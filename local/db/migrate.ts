import type { Sql } from "postgres";
import {
  migrate as migrateDirs,
  SUPABASE_MIGRATIONS,
} from "../../supabase/functions/_shared/db/migrate.ts";

/**
 * The local stack's migrations: the schema of supabase/migrations, then the tables of its
 * own auth server (local/migrations), each directory sorted by file name.
 */
export const MIGRATION_DIRS = [SUPABASE_MIGRATIONS, new URL("../migrations/", import.meta.url)];

/** Applies every local-stack migration not yet recorded; returns the file names applied. */
export function migrate(sql: Sql, dirs: URL[] = MIGRATION_DIRS): Promise<string[]> {
  return migrateDirs(sql, dirs);
}
