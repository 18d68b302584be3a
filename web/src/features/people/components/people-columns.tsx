import type { ColumnDef } from "@tanstack/react-table";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import type { Person, UserType } from "../api/person-fields";
import { InviteButton } from "./invite-button";
import { RoleBadges } from "./role-badges";

const TYPE_VARIANT: Record<UserType, "default" | "warning" | "secondary"> = {
  Admin: "default",
  Manager: "warning",
  User: "secondary",
};

export function UserTypeBadge({ type }: { type: UserType }) {
  return <Badge variant={TYPE_VARIANT[type]}>{type}</Badge>;
}

export function YesNo({ value }: { value: boolean }) {
  return value ? <Badge variant="success">Yes</Badge> : <Badge variant="outline">No</Badge>;
}

/** At most a few role badges per row, so one person with many roles does not stretch the table. */
const ROLES_SHOWN = 3;

export const peopleColumns: ColumnDef<Person>[] = [
  {
    id: "peopleHandle",
    accessorKey: "peopleHandle",
    header: "Handle",
    enableSorting: true,
    cell: ({ row }) => (
      <Link to={`/people/${row.original.id}`} className="font-medium text-primary hover:underline">
        {row.original.peopleHandle}
      </Link>
    ),
  },
  {
    id: "name",
    accessorKey: "name",
    header: "Name",
    enableSorting: true,
    meta: { cellClassName: "font-medium whitespace-nowrap" },
  },
  {
    id: "userType",
    accessorKey: "userType",
    header: "Type",
    enableSorting: true,
    meta: { title: "user type" },
    cell: ({ row }) => <UserTypeBadge type={row.original.userType} />,
  },
  {
    id: "email",
    accessorKey: "email",
    header: "Email",
    enableSorting: true,
    cell: ({ row }) => row.original.email ?? <span className="text-muted-foreground">—</span>,
    meta: { cellClassName: "text-muted-foreground" },
  },
  {
    id: "roles",
    header: "Roles",
    cell: ({ row }) => {
      const { roles } = row.original;
      const extra = roles.length - ROLES_SHOWN;
      return (
        <span className="flex items-center gap-1">
          <RoleBadges roles={roles.slice(0, ROLES_SHOWN)} />
          {extra > 0 ? (
            <Badge
              variant="outline"
              title={roles
                .slice(ROLES_SHOWN)
                .map((r) => r.roleHandle)
                .join(", ")}
            >
              +{extra}
            </Badge>
          ) : null}
        </span>
      );
    },
  },
  {
    id: "isAuthEnabled",
    accessorKey: "isAuthEnabled",
    header: "Sign-in",
    enableSorting: true,
    meta: { title: "sign-in enabled" },
    cell: ({ row }) => <YesNo value={row.original.isAuthEnabled} />,
  },
  {
    id: "receiveWeeklyReminders",
    accessorKey: "receiveWeeklyReminders",
    header: "Reminders",
    enableSorting: true,
    meta: { title: "weekly reminders" },
    cell: ({ row }) => <YesNo value={row.original.receiveWeeklyReminders} />,
  },
];

/** For those who may invite (admins and managers): a "Send invitation" button per row. */
export const inviteColumn: ColumnDef<Person> = {
  id: "invite",
  header: "Invitation",
  meta: { title: "invitation" },
  cell: ({ row }) => <InviteButton person={row.original} size="sm" variant="ghost" />,
};
