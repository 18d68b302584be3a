import { useState, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { FilterEntity } from "@/components/saved-filters";
import { CriteriaChips } from "./criteria-chips";
import { termChip } from "./filter-target";

export interface CriteriaEditorProps {
  entity: FilterEntity;
  value: string[];
  onChange: (terms: string[]) => void;
  onBlur?: () => void;
  id?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
}

const EXAMPLES: Readonly<Record<FilterEntity, string>> = {
  Process: "has:noDocs, label:Dept:HR, role:OPS or any text",
  User: "role:OPS or any text",
  Role: "user:12, process:7 or any text",
  Task: "is:late, status=In Progress or any text",
};

/** The terms of a filter: chips to remove, and a box that adds one checked term at a time. */
export function CriteriaEditor({ entity, value, onChange, onBlur, ...aria }: CriteriaEditorProps) {
  const [draft, setDraft] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  function add() {
    const raw = draft.trim();
    if (!raw) return;
    const chip = termChip(raw, entity);
    if (chip.error) {
      setProblem(chip.error);
      return;
    }
    if (!value.includes(raw)) onChange([...value, raw]);
    setDraft("");
    setProblem(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter adds a term; it must not submit the whole form.
    if (event.key === "Enter") {
      event.preventDefault();
      add();
    }
  }

  return (
    <div className="grid gap-2">
      <CriteriaChips
        criteria={value}
        entity={entity}
        onRemove={(raw) => onChange(value.filter((t) => t !== raw))}
      />
      <div className="flex gap-2">
        <Input
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            setProblem(null);
          }}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
          placeholder="Add a term"
          autoComplete="off"
          {...aria}
        />
        <Button type="button" variant="outline" onClick={add} disabled={!draft.trim()}>
          Add
        </Button>
      </div>
      {problem ? (
        <p role="alert" className="text-xs font-medium text-destructive">
          {problem}
        </p>
      ) : (
        <p className="text-xs text-muted-foreground">For example {EXAMPLES[entity]}.</p>
      )}
    </div>
  );
}
