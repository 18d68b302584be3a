/**
 * Input of the saved-matrix calls (docs/dashboards.md#matrix; page sizes:
 * docs/product.md#limits): checked at the edge, the first problem naming its field. Pure.
 */
import { z } from "zod";
import { DIMENSION_MAX_LENGTH } from "./dimensions.ts";

export const MATRIX_NAME_MAX_LENGTH = 255;
export const MATRIX_PAGE_SIZE_MAX = 100;
export const MATRIX_PAGE_SIZE_DEFAULT = 10;

export const SAVED_MATRIX_SORT_KEYS = ["id", "name", "row", "col", "owner"] as const;
export type SavedMatrixSortKey = (typeof SAVED_MATRIX_SORT_KEYS)[number];

/** Counted in characters as PostgreSQL counts them (varchar(255)), not UTF-16 units. */
const nameSchema = z.string().trim()
  .refine((name) => name !== "", "Name is required.")
  .refine(
    (name) => [...name].length <= MATRIX_NAME_MAX_LENGTH,
    `Name must be at most ${MATRIX_NAME_MAX_LENGTH} characters.`,
  );

const dimensionSchema = (field: "Row" | "Column") =>
  z.string().trim().min(1, `${field} is required.`).max(
    DIMENSION_MAX_LENGTH,
    `${field} must be a label prefix or Role.`,
  );

const idSchema = z.number().int().positive("Id must be a positive number.");

export const matrixAxesSchema = z.object({
  row: dimensionSchema("Row"),
  col: dimensionSchema("Column"),
});

export const makeMatrixSchema = z.strictObject({
  row: dimensionSchema("Row"),
  col: dimensionSchema("Column"),
  name: nameSchema,
  privacy: z.boolean().nullish().transform((v) => v ?? true),
});

export const updateSavedMatrixSchema = z.strictObject({
  id: idSchema,
  row: dimensionSchema("Row"),
  col: dimensionSchema("Column"),
  name: nameSchema,
  privacy: z.boolean(),
});

export const savedMatrixIdSchema = z.strictObject({ id: idSchema });

export const savedMatrixListSchema = z.object({
  page: z.number().int().min(1, "page starts at 1.").nullish().transform((v) => v ?? 1),
  perPage: z.number().int().min(1, "perPage must be 1 or more.")
    .max(MATRIX_PAGE_SIZE_MAX, `perPage must be at most ${MATRIX_PAGE_SIZE_MAX}.`)
    .nullish().transform((v) => v ?? MATRIX_PAGE_SIZE_DEFAULT),
  q: z.string().max(500, "The search text must be at most 500 characters.").nullish()
    .transform((v) => v?.trim() ?? ""),
  sortBy: z.string().nullish().transform((v) => v ?? "id")
    .refine((v) => (SAVED_MATRIX_SORT_KEYS as readonly string[]).includes(v), {
      message: `sortBy must be one of ${SAVED_MATRIX_SORT_KEYS.join(", ")}.`,
    })
    .transform((v) => v as SavedMatrixSortKey),
  isDesc: z.boolean().nullish().transform((v) => v ?? true),
});

export type MakeMatrixInput = z.output<typeof makeMatrixSchema>;
export type UpdateSavedMatrixInput = z.output<typeof updateSavedMatrixSchema>;
export type SavedMatrixListInput = z.output<typeof savedMatrixListSchema>;
