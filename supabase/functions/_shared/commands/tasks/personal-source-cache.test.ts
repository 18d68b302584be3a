/**
 * A User's kept task source (db/tasks/task-source-cache.ts) through the real database:
 * served again only to the same person while the organisation's version stands, never to
 * another person or organisation, and never after a write that changes it.
 */
import { strict as assert } from "node:assert";
import type postgres from "postgres";
import {
  createMember,
  createOrg,
  createRole,
  type Member,
  withApi,
} from "../../../graphql/testing/api-fixture.ts";
import { createScheduledProcess, fillRole } from "../../../graphql/testing/task-fixture.ts";
import { runAsCaller } from "../../db/request-transaction.ts";
import { loadTasks } from "../../db/tasks/task-source-cache.ts";
import type { Tx } from "../../db/client.ts";
import type { TaskSource } from "../../domain/tasks/types.ts";

const RANGE = { from: "2026-03-01", to: "2026-03-31" };

/** The source `member`'s own statistics load as personalStatistics does, in a request of theirs. */
function load(
  sql: postgres.Sql,
  member: Member,
  before?: (tx: Tx) => Promise<unknown>,
  after?: (source: TaskSource) => void,
  /** false: not narrowed to their stored tasks, as the myTasks list loads. */
  storedOfThem = true,
): Promise<TaskSource> {
  const claims = {
    sub: member.authUserId,
    role: "authenticated",
    email: member.email,
    session_id: member.sessionId,
  };
  return runAsCaller(sql, claims, member.org.prefix, async (tx, caller) => {
    assert.equal(caller.person?.id, member.id);
    await before?.(tx);
    const { source } = await loadTasks(tx, member.org.id, {
      ...RANGE,
      storedOf: storedOfThem ? member.id : undefined,
    }, {
      shareable: false,
    });
    after?.(source);
    return source;
  });
}

async function arrange(sql: postgres.Sql) {
  const org = await createOrg(sql);
  const u = await createMember(sql, org, { userType: "User" });
  const v = await createMember(sql, org, { userType: "User" });
  const [ru, rv] = [await createRole(sql, org), await createRole(sql, org)];
  await fillRole(sql, org, ru, u.id);
  await fillRole(sql, org, rv, v.id);
  // Mondays: 2, 9, 16, 23 and 30 March 2026; u's on Mondays, v's on Tuesdays too.
  const pu = await createScheduledProcess(sql, org, {
    compact: "W1:Mon@2026-01-05",
    roleIds: [ru],
  });
  const pv = await createScheduledProcess(sql, org, {
    compact: "W1:Tue@2026-01-06",
    roleIds: [rv],
  });
  return { org, u, v, ru, rv, pu, pv };
}

const processIds = (s: TaskSource) => [...s.processes.keys()];
const peopleIds = (s: TaskSource) => [...s.people.keys()];

/** Two organisations alike. */
async function arrangeTwo(sql: postgres.Sql) {
  const a = await arrange(sql);
  const b = await arrange(sql);

  return { a, b };
}

Deno.test("a User's kept task source: is kept for that person while nothing changes", () =>
  withApi(async ({ sql }) => {
    const { a } = await arrangeTwo(sql);
    const first = await load(sql, a.u);
    assert.deepEqual(processIds(first), [a.pu]);
    assert.deepEqual(peopleIds(first), [a.u.id]);
    assert.equal(await load(sql, a.u), first);
  }));

Deno.test("a User's kept task source: is never another person's or another organisation's", () =>
  withApi(async ({ sql }) => {
    const { a, b } = await arrangeTwo(sql);
    const mine = await load(sql, a.u);
    const theirs = await load(sql, a.v);
    assert.notEqual(theirs, mine);
    assert.deepEqual(processIds(theirs), [a.pv]);
    assert.deepEqual(peopleIds(theirs), [a.v.id]);
    const other = await load(sql, b.u);
    assert.deepEqual(processIds(other), [b.pu]);
    assert.deepEqual(peopleIds(other), [b.u.id]);
    assert.equal(await load(sql, a.u), mine);
    assert.equal(await load(sql, a.v), theirs);
    // Without storedOf (the myTasks list): only whom the policies narrow to tells them apart.
    const [u, v] = [
      await load(sql, a.u, undefined, undefined, false),
      await load(sql, a.v, undefined, undefined, false),
    ];
    assert.deepEqual([processIds(u), peopleIds(u)], [[a.pu], [a.u.id]]);
    assert.deepEqual([processIds(v), peopleIds(v)], [[a.pv], [a.v.id]]);
    assert.equal(await load(sql, a.u, undefined, undefined, false), u);
  }));

Deno.test("a User's kept task source: follows every write to what the person may read", () =>
  withApi(async ({ sql }) => {
    const { a, b } = await arrangeTwo(sql);
    let last = await load(sql, a.u);
    const next = async (write: () => Promise<unknown>) => {
      await write();
      const now = await load(sql, a.u);
      assert.notEqual(now, last);
      last = now;
      return now;
    };
    // Filling a role: its processes become theirs.
    let s = await next(() => fillRole(sql, a.org, a.rv, a.u.id));
    assert.deepEqual(processIds(s).sort(), [a.pu, a.pv].sort());
    // Leaving it again: its process stays readable for the days they held it
    // (docs/security.md#row-level-security), their series now ending today.
    s = await next(() =>
      sql`delete from app.role_members where org_id = ${a.org.id} and role_id = ${a.rv} and person_id = ${a.u.id}`
    );
    assert.deepEqual(processIds(s).sort(), [a.pu, a.pv].sort());
    const ofPv = s.members.filter((m) => m.processId === a.pv);
    assert.ok(ofPv.length > 0 && ofPv.every((m) => m.until !== undefined));
    // A stored task of theirs.
    const handle = `${a.pu}-${a.u.id}-2026-03-09`;
    s = await next(() =>
      sql`insert into app.tasks (org_id, handle, init_handle, name, process_id, person_id, due_date, status)
        values (${a.org.id}, ${handle}, ${handle}, 'x', ${a.pu}, ${a.u.id}, '2026-03-09', 'Complete')`
    );
    assert.deepEqual(s.stored.map((x) => x.handle), [handle]);
    // A process renamed, then unassigned from their role.
    s = await next(() => sql`update app.processes set name = 'Renamed' where id = ${a.pu}`);
    assert.equal(s.processes.get(a.pu)?.name, "Renamed");
    s = await next(() => sql`delete from app.process_roles where process_id = ${a.pu}`);
    const ofPu = s.members.filter((m) => m.processId === a.pu);
    assert.ok(ofPu.length > 0 && ofPu.every((m) => m.until !== undefined));
    // A write elsewhere in the organisation (v's role) changes the version too.
    await next(() => fillRole(sql, a.org, a.ru, a.v.id));
    // Another organisation's write leaves it kept.
    await fillRole(sql, b.org, b.rv, b.u.id);
    assert.equal(await load(sql, a.u), last);
  }));

Deno.test("a User's kept task source: a rolled-back write of theirs never reaches a later load", () =>
  withApi(async ({ sql }) => {
    const { a } = await arrangeTwo(sql);
    await sql`update app.processes set name = 'Again' where id = ${a.pv}`;
    const handle = `${a.pv}-${a.v.id}-2026-03-10`;
    const failed = await load(sql, a.v, async (tx) => {
      await tx`insert into app.tasks (org_id, handle, init_handle, name, process_id, person_id,
          due_date, status)
        values (${a.org.id}, ${handle}, ${handle}, 'x', ${a.pv}, ${a.v.id}, '2026-03-10',
          'NotStarted')`;
    }, (source) => {
      // Inside the writing transaction the write is seen …
      assert.deepEqual(source.stored.map((x) => x.handle), [handle]);
      throw new Error("roll back");
    }).then(() => null, (e: Error) => e.message);
    assert.equal(failed, "roll back");
    // … and after the rollback it is not, not even once another change brings the
    // organisation's version to the number the rolled-back one had.
    await sql`update app.processes set description = 'again' where id = ${a.pv}`;
    assert.deepEqual((await load(sql, a.v)).stored, []);
  }));
