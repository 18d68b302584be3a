import type {
  CreateCategoryInput,
  UpdateCategoryInput,
} from "../../domain/categories/category-input.ts";
import { notFound } from "../../http/app-error.ts";
import type { Tx } from "../client.ts";
import { queryWhere, selectPage, sortOrder } from "../query/index.ts";

/** A process category as the API answers it (docs/product.md#labels-categories-and-handles). */
export interface CategoryRecord {
  id: number;
  prefix: string;
  description: string;
  increment: number;
}

export const CATEGORY_SORT_COLUMNS = {
  id: "c.id",
  prefix: "lower(c.prefix)",
  description: "lower(c.description)",
  increment: "c.increment",
} as const;

export type CategorySortKey = keyof typeof CATEGORY_SORT_COLUMNS;

export interface ListCategoriesArgs {
  /** Text (in prefix or description), d=org. */
  q: string[];
  offset: number;
  limit: number;
  sortBy: CategorySortKey;
  isDesc: boolean;
}

const COLUMNS = ["id", "prefix", "description", "increment"] as const;

// deno-lint-ignore no-explicit-any
function toCategory(row: Record<string, any>): CategoryRecord {
  return {
    id: Number(row.id),
    prefix: row.prefix,
    description: row.description,
    increment: row.increment,
  };
}

export async function listCategories(
  tx: Tx,
  orgId: number,
  args: ListCategoriesArgs,
): Promise<{ nodes: CategoryRecord[]; totalCount: number }> {
  const query = queryWhere(tx, "category", args.q, { alias: "c" });
  const { rows, totalCount } = await selectPage(tx, {
    columns: tx`c.id, c.prefix, c.description, c.increment`,
    from: tx`app.process_categories c`,
    where: tx`c.org_id = ${orgId} and ${query.where}`,
    order: sortOrder(tx, CATEGORY_SORT_COLUMNS, args, "c.id"),
  }, args);
  return { nodes: rows.map(toCategory), totalCount };
}

/** A duplicate prefix (any case) is the unique index's CONFLICT (process_categories_prefix_key). */
export async function insertCategory(
  tx: Tx,
  orgId: number,
  input: CreateCategoryInput,
): Promise<CategoryRecord> {
  const [row] = await tx`
    insert into app.process_categories (org_id, prefix, description, increment)
    values (${orgId}, ${input.prefix}, ${input.description}, ${input.increment})
    returning ${tx(COLUMNS)}`;
  return toCategory(row);
}

/**
 * Changes the given fields. Handles already made keep their old prefix; a lower
 * increment is safe because nextProcessHandle skips numbers already taken.
 */
export async function updateCategory(
  tx: Tx,
  orgId: number,
  input: UpdateCategoryInput,
): Promise<CategoryRecord> {
  const set: Record<string, unknown> = {};
  if (input.prefix !== undefined) set.prefix = input.prefix;
  if (input.description !== undefined) set.description = input.description;
  if (input.increment !== undefined) set.increment = input.increment;
  const [row] = Object.keys(set).length
    ? await tx`update app.process_categories set ${tx(set)}
               where org_id = ${orgId} and id = ${input.id} returning ${tx(COLUMNS)}`
    : await tx`select ${tx(COLUMNS)} from app.process_categories
               where org_id = ${orgId} and id = ${input.id}`;
  if (!row) throw notFound("Process category not found");
  return toCategory(row);
}

/** Removes the category; its processes keep their handles and have no category. */
export async function deleteCategory(tx: Tx, orgId: number, id: number): Promise<void> {
  const deleted = await tx`delete from app.process_categories
                           where org_id = ${orgId} and id = ${id} returning id`;
  if (deleted.length === 0) throw notFound("Process category not found");
}
