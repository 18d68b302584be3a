import {
  CATEGORY_SORT_COLUMNS,
  type CategoryRecord,
  type CategorySortKey,
  deleteCategory,
  insertCategory,
  listCategories,
  updateCategory,
} from "../../_shared/db/categories/categories-store.ts";
import type { RequestContext } from "../../_shared/db/context.ts";
import {
  createCategorySchema,
  updateCategorySchema,
} from "../../_shared/domain/categories/category-input.ts";
import { parseInput } from "../server/validate.ts";
import { authorize } from "./authorize.ts";
import { pagingArgsSchema } from "./paging-args.ts";

/** Spec §9: the full list of categories is sorted by prefix. Categories are a tool (spec §6). */
const argsSchema = pagingArgsSchema(
  Object.keys(CATEGORY_SORT_COLUMNS) as CategorySortKey[],
  "prefix",
);

export async function processCategories(ctx: RequestContext, args: unknown) {
  authorize(ctx, "read", "tool");
  return await listCategories(ctx.tx, ctx.orgId, parseInput(argsSchema.strict(), args));
}

export async function createProcessCategory(
  ctx: RequestContext,
  input: unknown,
): Promise<CategoryRecord> {
  authorize(ctx, "create", "tool");
  return await insertCategory(ctx.tx, ctx.orgId, parseInput(createCategorySchema, input));
}

export async function updateProcessCategory(
  ctx: RequestContext,
  input: unknown,
): Promise<CategoryRecord> {
  authorize(ctx, "update", "tool");
  return await updateCategory(ctx.tx, ctx.orgId, parseInput(updateCategorySchema, input));
}

export async function removeProcessCategory(ctx: RequestContext, id: number): Promise<boolean> {
  authorize(ctx, "delete", "tool");
  await deleteCategory(ctx.tx, ctx.orgId, id);
  return true;
}
