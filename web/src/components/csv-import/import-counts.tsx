import { cn } from "@/lib/utils";
import type { ImportResult } from "./api/import-result";

export interface ImportCount {
  label: string;
  value: number;
  /** Refused lines stand out. */
  tone?: "default" | "bad";
}

/** The counts of an import result as a row of figures (two per row on a phone). */
export function ImportCounts({ counts, label }: { counts: readonly ImportCount[]; label: string }) {
  return (
    // A named group: a <dl> itself may not carry a name.
    <div role="group" aria-label={label}>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
        {counts.map((count) => (
          <div key={count.label} className="rounded-lg border bg-card px-3 py-2">
            <dt className="text-xs text-muted-foreground">{count.label}</dt>
            <dd
              className={cn(
                "text-xl font-semibold tabular-nums",
                count.tone === "bad" && count.value > 0 && "text-destructive",
              )}
            >
              {count.value.toLocaleString("en")}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** What a screen calls the four lists of an import result. */
export interface ResultNames {
  created: string;
  updated: string;
  errors: string;
  messages: string;
}

/** The four counts of an import result; refused lines stand out. */
export function ResultCounts({
  result,
  names,
  label,
}: {
  result: ImportResult;
  names: ResultNames;
  label: string;
}) {
  return (
    <ImportCounts
      label={label}
      counts={[
        { label: names.created, value: result.created.length },
        { label: names.updated, value: result.updated.length },
        { label: names.errors, value: result.errors.length, tone: "bad" },
        { label: names.messages, value: result.messages.length },
      ]}
    />
  );
}
