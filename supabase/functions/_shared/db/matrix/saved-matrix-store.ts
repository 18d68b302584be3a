/**
 * Saved matrices (docs/dashboards.md#matrix). Visibility is stated here as well as in the row-level
 * security policy (one's own, and the organisation's public ones), so the API answers the
 * same under any database role. Only Admins and Managers read them (a User may not use the
 * matrix), and they read every person of the organisation, so the owner's name is a join.
 */
import type { SavedMatrixSortKey } from "../../domain/matrix/matrix-input.ts";
import type { Tx } from "../client.ts";
import { andAll, likePattern } from "../query/index.ts";

export interface SavedMatrixRecord {
  id: number;
  name: string;
  row: string;
  col: string;
  privacy: boolean;
  owner: { id: number; name: string };
  isOwner: boolean;
}

export const SAVED_MATRIX_SORT_COLUMNS: Readonly<Record<SavedMatrixSortKey, string>> = {
  id: "m.id",
  name: "lower(m.name)",
  row: "lower(m.row_dim)",
  col: "lower(m.col_dim)",
  owner: "lower(o.name)",
};

export interface ListSavedMatricesArgs {
  /** Searched in the name, row and column; "" for none. */
  text: string;
  offset: number;
  limit: number;
  sortBy: SavedMatrixSortKey;
  isDesc: boolean;
}

export interface SavedMatrixValues {
  name: string;
  row: string;
  col: string;
  privacy: boolean;
}

const COLUMNS = (tx: Tx) =>
  tx`m.id, m.name, m.row_dim, m.col_dim, m.is_private, o.id as owner_id, o.name as owner_name`;

const FROM = (tx: Tx) =>
  tx`app.saved_matrices m join app.people o on o.org_id = m.org_id and o.id = m.owner_id`;

// deno-lint-ignore no-explicit-any
function toRecord(row: Record<string, any>, personId: number): SavedMatrixRecord {
  const ownerId = Number(row.owner_id);
  return {
    id: Number(row.id),
    name: row.name,
    row: row.row_dim,
    col: row.col_dim,
    privacy: row.is_private,
    owner: { id: ownerId, name: row.owner_name },
    isOwner: ownerId === personId,
  };
}

function visible(tx: Tx, orgId: number, personId: number) {
  return tx`m.org_id = ${orgId} and (not m.is_private or m.owner_id = ${personId})`;
}

export async function listSavedMatrices(
  tx: Tx,
  orgId: number,
  personId: number,
  args: ListSavedMatricesArgs,
): Promise<{ nodes: SavedMatrixRecord[]; totalCount: number }> {
  const pattern = likePattern(args.text);
  const where = andAll(tx, [
    visible(tx, orgId, personId),
    ...(args.text === "" ? [] : [
      tx`(m.name ilike ${pattern} or m.row_dim ilike ${pattern} or m.col_dim ilike ${pattern})`,
    ]),
  ]);
  const direction = args.isDesc ? "desc" : "asc";
  const order = tx.unsafe(
    `${SAVED_MATRIX_SORT_COLUMNS[args.sortBy]} ${direction}, m.id ${direction}`,
  );
  const [rows, [count]] = await Promise.all([
    tx`select ${COLUMNS(tx)} from ${FROM(tx)} where ${where}
       order by ${order} limit ${args.limit} offset ${args.offset}`,
    tx`select count(*)::int as total from app.saved_matrices m where ${where}`,
  ]);
  return { nodes: rows.map((r) => toRecord(r, personId)), totalCount: count!.total };
}

/** A matrix the person may see, or null (also another person's private one). */
export async function findSavedMatrix(
  tx: Tx,
  orgId: number,
  personId: number,
  id: number,
): Promise<SavedMatrixRecord | null> {
  const [row] = await tx`select ${COLUMNS(tx)} from ${FROM(tx)}
    where ${visible(tx, orgId, personId)} and m.id = ${id}`;
  return row ? toRecord(row, personId) : null;
}

function toRow(values: SavedMatrixValues) {
  return {
    name: values.name,
    row_dim: values.row,
    col_dim: values.col,
    is_private: values.privacy,
  };
}

export async function insertSavedMatrix(
  tx: Tx,
  orgId: number,
  ownerId: number,
  values: SavedMatrixValues,
): Promise<number> {
  const [row] = await tx`insert into app.saved_matrices ${
    tx({ org_id: orgId, owner_id: ownerId, ...toRow(values) })
  } returning id`;
  return Number(row!.id);
}

/** Changes the owner's own matrix; false when no such row of theirs is there. */
export async function updateSavedMatrixRow(
  tx: Tx,
  orgId: number,
  ownerId: number,
  id: number,
  values: SavedMatrixValues,
): Promise<boolean> {
  const updated = await tx`update app.saved_matrices set ${tx(toRow(values))}
    where org_id = ${orgId} and id = ${id} and owner_id = ${ownerId} returning id`;
  return updated.length > 0;
}

export async function deleteSavedMatrixRow(
  tx: Tx,
  orgId: number,
  ownerId: number,
  id: number,
): Promise<boolean> {
  const deleted = await tx`delete from app.saved_matrices
    where org_id = ${orgId} and id = ${id} and owner_id = ${ownerId} returning id`;
  return deleted.length > 0;
}
