import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { ProcessUser } from "../api/process-fields";

/**
 * Who gets the tasks, and through which assigned role(s). `wholeOrg` false: the viewer is a
 * User-type member, whom the API shows only themselves; their own entry opens their profile.
 */
export function ProcessPeopleCard({
  users,
  wholeOrg = true,
}: {
  users: ProcessUser[];
  wholeOrg?: boolean;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>People</CardTitle>
        {!wholeOrg ? (
          <CardDescription>You get its tasks; others who do are not shown to you.</CardDescription>
        ) : users.length > 0 ? (
          <CardDescription>
            {users.length === 1 ? "1 person gets" : `${users.length} people get`} its tasks.
          </CardDescription>
        ) : null}
      </CardHeader>
      <CardContent>
        {users.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Nobody yet: assign a role that people hold.
          </p>
        ) : (
          <ul className="divide-y">
            {users.map((user) => {
              const through = user.roles.length > 0 ? user.roles : [user.role];
              return (
                <li key={user.id} className="grid gap-1 py-2 first:pt-0 last:pb-0">
                  <Link
                    to={wholeOrg ? `/people/${user.id}` : `/myProfile/${user.id}`}
                    className="font-medium text-primary hover:underline"
                  >
                    {user.name}
                  </Link>
                  <span className="flex flex-wrap items-center gap-1 text-xs text-muted-foreground">
                    through
                    {through.map((role) => (
                      <Badge key={role.id} variant="outline" title={role.name}>
                        {role.roleHandle}
                      </Badge>
                    ))}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
