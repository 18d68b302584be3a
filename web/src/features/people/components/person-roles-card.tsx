import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { RoleRef } from "../api/person-fields";

/** The roles a person fills, each opening the roles list searched for it. */
export function PersonRolesCard({ roles }: { roles: RoleRef[] }) {
  return (
    <Card className="gap-3 self-start">
      <CardHeader>
        <CardTitle>Roles</CardTitle>
      </CardHeader>
      <CardContent>
        {roles.length === 0 ? (
          <p className="text-sm text-muted-foreground">No roles yet</p>
        ) : (
          <ul className="grid gap-1">
            {roles.map((role) => (
              <li key={role.id}>
                <Link
                  to={`/roles?q=${encodeURIComponent(role.roleHandle)}`}
                  className="-mx-2 flex items-center gap-2.5 rounded-md px-2 py-1.5 text-sm hover:bg-muted"
                >
                  <Badge variant="secondary">{role.roleHandle}</Badge>
                  <span className="truncate">{role.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
