import type { z } from "zod";
import {
  deleteLabel,
  insertLabel,
  type LabelRecord,
  updateLabel as saveLabel,
} from "../../db/labels/labels-store.ts";
import { createLabelSchema, updateLabelSchema } from "../../domain/labels/label-input.ts";
import { authorize } from "../authorize.ts";
import type { RequestContext } from "../context.ts";
import { parseInput } from "../parse-input.ts";

export async function createLabel(
  ctx: RequestContext,
  input: z.input<typeof createLabelSchema>,
): Promise<LabelRecord> {
  authorize(ctx, "create", "tool");
  return await insertLabel(ctx.tx, ctx.orgId, parseInput(createLabelSchema, input));
}

export async function updateLabel(
  ctx: RequestContext,
  input: z.input<typeof updateLabelSchema>,
): Promise<LabelRecord> {
  authorize(ctx, "update", "tool");
  return await saveLabel(ctx.tx, ctx.orgId, parseInput(updateLabelSchema, input));
}

export async function removeLabel(ctx: RequestContext, id: number): Promise<boolean> {
  authorize(ctx, "delete", "tool");
  await deleteLabel(ctx.tx, ctx.orgId, id);
  return true;
}
