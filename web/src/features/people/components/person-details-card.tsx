import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { DetailItem } from "@/components/ui/detail-item";
import type { Person } from "../api/person-fields";
import { UserTypeBadge, YesNo } from "./people-columns";

/** Who the person is: handle, type, email, mobile, sign-in, reminders and description. */
export function PersonDetailsCard({ person }: { person: Person }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Details</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-5 sm:grid-cols-2">
          <DetailItem label="Name">{person.name}</DetailItem>
          <DetailItem label="Handle">{person.peopleHandle}</DetailItem>
          <DetailItem label="User type">
            <UserTypeBadge type={person.userType} />
          </DetailItem>
          <DetailItem label="Email">
            {person.email ? (
              <a href={`mailto:${person.email}`} className="text-primary hover:underline">
                {person.email}
              </a>
            ) : (
              <span className="text-muted-foreground">No email</span>
            )}
          </DetailItem>
          <DetailItem label="Mobile">
            {person.mobile ? (
              <a href={`tel:${person.mobile}`} className="text-primary hover:underline">
                {person.mobile}
              </a>
            ) : (
              <span className="text-muted-foreground">No mobile number</span>
            )}
          </DetailItem>
          <DetailItem label="Sign-in enabled">
            <YesNo value={person.isAuthEnabled} />
          </DetailItem>
          <DetailItem label="Weekly reminders">
            <YesNo value={person.receiveWeeklyReminders} />
          </DetailItem>
          <DetailItem className="sm:col-span-2" label="Description">
            {person.description ? (
              <span className="whitespace-pre-wrap">{person.description}</span>
            ) : (
              <span className="text-muted-foreground">No description</span>
            )}
          </DetailItem>
        </dl>
      </CardContent>
    </Card>
  );
}
