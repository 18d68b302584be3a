import {
  deleteSavedMatrixRow,
  findSavedMatrix,
  insertSavedMatrix,
  type SavedMatrixRecord,
  updateSavedMatrixRow,
} from "../../db/matrix/saved-matrix-store.ts";
import {
  makeMatrixSchema,
  savedMatrixIdSchema,
  updateSavedMatrixSchema,
} from "../../domain/matrix/matrix-input.ts";
import { forbidden, notFound } from "../../http/app-error.ts";
import { authorize, personOf } from "../authorize.ts";
import type { RequestContext } from "../context.ts";
import { parseInput } from "../parse-input.ts";
import { resolveDimension } from "./read-matrix.ts";

const NOT_FOUND = "Matrix not found";

/** Row and column as stored: the prefix as first written on the labels, or Role. */
async function dimensions(ctx: RequestContext, input: { row: string; col: string }) {
  const row = await resolveDimension(ctx, input.row, "row");
  const col = await resolveDimension(ctx, input.col, "col");
  return { row: row.name, col: col.name };
}

/**
 * The caller's own matrix. Another person's: FORBIDDEN when the caller sees it (public),
 * NOT_FOUND when they do not (private), as for another organisation's: an id says nothing
 * about what the caller may not see.
 */
async function ownMatrix(ctx: RequestContext, id: number): Promise<SavedMatrixRecord> {
  const me = personOf(ctx);
  const matrix = await findSavedMatrix(ctx.tx, ctx.orgId, me.id, id);
  if (!matrix) throw notFound(NOT_FOUND);
  if (!matrix.isOwner) throw forbidden("Only the owner of a matrix can change it.");
  return matrix;
}

export async function makeMatrix(ctx: RequestContext, raw: unknown): Promise<SavedMatrixRecord> {
  authorize(ctx, "create", "tool");
  const me = personOf(ctx);
  const input = parseInput(makeMatrixSchema, raw);
  const id = await insertSavedMatrix(ctx.tx, ctx.orgId, me.id, {
    name: input.name,
    privacy: input.privacy,
    ...(await dimensions(ctx, input)),
  });
  return (await findSavedMatrix(ctx.tx, ctx.orgId, me.id, id))!;
}

export async function updateSavedMatrix(
  ctx: RequestContext,
  raw: unknown,
): Promise<SavedMatrixRecord> {
  authorize(ctx, "update", "tool");
  const me = personOf(ctx);
  const input = parseInput(updateSavedMatrixSchema, raw);
  await ownMatrix(ctx, input.id);
  const values = { name: input.name, privacy: input.privacy, ...(await dimensions(ctx, input)) };
  if (!(await updateSavedMatrixRow(ctx.tx, ctx.orgId, me.id, input.id, values))) {
    throw notFound(NOT_FOUND);
  }
  return (await findSavedMatrix(ctx.tx, ctx.orgId, me.id, input.id))!;
}

export async function deleteSavedMatrix(ctx: RequestContext, id: number): Promise<boolean> {
  authorize(ctx, "delete", "tool");
  const me = personOf(ctx);
  const input = parseInput(savedMatrixIdSchema, { id });
  await ownMatrix(ctx, input.id);
  if (!(await deleteSavedMatrixRow(ctx.tx, ctx.orgId, me.id, input.id))) throw notFound(NOT_FOUND);
  return true;
}
