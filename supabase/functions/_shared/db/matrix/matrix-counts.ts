/**
 * The matrix read from the catalogue: the organisation's label prefixes, the values of a
 * dimension, and which process has which value (counted in domain/matrix/link-counts.ts).
 */
import type { Axis, AxisValue } from "../../domain/matrix/matrix-cells.ts";
import type { Links } from "../../domain/matrix/link-counts.ts";
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
 * The axis's links as one text, "process,value,process,value,…" (null: none): 20,000
 * links cross as one value instead of 20,000 rows. A prefix's labels are the axis's,
 * already loaded: their ids reach process_labels through its label index.
 */
function axisLinks(tx: Tx, orgId: number, axis: Axis) {
  return axis.dimension.kind === "role"
    ? tx`select string_agg(process_id::text || ',' || role_id::text, ',')
         from app.process_roles where org_id = ${orgId}`
    : tx`select string_agg(process_id::text || ',' || label_id::text, ',')
         from app.process_labels
         where org_id = ${orgId} and label_id = any(${axis.values.map((v) => v.id)}::bigint[])`;
}

/** "p,v,p,v,…" → Links, without an intermediate array of strings. */
export function parseLinks(text: string | null): Links {
  // At least four characters a link ("1,2,"): room enough, trimmed at the end.
  const room = text ? (text.length + 1) >> 2 : 0;
  const processIds = new Float64Array(room);
  const valueIds = new Float64Array(room);
  let size = 0;
  let process = 0;
  let n = 0;
  let isValue = false;
  for (let i = 0; i < (text?.length ?? 0); i++) {
    const code = text!.charCodeAt(i);
    if (code !== 44 /* , */) {
      n = n * 10 + (code - 48);
    } else if (isValue) {
      processIds[size] = process;
      valueIds[size++] = n;
      n = 0;
      isValue = false;
    } else {
      process = n;
      n = 0;
      isValue = true;
    }
  }
  if (isValue) {
    processIds[size] = process;
    valueIds[size++] = n;
  }
  return { processIds: processIds.subarray(0, size), valueIds: valueIds.subarray(0, size) };
}

/** Both axes' links in one statement; an axis against itself is read once. */
export async function matrixLinks(
  tx: Tx,
  orgId: number,
  row: Axis,
  col: Axis,
): Promise<[Links, Links]> {
  const same = row.dimension.kind === col.dimension.kind &&
    row.dimension.name === col.dimension.name;
  const [found] = same
    ? await tx`select (${axisLinks(tx, orgId, row)}) as r`
    : await tx`select (${axisLinks(tx, orgId, row)}) as r, (${axisLinks(tx, orgId, col)}) as c`;
  const rowLinks = parseLinks(found!.r as string | null);
  return [rowLinks, same ? rowLinks : parseLinks(found!.c as string | null)];
}
