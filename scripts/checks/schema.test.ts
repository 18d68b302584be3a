/**
 * supabase/schemas/*.sql hold the current schema: they are what the migrations make (none
 * stale, none missing), config.toml lists them in the order they apply, and applied in that
 * order on an empty database (after what Supabase provides) they give the migrated schema
 * again, object for object. Needs PostgreSQL and pg_dump (see scripts/schema-dump.ts).
 */
import assert from "node:assert/strict";
import {
  COMPAT_MIGRATION,
  dumpSchema,
  migratedDumps,
  MIGRATIONS,
  providedObjects,
  runSql,
  schemaFiles,
  SCHEMAS,
  serverUrl,
  withScratchDatabase,
} from "../schema-files.ts";

const CONFIG = new URL("../../supabase/config.toml", import.meta.url);
const REGENERATE = "run `node_modules/.bin/deno run -A scripts/schema-dump.ts`";

const dumps = migratedDumps(serverUrl());

/** The files `[db.migrations] schema_paths` of config.toml lists, in order. */
async function listedSchemaFiles(): Promise<string[]> {
  const config = await Deno.readTextFile(CONFIG);
  const list = config.match(/^schema_paths\s*=\s*\[([^\]]*)\]/m)?.[1] ?? "";
  return [...list.matchAll(/"\.\/schemas\/([^"]+)"/g)].map((match) => match[1]);
}

async function filesOnDisk(): Promise<string[]> {
  const names: string[] = [];
  for await (const entry of Deno.readDir(SCHEMAS)) {
    if (entry.name.endsWith(".sql")) names.push(entry.name);
  }
  return names.sort();
}

Deno.test("supabase/schemas holds what the migrations make, listed in config.toml in order", async () => {
  const { base, migrated } = await dumps;
  const expected = schemaFiles(base, migrated);
  assert.deepEqual(await filesOnDisk(), [...expected.keys()].sort(), `files differ: ${REGENERATE}`);
  for (const [name, text] of expected) {
    const actual = await Deno.readTextFile(new URL(name, SCHEMAS));
    assert.ok(actual === text, `supabase/schemas/${name} is stale: ${REGENERATE}`);
  }
  assert.deepEqual(
    await listedSchemaFiles(),
    [...expected.keys()],
    "config.toml [db.migrations] schema_paths must list every file of supabase/schemas in order",
  );
});

Deno.test("supabase/schemas applied in order on an empty database give the migrated schema", async () => {
  const { base, migrated } = await dumps;
  const applied = await withScratchDatabase(serverUrl(), async (url) => {
    await runSql(url, await Deno.readTextFile(new URL(COMPAT_MIGRATION, MIGRATIONS)));
    await runSql(url, providedObjects(base, migrated));
    for (const name of await listedSchemaFiles()) {
      await runSql(url, await Deno.readTextFile(new URL(name, SCHEMAS)));
    }
    return await dumpSchema(url);
  });
  assert.ok(applied === migrated, "the schema files do not give the migrated schema");
});
