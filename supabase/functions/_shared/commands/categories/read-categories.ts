import type { z } from "zod";
import {
  CATEGORY_SORT_COLUMNS,
  type CategorySortKey,
  listCategories,
} from "../../db/categories/categories-store.ts";
import { authorize } from "../authorize.ts";
import type { RequestContext } from "../context.ts";
import { parseInput } from "../parse-input.ts";
import { pagingArgsSchema } from "../paging-args.ts";

/**
 * The full list of categories is sorted by prefix. Categories are a tool
 * (docs/security.md#abilities).
 */
const argsSchema = pagingArgsSchema(
  Object.keys(CATEGORY_SORT_COLUMNS) as CategorySortKey[],
  "prefix",
);

export async function processCategories(ctx: RequestContext, args: z.input<typeof argsSchema>) {
  authorize(ctx, "read", "tool");
  return await listCategories(ctx.tx, ctx.orgId, parseInput(argsSchema.strict(), args));
}
