/**
 * supabase/seed.sql against the data and against the TypeScript seeder: the committed file
 * is what the generator renders now, and applied to a fresh migrated database it makes the
 * same demo organisation as seedDemoIfAbsent, minus the auth users.
 */
import { strict as assert } from "node:assert";
import { createTestDatabase, type TestDatabase } from "../testing/test-database.ts";
import { seedDemoIfAbsent } from "./seed-demo.ts";
import { renderSeedSql, renderSeedStatements } from "./seed-sql.ts";
import { SEED_SQL_PATH } from "./write-seed-sql.ts";
import { demoSnapshot, tableCounts } from "./demo-snapshot.ts";
import { changedProcess, engineDatesOf, expectedChangedDates } from "./schedule-change-check.ts";
import { UPCOMING_DAYS } from "./demo-tasks.ts";
import { addDays } from "../../supabase/functions/_shared/domain/dates/calendar.ts";

const seedSql = () => Deno.readTextFile(SEED_SQL_PATH);

/** Runs the file as one script on one connection, as psql would. */
async function applySeedFile(db: TestDatabase) {
  const conn = await db.sql.reserve();
  try {
    await conn.unsafe(await seedSql());
  } finally {
    conn.release();
  }
}

Deno.test("the committed supabase/seed.sql is what the generator renders from the data", async () => {
  assert.ok(
    (await seedSql()) === renderSeedSql(),
    "supabase/seed.sql is out of date with local/seed/: run " +
      "`./node_modules/.bin/deno run -A local/seed/write-seed-sql.ts` and commit it",
  );
});

Deno.test("one transaction; no auth schema, hard-coded ids or DDL in any statement", () => {
  const statements = renderSeedStatements();
  assert.equal(statements[0], "begin");
  assert.equal(statements.at(-1), "commit");
  assert.equal(statements.filter((s) => /^(begin|commit|rollback)\b/im.test(s)).length, 2);
  // Comments may explain; only the SQL itself is held to these rules.
  const code = statements.join("\n").split("\n").filter((l) => !l.startsWith("--")).join("\n");
  assert.doesNotMatch(code, /\bauth\./i, "identities come from Supabase Auth");
  assert.doesNotMatch(code, /\b(id|org_id|role_id|person_id|process_id|label_id)\s*=\s*\d/);
  // The CLI prepares every statement of the file before it runs any.
  assert.doesNotMatch(code, /\b(create|alter|drop)\s/i);
});

Deno.test({
  name: "seed.sql makes the demo the TypeScript seeder makes: counts, frequencies, every row",
  fn: async () => {
    const fromTs = await createTestDatabase();
    const fromSql = await createTestDatabase();
    try {
      assert.equal(await seedDemoIfAbsent(fromTs.sql, { password: "seed-sql-test" }), true);
      await applySeedFile(fromSql);

      const [tsCounts, sqlCounts] = [await tableCounts(fromTs.sql), await tableCounts(fromSql.sql)];
      assert.deepEqual(sqlCounts, tsCounts);
      assert.equal(sqlCounts.organizations, 1);
      assert.equal(sqlCounts.people, 30);
      assert.equal(sqlCounts.roles, 12);
      assert.equal(sqlCounts.labels, 20);
      assert.equal(sqlCounts.processes, 40);
      assert.equal(sqlCounts.process_schedules_ended, 1);
      assert.ok(sqlCounts.process_labels > 60 && sqlCounts.process_roles > 40);

      const [ts, sql] = [await demoSnapshot(fromTs.sql), await demoSnapshot(fromSql.sql)];
      const compact = (s: typeof ts) => s.processes.map((p) => [p.handle, p.compact_frequency]);
      assert.deepEqual(compact(sql), compact(ts));
      assert.ok(compact(sql).some(([, c]) => c === "W2:Fri@2026-01-09"));
      assert.deepEqual(sql, ts);

      // The one schedule change, relative to the day the file is loaded; the engine reads it.
      const { handle, formerSchedule } = changedProcess();
      const [org] = await fromSql.sql`select id, app.org_today(id)::text as today
                                      from app.organizations where prefix = 'demo'`;
      const today: string = org.today;
      assert.deepEqual(
        sql.scheduleHistory.map((h) => [h.process_handle, h.compact_frequency, h.in_force_until]),
        [[handle, "*:1#1", addDays(today, -formerSchedule.changedDaysAgo - 1)]],
      );
      assert.equal(sql.scheduleHistory[0].changed_by, "pshah");
      const changeDay = addDays(today, -formerSchedule.changedDaysAgo);
      assert.equal(sql.scheduleHistory[0].changed_at_local, `${changeDay} 10:00:00`);
      const [{ id: processId }] = await fromSql.sql`
        select id from app.processes where org_id = ${org.id} and process_handle = ${handle}`;
      const to = addDays(today, UPCOMING_DAYS);
      const dates = await engineDatesOf(fromSql.sql, Number(org.id), Number(processId), today, to);
      assert.deepEqual(dates, expectedChangedDates(today, to));

      // Tasks are the TypeScript seeder's alone (seed-sql.ts says why).
      const taskRows = (db: TestDatabase) =>
        db.sql`select (select count(*) from app.tasks)::int as tasks,
                      (select count(*) from app.task_series_rules)::int as rules`;
      const [[tsTasks], [sqlTasks]] = [await taskRows(fromTs), await taskRows(fromSql)];
      assert.ok(tsTasks.tasks > 100 && tsTasks.rules === 1, JSON.stringify(tsTasks));
      assert.deepEqual(sqlTasks, { tasks: 0, rules: 0 });

      // On Supabase identities come from Supabase Auth: no accounts, nobody linked yet.
      const [auth] = await fromSql.sql`
        select (select count(*) from auth.users)::int as users,
               (select count(*) from app.people where auth_user_id is not null)::int as linked`;
      assert.deepEqual(auth, { users: 0, linked: 0 });
    } finally {
      await fromTs.close();
      await fromSql.close();
    }
  },
});

Deno.test({
  name: "applying seed.sql again, or after the TypeScript seeder, changes nothing",
  fn: async () => {
    const db = await createTestDatabase();
    const other = await createTestDatabase();
    try {
      await applySeedFile(db);
      const once = { counts: await tableCounts(db.sql), demo: await demoSnapshot(db.sql) };
      await applySeedFile(db);
      assert.deepEqual(await tableCounts(db.sql), once.counts);
      assert.deepEqual(await demoSnapshot(db.sql), once.demo);

      await seedDemoIfAbsent(other.sql, { password: "seed-sql-test" });
      const seeded = await tableCounts(other.sql);
      await applySeedFile(other);
      assert.deepEqual(await tableCounts(other.sql), seeded);
    } finally {
      await db.close();
      await other.close();
    }
  },
});
