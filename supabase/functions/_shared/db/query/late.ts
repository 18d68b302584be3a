import type postgres from "postgres";
import type { Fragment, SqlTag } from "./sql-types.ts";

/**
 * The SQL twin of domain/tasks/late.ts. `a` is the task row (an identifier helper,
 * sql(alias)), `today` the organisation's YYYY-MM-DD, and `lapses` the lapse dates of the
 * organisation's processes that lapse (process id → YYYY-MM-DD, domain/tasks/late.ts
 * lapseDates): schedules are computed in TypeScript, so their days come in as a parameter.
 */
export interface LateContext {
  today: string;
  lapses?: ReadonlyMap<number, string>;
}

/** Not Complete and not deleted. */
function unfinished(sql: SqlTag, a: postgres.Helper<string, []>): Fragment {
  return sql`${a}.status <> 'Complete' and not ${a}.deleted`;
}

/** Missed: unfinished, an occurrence (not made by hand) due before its process's lapse date. */
export function missedCondition(
  sql: SqlTag,
  a: postgres.Helper<string, []>,
  { lapses }: LateContext,
): Fragment {
  if (!lapses?.size) return sql`false`;
  const json = JSON.stringify(Object.fromEntries(lapses));
  return sql`(${unfinished(sql, a)} and not ${a}.is_manually_created
    and coalesce(${a}.due_date < (${json}::text::jsonb ->> ${a}.process_id::text)::date, false))`;
}

/** Late: due before today, unfinished, and not missed. */
export function lateCondition(
  sql: SqlTag,
  a: postgres.Helper<string, []>,
  late: LateContext,
): Fragment {
  return sql`(${a}.due_date < ${late.today}::date and ${unfinished(sql, a)}
    and not ${missedCondition(sql, a, late)})`;
}
