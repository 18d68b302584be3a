import { useId } from "react";
import { Input } from "@/components/ui/input";

export interface EffectiveOnChoiceProps {
  /** YYYY-MM-DD, or empty: the organisation's today. */
  value: string;
  onChange: (day: string) => void;
  disabled?: boolean;
}

/**
 * The day a people file's role changes take effect (docs/csv.md#roles-and-their-start-days):
 * roles added without a day of their own start on it, roles removed end on it. Empty: today.
 */
export function EffectiveOnChoice({ value, onChange, disabled = false }: EffectiveOnChoiceProps) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="grid gap-1.5 rounded-lg border px-3 py-2.5">
      <label htmlFor={id} className="text-sm font-medium">
        Role changes take effect on
      </label>
      <Input
        id={id}
        type="date"
        className="w-full sm:w-48"
        value={value}
        disabled={disabled}
        aria-describedby={hintId}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={hintId} className="text-xs text-muted-foreground">
        Roles the file adds without a day of their own (PROD@2026-10-29) start on this day; roles it
        removes end on it, its tasks included. Empty: today.
      </p>
    </div>
  );
}
