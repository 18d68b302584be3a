import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { FormSheet } from "@/components/form-sheet";
import { Sheet } from "@/components/ui/sheet";
import type { SavedMatrix } from "../api/matrix-fields";
import { MatrixFormFields } from "./matrix-form-fields";
import {
  MATRIX_NAME_MAX,
  matrixFormDefaults,
  matrixFormSchema,
  type MatrixFormInput,
  type MatrixFormValues,
} from "./matrix-form-schema";
import { useMatrixSubmit } from "./use-matrix-submit";

export interface MatrixSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  matrix?: SavedMatrix;
}

/**
 * The right-hand sidebar that adds a matrix ("Add New Matrix") or edits one ("<name> Edit").
 * While it holds changes a click beside it does not close it (FormSheet).
 */
export function MatrixSheet({ open, onOpenChange, matrix }: MatrixSheetProps) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      {open ? <MatrixSheetContent matrix={matrix} onClose={() => onOpenChange(false)} /> : null}
    </Sheet>
  );
}

function MatrixSheetContent({ matrix, onClose }: { matrix?: SavedMatrix; onClose: () => void }) {
  const form = useForm<MatrixFormInput, unknown, MatrixFormValues>({
    resolver: zodResolver(matrixFormSchema),
    // A new matrix from the sidebar starts public (docs/dashboards.md#matrix).
    defaultValues: matrixFormDefaults(matrix, { privacy: false }),
    // Errors show once a field is touched, or on submit (docs/product.md#validation-rules).
    mode: "onTouched",
  });
  const submit = useMatrixSubmit(form, matrix, onClose);

  return (
    <FormSheet
      form={form}
      title={matrix ? `${matrix.name} Edit` : "Add New Matrix"}
      description="A named pair of dimensions for the matrix screen."
      submitLabel="Save"
      onCancel={onClose}
      onSubmit={submit}
      stacked
    >
      <MatrixFormFields form={form} nameMaxLength={MATRIX_NAME_MAX} />
    </FormSheet>
  );
}
