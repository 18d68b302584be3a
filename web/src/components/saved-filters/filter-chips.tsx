import { AlertCircle, X } from "lucide-react";
import type { QueryEntity } from "@shared/query/index.ts";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { viewTerm } from "./query-terms";

/**
 * The active q terms as chips. A term the list refuses is shown in red with the
 * parser's reason; removing a chip removes exactly that term, the rest stay.
 */
export function FilterChips({
  terms,
  entity,
  onRemove,
  onClear,
  nameTerm,
}: {
  terms: readonly string[];
  entity: QueryEntity;
  onRemove: (raw: string) => void;
  onClear: () => void;
  /** The list's own words for a term it can name better (a person's name for `user:`). */
  nameTerm?: (raw: string) => string | undefined;
}) {
  if (terms.length === 0) return null;
  return (
    <ul aria-label="Active filters" className="flex flex-wrap items-center gap-1.5">
      {terms.map((raw) => {
        const parsed = viewTerm(raw, entity);
        const named = parsed.error ? undefined : nameTerm?.(raw);
        const view = named ? { ...parsed, label: named } : parsed;
        return (
          <li
            key={raw}
            title={view.error ?? raw}
            className={cn(
              "inline-flex max-w-full items-center gap-1 rounded-full border py-0.5 pr-0.5 pl-2.5 text-xs font-medium",
              view.error
                ? "border-destructive/40 bg-destructive/10 text-destructive"
                : "border-primary/25 bg-primary/8 text-primary dark:bg-primary/15",
            )}
          >
            {view.error ? <AlertCircle aria-hidden className="size-3.5 shrink-0" /> : null}
            <span className="truncate">{view.label}</span>
            {view.error ? <span className="sr-only">(not valid: {view.error})</span> : null}
            <button
              type="button"
              onClick={() => onRemove(raw)}
              aria-label={`Remove filter ${view.label}`}
              className="grid size-5 shrink-0 place-content-center rounded-full hover:bg-current/15 focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none"
            >
              <X aria-hidden className="size-3" />
            </button>
          </li>
        );
      })}
      {terms.length > 1 ? (
        <li>
          <Button variant="link" size="sm" className="h-6 px-1.5 text-xs" onClick={onClear}>
            Clear all
          </Button>
        </li>
      ) : null}
    </ul>
  );
}
