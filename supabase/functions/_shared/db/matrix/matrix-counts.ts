/**
 * The matrix read from the catalogue: the organisation's label prefixes, the values of a
 * dimension, and the number of processes per pair of values. A process has a label or a
 * role at most once (the primary keys of process_labels and process_roles), so a pair of
 * values meets each process once; the "all" rows and columns count distinct processes.
 */
import type { Axis, AxisValue, PairCount } from "../../domain/matrix/matrix-cells.ts";
import { type Dimension, ROLE_DIMENSION } from "../../domain/matrix/dimensions.ts";
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

async function axisValues(tx: Tx, orgId: number, dimension: Dimension): Promise<AxisValue[]> {
  const rows = dimension.kind === "role"
    ? await tx`select id, role_handle as value from app.roles where org_id = ${orgId}
               order by lower(role_handle), role_handle, id`
    : await tx`select id, label as value from app.labels
               where org_id = ${orgId} and lower(prefix) = lower(${dimension.name})
               order by lower(label), label, id`;
  return rows.map((r) => ({ id: Number(r.id), value: r.value as string }));
}

export async function loadAxis(tx: Tx, orgId: number, dimension: Dimension): Promise<Axis> {
  return { dimension, values: await axisValues(tx, orgId, dimension) };
}

/** (process_id, v): v the label or role id of each process's values of the dimension. */
function members(tx: Tx, orgId: number, dimension: Dimension) {
  return dimension.kind === "role"
    ? tx`select pr.process_id, pr.role_id as v from app.process_roles pr where pr.org_id = ${orgId}`
    : tx`select pl.process_id, pl.label_id as v from app.process_labels pl
         join app.labels l on l.org_id = pl.org_id and l.id = pl.label_id
         where pl.org_id = ${orgId} and l.org_id = ${orgId} and lower(l.prefix) = lower(${dimension.name})`;
}

/** The non-zero counts: every pair, each row value × all, all × each column value, all × all. */
export async function pairCounts(
  tx: Tx,
  orgId: number,
  row: Dimension,
  col: Dimension,
): Promise<PairCount[]> {
  const rows = await tx`
    with r as (${members(tx, orgId, row)}), c as (${members(tx, orgId, col)})
    select r.v as row_id, c.v as col_id, count(distinct r.process_id)::int as n
    from r join c on c.process_id = r.process_id
    group by grouping sets ((r.v, c.v), (r.v), (c.v), ())`;
  return rows.map((r) => ({
    rowId: r.row_id === null ? null : Number(r.row_id),
    colId: r.col_id === null ? null : Number(r.col_id),
    count: r.n as number,
  }));
}
