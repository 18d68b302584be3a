import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Form } from "@/components/ui/form";
import { Spinner } from "@/components/ui/spinner";
import type { SavedMatrix } from "../api/matrix-fields";
import { MatrixFormFields } from "./matrix-form-fields";
import {
  matrixFormDefaults,
  matrixFormSchema,
  type MatrixFormInput,
  type MatrixFormValues,
} from "./matrix-form-schema";
import { useMatrixSubmit } from "./use-matrix-submit";

export interface MatrixModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dimensions to start from (the matrix screen's current view). */
  row?: string;
  col?: string;
  onCreated?: (matrix: SavedMatrix) => void;
}

/** The large modal (modal-add-matrix) that creates a matrix, private unless unticked. */
export function MatrixModal({ open, onOpenChange, ...rest }: MatrixModalProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {open ? <MatrixModalContent {...rest} onClose={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function MatrixModalContent({
  row,
  col,
  onCreated,
  onClose,
}: Omit<MatrixModalProps, "open" | "onOpenChange"> & { onClose: () => void }) {
  const form = useForm<MatrixFormInput, unknown, MatrixFormValues>({
    resolver: zodResolver(matrixFormSchema),
    // A new matrix from the modal starts private (docs/dashboards.md#matrix).
    defaultValues: matrixFormDefaults(undefined, { privacy: true, row, col }),
    mode: "onTouched",
  });
  const submit = useMatrixSubmit(form, undefined, (saved) => {
    onClose();
    onCreated?.(saved);
  });
  const { isDirty, isSubmitting, errors } = form.formState;

  return (
    <DialogContent
      id="modal-add-matrix"
      data-testid="modal-add-matrix"
      className="sm:max-w-2xl"
      // As the sidebar: a stray click beside it must not throw away what was typed.
      onInteractOutside={(event) => isDirty && event.preventDefault()}
    >
      <DialogHeader>
        <DialogTitle>New matrix</DialogTitle>
        <DialogDescription>
          Save a pair of dimensions to open it again from the list.
        </DialogDescription>
      </DialogHeader>
      <Form {...form}>
        <form noValidate onSubmit={form.handleSubmit(submit)} className="grid gap-5">
          {errors.root?.server ? (
            <p
              role="alert"
              className="rounded-lg border border-destructive/30 bg-destructive/8 px-3 py-2.5 text-sm text-destructive"
            >
              {errors.root.server.message}
            </p>
          ) : null}
          <MatrixFormFields form={form} />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? (
                <Spinner label="Saving" className="size-4 text-primary-foreground" />
              ) : null}
              Save
            </Button>
          </DialogFooter>
        </form>
      </Form>
    </DialogContent>
  );
}
