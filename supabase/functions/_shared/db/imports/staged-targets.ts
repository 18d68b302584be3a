/**
 * Staged lines matched to the rows they write, by id. Why ids and not lower(handle)
 * joins: under row-level security the planner may not use an index on lower(...)
 * (lower is not leakproof), so matching thousands of lines by handle could compare
 * every line with every row of the organisation. The command knows each updated line's
 * row (read in the apply transaction) and gets each created one's from its insert.
 */
import type postgres from "postgres";
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

/** Where an apply reads its lines' payloads (`p`): the staging area or the chunk at hand. */
export interface LineSource {
  /** The payloads of these lines. */
  lines(lines: readonly number[]): ReturnType<typeof stagedLines>;
  /** The payloads of these lines with their rows' ids (`id`). */
  targets(targets: readonly Target[]): ReturnType<typeof stagedLines>;
}

export function stagedSource(tx: Tx, orgId: number, jobId: number): LineSource {
  return {
    lines: (lines) => stagedLines(tx, orgId, jobId, lines),
    targets: (targets) => stagedTargets(tx, orgId, jobId, targets),
  };
}

/** The typed lines of a chunk, sent with the statement instead of read from staging. */
export function givenSource(tx: Tx, given: readonly { line: number }[]): LineSource {
  const payloads = (lines: readonly number[]) => {
    const wanted = new Set(lines);
    return tx.json(given.filter((l) => wanted.has(l.line)) as unknown as postgres.JSONValue);
  };
  return {
    lines: (lines) => tx`select x as p from jsonb_array_elements(${payloads(lines)}) x`,
    targets: (targets) =>
      tx`select m.id, x as p
        from jsonb_array_elements(${payloads(targets.map((t) => t.line))}) x
        join unnest(${targets.map((t) => t.line)}::int[], ${
        targets.map((t) => t.id)
      }::bigint[]) as m(line, id) on m.line = (x->>'line')::int`,
  };
}

/** The created lines' targets from the inserted rows' ids by lower-cased handle. */
export function createdTargets(
  created: readonly { line: number; handle: string }[],
  inserted: readonly { id: unknown; k: string }[],
): Target[] {
  const ids = new Map(inserted.map((r) => [r.k, Number(r.id)]));
  return created.map((c) => ({ line: c.line, id: ids.get(c.handle.toLowerCase())! }));
}

/**
 * The organisation's rows of a referenced table by lower-cased name (`id`, `k`), for a
 * `materialized` CTE the lines join by hash: a look-up per line, or a join the planner
 * turns into one, would run the table's row-level security checks for every row it
 * passes once per line (10,000 roles × 1,000 lines of a chunk took seconds).
 */
export function refsByKey(tx: Tx, orgId: number, table: string, column: string) {
  return tx`select id, lower(${tx(column)}) as k from ${tx("app")}.${
    tx(table)
  } where org_id = ${orgId}`;
}
