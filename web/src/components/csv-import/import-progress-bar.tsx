import type { ImportProgressQuery } from "@/lib/gql/graphql";

type Progress = NonNullable<ImportProgressQuery["importProgress"]>;

const RUNNING = new Set(["CHECKING", "STAGING", "APPLYING"]);

/**
 * What the bar shows: lines checked of the file's lines, then lines written of those that
 * create or change a row (the server stages only those; the preview counted them, and a
 * file changed since is allowed for by taking the larger), then the apply.
 */
export function progressOf(
  progress: Progress | null | undefined,
  toWrite: number,
): { text: string; value: number | null; max: number } {
  // The server answers the last import until this one has started; that is no progress of ours.
  if (!progress || progress.dryRun || !RUNNING.has(progress.phase) || progress.linesTotal <= 0) {
    return { text: "Starting the import…", value: null, max: 100 };
  }
  const step = (label: string, done: number, max: number) => ({
    text: `${label}: ${Math.min(done, max).toLocaleString("en")} of ${max.toLocaleString("en")} lines`,
    value: Math.min(done, max),
    max,
  });
  if (progress.phase === "CHECKING") {
    return step("Checking", progress.linesChecked, progress.linesTotal);
  }
  const written = Math.max(1, toWrite, progress.linesWritten);
  if (progress.phase === "STAGING") return step("Writing", progress.linesWritten, written);
  return { text: "Applying the changes…", value: written, max: written };
}

/** A labelled progress bar with aria values; indeterminate until the server reports. */
export function ImportProgressBar({
  progress,
  toWrite,
}: {
  progress: Progress | null | undefined;
  /** The lines the preview found to create or update. */
  toWrite: number;
}) {
  const { text, value, max } = progressOf(progress, toWrite);
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
