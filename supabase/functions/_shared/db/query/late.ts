import type postgres from "postgres";
import type { Fragment, SqlTag } from "./sql-types.ts";

/**
 * The SQL twin of domain/tasks/late.ts: the task row `a` (an identifier helper, sql(alias))
 * is due before `today` (the organisation's YYYY-MM-DD), not Complete and not deleted.
 */
export function lateCondition(
  sql: SqlTag,
  a: postgres.Helper<string, []>,
  today: string,
): Fragment {
  return sql`(${a}.due_date < ${today}::date and ${a}.status <> 'Complete' and not ${a}.deleted)`;
}
