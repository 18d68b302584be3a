/**
 * What the stored tasks change in an organisation-wide count (docs/task-engine.md#counting-in-the-database):
 * those the query keeps are added, and each stored occurrence takes away the generated one
 * its handle names (its twin) when the query would keep that one. The twin is the
 * occurrence as the schedule makes it: not started, named after its process, due on its
 * handle's day, its series' person's. It exists unless its series no longer holds that day
 * (app.unheld_occurrences) or its day is no longer a date of its process (`notScheduled`,
 * which TypeScript checks: doubtsAboutDates). All the counts of a request are one scan of
 * the stored tasks; those that name a role, one grouped scan per set of other terms. Read
 * under the caller's row-level security.
 */
import type { QueryTerm } from "../../domain/query/terms.ts";
import { withDefaultTerms } from "../../domain/tasks/task-lanes.ts";
import type { Tx } from "../client.ts";
import { termsWhere } from "../query/query-where.ts";
import type { Fragment } from "../query/sql-types.ts";

/** One count: the tasks list's terms over a range (YYYY-MM-DD, both included). */
export interface CountAsk {
  terms: readonly QueryTerm[];
  from: string;
  to: string;
}

export interface CorrectionContext {
  today: string;
  lapses: ReadonlyMap<number, string>;
  /** Stored occurrences whose handle's day is not a date of their process (no twin). */
  notScheduled: readonly number[];
}

/** An occurrence's handle: `<processId>-<personId>-<YYYY-MM-DD>` (domain/tasks/handle.ts). */
const OCCURRENCE = "^[0-9]+-[0-9]+-[0-9]{4}-[0-9]{2}-[0-9]{2}$";

/** The stored tasks of [from, to] (t) beside their twins (g; all null when none). */
function storedWithTwins(
  tx: Tx,
  orgId: number,
  range: { from: string; to: string },
  notScheduled: readonly number[],
): Fragment {
  // The name as domain/tasks/handle.ts generatedTaskName makes it.
  return tx`
    from app.tasks t
    left join lateral (
      select t.org_id, t.handle, hp.name || ' task' as name, ''::text as description,
             'NotStarted'::text as status, false as deleted, false as is_manually_created,
             -- Cast only what is an occurrence's handle: the planner may compute these
             -- before the conditions that keep the row.
             case when t.handle ~ ${OCCURRENCE} then right(t.handle, 10)::date end as due_date,
             case when t.handle ~ ${OCCURRENCE} then split_part(t.handle, '-', 2)::bigint end
               as person_id,
             hp.id as process_id
      from app.processes hp
      where hp.org_id = t.org_id
        and hp.id = case when t.handle ~ ${OCCURRENCE} and not t.is_manually_created
                    then split_part(t.handle, '-', 1)::bigint end
        and not exists (select 1 from app.unheld_occurrences u
                        where u.org_id = t.org_id and u.task_id = t.id)
        and t.id <> all (${[...notScheduled]}::bigint[])
    ) g on true
    where t.org_id = ${orgId}
      and (t.due_date between ${range.from}::date and ${range.to}::date
        or (not t.is_manually_created and right(t.handle, 10) between ${range.from} and ${range.to}))`;
}

function where(tx: Tx, alias: string, ask: CountAsk, ctx: CorrectionContext): Fragment {
  return termsWhere(tx, "task", withDefaultTerms(ask.terms), {
    alias,
    today: ctx.today,
    lapses: ctx.lapses,
  }).where;
}

function spanning(asks: readonly CountAsk[]) {
  return {
    from: asks.map((a) => a.from).reduce((a, b) => (a < b ? a : b)),
    to: asks.map((a) => a.to).reduce((a, b) => (a > b ? a : b)),
  };
}

/** Each ask's correction (stored kept − twins kept), in order. Asks without role: terms. */
export async function storedCorrections(
  tx: Tx,
  orgId: number,
  asks: readonly CountAsk[],
  ctx: CorrectionContext,
): Promise<number[]> {
  if (!asks.length) return [];
  const columns = asks.map((ask, i) =>
    tx`(count(*) filter (where t.due_date between ${ask.from}::date and ${ask.to}::date
          and ${where(tx, "t", ask, ctx)})
        - count(*) filter (where g.process_id is not null
          and g.due_date between ${ask.from}::date and ${ask.to}::date
          and ${where(tx, "g", ask, ctx)}))::integer as ${tx(`c${i}`)}`
  ).reduce((all, c) => tx`${all}, ${c}`);
  const [row] = await tx`select ${columns} ${
    storedWithTwins(tx, orgId, spanning(asks), ctx.notScheduled)
  }`;
  return asks.map((_, i) => Number(row?.[`c${i}`] ?? 0));
}

/**
 * The correction of `ask` with role:<handle> added, for every role at once: a task counts
 * for the roles assigned to its process that its person fills (domain/query/match-task.ts),
 * its twin for those its series' person fills. Role handles in lower case.
 */
export async function storedCorrectionsByRole(
  tx: Tx,
  orgId: number,
  ask: CountAsk,
  ctx: CorrectionContext,
): Promise<Map<string, number>> {
  const rows = await tx`
    with kept as (
      select s.process_id, s.person_id, s.sign
      from (
        select t.process_id, t.person_id, 1 as sign, t.due_date as day,
               ${where(tx, "t", ask, ctx)} as keeps
        ${storedWithTwins(tx, orgId, ask, ctx.notScheduled)}
        union all
        select g.process_id, g.person_id, -1, g.due_date, ${where(tx, "g", ask, ctx)}
        ${storedWithTwins(tx, orgId, ask, ctx.notScheduled)} and g.process_id is not null
      ) s
      where s.keeps and s.day between ${ask.from}::date and ${ask.to}::date
    )
    select lower(r.role_handle) as role, sum(k.sign)::integer as correction
    from kept k
    join app.process_roles pr on pr.org_id = ${orgId} and pr.process_id = k.process_id
    join app.role_members rm on rm.org_id = pr.org_id and rm.role_id = pr.role_id
      and rm.person_id = k.person_id
    join app.roles r on r.org_id = pr.org_id and r.id = pr.role_id
    group by lower(r.role_handle)`;
  return new Map(rows.map((r) => [r.role as string, Number(r.correction)]));
}

/**
 * The stored occurrences whose day may no longer be a date of their process: a schedule
 * change since decides it (docs/task-engine.md#schedule-changes). Every other stored
 * occurrence was an occurrence when it was stored, and a change never moves an earlier
 * day's dates.
 */
export async function doubtsAboutDates(
  tx: Tx,
  orgId: number,
  range: { from: string; to: string },
): Promise<{ id: number; processId: number; day: string }[]> {
  const rows = await tx`
    select t.id, split_part(t.handle, '-', 1)::bigint as process_id,
           right(t.handle, 10) as day
    from app.tasks t
    where t.org_id = ${orgId} and not t.is_manually_created and t.handle ~ ${OCCURRENCE}
      and right(t.handle, 10) between ${range.from} and ${range.to}
      and exists (select 1 from app.process_schedules_ended e
        where e.org_id = t.org_id
          and e.process_id = case when t.handle ~ ${OCCURRENCE}
                             then split_part(t.handle, '-', 1)::bigint end
          and e.in_force_until < right(t.handle, 10)::date)`;
  return rows.map((r) => ({ id: Number(r.id), processId: Number(r.process_id), day: r.day }));
}
