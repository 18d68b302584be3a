import { X } from "lucide-react";
import { cn } from "@/lib/utils";
import type { FilterEntity } from "@/components/saved-filters";
import { termChip } from "./filter-target";

export interface CriteriaChipsProps {
  criteria: readonly string[];
  entity: FilterEntity;
  /** Given: each chip gets a remove button. */
  onRemove?: (raw: string) => void;
  className?: string;
}

/** A filter's terms as chips that say what they mean; the raw term is the tooltip. */
export function CriteriaChips({ criteria, entity, onRemove, className }: CriteriaChipsProps) {
  if (criteria.length === 0)
    return <span className="text-sm text-muted-foreground">No terms (everything)</span>;
  return (
    <ul className={cn("flex flex-wrap gap-1", className)} aria-label="Criteria">
      {criteria.map((raw) => {
        const chip = termChip(raw, entity);
        return (
          <li
            key={raw}
            title={chip.error ?? raw}
            className={cn(
              "inline-flex max-w-64 items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium",
              chip.error
                ? "border-destructive/40 bg-destructive/8 text-destructive"
                : "border-transparent bg-accent text-accent-foreground",
            )}
          >
            <span className="truncate">{chip.label}</span>
            {onRemove ? (
              <button
                type="button"
                onClick={() => onRemove(raw)}
                aria-label={`Remove ${chip.label}`}
                className="-mr-1 grid size-4 place-content-center rounded-full hover:bg-foreground/10"
              >
                <X className="size-3" aria-hidden />
              </button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
