import type { Sql } from "postgres";

/** The schema every platform gets (Supabase and the local stack). */
export const SUPABASE_MIGRATIONS = new URL("../../../migrations/", import.meta.url);

/**
 * Applies every migration of `dirs` (in this order, each sorted by file name) not yet
 * recorded, each in its own transaction, under an advisory lock so that two processes
 * starting at once do not race.
 * Returns the file names applied by this call.
 */
export async function migrate(sql: Sql, dirs: URL[] = [SUPABASE_MIGRATIONS]): Promise<string[]> {
  await sql.unsafe(`
    create schema if not exists local_meta;
    create table if not exists local_meta.schema_migrations (
      version text primary key,
      applied_at timestamptz not null default now()
    );`);
  const applied: string[] = [];
  for (const dir of dirs) {
    for (const file of await listSqlFiles(dir)) {
      const [done] = await sql`select 1 from local_meta.schema_migrations where version = ${file}`;
      if (done) continue;
      const text = await Deno.readTextFile(new URL(file, dir));
      await sql.begin(async (tx) => {
        await tx`select pg_advisory_xact_lock(hashtext('routinely.migrate'))`;
        const [raced] =
          await tx`select 1 from local_meta.schema_migrations where version = ${file}`;
        if (raced) return;
        await tx.unsafe(text);
        await tx`insert into local_meta.schema_migrations (version) values (${file})`;
        applied.push(file);
      });
    }
  }
  return applied;
}

/** The `.sql` file names of a migration directory, sorted (none when it is absent). */
export async function listSqlFiles(dir: URL): Promise<string[]> {
  const names: string[] = [];
  try {
    for await (const entry of Deno.readDir(dir)) {
      if (entry.isFile && entry.name.endsWith(".sql")) names.push(entry.name);
    }
  } catch (error) {
    if (error instanceof Deno.errors.NotFound) return [];
    throw error;
  }
  return names.sort();
}
