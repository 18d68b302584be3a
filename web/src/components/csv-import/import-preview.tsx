import { changedCount, type ImportResult } from "./api/import-result";
import { ResultCounts, type ResultNames } from "./import-counts";
import { ResultTables } from "./import-entries-table";
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

/** What a dry run found: the counts, then refused lines with their cells, notes, and the rest. */
export function ImportPreview({ preview, fileName }: { preview: ImportResult; fileName: string }) {
  const nothing = changedCount(preview) === 0;
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
      <ResultTables result={preview} names={{ ...NAMES, errors: "Refused lines" }} />
    </div>
  );
}
