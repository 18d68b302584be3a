/**
 * One person's part of the organisation (task-source.ts, scope `person`): what a list of one
 * person's tasks is computed from for a caller who may read everyone's. On random
 * organisations in the database, every list of that person's tasks — in every order, with
 * other terms, by `user:` or as their own list — equals the list from the whole source, from
 * their part alone or several people's parts together.
 */
import { strict as assert } from "node:assert";
import { createPerson, withApi } from "../../../graphql/testing/api-fixture.ts";
import { runAsSystem } from "../../commands/run-as-system.ts";
import { parseQueryInput } from "../../commands/parse-input.ts";
import { listTasks, type TaskListQuery } from "../../domain/tasks/task-list.ts";
import { TASK_SORT_KEYS } from "../../domain/tasks/types.ts";
import { loadTaskSource } from "./task-source.ts";
import { addRule, arrange, changeSchedule, storeTasks } from "./testing/random-org.ts";

const OTHER_TERMS: string[][] = [
  [],
  ["is:late"],
  ["is:missed"],
  ["is:deleted"],
  ["status=Complete"],
  ["Handed"],
  ["Renamed"],
];

Deno.test("a person's part of the organisation lists their tasks as the whole source does", () =>
  withApi(async ({ sql }) => {
    let listed = 0, handedOver = 0;
    for (const seed of [11, 12, 13]) {
      const a = await arrange(sql, seed);
      await storeTasks(sql, a);
      // After tasks were stored: a leaver, a schedule change, a rule.
      await sql`delete from app.role_members where org_id = ${a.org.id} and person_id = ${a
        .people[2]!}`;
      await changeSchedule(sql, a.org, a.processes[3]!, "*:2,16");
      await addRule(sql, a.org, a.r, a.day, a.processes, a.people);
      const range = { from: a.day(-60), to: a.day(30) };
      // Someone who holds no role, handed a series from ten days ago on, with a task of their own.
      const outsider = await createPerson(sql, a.org, { user_type: "User" });
      await sql`insert into app.tasks (org_id, handle, init_handle, name, person_id, due_date,
          is_manually_created)
        values (${a.org.id}, ${"m-" + crypto.randomUUID()}, 'm', 'By hand', ${outsider},
          ${a.day(-5)}, true)`;
      const from = a.day(-10);
      const [series] = await sql`
        select pr.process_id, rm.person_id from app.process_roles pr
        join app.role_members rm on rm.org_id = pr.org_id and rm.role_id = pr.role_id
        where pr.org_id = ${a.org.id} and coalesce(rm.held_from, '-infinity') <= ${from}
          and coalesce(pr.assigned_from, '-infinity') <= ${from}
        order by pr.process_id, rm.person_id limit 1`;
      await sql`insert into app.task_series_rules (org_id, process_id, person_id, from_date,
          from_handle, assignee_id, name, description)
        values (${a.org.id}, ${series!.process_id}, ${series!.person_id}, ${from},
          ${`${series!.process_id}-${series!.person_id}-${from}`}, ${outsider}, 'Handed over', '')
        on conflict do nothing`;
      await runAsSystem(sql, a.org.id, async (ctx) => {
        const whole = await loadTaskSource(ctx.tx, ctx.orgId, range);
        // The first three people's parts alone; the others' together, as the assignee order
        // loads the people a page touches.
        const together = await loadTaskSource(ctx.tx, ctx.orgId, {
          ...range,
          person: [...a.people.slice(3), outsider],
        });
        for (const person of [...a.people, outsider]) {
          const part = a.people.slice(0, 3).includes(person)
            ? await loadTaskSource(ctx.tx, ctx.orgId, { ...range, person })
            : together;
          assert.ok(part.processes.size <= whole.processes.size);
          for (const sortBy of TASK_SORT_KEYS) {
            for (const terms of OTHER_TERMS) {
              for (const own of [false, true]) {
                const query: TaskListQuery = {
                  terms: parseQueryInput("task", own ? terms : [`user:${person}`, ...terms]),
                  ...range,
                  today: a.today,
                  ...(own ? { assigneeId: person } : {}),
                  sortBy,
                  isDesc: false,
                  offset: 0,
                  limit: 10_000,
                };
                const expected = listTasks(whole, query);
                const actual = listTasks(part, query);
                const what = `seed ${seed}, person ${person}, ${sortBy}, ${own ? "own" : "user:"} ${
                  terms.join(" ")
                }`;
                assert.equal(actual.totalCount, expected.totalCount, what);
                assert.deepEqual(
                  actual.nodes.map((t) => `${t.handle} ${t.personId} ${t.name} ${t.status}`),
                  expected.nodes.map((t) => `${t.handle} ${t.personId} ${t.name} ${t.status}`),
                  what,
                );
                listed += expected.totalCount;
                if (person === outsider) handedOver += expected.totalCount;
              }
            }
          }
        }
      });
    }
    assert.ok(listed > 0, "the people had tasks");
    assert.ok(handedOver > 0, "the outsider had the series handed to them");
  }));
