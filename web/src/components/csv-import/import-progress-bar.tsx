import type { ImportProgressQuery } from "@/lib/gql/graphql";

type Progress = NonNullable<ImportProgressQuery["importProgress"]>;

const RUNNING = new Set(["CHECKING", "STAGING", "APPLYING"]);

/** What the bar shows: checked lines first, then written ones, of the file's lines. */
export function progressOf(progress: Progress | null | undefined): {
  text: string;
  value: number | null;
  max: number;
} {
  // The server answers the last import until this one has started; that is no progress of ours.
  if (!progress || progress.dryRun || !RUNNING.has(progress.phase) || progress.linesTotal <= 0) {
    return { text: "Starting the import…", value: null, max: 100 };
  }
  const total = progress.linesTotal;
  const of = (n: number) =>
    `${Math.min(n, total).toLocaleString("en")} of ${total.toLocaleString("en")} lines`;
  if (progress.phase === "CHECKING") {
    return {
      text: `Checking: ${of(progress.linesChecked)}`,
      value: progress.linesChecked,
      max: total,
    };
  }
  if (progress.phase === "STAGING") {
    return {
      text: `Writing: ${of(progress.linesWritten)}`,
      value: progress.linesWritten,
      max: total,
    };
  }
  return { text: "Applying the changes…", value: total, max: total };
}

/** A labelled progress bar with aria values; indeterminate until the server reports. */
export function ImportProgressBar({ progress }: { progress: Progress | null | undefined }) {
  const { text, value, max } = progressOf(progress);
  const percent = value === null ? null : Math.round((Math.min(value, max) / max) * 100);
  return (
    <div className="grid gap-2">
      <div
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={value === null ? undefined : Math.min(value, max)}
        aria-valuetext={text}
        className="h-2.5 w-full overflow-hidden rounded-full bg-muted"
      >
        <div
          className={
            percent === null
              ? "h-full w-1/3 animate-pulse rounded-full bg-primary/60"
              : "h-full rounded-full bg-primary transition-[width] duration-300"
          }
          style={percent === null ? undefined : { width: `${percent}%` }}
        />
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {text}
      </p>
    </div>
  );
}
