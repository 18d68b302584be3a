/** An import cut off by the end of its stack is failed and its staged lines dropped at the next start. */
import { strict as assert } from "node:assert";
import { createTestDatabase } from "../../../../../local/testing/migrated-database.ts";
import { failInterruptedImports } from "./import-jobs.ts";

Deno.test("failInterruptedImports fails unfinished imports and drops their staged lines", async () => {
  const db = await createTestDatabase({ shared: false });
  try {
    const { sql } = db;
    const [org] = await sql`insert into app.organizations (prefix, name)
      values ('cut-off', 'Cut off') returning id`;
    const [running] = await sql`insert into app.import_jobs (org_id, kind, phase)
      values (${org!.id}, 'PROCESSES', 'STAGING') returning id`;
    const [done] = await sql`insert into app.import_jobs (org_id, kind, phase, finished_at)
      values (${org!.id}, 'ROLES', 'DONE', now()) returning id`;
    await sql`insert into app.import_staging (org_id, job_id, line, payload)
      values (${org!.id}, ${running!.id}, 2, '{}'), (${org!.id}, ${running!.id}, 3, '{}')`;
    assert.equal(await failInterruptedImports(sql), 1);
    const jobs = await sql`select id, phase from app.import_jobs where org_id = ${
      org!.id
    } order by id`;
    assert.deepEqual(jobs.map((j) => [Number(j.id), j.phase]), [
      [Number(running!.id), "FAILED"],
      [Number(done!.id), "DONE"],
    ]);
    const [staged] = await sql`select count(*)::int as n from app.import_staging where org_id = ${
      org!.id
    }`;
    assert.equal(staged!.n, 0);
  } finally {
    await db.close();
  }
});
