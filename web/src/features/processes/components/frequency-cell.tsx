import type { Process } from "../api/process-fields";

/** The compact form (mono) over the sentence people read. */
export function FrequencyCell({ process }: { process: Process }) {
  if (process.frequencyType === "AsNeeded") {
    return <span className="text-muted-foreground">As needed</span>;
  }
  return (
    <div className="grid w-36 gap-0.5 2xl:w-48">
      <code className="font-mono text-xs break-all">{process.compactFrequency}</code>
      <span
        className={process.hasNoDates ? "text-xs text-warning" : "text-xs text-muted-foreground"}
      >
        {process.frequencyDescription}
      </span>
    </div>
  );
}
