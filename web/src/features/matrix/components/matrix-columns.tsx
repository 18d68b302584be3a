import type { ColumnDef } from "@tanstack/react-table";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import type { SavedMatrix } from "../api/matrix-fields";
import { matrixHref } from "./matrix-href";

/** The columns: name (sortable), Column and Row badges, owner, private? (Yes/NO); actions follow. */
export const matrixColumns: ColumnDef<SavedMatrix>[] = [
  {
    id: "name",
    accessorKey: "name",
    header: "Name",
    enableSorting: true,
    cell: ({ row }) => (
      <Link to={matrixHref(row.original)} className="font-medium text-primary hover:underline">
        {row.original.name}
      </Link>
    ),
  },
  {
    id: "col",
    header: "Column",
    cell: ({ row }) => <Badge variant="secondary">{row.original.col}</Badge>,
  },
  {
    id: "row",
    header: "Row",
    cell: ({ row }) => <Badge variant="secondary">{row.original.row}</Badge>,
  },
  {
    id: "owner",
    header: "Owner",
    meta: { cellClassName: "whitespace-nowrap" },
    cell: ({ row }) => row.original.owner.name,
  },
  {
    id: "privacy",
    header: "Private?",
    // The spec's own spelling of the two answers.
    cell: ({ row }) =>
      row.original.privacy ? (
        <Badge variant="warning">Yes</Badge>
      ) : (
        <Badge variant="outline">NO</Badge>
      ),
  },
];
