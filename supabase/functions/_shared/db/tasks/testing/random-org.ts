/**
 * Random organisations in the database, for tests that compare what the database and the
 * API process compute with the engine over the whole loaded source: joiners, leavers, roles
 * assigned late and unassigned, processes that lapse, rules that hand a series on, schedule
 * changes, and stored occurrences completed, skipped, moved, renamed, odd and manual.
 */
import type postgres from "postgres";
import {
  createOrg,
  createPerson,
  createRole,
  type Org,
  orgToday,
} from "../../../../graphql/testing/api-fixture.ts";
import { createScheduledProcess, LONG_AGO } from "../../../../graphql/testing/task-fixture.ts";
import { addDays } from "../../../domain/dates/calendar.ts";
import { parseCompactFrequency } from "../../../domain/frequency/compact.ts";
import { runAsSystem } from "../../../commands/run-as-system.ts";
import { listOrgTasks } from "../../../commands/tasks/read-tasks.ts";

export function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!,
    chance: (p: number) => next() < p,
  };
}

const COMPACTS = [
  "W1:Mon@2026-01-05",
  "W2:Fri@2026-01-02",
  "*:1,15",
  "*:5#L",
  "*:0#*,1#*,2#*,3#*,4#*,5#*,6#*",
  "*:1#*,3#*",
];

/** A random organisation; `stored` runs between the two rounds of changes. */
export async function arrange(sql: postgres.Sql, seed: number) {
  const r = random(seed);
  const org = await createOrg(sql);
  const today = await orgToday(sql, org);
  const day = (k: number) => addDays(today, k);
  const roles: { id: number; handle: string }[] = [];
  for (let i = 0; i < 4; i++) {
    const handle = `R${seed}x${i}`;
    roles.push({ id: await createRole(sql, org, handle), handle });
  }
  const people: number[] = [];
  for (let i = 0; i < 7; i++) people.push(await createPerson(sql, org, { user_type: "User" }));
  for (const person of people) {
    for (const role of new Set([r.pick(roles), r.pick(roles)])) {
      const from = r.pick([null, LONG_AGO, day(-r.int(90)), day(r.int(10))]);
      await sql`insert into app.role_members (org_id, role_id, person_id, held_from)
        values (${org.id}, ${role.id}, ${person}, ${from})`;
    }
    if (r.chance(0.4)) {
      // An earlier holding that ended.
      await sql`insert into app.role_holdings_ended (org_id, role_id, person_id, held_from, held_until)
        values (${org.id}, ${r.pick(roles).id}, ${person}, ${day(-120 - r.int(30))}, ${
        day(-60 + r.int(30))
      })`;
    }
  }
  const processes: number[] = [];
  for (let i = 0; i < 6; i++) {
    const id = await createScheduledProcess(sql, org, {
      compact: r.pick(COMPACTS),
      scheduledFrom: r.pick(["2026-01-01", day(-100), day(-20)]),
    });
    processes.push(id);
    for (const role of new Set([r.pick(roles), r.pick(roles)])) {
      await sql`insert into app.process_roles (org_id, process_id, role_id, assigned_from)
        values (${org.id}, ${id}, ${role.id}, ${r.pick([null, LONG_AGO, day(-r.int(60))])})`;
    }
    if (r.chance(0.3)) {
      await sql`insert into app.process_assignments_ended (org_id, process_id, role_id, assigned_from, assigned_until)
        values (${org.id}, ${id}, ${r.pick(roles).id}, ${null}, ${day(-40 + r.int(20))})`;
    }
    if (r.chance(0.3)) {
      await sql`update app.processes set unfinished_rule = 'Lapses' where org_id = ${org.id} and id = ${id}`;
    }
  }
  for (let i = 0; i < 2; i++) await addRule(sql, org, r, day, processes, people);
  return { org, today, day, r, roles, people, processes };
}

/** "This and following" on a series: from a day on, to someone else (or no one), renamed. */
export async function addRule(
  sql: postgres.Sql,
  org: Org,
  r: ReturnType<typeof random>,
  day: (k: number) => string,
  processes: readonly number[],
  people: readonly number[],
) {
  const process = r.pick(processes), person = r.pick(people), from = day(r.int(60) - 40);
  await sql`insert into app.task_series_rules (org_id, process_id, person_id, from_date,
      from_handle, assignee_id, name, description)
    values (${org.id}, ${process}, ${person}, ${from}, ${`${process}-${person}-${from}`},
      ${r.chance(0.15) ? null : r.pick(people)}, ${"Handed " + r.int(3)}, 'handed on')
    on conflict do nothing`;
}

export async function changeSchedule(sql: postgres.Sql, org: Org, id: number, compact: string) {
  const parsed = parseCompactFrequency(compact);
  if (!parsed.ok || !parsed.frequency) throw new Error(compact);
  await sql`update app.processes set frequency = ${
    sql.json(parsed.frequency as postgres.JSONValue)
  },
    compact_frequency = ${compact} where org_id = ${org.id} and id = ${id}`;
}

/** Stores some of the listed occurrences as people would change them, and some odd ones. */
export async function storeTasks(sql: postgres.Sql, a: Awaited<ReturnType<typeof arrange>>) {
  const { org, r, day, people, processes } = a;
  const listed = await runAsSystem(
    sql,
    org.id,
    (ctx) => listOrgTasks(ctx, { from: day(-70), to: day(40), limit: 400 }),
  );
  for (const task of listed.nodes) {
    if (!r.chance(0.25)) continue;
    const due = r.chance(0.2) ? addDays(task.dueDate, r.int(9) - 4) : task.dueDate;
    await sql`insert into app.tasks (org_id, handle, init_handle, name, process_id, person_id,
        due_date, status, deleted)
      values (${org.id}, ${task.handle}, ${task.handle},
        ${r.chance(0.2) ? "Renamed" : task.name}, ${task.processId}, ${task.userId}, ${due},
        ${r.pick(["NotStarted", "InProgress", "Complete", "Complete"])}, ${r.chance(0.15)})`;
  }
  for (let i = 0; i < 3; i++) {
    // A date of a process stored for someone who may hold none of its roles then. Stored
    // occurrences were occurrences when written (docs/task-engine.md#counting-in-the-database).
    const named = listed.nodes.length ? r.pick(listed.nodes) : null;
    const handle = named && `${named.processId}-${r.pick(people)}-${named.dueDate}`;
    if (handle) {
      await sql`insert into app.tasks (org_id, handle, init_handle, name, process_id, person_id, due_date)
        values (${org.id}, ${handle}, ${handle}, 'Odd', ${Number(handle.split("-")[0])},
          ${Number(handle.split("-")[1])}, ${handle.slice(-10)}) on conflict do nothing`;
    }
    await sql`insert into app.tasks (org_id, handle, init_handle, name, process_id, person_id,
        due_date, is_manually_created, status)
      values (${org.id}, ${"m-" + crypto.randomUUID()}, 'm', 'By hand', ${
      r.pick([null, ...processes])
    },
        ${r.pick(people)}, ${day(r.int(80) - 50)}, true, ${r.pick(["NotStarted", "Complete"])})`;
  }
}

export const QUERIES: string[][] = [
  [],
  ["is:late"],
  ["isNot:late"],
  ["is:missed"],
  ["isNot:missed"],
  ["is:deleted"],
  ["isNot:deleted"],
  ["status=Complete"],
  ["status=Not Started|In Progress", "isNot:deleted"],
  ["is:late", "status=In Progress"],
  ["Renamed"],
  ["Process"],
  ["Handed"],
  ["handed on"],
];

/** Tasks of no one: one made by hand for no one, and a stored occurrence given to no one. */
export async function addUnassigned(sql: postgres.Sql, a: Awaited<ReturnType<typeof arrange>>) {
  const { org, day } = a;
  await sql`insert into app.tasks (org_id, handle, init_handle, name, process_id, person_id,
      due_date, is_manually_created)
    values (${org.id}, ${"m-" + crypto.randomUUID()}, 'm', 'For no one', null, null, ${day(-3)},
      true)`;
  await sql`update app.tasks set person_id = null
    where id = (select min(id) from app.tasks where org_id = ${org.id}
      and not is_manually_created and not deleted and due_date between ${day(-30)} and ${day(0)})`;
}
