/**
 * The matrix read from the catalogue: the organisation's label prefixes, the values of a
 * dimension, and the number of processes per pair of values. A process has a label or a
 * role at most once (the primary keys of process_labels and process_roles), so a pair of
 * values meets each process once; the "all" rows and columns count each process once too.
 */
import type { Axis, AxisValue, PairCount } from "../../domain/matrix/matrix-cells.ts";
import { isRoleDimension, ROLE_DIMENSION } from "../../domain/matrix/dimensions.ts";
import type { Tx } from "../client.ts";

/**
 * Prefixes as first written (lowest label id), alphabetical in any case; a prefix spelled
 * "role" is left out, the built-in Role dimension has that name.
 */
export async function labelPrefixes(tx: Tx, orgId: number): Promise<string[]> {
  const rows = await tx`
    select distinct on (lower(prefix)) prefix from app.labels
    where org_id = ${orgId} and lower(prefix) <> lower(${ROLE_DIMENSION})
    order by lower(prefix), id`;
  return rows.map((r) => r.prefix as string);
}

/** The prefix of the organisation's labels this text names (any case), as first written. */
export async function findPrefix(tx: Tx, orgId: number, text: string): Promise<string | null> {
  const [row] = await tx`
    select prefix from app.labels where org_id = ${orgId} and lower(prefix) = lower(${text})
    order by id limit 1`;
  return row ? (row.prefix as string) : null;
}

/**
 * The axis a dimension makes: Role's values are the roles; a prefix's (any case) are its
 * labels, and its name the prefix as first written. Null: no label has that prefix.
 */
export async function loadAxis(tx: Tx, orgId: number, dimension: string): Promise<Axis | null> {
  if (isRoleDimension(dimension)) {
    const roles = await tx`select id, role_handle as value from app.roles where org_id = ${orgId}
                           order by lower(role_handle), role_handle, id`;
    return { dimension: { kind: "role", name: ROLE_DIMENSION }, values: values(roles) };
  }
  const labels = await tx`select id, label as value, prefix from app.labels
    where org_id = ${orgId} and lower(prefix) = lower(${dimension.trim()})
    order by lower(label), label, id`;
  if (labels.length === 0) return null;
  const first = labels.reduce((a, b) => (Number(b.id) < Number(a.id) ? b : a));
  return { dimension: { kind: "prefix", name: first.prefix as string }, values: values(labels) };
}

const values = (rows: readonly Record<string, unknown>[]): AxisValue[] =>
  rows.map((r) => ({ id: Number(r.id), value: r.value as string }));

/**
 * (process_id, v): v the label or role id of each process's values on the axis. A prefix's
 * labels are the axis's, already loaded: their ids reach process_labels through its label
 * index, without a join on the labels' text.
 */
function members(tx: Tx, orgId: number, axis: Axis) {
  return axis.dimension.kind === "role"
    ? tx`select process_id, role_id as v from app.process_roles where org_id = ${orgId}`
    : tx`select process_id, label_id as v from app.process_labels
         where org_id = ${orgId} and label_id = any(${axis.values.map((v) => v.id)}::bigint[])`;
}

/**
 * The pairs of values processes share, with the counts the "all" cells are summed from
 * (PairCount): a process's lowest value on each axis, by a window over its own pairs.
 * One hash join and one grouping, no count(distinct): cheaper than grouping sets.
 */
export async function pairCounts(
  tx: Tx,
  orgId: number,
  row: Axis,
  col: Axis,
): Promise<PairCount[]> {
  const rows = await tx`
    with r as (${members(tx, orgId, row)}), c as (${members(tx, orgId, col)})
    select rv, cv, count(*)::int as n,
           (count(*) filter (where cv = min_cv))::int as row_once,
           (count(*) filter (where rv = min_rv))::int as col_once,
           (count(*) filter (where rv = min_rv and cv = min_cv))::int as all_once
    from (select r.v as rv, c.v as cv, min(c.v) over w as min_cv, min(r.v) over w as min_rv
          from r join c on c.process_id = r.process_id
          window w as (partition by r.process_id)) pairs
    group by rv, cv`;
  return rows.map((r) => ({
    rowId: Number(r.rv),
    colId: Number(r.cv),
    count: r.n as number,
    rowOnce: r.row_once as number,
    colOnce: r.col_once as number,
    allOnce: r.all_once as number,
  }));
}
