import { ExternalLink, Plus } from "lucide-react";
import { useCallback, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { DataTable, toOffsetLimit, useTableUrlState } from "@/components/data-table";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { RowActions } from "@/components/data-table/row-actions";
import { notifySuccess } from "@/lib/notify";
import { useSession } from "@/lib/session";
import { filterEntityOf, type FilterEntity } from "@shared/filters/filter-input.ts";
import { errorMessage } from "../api/api-errors";
import { useFiltersPage } from "../api/filters-accessible-to-current-user";
import { useRemoveFilter } from "../api/remove-filter";
import type { SavedFilter } from "@/components/saved-filters";
import { EntityFilter } from "../components/entity-filter";
import { filterColumns } from "../components/filter-columns";
import { FilterSheet } from "../components/filter-sheet";
import { filterHref } from "../components/filter-target";

/** /filters (filter-list): the saved filters a person may see, and theirs to change. */
export default function FiltersListRoute() {
  const navigate = useNavigate();
  const { user, appRole } = useSession();
  const [state, setState] = useTableUrlState({ sortBy: "name" });
  const [params, setParams] = useSearchParams();
  const entity = filterEntityOf(params.get("list")) ?? null;
  const query = useFiltersPage({
    q: state.q ? [state.q] : undefined,
    associatedEntities: entity ? [entity] : undefined,
    ...toOffsetLimit(state),
    sortBy: state.sortBy ?? "name",
    isDesc: state.isDesc,
  });
  const remove = useRemoveFilter();
  const [sheet, setSheet] = useState<{ open: boolean; filter?: SavedFilter }>({ open: false });
  const [pending, setPending] = useState<SavedFilter | null>(null);

  // The API lets only the owner or an admin change a filter; others see it read-only.
  const mayChange = useCallback(
    (filter: SavedFilter) => appRole === "admin" || filter.owner.id === user?.id,
    [appRole, user?.id],
  );

  function changeEntity(next: FilterEntity | null) {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next) updated.set("list", next);
      else updated.delete("list");
      updated.delete("page");
      return updated;
    });
  }

  async function confirmDelete() {
    if (pending && (await remove.mutateAsync(pending.id)))
      notifySuccess(`Filter ${pending.name} deleted`);
  }

  const rowActions = useCallback(
    (filter: SavedFilter) => (
      <>
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Open ${filter.name}`}
          title="Open"
          onClick={() => void navigate(filterHref(filter))}
        >
          <ExternalLink />
        </Button>
        {mayChange(filter) ? (
          <RowActions
            name={filter.name}
            onEdit={() => setSheet({ open: true, filter })}
            onDelete={() => setPending(filter)}
          />
        ) : null}
      </>
    ),
    [mayChange, navigate],
  );

  return (
    <div>
      <PageHeader
        title="Filters"
        description="Saved searches for processes, people, roles and tasks. Public ones are shared with the organisation."
        actions={
          <Button onClick={() => setSheet({ open: true })}>
            <Plus />
            Add filter
          </Button>
        }
      />
      <DataTable
        label="Filters"
        columns={filterColumns}
        data={query.data?.nodes}
        totalCount={query.data?.totalCount ?? 0}
        state={state}
        onStateChange={setState}
        getRowId={(filter) => String(filter.id)}
        isFetching={query.isFetching}
        error={query.isError && !query.data ? errorMessage(query.error) : null}
        searchPlaceholder="Search filters"
        toolbar={<EntityFilter value={entity} onChange={changeEntity} />}
        rowActions={rowActions}
        onRowClick={(filter) => void navigate(filterHref(filter))}
        emptyMessage={
          state.q || entity
            ? undefined
            : "No saved filters yet. Save one from the filter bar of a list, or add one here."
        }
      />
      <FilterSheet
        open={sheet.open}
        filter={sheet.filter}
        onOpenChange={(open) => setSheet((s) => ({ ...s, open }))}
      />
      <ConfirmDeleteDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        question={`Are you sure that you want to delete the filter ${pending?.name ?? ""}?`}
        detail={
          pending && !pending.private
            ? "It is public: it disappears for everyone. This cannot be undone."
            : undefined
        }
        onConfirm={confirmDelete}
        refusalOf={errorMessage}
      />
    </div>
  );
}
