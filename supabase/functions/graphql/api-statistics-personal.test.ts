/**
 * personalStatistics answered from kept sources and counts (task-source-cache.ts, the
 * lister's remembered counts): each person gets their own numbers whoever asked before
 * them, and every write that changes them shows in the next answer.
 */
import type { Handler } from "./server/create-handler.ts";
import { strict as assert } from "node:assert";
import type postgres from "postgres";
import { addDays } from "../_shared/domain/dates/calendar.ts";
import { todayInOffset } from "../_shared/domain/dates/org-timezone.ts";
import {
  as,
  createMember,
  createOrg,
  createRole,
  type Member,
  type Org,
  withApi,
} from "./testing/api-fixture.ts";
import { fillRole } from "./testing/task-fixture.ts";

const PERSONAL_STATS = `{ personalStatistics {
  processes { all noDescription noDocs } lateTasks { allLate inProgress notStarted }
  roles { all noProcesses } } }`;

let seq = 0;

async function bareProcess(sql: postgres.Sql, org: Org, roleIds: number[]): Promise<number> {
  const [row] = await sql`insert into app.processes (org_id, process_handle, name, description)
    values (${org.id}, ${`PS-${++seq}`}, ${`Process ${seq}`}, 'Why') returning id`;
  const id = Number(row!.id);
  for (const role of roleIds) {
    await sql`insert into app.process_roles (org_id, process_id, role_id)
      values (${org.id}, ${id}, ${role})`;
  }
  return id;
}

/**
 * Roles r1 (u, admin1: P1), r2 (v, admin2: P2), r3 (u, admin2: P3). Every process has a
 * description and no document.
 */
async function arrange(sql: postgres.Sql) {
  const org = await createOrg(sql, { timezone: "GMT+00:00" });
  const [u, v] = [
    await createMember(sql, org, { userType: "User" }),
    await createMember(sql, org, { userType: "User" }),
  ];
  const [admin1, admin2] = [
    await createMember(sql, org, { userType: "Admin" }),
    await createMember(sql, org, { userType: "Admin" }),
  ];
  const r = [await createRole(sql, org), await createRole(sql, org), await createRole(sql, org)];
  for (const [role, person] of [[0, u], [0, admin1], [1, v], [1, admin2], [2, u], [2, admin2]]) {
    await fillRole(sql, org, r[role as number]!, (person as Member).id);
  }
  const p = [
    await bareProcess(sql, org, [r[0]!]),
    await bareProcess(sql, org, [r[1]!]),
    await bareProcess(sql, org, [r[2]!]),
  ];
  return { org, u, v, admin1, admin2, r, p };
}

function numbers(all: number, roles: number, more: Record<string, number> = {}) {
  return {
    processes: { all, noDescription: more.noDescription ?? 0, noDocs: more.noDocs ?? all },
    roles: { all: roles, noProcesses: more.noProcesses ?? 0 },
    lateTasks: {
      allLate: more.allLate ?? 0,
      inProgress: more.inProgress ?? 0,
      notStarted: more.notStarted ?? 0,
    },
  };
}

/** Two organisations (b's User fills one more role) and each member's personal numbers. */
async function arrangeBoth(sql: postgres.Sql, handler: Handler) {
  const a = await arrange(sql);
  const b = await arrange(sql);
  await fillRole(sql, b.org, b.r[1]!, b.u.id);
  const mine = async (m: Member) => {
    const r = await as(handler, m)(PERSONAL_STATS);
    assert.equal(r.errors, undefined, JSON.stringify(r.errors));
    const s = r.data.personalStatistics;
    return {
      processes: {
        all: s.processes.all,
        noDescription: s.processes.noDescription,
        noDocs: s.processes.noDocs,
      },
      roles: s.roles,
      lateTasks: s.lateTasks,
    };
  };
  return { a, b, mine };
}

Deno.test("personalStatistics from kept sources: each person's numbers are their own, whoever asked before", () =>
  withApi(async ({ sql, handler }) => {
    const { a, b, mine } = await arrangeBoth(sql, handler);
    for (let round = 0; round < 2; round++) {
      assert.deepEqual(await mine(a.u), numbers(2, 2));
      assert.deepEqual(await mine(a.v), numbers(1, 1));
      assert.deepEqual(await mine(a.admin1), numbers(1, 1));
      assert.deepEqual(await mine(a.admin2), numbers(2, 2));
      assert.deepEqual(await mine(b.u), numbers(3, 3));
    }
  }));

Deno.test("personalStatistics from kept sources: every write that changes them shows in the next answer", () =>
  withApi(async ({ sql, handler }) => {
    const { a, b, mine } = await arrangeBoth(sql, handler);
    for (const who of [a.u, a.admin1]) {
      await mine(who);
      await fillRole(sql, a.org, a.r[1]!, who.id);
    }
    assert.deepEqual(await mine(a.u), numbers(3, 3));
    assert.deepEqual(await mine(a.admin1), numbers(2, 2));
    await sql`delete from app.process_roles where process_id = ${a.p[2]!}`;
    assert.deepEqual(await mine(a.u), numbers(2, 3, { noProcesses: 1 }));
    assert.deepEqual(await mine(a.admin2), numbers(1, 2, { noProcesses: 1 }));
    await sql`update app.processes set description = '' where id = ${a.p[0]!}`;
    assert.deepEqual(await mine(a.u), numbers(2, 3, { noProcesses: 1, noDescription: 1 }));
    // Documents are no table of the task source: read on every request.
    await sql`insert into app.process_docs (org_id, process_id, name, url)
      values (${a.org.id}, ${a.p[0]!}, 'Guide', 'https://example.test/guide')`;
    assert.deepEqual(
      await mine(a.u),
      numbers(2, 3, { noProcesses: 1, noDescription: 1, noDocs: 1 }),
    );
    // A late task of theirs, then started.
    const due = addDays(todayInOffset("GMT+00:00", new Date()), -2);
    await sql`insert into app.tasks (org_id, handle, init_handle, name, person_id, due_date,
        is_manually_created)
      values (${a.org.id}, ${`m-${a.org.id}`}, ${`m-${a.org.id}`}, 'Call', ${a.u.id}, ${due},
        true)`;
    const late = { noProcesses: 1, noDescription: 1, noDocs: 1, allLate: 1 };
    assert.deepEqual(await mine(a.u), numbers(2, 3, { ...late, notStarted: 1 }));
    await sql`update app.tasks set status = 'InProgress' where org_id = ${a.org.id}`;
    assert.deepEqual(await mine(a.u), numbers(2, 3, { ...late, inProgress: 1 }));
    // Nobody else's numbers moved with theirs.
    assert.deepEqual(await mine(a.v), numbers(1, 1));
    assert.deepEqual(await mine(b.u), numbers(3, 3));
  }));
