/**
 * Writes supabase/seed.sql from the demo data:
 *   ./node_modules/.bin/deno run -A local/seed/write-seed-sql.ts
 * Run it after changing anything under local/seed/ that the demo is made of; a test fails
 * while the committed file differs from what this renders.
 */
import { renderSeedSql } from "./seed-sql.ts";

export const SEED_SQL_PATH = new URL("../../supabase/seed.sql", import.meta.url);

if (import.meta.main) {
  await Deno.writeTextFile(SEED_SQL_PATH, renderSeedSql());
  console.log(`wrote ${SEED_SQL_PATH.pathname}`);
}
