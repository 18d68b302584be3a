import {
  CATEGORY_SORT_COLUMNS,
  type CategorySortKey,
  listCategories,
} from "../../db/categories/categories-store.ts";
import { inputCommand } from "../checked-commands.ts";
import { pagingArgsSchema } from "../paging-args.ts";

/**
 * The full list of categories is sorted by prefix. Categories are a tool
 * (docs/security.md#abilities).
 */
const argsSchema = pagingArgsSchema(
  Object.keys(CATEGORY_SORT_COLUMNS) as CategorySortKey[],
  "prefix",
);

export const processCategories = inputCommand("read", "tool", argsSchema.strict(), listCategories);
