import type { ColumnDef } from "@tanstack/react-table";
import { FileText } from "lucide-react";
import { Link } from "react-router";
import type { Process } from "../api/process-fields";
import { FrequencyCell } from "./frequency-cell";
import { RefBadges } from "./ref-badges";

/**
 * The list's columns. `linkable` is false for people who may not open a process page
 * (User-type on /myProcesses): the handle is then plain text.
 */
export function processColumns({ linkable }: { linkable: boolean }): ColumnDef<Process>[] {
  return [
    {
      id: "processHandle",
      accessorKey: "processHandle",
      header: "Handle",
      enableSorting: true,
      meta: { cellClassName: "whitespace-nowrap" },
      cell: ({ row }) =>
        linkable ? (
          <Link
            to={`/processes/${row.original.id}`}
            className="font-medium text-primary hover:underline"
          >
            {row.original.processHandle}
          </Link>
        ) : (
          <span className="font-medium">{row.original.processHandle}</span>
        ),
    },
    {
      id: "name",
      accessorKey: "name",
      header: "Name",
      enableSorting: true,
      meta: { cellClassName: "font-medium min-w-36" },
    },
    {
      id: "cat",
      header: "Category",
      enableSorting: true,
      meta: { title: "category" },
      cell: ({ row }) => {
        const { cat } = row.original;
        return cat ? (
          <span title={cat.description || undefined} className="whitespace-nowrap">
            {cat.prefix}
          </span>
        ) : (
          <span className="text-muted-foreground">—</span>
        );
      },
    },
    {
      id: "labels",
      header: "Labels",
      cell: ({ row }) => (
        <RefBadges items={row.original.labels.map((l) => ({ id: l.id, text: l.label }))} />
      ),
    },
    {
      id: "assignedRoles",
      // Short, so that the table fits beside the menu at 1280 px; the title says it in full.
      header: () => <span title="Assigned roles">Roles</span>,
      meta: { title: "assigned roles" },
      cell: ({ row }) => (
        <RefBadges
          variant="outline"
          empty="None"
          items={row.original.assignedRoles.map((r) => ({
            id: r.id,
            text: r.roleHandle,
            title: r.name,
          }))}
        />
      ),
    },
    {
      id: "compactFrequency",
      header: "Frequency",
      enableSorting: true,
      meta: { title: "frequency" },
      cell: ({ row }) => <FrequencyCell process={row.original} />,
    },
    {
      id: "docs",
      header: "Docs",
      meta: {
        title: "documents",
        cellClassName: "text-right tabular-nums",
        headerClassName: "text-right",
      },
      cell: ({ row }) => {
        const count = row.original.docs.length;
        return count === 0 ? (
          <span className="text-muted-foreground">0</span>
        ) : (
          <span
            className="inline-flex items-center gap-1"
            title={row.original.docs.map((d) => d.name).join(", ")}
          >
            <FileText aria-hidden className="size-3.5 text-muted-foreground" />
            {count}
          </span>
        );
      },
    },
  ];
}
