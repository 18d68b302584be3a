import type { ColumnDef } from "@tanstack/react-table";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import type { Label } from "../api/label-fields";

export const labelColumns: ColumnDef<Label>[] = [
  {
    id: "label",
    accessorKey: "label",
    header: "Label",
    enableSorting: true,
    meta: { cellClassName: "font-medium" },
  },
  {
    id: "prefix",
    accessorKey: "prefix",
    header: "Prefix",
    enableSorting: true,
    cell: ({ row }) => <Badge>{row.original.prefix}</Badge>,
  },
  {
    id: "processes",
    // TanStack offers sorting only on columns with a value.
    accessorFn: (label) => label.processes.length,
    header: "Processes",
    enableSorting: true,
    meta: {
      sortKey: "processCount",
      title: "number of processes",
      headerClassName: "text-right",
      cellClassName: "text-right tabular-nums",
    },
    cell: ({ row }) => {
      const { processes, label } = row.original;
      if (processes.length === 0) return <span className="text-muted-foreground">0</span>;
      // The process list filtered on this label (query language `label:`).
      const q = new URLSearchParams({ q: `label:${label}` });
      return (
        <Link
          to={`/processes?${q}`}
          className="font-medium text-primary hover:underline"
          title="Show these processes"
        >
          {processes.length}
        </Link>
      );
    },
  },
];
