import { AlertCircle } from "lucide-react";
import { useState } from "react";
import { FILTER_QUERY_ENTITY } from "@shared/filters/filter-input.ts";
import { useFiltersAccessibleToCurrentUser } from "./api/filters-accessible-to-current-user";
import type { FilterEntity, SavedFilter } from "./api/filter-fields";
import { FilterChips } from "./filter-chips";
import { ManageFiltersDialog } from "./manage-filters-dialog";
import { sameTerms } from "./query-terms";
import { SaveFilterDialog } from "./save-filter-dialog";
import { SavedFiltersMenu } from "./saved-filters-menu";

/** A term each list understands, for the hint of an empty filter bar. */
const EXAMPLE_TERM: Readonly<Record<FilterEntity, string>> = {
  User: "role:OPS",
  Role: "user:3",
  Process: "has:noDocs",
  Task: "is:late",
};

export interface SavedFiltersBarProps {
  /** Which list: its saved filters and which terms apply to it. */
  entity: FilterEntity;
  terms: readonly string[];
  onTermsChange: (terms: string[]) => void;
  /** The server's refusal of the current terms (BAD_USER_INPUT), shown as said. */
  serverError?: string | null;
  /** The list's own words for a chip (a person's name and handle for `user:`). */
  nameTerm?: (raw: string) => string | undefined;
}

/**
 * The filter row of a list: the active q terms as chips, and the saved filters of
 * that list (apply, save the current terms, manage). Usable by any list whose search
 * is the shared query language.
 */
export function SavedFiltersBar({
  entity,
  terms,
  onTermsChange,
  serverError,
  nameTerm,
}: SavedFiltersBarProps) {
  const filters = useFiltersAccessibleToCurrentUser(entity);
  const [dialog, setDialog] = useState<"save" | "manage" | null>(null);
  const active = filters.data?.find((filter) => sameTerms(filter.criteria, terms));
  const apply = (filter: SavedFilter) => {
    onTermsChange([...filter.criteria]);
    setDialog(null);
  };

  return (
    <div className="grid gap-2">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-h-9 min-w-0 flex-1 content-center">
          {terms.length > 0 ? (
            <FilterChips
              terms={terms}
              entity={FILTER_QUERY_ENTITY[entity]}
              onRemove={(raw) => onTermsChange(terms.filter((term) => term !== raw))}
              onClear={() => onTermsChange([])}
              nameTerm={nameTerm}
            />
          ) : (
            <p className="text-sm text-muted-foreground">
              No filters. Search below, or type terms such as{" "}
              <code className="font-mono">{EXAMPLE_TERM[entity]}</code>.
            </p>
          )}
        </div>
        <SavedFiltersMenu
          filters={filters.data}
          loadError={filters.isError ? filters.error.message : null}
          active={active}
          canSave={terms.length > 0}
          onApply={apply}
          onSave={() => setDialog("save")}
          onManage={() => setDialog("manage")}
        />
      </div>
      {serverError ? (
        <p
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-destructive/30 bg-destructive/8 px-3 py-2 text-sm text-destructive"
        >
          <AlertCircle aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>{serverError}</span>
        </p>
      ) : null}
      <SaveFilterDialog
        open={dialog === "save"}
        onOpenChange={(open) => setDialog(open ? "save" : null)}
        entity={entity}
        terms={terms}
      />
      <ManageFiltersDialog
        open={dialog === "manage"}
        onOpenChange={(open) => setDialog(open ? "manage" : null)}
        filters={filters.data}
        isLoading={filters.isLoading}
        error={filters.isError ? filters.error.message : null}
        onApply={apply}
      />
    </div>
  );
}
