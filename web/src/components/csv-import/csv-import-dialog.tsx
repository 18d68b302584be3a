import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { CancelImportDialog } from "./cancel-import-dialog";
import { changedCount, flaggedLines, type ImportResult } from "./api/import-result";
import { BlankCellsChoice } from "./blank-cells-choice";
import { EffectiveOnChoice } from "./effective-on-choice";
import { useImportProgress } from "./api/import-progress";
import { STICKY_FOOTER } from "./sticky-footer";
import { CsvFilePicker } from "./csv-file-picker";
import { ImportPreview } from "./import-preview";
import { ImportProgressBar } from "./import-progress-bar";
import { lines, type ImportKindInfo } from "./import-kinds";
import { useCsvImport, type ImportStep } from "./use-csv-import";

export interface CsvImportDialogProps {
  info: ImportKindInfo;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The import ended (applied or cancelled): the result dialog takes over. */
  onDone: (result: ImportResult) => void;
}

const DESCRIPTIONS: Record<ImportStep["step"], string> = {
  choose: "Choose a CSV file. It is checked first; nothing changes until you confirm.",
  reading: "Reading the file…",
  previewing: "Checking every line; nothing is changed yet.",
  preview: "This is what the import would do. Confirm to apply it.",
  running: "Importing. Cancel stops it and applies nothing.",
  failed: "The file is kept: try again, or choose another one.",
};

/** Choose a file → preview (dry run) → import with progress and Cancel (docs/csv.md#import). */
export function CsvImportDialog({ info, open, onOpenChange, onDone }: CsvImportDialogProps) {
  const flow = useCsvImport(info.kind, onDone);
  const { state } = flow;
  const running = state.step === "running";
  const progress = useImportProgress(info.kind, open && running);
  const [askCancel, setAskCancel] = useState(false);

  function change(next: boolean) {
    if (next) return onOpenChange(true);
    // Closing mid-import would leave it running unseen: ask whether to cancel it.
    if (running) return setAskCancel(true);
    flow.reset();
    onOpenChange(false);
  }

  return (
    <>
      <Dialog open={open} onOpenChange={change}>
        <DialogContent className="max-w-3xl">
          <DialogHeader>
            <DialogTitle>Import {info.plural}</DialogTitle>
            <DialogDescription>{DESCRIPTIONS[state.step]}</DialogDescription>
          </DialogHeader>
          <Body info={info} state={state} flow={flow} progress={progress.data} />
          <Footer state={state} flow={flow} onClose={() => change(false)} />
        </DialogContent>
      </Dialog>
      <CancelImportDialog
        // The question goes with the import: once it has ended there is nothing to cancel.
        open={askCancel && running}
        onOpenChange={setAskCancel}
        onCancelImport={flow.stop}
      />
    </>
  );
}

type Flow = ReturnType<typeof useCsvImport>;
type Progress = ReturnType<typeof useImportProgress>["data"];

function Body({
  info,
  state,
  flow,
  progress,
}: {
  info: ImportKindInfo;
  state: ImportStep;
  flow: Flow;
  progress: Progress;
}) {
  switch (state.step) {
    case "choose":
      return (
        <div className="grid gap-4">
          <BlankCellsChoice checked={flow.blankCellsClear} onChange={flow.chooseBlankCells} />
          {info.kind === "USERS" ? (
            <EffectiveOnChoice value={flow.effectiveOn} onChange={flow.chooseEffectiveOn} />
          ) : null}
          <CsvFilePicker
            info={info}
            refusal={state.refusal}
            onFile={(file) => void flow.choose(file)}
          />
        </div>
      );
    case "reading":
    case "previewing":
      return (
        <div className="flex items-center gap-3 py-6 text-sm">
          <Spinner label={state.step === "reading" ? "Reading the file" : "Checking the file"} />
          <span>
            {state.step === "reading" ? `Reading ${state.name}…` : `Checking ${state.file.name}…`}
          </span>
        </div>
      );
    case "preview":
      return (
        <div className="grid gap-4">
          <BlankCellsChoice checked={state.file.blankCellsClear} onChange={flow.chooseBlankCells} />
          {info.kind === "USERS" ? (
            <EffectiveOnChoice value={state.file.effectiveOn} onChange={flow.chooseEffectiveOn} />
          ) : null}
          <ImportPreview preview={state.preview} fileName={state.file.name} />
        </div>
      );
    case "running":
      return (
        <div className="grid gap-3 py-2">
          <p className="text-sm">
            Importing <span className="font-medium break-all">{state.file.name}</span>:{" "}
            {lines(changedCount(state.preview))} to write.
          </p>
          <ImportProgressBar progress={progress} toWrite={changedCount(state.preview)} />
          {state.cancelling ? (
            <p role="status" className="text-sm text-muted-foreground">
              Cancelling…
            </p>
          ) : null}
        </div>
      );
    case "failed":
      return (
        <div className="grid gap-3">
          <p
            role="alert"
            className="rounded-lg border border-destructive/30 bg-destructive/8 px-3 py-2.5 text-sm text-destructive"
          >
            {state.during === "run"
              ? "The import failed; nothing was applied. "
              : "The file could not be checked. "}
            {state.message}
          </p>
          <p className="text-sm">
            File: <span className="font-medium break-all">{state.file.name}</span>
          </p>
        </div>
      );
  }
}

function Footer({ state, flow, onClose }: { state: ImportStep; flow: Flow; onClose: () => void }) {
  switch (state.step) {
    case "choose":
    case "reading":
    case "previewing":
      return (
        <DialogFooter className={STICKY_FOOTER}>
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
        </DialogFooter>
      );
    case "preview": {
      const count = changedCount(state.preview);
      const flagged = flaggedLines(state.preview).length;
      return (
        <DialogFooter className={STICKY_FOOTER}>
          <Button variant="outline" onClick={flow.reset}>
            Choose another file
          </Button>
          <Button
            disabled={count === 0}
            onClick={() => void flow.confirm(state.file, state.preview)}
          >
            Import {lines(count)}
            {flagged > 0 ? `, ${flagged} flagged` : ""}
          </Button>
        </DialogFooter>
      );
    }
    case "running":
      return (
        <DialogFooter className={STICKY_FOOTER}>
          <Button
            variant="destructive"
            disabled={state.cancelling}
            onClick={() => void flow.stop()}
          >
            Cancel import
          </Button>
        </DialogFooter>
      );
    case "failed":
      return (
        <DialogFooter className={STICKY_FOOTER}>
          <Button variant="outline" onClick={flow.reset}>
            Choose another file
          </Button>
          <Button onClick={flow.retry}>Try again</Button>
        </DialogFooter>
      );
  }
}
