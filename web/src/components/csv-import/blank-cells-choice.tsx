import { useId } from "react";
import { Checkbox } from "@/components/ui/checkbox";

export interface BlankCellsChoiceProps {
  checked: boolean;
  onChange: (clear: boolean) => void;
  disabled?: boolean;
}

/**
 * Whether the file's blank cells clear values (docs/csv.md#blank-cells). Off by default:
 * a blank cell keeps the stored value and only `#clear` empties a cell.
 */
export function BlankCellsChoice({ checked, onChange, disabled = false }: BlankCellsChoiceProps) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="grid gap-1 rounded-lg border px-3 py-2.5">
      <div className="flex items-center gap-2.5">
        <Checkbox
          id={id}
          checked={checked}
          disabled={disabled}
          aria-describedby={hintId}
          onCheckedChange={(on) => onChange(on === true)}
        />
        <label htmlFor={id} className="cursor-pointer text-sm font-medium">
          Blank cells clear values
        </label>
      </div>
      <p id={hintId} className="pl-6.5 text-xs text-muted-foreground">
        {checked
          ? "A blank cell empties its field: an email, a mobile, a person's roles, a reference."
          : "A blank cell keeps what is stored; write #clear in a cell to empty that one field."}
      </p>
    </div>
  );
}
