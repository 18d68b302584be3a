import { changedCount, flaggedLines, type ImportResult } from "./api/import-result";
import { ResultCounts, type ResultNames } from "./import-counts";
import { ImportEntriesTable, ResultTables, updateDetail } from "./import-entries-table";
import { lines } from "./import-kinds";

const NAMES: ResultNames = {
  created: "To create",
  updated: "To update",
  errors: "Refused",
  messages: "Messages",
};

function nothingBecause(preview: ImportResult): string {
  if (preview.errors.some((entry) => entry.line === 0)) return "the file was refused";
  // The result does not say how many lines matched: refused or unchanged, nothing is left.
  if (preview.errors.length > 0) return "each line is either refused or already as stored";
  return "every line matches what is stored";
}

/**
 * What a dry run found: the counts, the flagged lines (a lost sign-in, roles taken away)
 * with their warnings, then refused lines with their cells, notes, and the rest; each
 * updated line with its changes, stored → new (docs/csv.md#preview).
 */
export function ImportPreview({ preview, fileName }: { preview: ImportResult; fileName: string }) {
  const nothing = changedCount(preview) === 0;
  const flagged = flaggedLines(preview);
  return (
    <div className="grid gap-4">
      <p className="text-sm">
        <span className="font-medium break-all">{fileName}</span> was checked; nothing has been
        changed yet.
      </p>
      <ResultCounts label="What the import would do" result={preview} names={NAMES} />
      {nothing ? (
        <p role="status" className="rounded-lg border bg-muted/50 px-3 py-2.5 text-sm">
          Nothing would change: {nothingBecause(preview)}.
        </p>
      ) : preview.errors.length > 0 ? (
        <p className="text-sm text-muted-foreground">
          The refused {preview.errors.length === 1 ? "line is" : "lines are"} skipped; the other{" "}
          {lines(changedCount(preview))} are applied together.
        </p>
      ) : null}
      {flagged.length > 0 ? (
        <>
          <p
            role="alert"
            className="rounded-lg border border-destructive/30 bg-destructive/8 px-3 py-2.5 text-sm text-destructive"
          >
            {flagged.length === 1 ? "1 line ends" : `${flagged.length} lines end`} a person&apos;s
            sign-in or {flagged.length === 1 ? "takes" : "take"} roles away. Check{" "}
            {flagged.length === 1 ? "it" : "them"} before you import; a blank cell keeps what is
            stored, only #clear (or &ldquo;Blank cells clear values&rdquo;) empties a cell.
          </p>
          <ImportEntriesTable title="Flagged lines" entries={flagged} detail={updateDetail} />
        </>
      ) : null}
      <ResultTables result={preview} names={{ ...NAMES, errors: "Refused lines" }} />
    </div>
  );
}
