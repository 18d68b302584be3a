import { useState } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";

export interface CancelImportDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCancelImport: () => Promise<void>;
}

/** Asked when the import dialog is closed while an import runs. */
export function CancelImportDialog({
  open,
  onOpenChange,
  onCancelImport,
}: CancelImportDialogProps) {
  const [busy, setBusy] = useState(false);

  async function cancel() {
    setBusy(true);
    try {
      await onCancelImport();
    } finally {
      setBusy(false);
      onOpenChange(false);
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Cancel the import?</AlertDialogTitle>
          <AlertDialogDescription>
            An import is running. Cancelling it applies nothing of the file.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Keep importing</AlertDialogCancel>
          <Button variant="destructive" disabled={busy} onClick={() => void cancel()}>
            Cancel import
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
