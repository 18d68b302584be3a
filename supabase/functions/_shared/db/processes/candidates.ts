/**
 * Candidate ids for the processes list: for each selective term, the processes it can
 * match, read the way indexes serve best, intersected into one array:
 *
 *   p.id = any(array(<text ids> intersect <prefix ids> intersect …))
 *
 * Why: under row-level security PostgreSQL may neither use an index nor read column
 * statistics for a condition whose functions are not LEAKPROOF (ILIKE, lower()), so the
 * q conditions alone get default estimates and are checked row by row (a `prefix:` term
 * alone probed every process's labels). The array is computed once (an InitPlan) and the
 * primary key fetches exactly those rows; the q conditions are still applied to them, so
 * the candidates only have to include every match, which they do by construction.
 */
import type { QueryTerm } from "../../domain/query/terms.ts";
import type { Tx } from "../client.ts";
import { type Fragment, likePattern, termId } from "../query/index.ts";

function candidatesOf(tx: Tx, orgId: number, term: QueryTerm): Fragment | null {
  const labels = tx`select c_pl.process_id from app.process_labels c_pl
    join app.labels c_l on c_l.org_id = c_pl.org_id and c_l.id = c_pl.label_id
    where c_l.org_id = ${orgId}`;
  const roles = tx`select c_pr.process_id from app.process_roles c_pr`;
  switch (term.kind) {
    case "text":
      // Security definer: the trigram indexes serve it (see its migration). Trigrams need
      // three characters; a shorter text matches too much to be worth narrowing by.
      return term.value.length < 3
        ? null
        : tx`select app.processes_matching_text(${likePattern(term.value)})`;
    case "prefix":
      return tx`${labels} and lower(c_l.prefix) = lower(${term.value})`;
    case "label":
      return tx`${labels} and lower(c_l.label) = lower(${term.value})`;
    case "role":
      return tx`${roles} join app.roles c_r on c_r.org_id = c_pr.org_id and c_r.id = c_pr.role_id
        where c_pr.org_id = ${orgId} and lower(c_r.role_handle) = lower(${term.value})`;
    case "user":
      return assignedTo(tx, orgId, termId(tx, term, tx`${orgId}`));
    default:
      return null;
  }
}

/** Processes assigned to a role the person holds. */
export function assignedTo(tx: Tx, orgId: number, personId: number | Fragment): Fragment {
  return tx`select c_pr.process_id from app.process_roles c_pr
    join app.role_members c_rm on c_rm.org_id = c_pr.org_id and c_rm.role_id = c_pr.role_id
    where c_pr.org_id = ${orgId} and c_rm.person_id = ${personId}`;
}

/** `and p.id = any(array(…))` for the selective terms (and sets) given; null when none. */
export function candidateCondition(
  tx: Tx,
  orgId: number,
  terms: readonly QueryTerm[],
  extra: readonly Fragment[] = [],
): Fragment | null {
  const sets = [
    ...extra,
    ...terms.flatMap((t) => {
      const set = candidatesOf(tx, orgId, t);
      return set ? [set] : [];
    }),
  ];
  if (sets.length === 0) return null;
  const all = sets.reduce((a, b) => tx`${a} intersect ${b}`);
  return tx`and p.id = any(array(${all}))`;
}
