/**
 * What the stored tasks change in an organisation-wide count (docs/task-engine.md#counting-in-the-database):
 * those the query keeps are added, and each stored occurrence takes away the generated one
 * its handle names (its twin) when the query would keep that one. The twin is the
 * occurrence as the schedule makes it: not started, named after its process, due on its
 * handle's day, its series' person's. It exists unless its series no longer holds that day
 * (app.unheld_occurrences) or its day is no longer a date of its process (`notScheduled`,
 * which TypeScript checks: doubtsAboutDates). All the counts of a request are one scan of
 * the stored tasks; those that name a role, two scans per set of other terms, grouped by role. Read
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
  /** Only the tasks of this name, exactly (a group of the list in name order). */
  name?: string;
}

export interface CorrectionContext {
  today: string;
  lapses: ReadonlyMap<number, string>;
  /** Stored occurrences whose handle's day is not a date of their process (no twin). */
  notScheduled: readonly number[];
  /**
   * The segments of series handed on by a rule, within the range (YYYY-MM-DD): on their days
   * the twin is the rule's (its person, name and description), not the series' own.
   */
  ruleSegments: readonly {
    process_id: number;
    origin: number;
    lo: string;
    hi: string;
    assignee: number;
    name: string;
    description: string;
  }[];
}

/**
 * The stored tasks of [from, to] (t) beside their twins (g; g.present false when none): `from` (the
 * tables) and `where` (the rows), for a query to put its own joins between.
 */
function storedWithTwins(
  tx: Tx,
  orgId: number,
  range: { from: string; to: string },
  ctx: CorrectionContext,
): { from: Fragment; where: Fragment } {
  // On the days of a rule's segment the twin is the rule's; a series' own days past its first
  // rule are in app.unheld_occurrences.
  const ruled = ctx.ruleSegments.length > 0;
  const rules = ruled
    ? tx`left join (
        select * from jsonb_to_recordset(${JSON.stringify(ctx.ruleSegments)}::text::jsonb)
          as s(process_id bigint, origin bigint, lo date, hi date, assignee bigint, name text,
               description text)
      ) rs on rs.process_id = t.occurrence_process_id and rs.origin = t.occurrence_person_id
        and t.occurrence_day between rs.lo and rs.hi`
    : tx`left join (select null::bigint as assignee, null::text as name,
                           null::text as description) rs on false`;
  // The name as domain/tasks/handle.ts generatedTaskName makes it. Joins and a projection
  // only (no subquery per row), so that parallel workers can scan and count.
  const from = tx`
    from app.tasks t
    left join app.processes hp on hp.org_id = t.org_id and hp.id = t.occurrence_process_id
    ${rules}
    left join app.unheld_occurrences u on u.org_id = t.org_id and u.task_id = t.id
    cross join lateral (
      select t.org_id, t.handle, coalesce(rs.name, hp.name || ' task') as name,
             coalesce(rs.description, '') as description,
             'NotStarted'::text as status, false as deleted, false as is_manually_created,
             t.occurrence_day as due_date,
             coalesce(rs.assignee, t.occurrence_person_id) as person_id, hp.id as process_id,
             hp.id is not null and (rs.assignee is not null or u.task_id is null)
               and t.id <> all (${[...ctx.notScheduled]}::bigint[]) as present
    ) g`;
  const where = tx`
    where t.org_id = ${orgId}
      and (t.due_date between ${range.from}::date and ${range.to}::date
        or t.occurrence_day between ${range.from}::date and ${range.to}::date)`;
  return { from, where };
}

/**
 * These scans of every stored task cost a few hundred milliseconds at most; compiling them
 * (PostgreSQL's JIT, on by default, above a cost these reach) costs as much again. The
 * grouped ones sort a row per stored task: in memory, not on disk (4 MB by default). Parallel
 * workers pay for themselves here sooner than PostgreSQL's default costs assume (a worker's
 * start as a thousand rows' work, each row it hands back as a tenth of one): at ten times the
 * task benchmark's organisation the late-by-role scan took 0.22–0.26 s with two workers, and
 * 0.40 s without, which the default costs chose.
 */
function forWholeScans(tx: Tx) {
  return tx`select set_config('jit', 'off', true), set_config('work_mem', '16MB', true),
    set_config('parallel_setup_cost', '100', true), set_config('parallel_tuple_cost', '0.01', true)`;
}

/**
 * Sends the settings and then the scan at once, so that both are on their way when this
 * returns (the caller works out the generated counts meanwhile).
 */
async function scan<T>(tx: Tx, query: PromiseLike<T>): Promise<T> {
  const [, rows] = await Promise.all([forWholeScans(tx), query]);
  return rows;
}

/** The list's terms (and the default one) on a task row aliased `alias`. */
export function storedTerms(
  tx: Tx,
  alias: string,
  terms: CountAsk["terms"],
  ctx: CorrectionContext,
): Fragment {
  return termsWhere(tx, "task", withDefaultTerms(terms), {
    alias,
    today: ctx.today,
    lapses: ctx.lapses,
  }).where;
}

/** Whether the query keeps the stored task (t) or its twin (g): due in its range, its terms. */
function kept(tx: Tx, side: "t" | "g", ask: CountAsk, ctx: CorrectionContext): Fragment {
  const terms = storedTerms(tx, side, ask.terms, ctx);
  const a = tx(side);
  return tx`${side === "g" ? tx`g.present and` : tx``}
    ${a}.due_date between ${ask.from}::date and ${ask.to}::date and ${terms}
    ${ask.name === undefined ? tx`` : tx`and ${a}.name = ${ask.name}`}`;
}

function spanning(asks: readonly CountAsk[]) {
  return {
    from: asks.map((a) => a.from).reduce((a, b) => (a < b ? a : b)),
    to: asks.map((a) => a.to).reduce((a, b) => (a > b ? a : b)),
  };
}

/**
 * The stored tasks the ask keeps (sign 1) and the twins it keeps (sign −1), each with the
 * columns `columns` picks of its side (t or g): for a correction grouped by them.
 */
function signed(
  tx: Tx,
  orgId: number,
  ask: CountAsk,
  ctx: CorrectionContext,
  columns: (side: Fragment) => Fragment,
): Fragment {
  const rows = storedWithTwins(tx, orgId, ask, ctx);
  return tx`(
    select ${columns(tx`t`)}, 1 as sign
    from app.tasks t ${rows.where} and ${kept(tx, "t", ask, ctx)}
    union all
    select ${columns(tx`g`)}, -1
    ${rows.from} ${rows.where} and ${kept(tx, "g", ask, ctx)}
  )`;
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
    tx`(count(*) filter (where ${kept(tx, "t", ask, ctx)})
        - count(*) filter (where ${kept(tx, "g", ask, ctx)}))::integer as ${tx(`c${i}`)}`
  ).reduce((all, c) => tx`${all}, ${c}`);
  const rows = storedWithTwins(tx, orgId, spanning(asks), ctx);
  const [row] = await scan(tx, tx`select ${columns} ${rows.from} ${rows.where}`);
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
  // Each stored task counts for its roles, its twin against its series' person's: two scans
  // that each keep few columns (a row per task and side costs as much again; the stored
  // tasks' own needs no twin), then one join.
  const found = await scan(
    tx,
    tx`
    select lower(r.role_handle) as role, sum(c.correction)::integer as correction
    from (
      select pr.role_id, sum(k.sign) as correction
      from ${signed(tx, orgId, ask, ctx, (a) => tx`${a}.process_id, ${a}.person_id`)} k
      join app.process_roles pr on pr.org_id = ${orgId} and pr.process_id = k.process_id
      join app.role_members rm on rm.org_id = pr.org_id and rm.role_id = pr.role_id
        and rm.person_id = k.person_id
      group by pr.role_id
    ) c
    join app.roles r on r.org_id = ${orgId} and r.id = c.role_id
    group by lower(r.role_handle)`,
  );
  return new Map(found.map((r) => [r.role as string, Number(r.correction)]));
}

/**
 * The correction of `ask` per value of a column both sides have: a stored task counts under
 * its own, its twin under the one the schedule gives it. By name for the list in name order,
 * by person (a person's id as text; null: no one's) for the list in assignee order.
 */
export async function storedCorrectionsBy(
  tx: Tx,
  orgId: number,
  ask: CountAsk,
  ctx: CorrectionContext,
  column: "name" | "person_id",
): Promise<Map<string | null, number>> {
  const found = await scan(
    tx,
    tx`
    select k.${tx(column)}::text as key, sum(k.sign)::integer as correction
    from ${signed(tx, orgId, ask, ctx, (a) => tx`${a}.${tx(column)}`)} k
    group by k.${tx(column)}`,
  );
  return new Map(found.map((r) => [r.key as string | null, Number(r.correction)]));
}

/** The correction of `ask` per day (YYYY-MM-DD): stored tasks kept on their due date, less the twins kept on theirs. */
export async function storedDayCorrections(
  tx: Tx,
  orgId: number,
  ask: CountAsk,
  ctx: CorrectionContext,
): Promise<Map<string, number>> {
  const rows = storedWithTwins(tx, orgId, ask, ctx);
  // One scan, counted twice: by due date (the stored tasks kept) and by the twin's day.
  const found = await scan(
    tx,
    tx`
    select grouping(t.due_date) = 0 as by_due, coalesce(t.due_date, g.due_date)::text as day,
           count(*) filter (where ${kept(tx, "t", ask, ctx)})::integer as kept,
           count(*) filter (where ${kept(tx, "g", ask, ctx)})::integer as twins
    ${rows.from} ${rows.where}
    group by grouping sets ((t.due_date), (g.due_date))`,
  );
  const out = new Map<string, number>();
  for (const r of found) {
    if (r.day === null) continue;
    const n = r.by_due ? Number(r.kept) : -Number(r.twins);
    if (n) out.set(r.day, (out.get(r.day) ?? 0) + n);
  }
  return out;
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
  // From the few processes whose schedule changed, through the tasks' process index.
  const rows = await tx`
    select t.id, t.occurrence_process_id as process_id, t.occurrence_day::text as day
    from (select e.process_id, min(e.in_force_until) as first_until
          from app.process_schedules_ended e where e.org_id = ${orgId}
          group by e.process_id) e
    join app.tasks t on t.org_id = ${orgId} and t.process_id = e.process_id
    where t.occurrence_process_id = t.process_id
      and t.occurrence_day between ${range.from}::date and ${range.to}::date
      and t.occurrence_day > e.first_until`;
  return rows.map((r) => ({ id: Number(r.id), processId: Number(r.process_id), day: r.day }));
}
