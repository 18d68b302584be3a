import { CATEGORY_SORT_COLUMNS, listCategories } from "../../db/categories/categories-store.ts";
import { inputCommand } from "../checked-commands.ts";
import { pagingArgsFor } from "../paging-args.ts";

/**
 * The full list of categories is sorted by prefix. Categories are a tool
 * (docs/security.md#abilities).
 */
const argsSchema = pagingArgsFor(CATEGORY_SORT_COLUMNS, "prefix");

export const processCategories = inputCommand("read", "tool", argsSchema.strict(), listCategories);
