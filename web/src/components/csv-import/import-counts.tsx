import { cn } from "@/lib/utils";

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
