import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { useSession } from "@/lib/session";
import type { SavedFilter } from "./api/filter-fields";
import { FilterRowEditor } from "./filter-row-editor";

/**
 * The saved filters of one list: apply any; rename, make private/public or delete the
 * ones the person may change (their own; an admin any: docs/product.md#roles-and-permissions).
 */
export function ManageFiltersDialog({
  open,
  onOpenChange,
  filters,
  isLoading,
  error,
  onApply,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  filters: SavedFilter[] | undefined;
  isLoading: boolean;
  error: string | null;
  onApply: (filter: SavedFilter) => void;
}) {
  const { user, appRole } = useSession();
  const [editing, setEditing] = useState<number | null>(null);
  const mayChange = (filter: SavedFilter) => appRole === "admin" || filter.owner.id === user?.id;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Saved filters</DialogTitle>
          <DialogDescription>Apply a filter, or rename and delete your own.</DialogDescription>
        </DialogHeader>
        {isLoading ? (
          <Spinner label="Loading filters" className="mx-auto size-6" />
        ) : error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : !filters || filters.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No saved filters yet. Add terms to the list, then choose “Save current filter”.
          </p>
        ) : (
          <ul className="divide-y rounded-lg border">
            {filters.map((filter) => (
              <li key={filter.id} className="grid gap-2 px-3 py-2.5">
                {editing === filter.id ? (
                  <FilterRowEditor filter={filter} onDone={() => setEditing(null)} />
                ) : (
                  <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
                    <div className="min-w-0 flex-1">
                      <div className="flex flex-wrap items-center gap-2">
                        <span className="font-medium">{filter.name}</span>
                        <Badge variant={filter.private ? "secondary" : "outline"}>
                          {filter.private ? "Private" : "Public"}
                        </Badge>
                        {filter.owner.id !== user?.id ? (
                          <span className="text-xs text-muted-foreground">
                            by {filter.owner.name}
                          </span>
                        ) : null}
                      </div>
                      <p className="truncate font-mono text-xs text-muted-foreground">
                        {filter.criteria.length > 0 ? filter.criteria.join("  ·  ") : "(no terms)"}
                      </p>
                    </div>
                    <div className="flex gap-1">
                      <Button size="sm" variant="outline" onClick={() => onApply(filter)}>
                        Apply
                      </Button>
                      {mayChange(filter) ? (
                        <Button
                          size="sm"
                          variant="ghost"
                          onClick={() => setEditing(filter.id)}
                          aria-label={`Edit ${filter.name}`}
                        >
                          Edit
                        </Button>
                      ) : null}
                    </div>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
