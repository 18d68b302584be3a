import { useCallback, useRef, useState } from "react";
import { errorMessage } from "@/lib/api-errors";
import type { ImportKind } from "@/lib/gql/graphql";
import { useCancelImport } from "./api/cancel-import";
import type { ImportResult } from "./api/import-result";
import { useRunImport } from "./api/run-import";
import { fileRefusal } from "./file-refusal";

/**
 * The chosen file, read as text in the browser: kept for a retry after a failure, with
 * whether its blank cells clear values (docs/csv.md#blank-cells): the import applies what
 * its preview showed.
 */
export interface ChosenFile {
  name: string;
  size: number;
  text: string;
  blankCellsClear: boolean;
  /** People files: the day their role changes take effect (YYYY-MM-DD); empty: today. */
  effectiveOn: string;
}

/**
 * Where the dialog is: choose a file → preview (a dry run) → run (with progress and
 * Cancel). A failure of either request keeps the file, so Try again needs no new choice.
 */
export type ImportStep =
  | { step: "choose"; refusal: string | null }
  | { step: "reading"; name: string }
  | { step: "previewing"; file: ChosenFile }
  | { step: "preview"; file: ChosenFile; preview: ImportResult }
  | { step: "running"; file: ChosenFile; preview: ImportResult; cancelling: boolean }
  | {
      step: "failed";
      file: ChosenFile;
      during: "preview" | "run";
      message: string;
      preview: ImportResult | null;
    };

const START: ImportStep = { step: "choose", refusal: null };

export function useCsvImport(kind: ImportKind, onDone: (result: ImportResult) => void) {
  const [state, setState] = useState<ImportStep>(START);
  // Off by default: a blank cell keeps the stored value.
  const [blankCellsClear, setBlankCellsClear] = useState(false);
  const [effectiveOn, setEffectiveOn] = useState("");
  const run = useRunImport();
  const cancel = useCancelImport();
  // Answers to a request the person has since left behind (closed, chose another file) are dropped.
  const generation = useRef(0);

  const reset = useCallback(() => {
    generation.current += 1;
    setState(START);
    setBlankCellsClear(false);
    setEffectiveOn("");
  }, []);

  const preview = useCallback(
    async (file: ChosenFile) => {
      const mine = ++generation.current;
      setState({ step: "previewing", file });
      try {
        const result = await run.mutateAsync({
          kind,
          csvText: file.text,
          dryRun: true,
          blankCellsClear: file.blankCellsClear,
          effectiveOn: file.effectiveOn || undefined,
        });
        if (mine === generation.current) setState({ step: "preview", file, preview: result });
      } catch (error) {
        if (mine !== generation.current) return;
        setState({
          step: "failed",
          file,
          during: "preview",
          message: errorMessage(error),
          preview: null,
        });
      }
    },
    [kind, run],
  );

  const choose = useCallback(
    async (file: File) => {
      const refusal = fileRefusal(file);
      if (refusal) {
        generation.current += 1;
        setState({ step: "choose", refusal });
        return;
      }
      const mine = ++generation.current;
      setState({ step: "reading", name: file.name });
      let text: string;
      try {
        text = await file.text();
      } catch {
        if (mine === generation.current) {
          setState({ step: "choose", refusal: `${file.name} could not be read.` });
        }
        return;
      }
      if (mine === generation.current) {
        await preview({ name: file.name, size: file.size, text, blankCellsClear, effectiveOn });
      }
    },
    [preview, blankCellsClear, effectiveOn],
  );

  /** The blank-cells choice; a file already previewed is checked again under it. */
  const chooseBlankCells = useCallback(
    (clear: boolean) => {
      setBlankCellsClear(clear);
      if (state.step === "preview" || (state.step === "failed" && state.during === "preview")) {
        void preview({ ...state.file, blankCellsClear: clear });
      }
    },
    [state, preview],
  );

  /** The day role changes take effect; a file already previewed is checked again with it. */
  const chooseEffectiveOn = useCallback(
    (day: string) => {
      setEffectiveOn(day);
      if (state.step === "preview" || (state.step === "failed" && state.during === "preview")) {
        void preview({ ...state.file, effectiveOn: day });
      }
    },
    [state, preview],
  );

  const confirm = useCallback(
    async (file: ChosenFile, checked: ImportResult) => {
      const mine = ++generation.current;
      setState({ step: "running", file, preview: checked, cancelling: false });
      try {
        const result = await run.mutateAsync({
          kind,
          csvText: file.text,
          dryRun: false,
          blankCellsClear: file.blankCellsClear,
          effectiveOn: file.effectiveOn || undefined,
        });
        if (mine !== generation.current) return;
        setState(START);
        onDone(result);
      } catch (error) {
        if (mine !== generation.current) return;
        setState({
          step: "failed",
          file,
          during: "run",
          message: errorMessage(error),
          preview: checked,
        });
      }
    },
    [kind, run, onDone],
  );

  /** Asks the server to stop; the import's own answer (cancelled: true) ends the run. */
  const stop = useCallback(async () => {
    setState((current) =>
      current.step === "running" ? { ...current, cancelling: true } : current,
    );
    try {
      await cancel.mutateAsync(kind);
    } catch {
      // Toasted; the import goes on, so Cancel may be pressed again.
      setState((current) =>
        current.step === "running" ? { ...current, cancelling: false } : current,
      );
    }
  }, [cancel, kind]);

  const retry = useCallback(() => {
    if (state.step !== "failed") return;
    if (state.during === "run" && state.preview) void confirm(state.file, state.preview);
    else void preview(state.file);
  }, [state, confirm, preview]);

  return {
    state,
    blankCellsClear,
    chooseBlankCells,
    effectiveOn,
    chooseEffectiveOn,
    choose,
    confirm,
    stop,
    retry,
    reset,
  };
}
