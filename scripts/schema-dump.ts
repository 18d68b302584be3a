/**
 * Writes supabase/schemas/*.sql, the current schema by area, from the migrations (see
 * scripts/schema-files.ts). Needs PostgreSQL and its pg_dump: scratch databases are made on
 * SCHEMA_DATABASE_URL, else TEST_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test.
 *
 *   node_modules/.bin/deno run -A scripts/schema-dump.ts
 */
import { migratedDumps, schemaFiles, SCHEMAS, serverUrl } from "./schema-files.ts";

const { base, migrated } = await migratedDumps(serverUrl());
const files = schemaFiles(base, migrated);
await Deno.mkdir(SCHEMAS, { recursive: true });
for await (const entry of Deno.readDir(SCHEMAS)) {
  if (entry.name.endsWith(".sql") && !files.has(entry.name)) {
    await Deno.remove(new URL(entry.name, SCHEMAS));
  }
}
for (const [name, text] of files) await Deno.writeTextFile(new URL(name, SCHEMAS), text);
console.log(`supabase/schemas: ${files.size} files written.`);
