import { useState, type ReactNode } from "react";
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
  /** The title ("Are you sure that you want to delete …?"). */
  question: string;
  /** The description; "This cannot be undone." when left out. */
  detail?: string;
  /** The destructive button's text. */
  confirmLabel?: string;
  /** Resolves when done; the dialog stays open (and the buttons busy) until then. */
  onConfirm: () => Promise<unknown>;
  /**
   * The text to show inside the dialog when `onConfirm` fails (e.g. the roles feature's
   * exact "Cant delete role while it is related to Processes"). Without it a failure only
   * keeps the dialog open for another try: the mutation has already toasted it.
   */
  refusalOf?: (error: unknown) => string;
  /** More to ask before deleting (a reason), between the description and the buttons. */
  children?: ReactNode;
}

/** "Are you sure…?" with Delete and Cancel; Delete waits for the server before closing. */
export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  question,
  detail,
  confirmLabel = "Delete",
  onConfirm,
  refusalOf,
  children,
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
      if (refusalOf) setRefusal(refusalOf(error));
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={change}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{question}</AlertDialogTitle>
          <AlertDialogDescription>{detail ?? "This cannot be undone."}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
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
            {confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
