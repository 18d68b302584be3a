import { Search, X } from "lucide-react";
import { useState, type FormEvent } from "react";
import { cn } from "@/lib/utils";

export interface DataTableSearchProps {
  /** The applied search text (from the URL). */
  value: string;
  onSearch: (value: string) => void;
  placeholder?: string;
  className?: string;
}

/**
 * A search box that applies only on Enter or its search icon, so that each search is
 * one server request and one history entry, not one per keystroke. The parent keys it
 * by the applied value, so back/forward (a new value) resets what is typed.
 */
export function DataTableSearch({
  value,
  onSearch,
  placeholder = "Search",
  className,
}: DataTableSearchProps) {
  const [draft, setDraft] = useState(value);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(draft.trim());
  }

  function clear() {
    setDraft("");
    if (value) onSearch("");
  }

  return (
    <form
      role="search"
      onSubmit={submit}
      className={cn("relative flex w-full items-center sm:w-72", className)}
    >
      <input
        type="search"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        placeholder={placeholder}
        aria-label={placeholder}
        className={cn(
          "flex h-9 w-full min-w-0 rounded-md border border-input bg-card py-1 pr-16 pl-3 text-sm shadow-xs outline-none",
          "placeholder:text-muted-foreground/80 focus-visible:border-primary focus-visible:ring-[3px] focus-visible:ring-ring",
          // The native clear button would duplicate ours and bypass onSearch.
          "[&::-webkit-search-cancel-button]:appearance-none",
        )}
      />
      <div className="absolute inset-y-0 right-1 flex items-center gap-0.5">
        {draft || value ? (
          <button
            type="button"
            onClick={clear}
            aria-label="Clear search"
            className="grid size-7 place-content-center rounded text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none"
          >
            <X className="size-4" aria-hidden />
          </button>
        ) : null}
        <button
          type="submit"
          aria-label="Search"
          className="grid size-7 place-content-center rounded text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:outline-none"
        >
          <Search className="size-4" aria-hidden />
        </button>
      </div>
    </form>
  );
}
