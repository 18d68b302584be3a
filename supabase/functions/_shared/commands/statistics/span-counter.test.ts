/**
 * Counting in the database (span-counter.ts) against the engine, through the real database:
 * on random organisations (db/tasks/testing/random-org.ts), with changes after tasks were
 * stored, every count the dashboards ask, plus others, equals the tasks list's totalCount.
 */
import { strict as assert } from "node:assert";
import { withApi } from "../../../graphql/testing/api-fixture.ts";
import { loadCatalogue } from "../../db/tasks/span-catalogue.ts";
import {
  addRule,
  addUnassigned,
  arrange,
  changeSchedule,
  QUERIES,
  storeTasks,
} from "../../db/tasks/testing/random-org.ts";
import { resolveTaskRange } from "../../domain/tasks/task-range.ts";
import { storedDueDates } from "../../db/tasks/stored-due-dates.ts";
import { runAsSystem } from "../run-as-system.ts";
import { listOrgTasks } from "../tasks/read-tasks.ts";
import { SpanCounter, type StatAsk } from "./span-counter.ts";
import { spanListable, spanListPage } from "../tasks/span-list.ts";
import { assigneeOrderPage } from "../tasks/span-orders.ts";
import type { Task } from "../../domain/tasks/types.ts";
import { loadTaskSource } from "../../db/tasks/task-source.ts";
import { listTasks, type TaskListQuery } from "../../domain/tasks/task-list.ts";
import { parseQueryInput } from "../parse-input.ts";

Deno.test("counting in the database equals the engine's totalCount on random organisations", () =>
  withApi(async ({ sql }) => {
    // Occurrences of series handed on by a rule, counted: the rules were exercised.
    let handed = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const a = await arrange(sql, seed);
      await storeTasks(sql, a);
      // Changes after tasks were stored: a leaver, a schedule change, a role unassigned.
      await sql`delete from app.role_members where org_id = ${a.org.id} and person_id = ${a
        .people[0]!}`;
      await changeSchedule(sql, a.org, a.processes[0]!, "W1:Tue@2026-01-06");
      await addRule(sql, a.org, a.r, a.day, a.processes, a.people);
      await sql`delete from app.process_roles where org_id = ${a.org.id} and process_id = ${a
        .processes[1]!}
        and role_id = (select min(role_id) from app.process_roles
          where org_id = ${a.org.id} and process_id = ${a.processes[1]!})`;

      const ranges = [
        { from: a.day(-60), to: a.day(30) },
        { from: a.today, to: a.day(7) },
        { from: a.day(-30), to: a.day(-1) },
      ];
      const queries: StatAsk[] = [
        ...QUERIES.flatMap((q) => ranges.map((range) => ({ q, range }))),
        ...a.roles.flatMap((role) =>
          [[`role:${role.handle}`], [`role:${role.handle}`, "is:late", "isNot:deleted"]].map((
            q,
          ) => ({
            q,
            roleHandle: role.handle,
            range: ranges[0],
          }))
        ),
        ...a.processes.map((p) => ({ q: [`process:${p}`], range: ranges[0] })),
      ];
      await runAsSystem(sql, a.org.id, async (ctx) => {
        const range = resolveTaskRange({}, a.today, await storedDueDates(ctx.tx, ctx.orgId));
        if (!range.ok) throw new Error(range.message);
        const from = [range.from, ...ranges.map((x) => x.from)].sort()[0]!;
        const catalogue = await loadCatalogue(ctx.tx, ctx.orgId, from);
        const counter = new SpanCounter(ctx.tx, ctx.orgId, catalogue, a.today, range);
        const asks = [...queries, { q: ["is:late"] }, { q: [] }];
        assert.ok(counter.canCount(asks));
        await counter.prepare(asks);
        for (const ask of asks) {
          const span: { from: string; to: string } = ask.range ?? range;
          const listed = await listOrgTasks(ctx, { q: [...ask.q], ...span, limit: 0 });
          assert.equal(
            counter.count(ask.q, span, ask.roleHandle ?? ""),
            listed.totalCount,
            `seed ${seed}: ${ask.q.join(" ")} over ${span.from}…${span.to}`,
          );
        }
        handed += counter.count(["Handed"], ranges[0]);
      });
    }
    assert.ok(handed > 0);
  }));

Deno.test("a page of the organisation's list in every order equals the engine's, both ways", () =>
  withApi(async ({ sql }) => {
    for (const seed of [7, 8, 9]) {
      const a = await arrange(sql, seed);
      await storeTasks(sql, a);
      await sql`delete from app.role_members where org_id = ${a.org.id} and person_id = ${a
        .people[1]!}`;
      await changeSchedule(sql, a.org, a.processes[2]!, "*:10,20");
      await addUnassigned(sql, a);
      const range = { from: a.day(-60), to: a.day(30) };
      await runAsSystem(sql, a.org.id, async (ctx) => {
        const catalogue = await loadCatalogue(ctx.tx, ctx.orgId, range.from);
        const source = await loadTaskSource(ctx.tx, ctx.orgId, range);
        const noOne = listTasks(source, {
          terms: [],
          ...range,
          today: a.today,
          sortBy: "dueDate",
          isDesc: false,
          offset: 0,
          limit: 10_000,
        }).nodes.filter((t) => t.personId === null);
        assert.ok(noOne.length > 1, `seed ${seed}: tasks of no one, made by hand and stored`);
        for (const q of [...QUERIES, [`role:${a.roles[0]!.handle}`]]) {
          for (
            const [offset, limit, isDesc, sortBy] of [
              [0, 25, false, "dueDate"],
              [0, 25, true, "dueDate"],
              [37, 50, false, "dueDate"],
              [200, 7, true, "dueDate"],
              [0, 0, false, "dueDate"],
              // Single tasks in the middle of days: read from either end of the day.
              [5, 1, false, "dueDate"],
              [13, 2, true, "dueDate"],
              [29, 3, false, "dueDate"],
              [0, 25, false, "status"],
              [0, 25, true, "status"],
              [60, 400, false, "status"],
              [150, 90, true, "status"],
              [0, 25, false, "name"],
              [0, 25, true, "name"],
              [45, 300, false, "name"],
              [120, 60, true, "name"],
              [0, 0, false, "name"],
              [0, 25, false, "assignee"],
              [0, 25, true, "assignee"],
              [37, 50, false, "assignee"],
              [150, 90, true, "assignee"],
              [140, 400, false, "assignee"],
              [0, 0, true, "assignee"],
            ] as const
          ) {
            const query: TaskListQuery = {
              terms: parseQueryInput("task", q),
              ...range,
              today: a.today,
              sortBy,
              isDesc,
              offset,
              limit,
            };
            assert.ok(spanListable(query));
            const mine = await spanListPage(ctx.tx, ctx.orgId, catalogue, query);
            const engine = listTasks(source, query);
            const what = `seed ${seed}: ${q.join(" ")} [${offset}, +${limit}) by ${sortBy} ${
              isDesc ? "desc" : "asc"
            }`;
            const shown = (r: { nodes: Task[] } | null | undefined) =>
              r?.nodes.map((t) => `${t.handle} ${t.dueDate} ${t.name} ${t.status} ${t.personId}`);
            assert.equal(mine?.totalCount, engine.totalCount, what);
            assert.deepEqual(shown(mine), shown(engine), what);
            if (sortBy === "assignee") {
              // Every person's group sized in the database, not walked to from an end.
              const counted = await assigneeOrderPage(ctx.tx, ctx.orgId, catalogue, query, 0);
              assert.equal(counted?.totalCount, engine.totalCount, `${what}, counted`);
              assert.deepEqual(shown(counted), shown(engine), `${what}, counted`);
            }
          }
        }
      });
    }
  }));
