import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

export type ChipState = "on" | "mixed" | "off";

/** A small on/off button of the monthly grid; "mixed" when editing several months at once. */
export function ToggleChip({
  state,
  label,
  onToggle,
  children,
  className,
}: {
  state: ChipState;
  /** The accessible name, e.g. "Last Friday of Mar". */
  label: string;
  onToggle: () => void;
  children: ReactNode;
  className?: string;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={state === "on" ? true : state === "mixed" ? "mixed" : false}
      onClick={onToggle}
      className={cn(
        "inline-flex h-8 min-w-8 items-center justify-center rounded-md border px-1 text-xs font-medium tabular-nums transition-colors outline-none select-none",
        "focus-visible:ring-[3px] focus-visible:ring-ring",
        state === "on" && "border-primary bg-primary text-primary-foreground hover:bg-primary/90",
        state === "mixed" &&
          "border-dashed border-primary bg-primary/10 text-primary hover:bg-primary/20",
        state === "off" && "border-input bg-card text-foreground hover:bg-muted",
        className,
      )}
    >
      {children}
    </button>
  );
}
