import {
  deleteCategory,
  insertCategory,
  updateCategory,
} from "../../db/categories/categories-store.ts";
import {
  createCategorySchema,
  updateCategorySchema,
} from "../../domain/categories/category-input.ts";
import { authorize } from "../authorize.ts";
import { inputCommand } from "../checked-commands.ts";
import type { RequestContext } from "../context.ts";

export const createProcessCategory = inputCommand(
  "create",
  "tool",
  createCategorySchema,
  insertCategory,
);

export const updateProcessCategory = inputCommand(
  "update",
  "tool",
  updateCategorySchema,
  updateCategory,
);

export async function removeProcessCategory(ctx: RequestContext, id: number): Promise<boolean> {
  authorize(ctx, "delete", "tool");
  await deleteCategory(ctx.tx, ctx.orgId, id);
  return true;
}
