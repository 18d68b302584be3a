import { X } from "lucide-react";
import { Badge } from "@/components/ui/badge";

/**
 * The terms of a link that carried several `q` params (a saved filter, a dashboard
 * link): the search box holds one text, so the rest are shown here, and can be cleared.
 */
export function QueryTerms({ terms, onClear }: { terms: string[]; onClear: () => void }) {
  if (terms.length < 2) return null;
  return (
    <div
      className="mb-3 flex flex-wrap items-center gap-1.5 text-sm"
      role="region"
      aria-label="Active filter"
    >
      <span className="text-muted-foreground">Filtered by</span>
      {terms.map((term) => (
        <Badge key={term} variant="secondary">
          {term}
        </Badge>
      ))}
      <button
        type="button"
        onClick={onClear}
        className="inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-muted-foreground hover:text-foreground"
      >
        <X className="size-3.5" aria-hidden />
        Clear
      </button>
    </div>
  );
}
