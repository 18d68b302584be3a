import type { ColumnDef } from "@tanstack/react-table";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import type { SavedFilter } from "@/components/saved-filters";
import { CriteriaChips } from "./criteria-chips";
import { ENTITY_LISTS, filterHref } from "./filter-target";

export const filterColumns: ColumnDef<SavedFilter>[] = [
  {
    id: "name",
    accessorKey: "name",
    header: "Name",
    enableSorting: true,
    cell: ({ row }) => (
      <Link
        to={filterHref(row.original)}
        className="font-medium text-primary hover:underline"
        title={`Open ${ENTITY_LISTS[row.original.associatedEntity].label} with this filter`}
      >
        {row.original.name}
      </Link>
    ),
  },
  {
    id: "associatedEntity",
    accessorKey: "associatedEntity",
    header: "List",
    enableSorting: true,
    meta: { title: "list" },
    cell: ({ row }) => (
      <Badge variant="secondary">{ENTITY_LISTS[row.original.associatedEntity].label}</Badge>
    ),
  },
  {
    id: "private",
    accessorKey: "private",
    header: "Private",
    enableSorting: true,
    cell: ({ row }) =>
      row.original.private ? (
        <Badge variant="warning">Yes</Badge>
      ) : (
        <Badge variant="outline">No</Badge>
      ),
  },
  {
    id: "owner",
    // TanStack offers sorting only on columns with a value.
    accessorFn: (filter) => filter.owner.name,
    header: "Owner",
    enableSorting: true,
    meta: { cellClassName: "whitespace-nowrap" },
    cell: ({ row }) => row.original.owner.name,
  },
  {
    id: "criteria",
    header: "Terms",
    meta: { cellClassName: "min-w-48" },
    cell: ({ row }) => (
      <CriteriaChips criteria={row.original.criteria} entity={row.original.associatedEntity} />
    ),
  },
];
