import { Badge } from "@/components/ui/badge";
import type { RoleRef } from "../api/person-fields";

/** A person's roles as badges (the handle; the name on hover). */
export function RoleBadges({ roles, empty = "—" }: { roles: RoleRef[]; empty?: string }) {
  if (roles.length === 0) return <span className="text-sm text-muted-foreground">{empty}</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {roles.map((role) => (
        <Badge key={role.id} variant="secondary" title={role.name}>
          {role.roleHandle}
        </Badge>
      ))}
    </span>
  );
}
