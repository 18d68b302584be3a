import { Bookmark, BookmarkPlus, Check, ChevronDown, Settings2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { SavedFilter } from "./api/filter-fields";

/** Apply a saved filter, save the current terms, or manage the saved ones. */
export function SavedFiltersMenu({
  filters,
  loadError = null,
  active,
  canSave,
  onApply,
  onSave,
  onManage,
}: {
  filters: SavedFilter[] | undefined;
  /** Why the saved filters could not be loaded, if they could not. */
  loadError?: string | null;
  /** The saved filter whose terms are the current ones, if any. */
  active: SavedFilter | undefined;
  canSave: boolean;
  onApply: (filter: SavedFilter) => void;
  onSave: () => void;
  onManage: () => void;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" className="w-full sm:w-auto sm:max-w-64">
          <Bookmark />
          <span className="truncate">{active ? active.name : "Saved filters"}</span>
          <ChevronDown className="opacity-60" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="text-xs text-muted-foreground">
          Apply a saved filter
        </DropdownMenuLabel>
        {filters && filters.length > 0 ? (
          filters.map((filter) => (
            <DropdownMenuItem key={filter.id} onSelect={() => onApply(filter)}>
              <span className="w-4">{active?.id === filter.id ? <Check /> : null}</span>
              <span className="truncate">{filter.name}</span>
              {filter.private ? (
                <span className="ml-auto text-xs text-muted-foreground">private</span>
              ) : null}
            </DropdownMenuItem>
          ))
        ) : (
          <DropdownMenuItem disabled>
            {loadError ? `Could not load: ${loadError}` : filters ? "None saved yet" : "Loading…"}
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem disabled={!canSave} onSelect={onSave}>
          <BookmarkPlus />
          Save current filter…
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onManage}>
          <Settings2 />
          Manage saved filters…
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
