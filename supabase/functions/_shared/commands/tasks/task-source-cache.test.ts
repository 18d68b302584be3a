/**
 * The kept task sources (db/tasks/task-source-cache.ts) through the real database: a list
 * never answers from a source its caller's snapshot would not load — after a write by
 * anyone, after a rolled-back write, in another organisation, or for a User.
 */
import { strict as assert } from "node:assert";
import type postgres from "postgres";
import {
  createMember,
  createOrg,
  createRole,
  type Org,
  withApi,
} from "../../../graphql/testing/api-fixture.ts";
import { createScheduledProcess, fillRole } from "../../../graphql/testing/task-fixture.ts";
import { runAsSystem } from "../run-as-system.ts";
import { listOrgTasks } from "./read-tasks.ts";

const RANGE = { from: "2026-03-01", to: "2026-03-31" };

async function arrange(sql: postgres.Sql) {
  const org = await createOrg(sql);
  const person = await createMember(sql, org, { userType: "User" });
  const role = await createRole(sql, org);
  await fillRole(sql, org, role, person.id);
  // Mondays: 2, 9, 16, 23 and 30 March 2026.
  const process = await createScheduledProcess(sql, org, {
    compact: "W1:Mon@2026-01-05",
    roleIds: [role],
  });
  return { org, person, role, process };
}

function list(sql: postgres.Sql, org: Org, q: string[] = []) {
  return runAsSystem(sql, org.id, (ctx) => listOrgTasks(ctx, { ...RANGE, q }));
}

/** An organisation to watch and another one beside it. */
async function arrangeTwo(sql: postgres.Sql) {
  const { org, person, role, process } = await arrange(sql);
  const other = await arrange(sql);

  return { org, person, role, process, other };
}

Deno.test("kept task sources follow every write: a write by another connection is seen by the next list", () =>
  withApi(async ({ sql }) => {
    const { org, person, role, process } = await arrangeTwo(sql);
    assert.equal((await list(sql, org)).totalCount, 5);
    const handle = `${process}-${person.id}-2026-03-09`;
    await sql`insert into app.tasks (org_id, handle, init_handle, name, process_id, person_id, due_date, status)
      values (${org.id}, ${handle}, ${handle}, 'x', ${process}, ${person.id}, '2026-03-09', 'Complete')`;
    const after = await list(sql, org, ["status=Complete"]);
    assert.deepEqual(after.nodes.map((n) => n.handle), [handle]);
    // A person joins: their series appears at once.
    const second = await createMember(sql, org, { userType: "User" });
    await fillRole(sql, org, role, second.id);
    assert.equal((await list(sql, org)).totalCount, 10);
    await sql`update app.processes set name = 'Renamed' where org_id = ${org.id} and id = ${process}`;
    const renamed = await list(sql, org, ["isNot:late"]);
    assert.ok(renamed.nodes.length > 0);
    assert.ok(renamed.nodes.every((n) => n.name === "Renamed task" || n.name === "x"));
  }));

Deno.test("kept task sources follow every write: a rolled-back write never reaches a later list", () =>
  withApi(async ({ sql }) => {
    const { org, person, process } = await arrangeTwo(sql);
    const before = await list(sql, org);
    const failed = await runAsSystem(sql, org.id, async (ctx) => {
      const handle = `${process}-${person.id}-2026-03-16`;
      await ctx
        .tx`insert into app.tasks (org_id, handle, init_handle, name, process_id, person_id, due_date, deleted)
        values (${org.id}, ${handle}, ${handle}, 'x', ${process}, ${person.id}, '2026-03-16', true)`;
      // Inside the writing transaction the skip is seen …
      assert.equal((await listOrgTasks(ctx, RANGE)).totalCount, before.totalCount - 1);
      throw new Error("roll back");
    }).then(() => null, (e: Error) => e.message);
    assert.equal(failed, "roll back");
    // … and after the rollback it is not, not even once another change brings the
    // organisation's version to the number the rolled-back one had.
    await sql`update app.processes set description = 'again' where org_id = ${org.id}`;
    assert.equal((await list(sql, org)).totalCount, before.totalCount);
  }));

Deno.test("kept task sources follow every write: each organisation lists its own tasks", () =>
  withApi(async ({ sql }) => {
    const { org, process, other } = await arrangeTwo(sql);
    const mine = await list(sql, org);
    const theirs = await list(sql, other.org);
    assert.equal(theirs.totalCount, 5);
    assert.ok(theirs.nodes.every((n) => n.processId === other.process));
    assert.ok(mine.nodes.every((n) => n.processId === process));
  }));
