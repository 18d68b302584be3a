/**
 * Staged lines matched to the rows they write, by id. Why ids and not lower(handle)
 * joins: under row-level security the planner may not use an index on lower(...)
 * (lower is not leakproof), so matching thousands of lines by handle could compare
 * every line with every row of the organisation. The command knows each updated line's
 * row (read in the apply transaction) and gets each created one's from its insert.
 */
import type { Tx } from "../client.ts";

/** The row a staged line writes. */
export interface Target {
  line: number;
  id: number;
}

/** The staged payloads (`p`) of these lines of the job with their rows' ids (`id`). */
export function stagedTargets(tx: Tx, orgId: number, jobId: number, targets: readonly Target[]) {
  return tx`select m.id, s.payload as p
    from unnest(${targets.map((t) => t.line)}::int[], ${
    targets.map((t) => t.id)
  }::bigint[]) as m(line, id)
    join app.import_staging s on s.org_id = ${orgId} and s.job_id = ${jobId} and s.line = m.line`;
}

/** The staged payloads (`p`) of these lines of the job (for inserts: no row yet). */
export function stagedLines(tx: Tx, orgId: number, jobId: number, lines: readonly number[]) {
  return tx`select payload as p from app.import_staging
    where org_id = ${orgId} and job_id = ${jobId} and line = any(${lines as number[]}::int[])`;
}

/** The created lines' targets from the inserted rows' ids by lower-cased handle. */
export function createdTargets(
  created: readonly { line: number; handle: string }[],
  inserted: readonly { id: unknown; k: string }[],
): Target[] {
  const ids = new Map(inserted.map((r) => [r.k, Number(r.id)]));
  return created.map((c) => ({ line: c.line, id: ids.get(c.handle.toLowerCase())! }));
}
