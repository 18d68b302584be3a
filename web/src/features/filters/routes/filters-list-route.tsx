import { ExternalLink, Plus } from "lucide-react";
import { useNavigate } from "react-router";
import { ListPage, useListPage, useListParam } from "@/components/list-page";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/api-errors";
import { useSession } from "@/lib/session";
import { filterEntityOf } from "@shared/filters/filter-input.ts";
import { filtersPageQueryOptions } from "../api/filters-accessible-to-current-user";
import { useRemoveFilter } from "../api/remove-filter";
import type { SavedFilter } from "@/components/saved-filters";
import { EntityFilter } from "../components/entity-filter";
import { filterColumns } from "../components/filter-columns";
import { FilterSheet } from "../components/filter-sheet";
import { filterHref } from "../components/filter-target";

const readEntity = (raw: string | null) => filterEntityOf(raw) ?? null;

/** /filters (filter-list): the saved filters a person may see, and theirs to change. */
export default function FiltersListRoute() {
  const navigate = useNavigate();
  const { user, appRole } = useSession();
  const [entity, setEntity] = useListParam("list", readEntity);
  const list = useListPage({
    query: filtersPageQueryOptions,
    sortBy: "name",
    variables: { associatedEntities: entity ? [entity] : undefined },
  });
  const remove = useRemoveFilter();
  // The API lets only the owner or an admin change a filter; others see it read-only.
  const mayChange = (filter: SavedFilter) => appRole === "admin" || filter.owner.id === user?.id;

  return (
    <ListPage
      list={list}
      title="Filters"
      description="Saved searches for processes, people, roles and tasks. Public ones are shared with the organisation."
      add={{ label: "Add filter", icon: Plus }}
      columns={filterColumns}
      name={(filter) => filter.name}
      searchPlaceholder="Search filters"
      toolbar={<EntityFilter value={entity} onChange={setEntity} />}
      onRowClick={(filter) => void navigate(filterHref(filter))}
      emptyMessage={
        list.searching || entity
          ? undefined
          : "No saved filters yet. Save one from the filter bar of a list, or add one here."
      }
      rowExtras={(filter) => (
        <Button
          variant="ghost"
          size="icon-sm"
          aria-label={`Open ${filter.name}`}
          title="Open"
          onClick={() => void navigate(filterHref(filter))}
        >
          <ExternalLink />
        </Button>
      )}
      canEdit={mayChange}
      remove={{
        one: (filter) => remove.mutateAsync(filter.id),
        canDelete: mayChange,
        question: (filter) => `Are you sure that you want to delete the filter ${filter.name}?`,
        deleted: (filter) => `Filter ${filter.name} deleted`,
        detail: (filter) =>
          filter.private
            ? undefined
            : "It is public: it disappears for everyone. This cannot be undone.",
        refusalOf: errorMessage,
      }}
      sheet={(sheet) => <FilterSheet {...sheet} filter={sheet.item} />}
    />
  );
}
