/**
 * The organisation's list in assignee order, read page by page as an export reads it: every
 * page, however many people lie before it, equals the engine's.
 */
import { strict as assert } from "node:assert";
import {
  createOrg,
  createPerson,
  createRole,
  orgToday,
  withApi,
} from "../../../graphql/testing/api-fixture.ts";
import { createScheduledProcess, LONG_AGO } from "../../../graphql/testing/task-fixture.ts";
import { loadTaskSource } from "../../db/tasks/task-source.ts";
import { listTasks } from "../../domain/tasks/task-list.ts";
import { runAsSystem } from "../run-as-system.ts";
import { openTaskList } from "./read-tasks.ts";

Deno.test("assignee order: a page with hundreds of people before it equals the engine's", () =>
  withApi(async ({ sql }) => {
    const org = await createOrg(sql);
    const role = await createRole(sql, org, "Crew");
    await createScheduledProcess(sql, org, { compact: "W1:Mon@2026-01-05", roleIds: [role] });
    // 250 people of a weekly process: 10 tasks each over ten weeks.
    const people = await sql`insert into app.people (org_id, people_handle, name)
      select ${org.id}, 'crew' || i, 'Crew ' || lpad(i::text, 3, '0')
      from generate_series(1, 250) i returning id`;
    await sql`insert into app.role_members (org_id, role_id, person_id, held_from)
      select ${org.id}, ${role}, id, ${LONG_AGO}::date
      from app.people where org_id = ${org.id} and people_handle like 'crew%'`;
    await createPerson(sql, org); // with no role: no tasks
    const range = { from: "2026-03-02", to: "2026-05-10" };
    const today = await orgToday(sql, org);
    await runAsSystem(sql, org.id, async (ctx) => {
      const read = await openTaskList(ctx, { ...range, sortBy: "assignee" }, false);
      const source = await loadTaskSource(ctx.tx, ctx.orgId, range);
      for (const [offset, limit] of [[0, 30], [1_200, 40], [2_460, 100]] as const) {
        const page = await read({ offset, limit });
        const engine = listTasks(source, {
          terms: [],
          ...range,
          today,
          sortBy: "assignee",
          isDesc: false,
          offset,
          limit,
        });
        assert.equal(page.totalCount, people.length * 10);
        assert.deepEqual(
          page.nodes.map((t) => `${t.handle} ${t.userId}`),
          engine.nodes.map((t) => `${t.handle} ${t.personId}`),
          `[${offset}, +${limit})`,
        );
      }
    });
  }));
