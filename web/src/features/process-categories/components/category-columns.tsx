import type { ColumnDef } from "@tanstack/react-table";
import { Badge } from "@/components/ui/badge";
import type { ProcessCategory } from "../api/category-fields";
import { nextHandlePreview } from "./handle-preview";

export const categoryColumns: ColumnDef<ProcessCategory>[] = [
  {
    id: "prefix",
    accessorKey: "prefix",
    header: "Prefix",
    enableSorting: true,
    cell: ({ row }) => <Badge>{row.original.prefix}</Badge>,
  },
  {
    id: "increment",
    // TanStack offers sorting only on columns with a value.
    accessorKey: "increment",
    header: "Next handle",
    enableSorting: true,
    meta: { title: "next handle", cellClassName: "whitespace-nowrap" },
    cell: ({ row }) => (
      <code className="rounded bg-muted px-1.5 py-0.5 font-mono text-xs">
        {nextHandlePreview(row.original.prefix, row.original.increment)}
      </code>
    ),
  },
  {
    id: "description",
    accessorKey: "description",
    header: "Description",
    enableSorting: true,
    cell: ({ row }) => row.original.description || <span className="text-muted-foreground">—</span>,
  },
];
