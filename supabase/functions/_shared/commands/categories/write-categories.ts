import type { z } from "zod";
import {
  type CategoryRecord,
  deleteCategory,
  insertCategory,
  updateCategory,
} from "../../db/categories/categories-store.ts";
import {
  createCategorySchema,
  updateCategorySchema,
} from "../../domain/categories/category-input.ts";
import { authorize } from "../authorize.ts";
import type { RequestContext } from "../context.ts";
import { parseInput } from "../parse-input.ts";

export async function createProcessCategory(
  ctx: RequestContext,
  input: z.input<typeof createCategorySchema>,
): Promise<CategoryRecord> {
  authorize(ctx, "create", "tool");
  return await insertCategory(ctx.tx, ctx.orgId, parseInput(createCategorySchema, input));
}

export async function updateProcessCategory(
  ctx: RequestContext,
  input: z.input<typeof updateCategorySchema>,
): Promise<CategoryRecord> {
  authorize(ctx, "update", "tool");
  return await updateCategory(ctx.tx, ctx.orgId, parseInput(updateCategorySchema, input));
}

export async function removeProcessCategory(ctx: RequestContext, id: number): Promise<boolean> {
  authorize(ctx, "delete", "tool");
  await deleteCategory(ctx.tx, ctx.orgId, id);
  return true;
}
