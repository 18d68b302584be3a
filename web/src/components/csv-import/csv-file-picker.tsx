import { Download, FileUp } from "lucide-react";
import { useId, useRef, useState, type DragEvent } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import {
  csvHref,
  fileSize,
  MAX_IMPORT_BYTES,
  templateOf,
  type ImportKindInfo,
} from "./import-kinds";

export interface CsvFilePickerProps {
  info: ImportKindInfo;
  onFile: (file: File) => void;
  /** Why the last file was refused (too large, unreadable). */
  refusal: string | null;
}

/** Choose or drop a CSV file; the template, an example and the columns beside it. */
export function CsvFilePicker({ info, onFile, refusal }: CsvFilePickerProps) {
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  }

  return (
    <div className="grid gap-4">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={cn(
          "grid justify-items-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center",
          dragging ? "border-primary bg-primary/5" : "border-input",
        )}
      >
        <FileUp aria-hidden className="size-8 text-muted-foreground" />
        <p className="text-sm">Drop a CSV file here, or</p>
        <Button variant="outline" onClick={() => input.current?.click()}>
          Choose a file
        </Button>
        <label htmlFor={inputId} className="sr-only">
          CSV file of {info.plural}
        </label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept=".csv,.tsv,.txt,text/csv,text/plain,text/tab-separated-values"
          aria-describedby={hintId}
          className="sr-only"
          tabIndex={-1}
          onChange={(event) => {
            const file = event.target.files?.[0];
            // The same file may be chosen again after a refusal or Back.
            event.target.value = "";
            if (file) onFile(file);
          }}
        />
        <p id={hintId} className="text-xs text-muted-foreground">
          UTF-8, comma, semicolon or tab separated, a header row first; at most{" "}
          {fileSize(MAX_IMPORT_BYTES)} and 50,000 lines.
        </p>
      </div>
      {refusal ? (
        <p
          role="alert"
          className="rounded-lg border border-destructive/30 bg-destructive/8 px-3 py-2.5 text-sm text-destructive"
        >
          {refusal}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <a
          className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
          href={csvHref(templateOf(info))}
          download={`${info.entity}-template.csv`}
        >
          <Download aria-hidden className="size-4" />
          Download the template
        </a>
        <a
          className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
          href={csvHref(info.format.example)}
          download={`${info.entity}-example.csv`}
        >
          <Download aria-hidden className="size-4" />
          Download an example
        </a>
      </div>
      <details className="rounded-lg border px-3 py-2 text-sm">
        <summary className="cursor-pointer font-medium">Columns</summary>
        <p className="mt-2 text-muted-foreground">
          Columns may come in any order; lines are matched on {info.format.handleColumn}, so a known
          one is updated and a new one created.
        </p>
        <ul className="mt-2 grid gap-1">
          {info.columns.map((column) => (
            <li key={column.name}>
              <code className="font-mono text-xs font-semibold">{column.name}</code>
              {column.note ? <span className="text-muted-foreground"> — {column.note}</span> : null}
            </li>
          ))}
        </ul>
      </details>
    </div>
  );
}
