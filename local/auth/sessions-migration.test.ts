/**
 * local/migrations/20260104000100_sessions_in_auth.sql over a database that already has
 * sessions in local_auth.sessions: they move to auth.sessions with their refresh tokens,
 * which then end with their session row.
 */
import { strict as assert } from "node:assert";
import { pathToFileURL } from "node:url";
import { migrate, MIGRATION_DIRS } from "../db/migrate.ts";
import { createTestDatabase } from "../testing/test-database.ts";

const MIGRATION = "20260104000100_sessions_in_auth.sql";

/** The migration directories as they were before MIGRATION (and anything after it). */
async function dirsBefore(): Promise<{ dirs: URL[]; cleanup: () => Promise<void> }> {
  const temporary = await Deno.makeTempDir({ prefix: "routinely-migrations-" });
  const dirs: URL[] = [];
  for (const [i, dir] of MIGRATION_DIRS.entries()) {
    const copy = `${temporary}/${i}`;
    await Deno.mkdir(copy);
    for await (const entry of Deno.readDir(dir)) {
      if (entry.isFile && entry.name.endsWith(".sql") && entry.name < MIGRATION) {
        await Deno.copyFile(new URL(entry.name, dir), `${copy}/${entry.name}`);
      }
    }
    dirs.push(pathToFileURL(`${copy}/`));
  }
  return { dirs, cleanup: () => Deno.remove(temporary, { recursive: true }) };
}

Deno.test({
  name: "local sessions move to auth.sessions; refresh tokens now end with those rows",
  fn: async () => {
    const before = await dirsBefore();
    const db = await createTestDatabase(before.dirs);
    try {
      const { sql } = db;
      const [user] = await sql`
        insert into auth.users (id, email) values (gen_random_uuid(), 'moved@example.test')
        returning id`;
      const kept = crypto.randomUUID();
      const ended = crypto.randomUUID();
      await sql`
        insert into local_auth.sessions (id, user_id, created_at, refreshed_at, user_agent, ip)
        values (${kept}, ${user.id}, '2026-01-02T03:04:05Z', '2026-01-03T00:00:00Z', 'ua', '10.0.0.1'),
               (${ended}, ${user.id}, '2026-01-02T03:04:05Z', null, null, '10.0.0.2')`;
      await sql`
        insert into local_auth.refresh_tokens (token_hash, session_id, user_id)
        values ('h1', ${kept}, ${user.id}), ('h2', ${ended}, ${user.id})`;

      // Later migrations of supabase/migrations (applied first, directory by directory) come too.
      assert.ok((await migrate(sql)).includes(MIGRATION));

      const rows = await sql`
        select id, user_id, created_at, refreshed_at, user_agent, ip from auth.sessions
         order by ip`;
      assert.equal(rows.length, 2);
      assert.equal(rows[0].id, kept);
      assert.equal(rows[0].user_id, user.id);
      assert.equal(rows[0].created_at.toISOString(), "2026-01-02T03:04:05.000Z");
      assert.equal(rows[0].user_agent, "ua");
      assert.ok(rows[0].refreshed_at, "refreshed_at carried over");
      assert.equal(rows[1].refreshed_at, null);
      const [table] = await sql`select to_regclass('local_auth.sessions') as t`;
      assert.equal(table.t, null, "local_auth.sessions is gone");

      await sql`delete from auth.sessions where id = ${ended}`;
      const tokens =
        await sql`select token_hash from local_auth.refresh_tokens order by token_hash`;
      assert.deepEqual(tokens.map((t) => t.token_hash), ["h1"]);
      await assert.rejects(
        sql`insert into local_auth.refresh_tokens (token_hash, session_id, user_id)
            values ('h3', ${crypto.randomUUID()}, ${user.id})`,
        /foreign key/,
      );
    } finally {
      await db.close();
      await before.cleanup();
    }
  },
});
