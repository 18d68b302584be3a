/**
 * The reporting tree under concurrency (PostgreSQL; PGlite runs one session at a time):
 * two transactions moving A under B and B under A at once must not both succeed,
 * or the tree would hold a loop that neither check saw.
 */
import { strict as assert } from "node:assert";
import { createTestDatabase } from "../../../../../local/testing/migrated-database.ts";
import { REPORTS_TO_CYCLE_MESSAGE } from "../../domain/roles/role-input.ts";
import { AppError } from "../../http/app-error.ts";
import { updateRole } from "./write-roles.ts";

Deno.test({
  name: "concurrent moves cannot close a reporting loop (PostgreSQL)",
  ignore: !Deno.env.get("TEST_DATABASE_URL"),
  fn: async () => {
    const db = await createTestDatabase();
    const sql = db.sql;
    try {
      const [org] = await sql`insert into app.organizations (prefix, name)
                              values ('race', 'Race') returning id`;
      const orgId = Number(org.id);
      const roles = await sql`insert into app.roles (org_id, role_handle, name)
        values (${orgId}, 'a', 'A'), (${orgId}, 'b', 'B') returning id`;
      const [a, b] = roles.map((r) => Number(r.id));
      // Each transaction waits for the other to have checked before it commits, so
      // without the tree lock both checks would pass.
      let release!: () => void;
      const bothChecked = new Promise<void>((resolve) => (release = resolve));
      let checked = 0;
      const move = (id: number, parent: number) =>
        sql.begin(async (tx) => {
          const timer = setTimeout(release, 500);
          try {
            await updateRole(tx, orgId, { id, reportsToId: parent });
          } finally {
            if (++checked === 2) release();
          }
          await bothChecked;
          clearTimeout(timer);
        });
      const results = await Promise.allSettled([move(a, b), move(b, a)]);
      const failed = results.filter((r) => r.status === "rejected");
      assert.equal(failed.length, 1);
      const reason = (failed[0] as PromiseRejectedResult).reason;
      assert.ok(reason instanceof AppError && reason.message === REPORTS_TO_CYCLE_MESSAGE);
      const rows = await sql`select id, reports_to_id from app.roles where org_id = ${orgId}`;
      const withParent = rows.filter((r) => r.reports_to_id !== null);
      assert.equal(withParent.length, 1);
    } finally {
      await db.close();
    }
  },
});
