import type { ReactNode } from "react";

export interface DataTableSelectionBarProps {
  count: number;
  onClear: () => void;
  children?: ReactNode;
}

/** Shown while rows are selected: how many, the bulk actions, and a way out. */
export function DataTableSelectionBar({ count, onClear, children }: DataTableSelectionBarProps) {
  return (
    <div
      role="region"
      aria-label="Selected rows"
      className="flex flex-wrap items-center gap-2 border-b bg-accent/50 px-4 py-2 text-sm"
    >
      <span className="font-medium text-accent-foreground" aria-live="polite">
        {count} selected
      </span>
      <button
        type="button"
        onClick={onClear}
        className="rounded px-1.5 py-0.5 text-muted-foreground underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-[3px] focus-visible:ring-ring"
      >
        Clear selection
      </button>
      <div className="ml-auto flex items-center gap-2">{children}</div>
    </div>
  );
}
