import type { RequestContext } from "../../_shared/db/context.ts";
import {
  deleteLabel,
  insertLabel,
  LABEL_SORT_COLUMNS,
  type LabelRecord,
  type LabelSortKey,
  listLabels,
  updateLabel as saveLabel,
} from "../../_shared/db/labels/labels-store.ts";
import { createLabelSchema, updateLabelSchema } from "../../_shared/domain/labels/label-input.ts";
import { parseInput } from "../server/validate.ts";
import { authorize } from "./authorize.ts";
import { pagingArgsSchema } from "./paging-args.ts";

/** Spec §9: the full list of labels is sorted by label. Labels are a tool (spec §6). */
const argsSchema = pagingArgsSchema(Object.keys(LABEL_SORT_COLUMNS) as LabelSortKey[], "label");

export async function labels(ctx: RequestContext, args: unknown) {
  authorize(ctx, "read", "tool");
  return await listLabels(ctx.tx, ctx.orgId, parseInput(argsSchema.strict(), args));
}

export async function createLabel(ctx: RequestContext, input: unknown): Promise<LabelRecord> {
  authorize(ctx, "create", "tool");
  return await insertLabel(ctx.tx, ctx.orgId, parseInput(createLabelSchema, input));
}

export async function updateLabel(ctx: RequestContext, input: unknown): Promise<LabelRecord> {
  authorize(ctx, "update", "tool");
  return await saveLabel(ctx.tx, ctx.orgId, parseInput(updateLabelSchema, input));
}

export async function removeLabel(ctx: RequestContext, id: number): Promise<boolean> {
  authorize(ctx, "delete", "tool");
  await deleteLabel(ctx.tx, ctx.orgId, id);
  return true;
}
