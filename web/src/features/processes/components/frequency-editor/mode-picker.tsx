import { useId } from "react";
import { cn } from "@/lib/utils";
import type { FrequencyMode } from "./frequency-draft";

const MODES: readonly { value: FrequencyMode; label: string }[] = [
  { value: "AsNeeded", label: "As needed" },
  { value: "Interval", label: "Every N weeks" },
  { value: "Monthly", label: "Monthly" },
];

/** As needed / interval / monthly, as a segmented radio group. */
export function ModePicker({
  value,
  onChange,
}: {
  value: FrequencyMode;
  onChange: (mode: FrequencyMode) => void;
}) {
  const name = useId();
  return (
    <fieldset>
      <legend className="sr-only">How often</legend>
      <div className="grid grid-cols-3 gap-1 rounded-lg bg-muted p-1">
        {MODES.map((mode) => (
          <label
            key={mode.value}
            className={cn(
              // relative: the visually hidden radio is placed inside its label, so focusing it
              // (keyboard, or a test's check()) does not scroll the sidebar to the page's edge.
              "relative cursor-pointer rounded-md px-1 py-1.5 text-center text-[13px] font-medium whitespace-nowrap transition-colors sm:px-2 sm:text-sm",
              "has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring",
              value === mode.value
                ? "bg-card text-foreground shadow-sm"
                : "text-muted-foreground hover:text-foreground",
            )}
          >
            <input
              type="radio"
              name={name}
              value={mode.value}
              checked={value === mode.value}
              onChange={() => onChange(mode.value)}
              className="sr-only"
            />
            {mode.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
