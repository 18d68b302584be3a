import type { UseFormReturn } from "react-hook-form";
import { errorMessage, fieldErrorOf } from "@/lib/api-errors";
import { notifySuccess } from "@/lib/notify";
import type { SavedMatrix } from "../api/matrix-fields";
import { useMakeMatrix } from "../api/make-matrix";
import { matrixUpdatedMessage, useUpdateSavedMatrix } from "../api/update-saved-matrix";
import {
  isMatrixField,
  matrixCreatedMessage,
  toMatrixInput,
  type MatrixFormInput,
  type MatrixFormValues,
} from "./matrix-form-schema";

/**
 * Saves the form: a new matrix or the given one; toasts the API's error text (docs/api.md#error-codes) and hands the saved
 * matrix on. A refusal shows beside its field when the API names one, else above the form.
 */
export function useMatrixSubmit(
  form: UseFormReturn<MatrixFormInput, unknown, MatrixFormValues>,
  matrix: SavedMatrix | undefined,
  onSaved: (saved: SavedMatrix) => void,
) {
  const make = useMakeMatrix();
  const update = useUpdateSavedMatrix();
  return async (values: MatrixFormValues) => {
    const input = toMatrixInput(values);
    try {
      const saved = matrix
        ? await update.mutateAsync({ ...input, id: matrix.id })
        : await make.mutateAsync(input);
      notifySuccess(matrix ? matrixUpdatedMessage(saved.name) : matrixCreatedMessage(saved.name));
      onSaved(saved);
    } catch (error) {
      const named = fieldErrorOf(error);
      const message = errorMessage(error);
      if (named && isMatrixField(named.field))
        form.setError(named.field, { type: "server", message }, { shouldFocus: true });
      else form.setError("root.server", { type: "server", message });
    }
  };
}
