import type { z } from "zod";
import { LABEL_SORT_COLUMNS, type LabelSortKey, listLabels } from "../../db/labels/labels-store.ts";
import { authorize } from "../authorize.ts";
import type { RequestContext } from "../context.ts";
import { parseInput } from "../parse-input.ts";
import { pagingArgsSchema } from "../paging-args.ts";

/** The full list of labels is sorted by label. Labels are a tool (docs/security.md#abilities). */
const argsSchema = pagingArgsSchema(Object.keys(LABEL_SORT_COLUMNS) as LabelSortKey[], "label");

export async function labels(ctx: RequestContext, args: z.input<typeof argsSchema>) {
  authorize(ctx, "read", "tool");
  return await listLabels(ctx.tx, ctx.orgId, parseInput(argsSchema.strict(), args));
}
