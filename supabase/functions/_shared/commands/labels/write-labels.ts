import {
  deleteLabel,
  insertLabel,
  updateLabel as saveLabel,
} from "../../db/labels/labels-store.ts";
import { createLabelSchema, updateLabelSchema } from "../../domain/labels/label-input.ts";
import { authorize } from "../authorize.ts";
import { inputCommand } from "../checked-commands.ts";
import type { RequestContext } from "../context.ts";

export const createLabel = inputCommand("create", "tool", createLabelSchema, insertLabel);

export const updateLabel = inputCommand("update", "tool", updateLabelSchema, saveLabel);

export async function removeLabel(ctx: RequestContext, id: number): Promise<boolean> {
  authorize(ctx, "delete", "tool");
  await deleteLabel(ctx.tx, ctx.orgId, id);
  return true;
}
