import { changedCount, type ImportResult } from "./api/import-result";
import { ImportCounts } from "./import-counts";
import { ImportEntriesTable } from "./import-entries-table";
import { lines } from "./import-kinds";

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
      <ImportCounts
        label="What the import would do"
        counts={[
          { label: "To create", value: preview.created.length },
          { label: "To update", value: preview.updated.length },
          { label: "Refused", value: preview.errors.length, tone: "bad" },
          { label: "Messages", value: preview.messages.length },
        ]}
      />
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
      <ImportEntriesTable title="Refused lines" entries={preview.errors} showCells />
      <ImportEntriesTable title="Messages" entries={preview.messages} />
      <ImportEntriesTable title="To create" entries={preview.created} />
      <ImportEntriesTable title="To update" entries={preview.updated} />
    </div>
  );
}
