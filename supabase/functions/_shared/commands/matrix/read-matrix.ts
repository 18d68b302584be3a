import { findPrefix, labelPrefixes, loadAxis, matrixLinks } from "../../db/matrix/matrix-counts.ts";
import {
  findSavedMatrix,
  listSavedMatrices,
  type SavedMatrixRecord,
} from "../../db/matrix/saved-matrix-store.ts";
import { type Dimension, isRoleDimension, ROLE_DIMENSION } from "../../domain/matrix/dimensions.ts";
import {
  type Axis,
  buildCells,
  type MatrixCell,
  MAX_MATRIX_CELLS,
} from "../../domain/matrix/matrix-cells.ts";
import { countLinks } from "../../domain/matrix/link-counts.ts";
import { KeptSources } from "../../db/tasks/kept-sources.ts";
import { keptWhileUnchanged, type Versioned } from "../../db/tasks/kept-while-unchanged.ts";
import {
  matrixAxesSchema,
  savedMatrixIdSchema,
  savedMatrixListSchema,
} from "../../domain/matrix/matrix-input.ts";
import { badInput } from "../../http/app-error.ts";
import { authorize, personOf } from "../authorize.ts";
import type { RequestContext } from "../context.ts";
import { parseInput } from "../parse-input.ts";

/**
 * The matrix is a tool (docs/security.md#abilities): Admins and Managers; a User may not use it.
 */
function authorizeMatrix(ctx: RequestContext) {
  authorize(ctx, "read", "tool");
}

/** A dimension as given (any case) → Role or a current label prefix; else BAD_USER_INPUT naming `field`. */
export async function resolveDimension(
  ctx: RequestContext,
  text: string,
  field: "row" | "col",
): Promise<Dimension> {
  if (isRoleDimension(text)) return { kind: "role", name: ROLE_DIMENSION };
  const prefix = await findPrefix(ctx.tx, ctx.orgId, text.trim());
  if (prefix === null) throw unknownDimension(text, field);
  return { kind: "prefix", name: prefix };
}

function unknownDimension(text: string, field: "row" | "col") {
  return badInput(`"${text}" is neither a label prefix of this organisation nor Role.`, field);
}

export async function getLabelsPrefix(
  ctx: RequestContext,
): Promise<{ id: string; label: string }[]> {
  authorizeMatrix(ctx);
  const names = [...(await labelPrefixes(ctx.tx, ctx.orgId)), ROLE_DIMENSION];
  return names.map((name) => ({ id: name, label: name }));
}

export async function getMatrix(
  ctx: RequestContext,
  args: { row: string; col: string },
): Promise<MatrixCell[]> {
  return (await readMatrix(ctx, args)).cells;
}

/**
 * The matrix with its two axes (their values in display order), for getMatrix and the
 * export; the same answer again while the catalogue is unchanged.
 */
export async function readMatrix(
  ctx: RequestContext,
  args: { row: string; col: string },
): Promise<Matrix> {
  authorizeMatrix(ctx);
  const input = parseInput(matrixAxesSchema, args);
  return await keptWhileUnchanged(kept, ctx.tx, ctx.orgId, {
    // Everyone who may use the matrix reads the whole catalogue: one answer serves them all.
    shareable: true,
    key: (v) => [v.org, input.row, input.col].join("\n"),
    weight: (matrix) => matrix.cells.length,
  }, () => countMatrix(ctx, input));
}

type Matrix = { row: Axis; col: Axis; cells: MatrixCell[] };

/**
 * Matrices kept while the catalogue stands (its version changes with every write to
 * processes, labels and roles): counting 90,000 links for the largest pair of prefixes
 * costs some 30 ms, and the same view is opened again and again. Weighed in cells.
 */
const kept = new KeptSources<Versioned<Matrix>>({ entries: 16, weight: 100_000 });

async function countMatrix(
  ctx: RequestContext,
  input: { row: string; col: string },
): Promise<Matrix> {
  // Both axes in one round trip (the transaction pipelines them); the row's error first.
  const [row, col] = await Promise.all([
    loadAxis(ctx.tx, ctx.orgId, input.row),
    loadAxis(ctx.tx, ctx.orgId, input.col),
  ]);
  if (!row) throw unknownDimension(input.row, "row");
  if (!col) throw unknownDimension(input.col, "col");
  const cells = (row.values.length + 1) * (col.values.length + 1);
  if (cells > MAX_MATRIX_CELLS) {
    // A table no one could read, and an answer too big to send: name the larger axis.
    throw badInput(
      `This matrix would have ${cells} cells (at most ${MAX_MATRIX_CELLS}); choose a dimension with fewer values.`,
      row.values.length >= col.values.length ? "row" : "col",
    );
  }
  const [rowLinks, colLinks] = await matrixLinks(ctx.tx, ctx.orgId, row, col);
  return { row, col, cells: buildCells(row, col, countLinks(row, col, rowLinks, colLinks)) };
}

/** The caller's matrices and everyone's public ones. */
export async function getSavedMatrixes(ctx: RequestContext, args: unknown) {
  authorizeMatrix(ctx);
  const me = personOf(ctx);
  const input = parseInput(savedMatrixListSchema, args ?? {});
  return await listSavedMatrices(ctx.tx, ctx.orgId, me.id, {
    text: input.q,
    offset: (input.page - 1) * input.perPage,
    limit: input.perPage,
    sortBy: input.sortBy,
    isDesc: input.isDesc,
  });
}

/** One matrix the caller may see; null for another person's private one or another organisation's. */
export async function getSavedMatrix(
  ctx: RequestContext,
  id: number,
): Promise<SavedMatrixRecord | null> {
  authorizeMatrix(ctx);
  const me = personOf(ctx);
  const input = parseInput(savedMatrixIdSchema, { id });
  return await findSavedMatrix(ctx.tx, ctx.orgId, me.id, input.id);
}
