/**
 * Saved filters. Visibility is stated here as well as in the row-level
 * security policy (private ones only for their owner, public ones for the organisation),
 * so the API answers the same under any database role. The author's name comes through
 * app.filter_authors(): a User-type member reads no one else's people row, yet a public
 * filter names its author to everyone it is shared with.
 */
import type { FilterEntity } from "../../domain/filters/filter-input.ts";
import type { Tx } from "../client.ts";
import { andAll, likePattern } from "../query/index.ts";

export interface FilterRecord {
  id: number;
  name: string;
  associatedEntity: FilterEntity;
  private: boolean;
  owner: { id: number; name: string };
  /** q terms, canonical. */
  criteria: string[];
}

export const FILTER_SORT_COLUMNS = {
  id: "f.id",
  name: "lower(f.name)",
  associatedEntity: "f.associated_entity",
  private: "f.is_private",
  owner: "lower(o.name)",
} as const;
export type FilterSortKey = keyof typeof FILTER_SORT_COLUMNS;

export interface ListFiltersArgs {
  /** Text searched in the filter's name; every one must match. */
  texts: string[];
  entities: FilterEntity[] | undefined;
  offset: number;
  limit: number;
  sortBy: FilterSortKey;
  isDesc: boolean;
}

const COLUMNS = (tx: Tx) =>
  tx`f.id, f.name, f.associated_entity, f.is_private, f.criteria, o.id as owner_id, o.name as owner_name`;

// deno-lint-ignore no-explicit-any
function toRecord(row: Record<string, any>): FilterRecord {
  return {
    id: Number(row.id),
    name: row.name,
    associatedEntity: row.associated_entity,
    private: row.is_private,
    owner: { id: Number(row.owner_id), name: row.owner_name },
    criteria: row.criteria,
  };
}

function visible(tx: Tx, orgId: number, personId: number) {
  return tx`f.org_id = ${orgId} and (not f.is_private or f.owner_id = ${personId})`;
}

export async function listFilters(
  tx: Tx,
  orgId: number,
  personId: number,
  args: ListFiltersArgs,
): Promise<{ nodes: FilterRecord[]; totalCount: number }> {
  const where = andAll(tx, [
    visible(tx, orgId, personId),
    ...(args.entities ? [tx`f.associated_entity = any(${args.entities}::text[])`] : []),
    ...args.texts.map((t) => tx`f.name ilike ${likePattern(t)}`),
  ]);
  const direction = args.isDesc ? "desc" : "asc";
  const order = tx.unsafe(`${FILTER_SORT_COLUMNS[args.sortBy]} ${direction}, f.id ${direction}`);
  const [rows, [count]] = await Promise.all([
    tx`select ${COLUMNS(tx)} from app.filters f
       join app.filter_authors() o on o.id = f.owner_id
       where ${where} order by ${order} limit ${args.limit} offset ${args.offset}`,
    tx`select count(*)::int as total from app.filters f where ${where}`,
  ]);
  return { nodes: rows.map(toRecord), totalCount: count!.total };
}

/** A filter the person may see, or null (also for others' private ones). */
export async function findFilter(
  tx: Tx,
  orgId: number,
  personId: number,
  id: number,
): Promise<FilterRecord | null> {
  const [row] = await tx`select ${COLUMNS(tx)} from app.filters f
    join app.filter_authors() o on o.id = f.owner_id
    where ${visible(tx, orgId, personId)} and f.id = ${id}`;
  return row ? toRecord(row) : null;
}

export interface FilterValues {
  name?: string;
  associatedEntity?: FilterEntity;
  private?: boolean;
  criteria?: string[];
}

function toRow(tx: Tx, values: FilterValues): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  if (values.name !== undefined) row.name = values.name;
  if (values.associatedEntity !== undefined) row.associated_entity = values.associatedEntity;
  if (values.private !== undefined) row.is_private = values.private;
  if (values.criteria !== undefined) row.criteria = tx.json(values.criteria);
  return row;
}

export async function insertFilter(
  tx: Tx,
  orgId: number,
  ownerId: number,
  values: Required<FilterValues>,
): Promise<number> {
  const [row] = await tx`insert into app.filters ${
    tx({ org_id: orgId, owner_id: ownerId, ...toRow(tx, values) })
  } returning id`;
  return Number(row!.id);
}

export async function updateFilterRow(tx: Tx, orgId: number, id: number, values: FilterValues) {
  const row = toRow(tx, values);
  if (Object.keys(row).length === 0) return;
  await tx`update app.filters set ${tx(row)} where org_id = ${orgId} and id = ${id}`;
}

export async function deleteFilterRow(tx: Tx, orgId: number, id: number): Promise<boolean> {
  const deleted =
    await tx`delete from app.filters where org_id = ${orgId} and id = ${id} returning id`;
  return deleted.length > 0;
}
