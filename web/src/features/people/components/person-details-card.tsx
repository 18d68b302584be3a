import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import type { Person } from "../api/person-fields";
import { UserTypeBadge, YesNo } from "./people-columns";

/** One labelled value: a `<div>` group, the only wrapper a `<dl>` allows. */
function Item({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn("grid gap-1", className)}>
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
      <dd className="min-w-0 text-sm break-words">{children}</dd>
    </div>
  );
}

/** Who the person is: handle, type, email, sign-in, reminders and description. */
export function PersonDetailsCard({ person }: { person: Person }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Details</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-5 sm:grid-cols-2">
          <Item label="Name">{person.name}</Item>
          <Item label="Handle">{person.peopleHandle}</Item>
          <Item label="User type">
            <UserTypeBadge type={person.userType} />
          </Item>
          <Item label="Email">
            {person.email ? (
              <a href={`mailto:${person.email}`} className="text-primary hover:underline">
                {person.email}
              </a>
            ) : (
              <span className="text-muted-foreground">No email</span>
            )}
          </Item>
          <Item label="Sign-in enabled">
            <YesNo value={person.isAuthEnabled} />
          </Item>
          <Item label="Weekly reminders">
            <YesNo value={person.receiveWeeklyReminders} />
          </Item>
          <Item className="sm:col-span-2" label="Description">
            {person.description ? (
              <span className="whitespace-pre-wrap">{person.description}</span>
            ) : (
              <span className="text-muted-foreground">No description</span>
            )}
          </Item>
        </dl>
      </CardContent>
    </Card>
  );
}
