/**
 * One SQL condition per typed term, per list. Every user-supplied value is a bound
 * parameter; the only text spliced into SQL is the table alias, as a quoted
 * identifier. Subqueries use `q_`-prefixed aliases so they never shadow the caller's.
 */
import type postgres from "postgres";
import type { QueryTerm } from "../../domain/query/terms.ts";
import { lateCondition, missedCondition } from "./late.ts";
import { type Fragment, likePattern, type SqlTag } from "./sql-types.ts";

/** What a condition needs besides the term. */
export interface ConditionContext {
  /** The list's table alias, already an identifier helper (sql(alias)). */
  a: postgres.Helper<string, []>;
  /** The organisation's today (YYYY-MM-DD), for is:late and is:missed. */
  today?: string;
  /** The lapse dates of the processes that lapse (late.ts), for is:late and is:missed. */
  lapses?: ReadonlyMap<number, string>;
}

type Condition = (sql: SqlTag, term: QueryTerm, ctx: ConditionContext) => Fragment;

type Alias = ConditionContext["a"];

function unsupported(term: QueryTerm): never {
  // assertTermsApply runs first, so reaching this is a bug in the applicability table.
  throw new Error(`No SQL for a ${term.kind} term here`);
}

/** A text term: the value anywhere in any of these columns, any case, wildcards literal. */
function textIn(sql: SqlTag, a: Alias, columns: readonly string[], value: string): Fragment {
  const pattern = likePattern(value);
  // A null column (a person without email) compares as null, which no text term keeps.
  const any = columns.map((column) => sql`${a}.${sql(column)} ilike ${pattern}`)
    .reduce((all, part) => sql`${all} or ${part}`);
  return sql`(${any})`;
}

/** label: is the whole label, prefix: the part before its first colon; any case. */
function labelMatch(sql: SqlTag, labels: Alias, term: QueryTerm & { value: string }): Fragment {
  return term.kind === "label"
    ? sql`lower(${labels}.label) = lower(${term.value})`
    : sql`lower(${labels}.prefix) = lower(${term.value})`;
}

/**
 * The id a `user:` or `process:` term names: its id, or the id of the organisation's person
 * (process) with that handle, in any case — null when none has it, which matches nothing.
 * `org` is the organisation column of the row it is compared with.
 */
export function termId(
  sql: SqlTag,
  term: QueryTerm & { kind: "user" | "process" },
  org: Fragment,
): Fragment {
  if (term.handle === undefined) return sql`${term.id ?? null}::bigint`;
  return term.kind === "user"
    ? sql`(select q_u.id from app.people q_u
        where q_u.org_id = ${org} and lower(q_u.people_handle) = lower(${term.handle}))`
    : sql`(select q_p.id from app.processes q_p
        where q_p.org_id = ${org} and lower(q_p.process_handle) = lower(${term.handle}))`;
}

/** app.processes — alias `p` by default. */
export const processCondition: Condition = (sql, term, { a }) => {
  switch (term.kind) {
    case "has":
      switch (term.value) {
        case "scheduled":
          return sql`(${a}.frequency_type = 'Scheduled' and ${a}.has_dates)`;
        case "scheduledNoDates":
          return sql`(${a}.frequency_type = 'Scheduled' and not ${a}.has_dates)`;
        case "needed":
          return sql`${a}.frequency_type = 'AsNeeded'`;
        case "noRoles":
          return sql`not exists (select 1 from app.process_roles q_pr
            where q_pr.org_id = ${a}.org_id and q_pr.process_id = ${a}.id)`;
        case "roles":
          return sql`exists (select 1 from app.process_roles q_pr
            where q_pr.org_id = ${a}.org_id and q_pr.process_id = ${a}.id)`;
        case "noDocs":
          return sql`not exists (select 1 from app.process_docs q_pd
            where q_pd.org_id = ${a}.org_id and q_pd.process_id = ${a}.id)`;
        case "noDescription":
          return sql`${a}.description = ''`;
        case "noLabel":
          return sql`not exists (select 1 from app.process_labels q_pl
            where q_pl.org_id = ${a}.org_id and q_pl.process_id = ${a}.id)`;
        case "noCategory":
          return sql`${a}.category_id is null`;
      }
      return unsupported(term);
    case "category":
      return sql`exists (select 1 from app.process_categories q_c
        where q_c.org_id = ${a}.org_id and q_c.id = ${a}.category_id
          and lower(q_c.prefix) = lower(${term.value}))`;
    case "label":
    case "prefix":
      return sql`exists (select 1 from app.process_labels q_pl
        join app.labels q_l on q_l.org_id = q_pl.org_id and q_l.id = q_pl.label_id
        where q_pl.org_id = ${a}.org_id and q_pl.process_id = ${a}.id
          and ${labelMatch(sql, sql("q_l"), term)})`;
    case "role":
      return sql`exists (select 1 from app.process_roles q_pr
        join app.roles q_r on q_r.org_id = q_pr.org_id and q_r.id = q_pr.role_id
        where q_pr.org_id = ${a}.org_id and q_pr.process_id = ${a}.id and lower(q_r.role_handle) = lower(${term.value}))`;
    case "user":
      return sql`exists (select 1 from app.process_roles q_pr
        join app.role_members q_rm on q_rm.org_id = q_pr.org_id and q_rm.role_id = q_pr.role_id
        where q_pr.org_id = ${a}.org_id and q_pr.process_id = ${a}.id
          and q_rm.person_id = ${termId(sql, term, sql`q_rm.org_id`)})`;
    case "text":
      return textIn(sql, a, ["name", "process_handle", "description"], term.value);
    default:
      return unsupported(term);
  }
};

/** app.people — alias `u` by default. */
export const personCondition: Condition = (sql, term, { a }) => {
  switch (term.kind) {
    case "has":
      switch (term.value) {
        case "noAccess":
          return sql`not ${a}.is_auth_enabled`;
        case "noRole":
          return sql`not exists (select 1 from app.role_members q_rm
            where q_rm.org_id = ${a}.org_id and q_rm.person_id = ${a}.id)`;
      }
      return unsupported(term);
    case "role":
      return sql`exists (select 1 from app.role_members q_rm
        join app.roles q_r on q_r.org_id = q_rm.org_id and q_r.id = q_rm.role_id
        where q_rm.org_id = ${a}.org_id and q_rm.person_id = ${a}.id and lower(q_r.role_handle) = lower(${term.value}))`;
    case "text":
      return textIn(sql, a, ["name", "people_handle", "description", "email"], term.value);
    default:
      return unsupported(term);
  }
};

/** app.roles — alias `r` by default. */
export const roleCondition: Condition = (sql, term, { a }) => {
  switch (term.kind) {
    case "has":
      switch (term.value) {
        case "noUsers":
          return sql`not exists (select 1 from app.role_members q_rm
            where q_rm.org_id = ${a}.org_id and q_rm.role_id = ${a}.id)`;
        case "noProcesses":
          return sql`not exists (select 1 from app.process_roles q_pr
            where q_pr.org_id = ${a}.org_id and q_pr.role_id = ${a}.id)`;
      }
      return unsupported(term);
    case "user":
      return sql`exists (select 1 from app.role_members q_rm
        where q_rm.org_id = ${a}.org_id and q_rm.role_id = ${a}.id
          and q_rm.person_id = ${termId(sql, term, sql`q_rm.org_id`)})`;
    case "process":
      return sql`exists (select 1 from app.process_roles q_pr
        where q_pr.org_id = ${a}.org_id and q_pr.role_id = ${a}.id
          and q_pr.process_id = ${termId(sql, term, sql`q_pr.org_id`)})`;
    case "text":
      return textIn(sql, a, ["name", "role_handle", "description"], term.value);
    default:
      return unsupported(term);
  }
};

/** app.tasks — alias `t` by default. Late, missed: late.ts (domain/tasks/late.ts in SQL). */
export const taskCondition: Condition = (sql, term, { a, today, lapses }) => {
  switch (term.kind) {
    case "is": {
      let holds: Fragment;
      if (term.value === "deleted") {
        holds = sql`${a}.deleted`;
      } else {
        if (!today) throw new Error(`is:${term.value} needs the organisation's today`);
        holds = term.value === "missed"
          ? missedCondition(sql, a, { today, lapses })
          : lateCondition(sql, a, { today, lapses });
      }
      return term.negated ? sql`not ${holds}` : holds;
    }
    case "status":
      return sql`${a}.status in ${sql(term.values)}`;
    case "user":
      return sql`${a}.person_id = ${termId(sql, term, sql`${a}.org_id`)}`;
    case "process":
      return sql`${a}.process_id = ${termId(sql, term, sql`${a}.org_id`)}`;
    // The task's process has the label (or a label with the prefix).
    case "label":
    case "prefix":
      return sql`exists (select 1 from app.process_labels q_pl
        join app.labels q_l on q_l.org_id = q_pl.org_id and q_l.id = q_pl.label_id
        where q_pl.org_id = ${a}.org_id and q_pl.process_id = ${a}.process_id
          and ${labelMatch(sql, sql("q_l"), term)})`;
    // A role assigned to the task's process that its assignee fills (as domain/query/match-task.ts).
    case "role":
      return sql`exists (select 1 from app.process_roles q_pr
        join app.roles q_r on q_r.org_id = q_pr.org_id and q_r.id = q_pr.role_id
        join app.role_members q_rm on q_rm.org_id = q_pr.org_id and q_rm.role_id = q_pr.role_id
        where q_pr.org_id = ${a}.org_id and q_pr.process_id = ${a}.process_id
          and q_rm.person_id = ${a}.person_id and lower(q_r.role_handle) = lower(${term.value}))`;
    case "text":
      return textIn(sql, a, ["name", "handle", "description"], term.value);
    default:
      return unsupported(term);
  }
};

/** app.labels — alias `l` by default. */
export const labelCondition: Condition = (sql, term, { a }) => {
  switch (term.kind) {
    case "label":
    case "prefix":
      return labelMatch(sql, a, term);
    case "text":
      return textIn(sql, a, ["label"], term.value);
    default:
      return unsupported(term);
  }
};

/** app.process_categories — alias `c` by default. */
export const categoryCondition: Condition = (sql, term, { a }) => {
  switch (term.kind) {
    case "text":
      return textIn(sql, a, ["prefix", "description"], term.value);
    default:
      return unsupported(term);
  }
};
