/**
 * The `q` argument of a list, as a postgres.js fragment for its WHERE clause:
 *
 *   const { where, orgWide } = queryWhere(tx, "process", args.q);
 *   tx`select … from app.processes p where p.org_id = ${orgId} and ${where}`
 *
 * Table aliases (override with options.alias): people `u`, roles `r`, processes `p`,
 * tasks `t`, labels `l`, process categories `c`. Terms per list (domain/query/entities.ts):
 * - people: text (name, people_handle, description, email), role:<handle>,
 *   has:noAccess (sign-in disabled), has:noRole (fills no role)
 * - roles: text (name, role_handle, description), user:<personId> (filled by),
 *   process:<processId> (assigned to), has:noUsers, has:noProcesses
 * - processes: text (name, process_handle, description), has:* (and has:noCategory),
 *   label:, prefix:, role:<handle>, category:<prefix>, user:<personId> (through a role
 *   the person fills)
 * - tasks: text (name, handle, description), is:/isNot: late|missed|deleted (options.today
 *   needed for late), status=, user:<personId>, process:<processId>
 * - labels: text (label), label:<whole label>, prefix:<label prefix>
 * - process categories: text (prefix, description)
 * - every list: d=org, which adds no condition and comes back as `orgWide`.
 * Any other term, and any parse error, throws AppError BAD_USER_INPUT (field "q").
 */
import { badInput } from "../../http/app-error.ts";
import { assertTermsApply, isOrgWide, type QueryEntity } from "../../domain/query/entities.ts";
import { parseQuery } from "../../domain/query/parse-query.ts";
import { QueryError, type QueryTerm } from "../../domain/query/terms.ts";
import {
  categoryCondition,
  labelCondition,
  personCondition,
  processCondition,
  roleCondition,
  taskCondition,
} from "./entity-conditions.ts";
import { andAll, type Fragment, type SqlTag } from "./sql-types.ts";

export const DEFAULT_ALIASES: Readonly<Record<QueryEntity, string>> = {
  user: "u",
  role: "r",
  process: "p",
  task: "t",
  label: "l",
  category: "c",
};

const CONDITIONS = {
  user: personCondition,
  role: roleCondition,
  process: processCondition,
  task: taskCondition,
  label: labelCondition,
  category: categoryCondition,
};

export interface QueryWhereOptions {
  /** The alias of the list's table in the caller's query. */
  alias?: string;
  /** The organisation's today (YYYY-MM-DD); required when tasks are filtered by is:late. */
  today?: string;
  /** The lapse dates of processes that lapse (domain/tasks/late.ts lapseDates). */
  lapses?: ReadonlyMap<number, string>;
}

export interface QueryWhere {
  /** ANDed conditions; `true` when there are none. */
  where: Fragment;
  /** `d=org` was given: the caller widens "mine" to the whole organisation. */
  orgWide: boolean;
  terms: QueryTerm[];
}

/** Typed terms → WHERE fragment. Throws AppError BAD_USER_INPUT for a term the list does not take. */
export function termsWhere(
  sql: SqlTag,
  entity: QueryEntity,
  terms: readonly QueryTerm[],
  options: QueryWhereOptions = {},
): QueryWhere {
  try {
    assertTermsApply(entity, terms);
  } catch (e) {
    throw asBadInput(e);
  }
  const a = sql(options.alias ?? DEFAULT_ALIASES[entity]);
  const condition = CONDITIONS[entity];
  const parts = terms.filter((t) => t.kind !== "scope").map((t) =>
    condition(sql, t, { a, today: options.today, lapses: options.lapses })
  );
  return { where: andAll(sql, parts), orgWide: isOrgWide(terms), terms: [...terms] };
}

/** A list's raw `q` (absent, or a list of strings) → WHERE fragment. */
export function queryWhere(
  sql: SqlTag,
  entity: QueryEntity,
  q: unknown,
  options: QueryWhereOptions = {},
): QueryWhere {
  let terms: QueryTerm[];
  try {
    terms = parseQuery(q as readonly unknown[] | null | undefined);
  } catch (e) {
    throw asBadInput(e);
  }
  return termsWhere(sql, entity, terms, options);
}

function asBadInput(e: unknown): unknown {
  return e instanceof QueryError ? badInput(e.message, "q") : e;
}
