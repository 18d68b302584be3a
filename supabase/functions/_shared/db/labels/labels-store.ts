import type { CreateLabelInput, UpdateLabelInput } from "../../domain/labels/label-input.ts";
import { notFound } from "../../http/app-error.ts";
import type { Tx } from "../client.ts";
import { queryWhere, selectPage, sortOrder } from "../query/index.ts";

/**
 * A label as the API answers it (docs/product.md#labels-categories-and-handles): processes are the
 * ids of its processes.
 */
export interface LabelRecord {
  id: number;
  label: string;
  prefix: string;
  processes: number[];
}

export const LABEL_SORT_COLUMNS = {
  id: "l.id",
  label: "lower(l.label)",
  prefix: "lower(l.prefix)",
  processCount: `(select count(*) from app.process_labels q_pl
                  where q_pl.org_id = l.org_id and q_pl.label_id = l.id)`,
} as const;

export type LabelSortKey = keyof typeof LABEL_SORT_COLUMNS;

export interface ListLabelsArgs {
  /** Text (in the label), label:<whole label>, prefix:<label prefix>, d=org. */
  q: string[];
  offset: number;
  limit: number;
  sortBy: LabelSortKey;
  isDesc: boolean;
}

function labelColumns(tx: Tx) {
  return tx`l.id, l.label, l.prefix, coalesce((
    select array_agg(pl.process_id order by pl.process_id) from app.process_labels pl
    where pl.org_id = l.org_id and pl.label_id = l.id), '{}') as processes`;
}

// deno-lint-ignore no-explicit-any
function toLabel(row: Record<string, any>): LabelRecord {
  return {
    id: Number(row.id),
    label: row.label,
    prefix: row.prefix,
    processes: (row.processes as (string | number)[]).map(Number),
  };
}

export async function listLabels(
  tx: Tx,
  orgId: number,
  args: ListLabelsArgs,
): Promise<{ nodes: LabelRecord[]; totalCount: number }> {
  const query = queryWhere(tx, "label", args.q, { alias: "l" });
  const { rows, totalCount } = await selectPage(tx, {
    columns: labelColumns(tx),
    from: tx`app.labels l`,
    where: tx`l.org_id = ${orgId} and ${query.where}`,
    order: sortOrder(tx, LABEL_SORT_COLUMNS, args, "l.id"),
  }, args);
  return { nodes: rows.map(toLabel), totalCount };
}

async function findLabel(tx: Tx, orgId: number, id: number): Promise<LabelRecord | null> {
  const [row] = await tx`select ${labelColumns(tx)} from app.labels l
                         where l.org_id = ${orgId} and l.id = ${id}`;
  return row ? toLabel(row) : null;
}

/** A duplicate (any case) is the unique index's CONFLICT (pg-errors: labels_label_key). */
export async function insertLabel(
  tx: Tx,
  orgId: number,
  input: CreateLabelInput,
): Promise<LabelRecord> {
  const [row] = await tx`insert into app.labels (org_id, label)
                         values (${orgId}, ${input.label}) returning id`;
  return (await findLabel(tx, orgId, Number(row.id)))!;
}

/** Renames the label everywhere it is used (processes point to it by id). */
export async function updateLabel(
  tx: Tx,
  orgId: number,
  input: UpdateLabelInput,
): Promise<LabelRecord> {
  const updated = await tx`update app.labels set label = ${input.label}
                           where org_id = ${orgId} and id = ${input.id} returning id`;
  if (updated.length === 0) throw notFound("Label not found");
  return (await findLabel(tx, orgId, input.id))!;
}

/** Removes the label and its links to processes (the processes stay). */
export async function deleteLabel(tx: Tx, orgId: number, id: number): Promise<void> {
  const deleted = await tx`delete from app.labels where org_id = ${orgId} and id = ${id}
                           returning id`;
  if (deleted.length === 0) throw notFound("Label not found");
}
