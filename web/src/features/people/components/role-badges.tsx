import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import type { RoleRef } from "../api/types";

/** A person's roles as badges; with `linked`, each opens the roles list searched for it. */
export function RoleBadges({
  roles,
  linked = false,
  empty = "—",
}: {
  roles: RoleRef[];
  linked?: boolean;
  empty?: string;
}) {
  if (roles.length === 0) return <span className="text-muted-foreground">{empty}</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {roles.map((role) =>
        linked ? (
          <Badge key={role.id} variant="secondary" title={role.name}>
            <Link
              to={`/roles?q=${encodeURIComponent(role.roleHandle)}`}
              className="hover:underline"
            >
              {role.roleHandle}
            </Link>
          </Badge>
        ) : (
          <Badge key={role.id} variant="secondary" title={role.name}>
            {role.roleHandle}
          </Badge>
        ),
      )}
    </span>
  );
}
