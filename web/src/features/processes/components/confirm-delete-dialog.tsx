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
import { Spinner } from "@/components/ui/spinner";

export interface ConfirmDeleteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  question: string;
  detail?: string;
  /** Resolves when done; the dialog stays open (and the buttons busy) until then. */
  onConfirm: () => Promise<unknown>;
}

/** "Are you sure…?" with Delete and Cancel; Delete waits for the server before closing. */
export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  question,
  detail,
  onConfirm,
}: ConfirmDeleteDialogProps) {
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // The mutation has already said what went wrong; keep the dialog for another try.
    } finally {
      setBusy(false);
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{question}</AlertDialogTitle>
          <AlertDialogDescription>{detail ?? "This cannot be undone."}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction, so the dialog closes only after success. */}
          <Button variant="destructive" onClick={() => void confirm()} disabled={busy}>
            {busy ? (
              <Spinner label="Deleting" className="size-4 text-destructive-foreground" />
            ) : null}
            Delete
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
