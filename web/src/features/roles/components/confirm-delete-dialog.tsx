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
import { errorMessage } from "../api/api-errors";

export interface ConfirmDeleteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  question: string;
  detail?: string;
  /** Resolves when done; the dialog stays open (and the buttons busy) until then. */
  onConfirm: () => Promise<unknown>;
}

/**
 * "Are you sure…?" with Delete and Cancel. Delete waits for the server; a refusal
 * ("Cant delete role while it is related to Processes") stays in the dialog, beside the
 * question it answers, as well as in the toast.
 */
export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  question,
  detail,
  onConfirm,
}: ConfirmDeleteDialogProps) {
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  function change(next: boolean) {
    if (busy) return;
    setRefusal(null);
    onOpenChange(next);
  }

  async function confirm() {
    setBusy(true);
    setRefusal(null);
    try {
      await onConfirm();
      setBusy(false);
      onOpenChange(false);
    } catch (error) {
      setBusy(false);
      setRefusal(errorMessage(error));
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={change}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{question}</AlertDialogTitle>
          <AlertDialogDescription>{detail ?? "This cannot be undone."}</AlertDialogDescription>
        </AlertDialogHeader>
        {refusal ? (
          <p
            role="alert"
            className="rounded-lg border border-destructive/30 bg-destructive/8 px-3 py-2.5 text-sm text-destructive"
          >
            {refusal}
          </p>
        ) : null}
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
