import { z } from "zod";
import type { MatrixInput, SavedMatrix } from "../api/matrix-fields";

/** Name, Column and Row required (docs/product.md#validation-rules); a name of at most 255 characters. */
export const MATRIX_NAME_MAX = 255;

export const matrixFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Name is required.")
    .max(MATRIX_NAME_MAX, `Name must be at most ${MATRIX_NAME_MAX} characters.`),
  col: z.string().min(1, "Column is required."),
  row: z.string().min(1, "Row is required."),
  privacy: z.boolean(),
});

export type MatrixFormInput = z.input<typeof matrixFormSchema>;
export type MatrixFormValues = z.output<typeof matrixFormSchema>;

/**
 * The form's starting values: a matrix's own, or empty with the given dimensions. A new
 * matrix is private by default in the modal and public in the sidebar (docs/dashboards.md#matrix).
 */
export function matrixFormDefaults(
  matrix: SavedMatrix | undefined,
  fresh: { privacy: boolean; row?: string; col?: string },
): MatrixFormInput {
  return {
    name: matrix?.name ?? "",
    col: matrix?.col ?? fresh.col ?? "",
    row: matrix?.row ?? fresh.row ?? "",
    privacy: matrix?.privacy ?? fresh.privacy,
  };
}

export const toMatrixInput = (values: MatrixFormValues): MatrixInput => ({ ...values });

export function isMatrixField(field: string): field is keyof MatrixFormValues {
  return ["name", "col", "row", "privacy"].includes(field);
}

/** The toast after a matrix is created. */
export const matrixCreatedMessage = (name: string) => `Matrix ${name} Created`;
