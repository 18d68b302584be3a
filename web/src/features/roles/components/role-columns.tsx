import type { ColumnDef } from "@tanstack/react-table";
import { Badge } from "@/components/ui/badge";
import type { Role } from "../api/role-fields";
import { meFirst } from "./person-avatars";

/** At most a few names per row, so a role filled by many people does not stretch the table. */
const NAMES_SHOWN = 2;

export function FilledByNames({ role, meId }: { role: Role; meId?: number | null }) {
  const people = meFirst(role.filledBy, meId);
  if (people.length === 0) return <span className="text-muted-foreground">Vacant</span>;
  const extra = people.length - NAMES_SHOWN;
  return (
    <span className="flex flex-wrap items-center gap-1">
      {people.slice(0, NAMES_SHOWN).map((person) => (
        <Badge key={person.id} variant={person.id === meId ? "default" : "secondary"}>
          {person.id === meId ? `${person.name} (you)` : person.name}
        </Badge>
      ))}
      {extra > 0 ? (
        <Badge
          variant="outline"
          title={people
            .slice(NAMES_SHOWN)
            .map((p) => p.name)
            .join(", ")}
        >
          +{extra}
        </Badge>
      ) : null}
    </span>
  );
}

/** The table's columns; `onOpen` shows a role's details (its handle is the way in). */
export function roleColumns(
  onOpen: (role: Role) => void,
  meId: number | null = null,
): ColumnDef<Role>[] {
  return [
    {
      id: "roleHandle",
      accessorKey: "roleHandle",
      header: "Handle",
      enableSorting: true,
      cell: ({ row }) => (
        <button
          type="button"
          onClick={() => onOpen(row.original)}
          className="rounded font-medium whitespace-nowrap text-primary outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring"
        >
          {row.original.roleHandle}
        </button>
      ),
    },
    {
      id: "name",
      accessorKey: "name",
      header: "Name",
      enableSorting: true,
      meta: { cellClassName: "font-medium" },
    },
    {
      id: "reportsTo",
      // TanStack sorts (here: offers sorting) only columns with a value.
      accessorFn: (role) => role.reportsTo?.roleHandle ?? "",
      header: "Reports to",
      enableSorting: true,
      cell: ({ row }) => {
        const parent = row.original.reportsTo;
        return parent ? (
          <span title={parent.name} className="whitespace-nowrap">
            {parent.roleHandle}
          </span>
        ) : (
          <span className="text-muted-foreground">—</span>
        );
      },
    },
    {
      id: "filledBy",
      accessorFn: (role) => role.filledBy.length,
      header: "Filled by",
      enableSorting: true,
      meta: { sortKey: "filledByCount", title: "Filled by (number of people)" },
      cell: ({ row }) => <FilledByNames role={row.original} meId={meId} />,
    },
    {
      id: "processes",
      accessorFn: (role) => role.processCount,
      header: "Processes",
      enableSorting: true,
      meta: {
        sortKey: "processCount",
        title: "number of processes",
        headerClassName: "text-right",
        cellClassName: "text-right tabular-nums",
      },
      cell: ({ row }) => row.original.processCount,
    },
  ];
}
