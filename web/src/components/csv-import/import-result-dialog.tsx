import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import type { ImportResult } from "./api/import-result";
import { ResultCounts, type ResultNames } from "./import-counts";
import { ResultTables } from "./import-entries-table";
import type { ImportKindInfo } from "./import-kinds";
import { STICKY_FOOTER } from "./sticky-footer";

const NAMES: ResultNames = {
  created: "Created",
  updated: "Updated",
  errors: "Errors",
  messages: "Messages",
};

export interface ImportResultDialogProps {
  info: ImportKindInfo;
  result: ImportResult | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The import result dialog: the counts of created, updated, errors and messages,
 * and tables of line and message.
 */
export function ImportResultDialog({ info, result, open, onOpenChange }: ImportResultDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>Import result</DialogTitle>
          <DialogDescription>
            {result?.cancelled
              ? "The import was cancelled; nothing was applied."
              : `The import of ${info.plural} is done.`}
          </DialogDescription>
        </DialogHeader>
        {result ? (
          <div className="grid gap-4">
            <ResultCounts label="Import counts" result={result} names={NAMES} />
            <ResultTables result={result} names={NAMES} />
          </div>
        ) : null}
        <DialogFooter className={STICKY_FOOTER}>
          <Button onClick={() => onOpenChange(false)}>Close</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
