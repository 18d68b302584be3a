import { Link, useParams } from "react-router";
import { PageHeader } from "@/components/layout/page-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { loadSession, useSession } from "@/lib/session";
import { notifySuccess } from "@/lib/notify";
import type { Person } from "../api/person-fields";
import { useUpdateUser } from "../api/update-user";
import { useUser } from "../api/user";
import { UserTypeBadge } from "../components/people-columns";
import { PersonLoadState } from "../components/person-load-state";
import { ProfileForm } from "../components/profile-form";
import { toProfileUpdate, type ProfileFormValues } from "../components/profile-form-schema";
import { RoleBadges } from "../components/role-badges";
import { PersonTwoFactorCard } from "../components/person-two-factor-card";
import { TwoFactorCard } from "../components/two-factor-card";
import { SessionsCard } from "../components/sessions-card";
import { parseRouteId } from "./route-id";

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return (
    (parts[0]?.[0] ?? "") + (parts.length > 1 ? (parts.at(-1)?.[0] ?? "") : "")
  ).toUpperCase();
}

/**
 * /myProfile/:id and /userProfile/:id: a person changes their own name and weekly
 * reminders; admins and managers also change anyone's email and description.
 */
export default function ProfileRoute() {
  const id = parseRouteId(useParams().id);
  const { can, user } = useSession();
  const person = useUser(id ?? 0, { enabled: id !== null });
  const update = useUpdateUser();
  const fullProfile = can("update", "user");
  const isMe = user?.id === id;

  if (id === null || !person.data) {
    return (
      <PersonLoadState
        error={person.error}
        notFound={id === null}
        onRetry={() => void person.refetch()}
      />
    );
  }
  const current = person.data;

  async function save(values: ProfileFormValues): Promise<Person> {
    const saved = await update.mutateAsync(toProfileUpdate(current, values, fullProfile));
    notifySuccess(isMe ? "Your profile was updated" : `${saved.name}'s profile was updated`);
    // The navigation bar shows the signed-in person's name: reload it after a change.
    if (isMe) void loadSession({ force: true }).catch(() => undefined);
    return saved;
  }

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader
        title={isMe ? "My profile" : "Profile"}
        description={isMe ? "Your name and reminder choice." : `The profile of ${current.name}.`}
      />
      <div className="grid grid-cols-1 gap-6 md:grid-cols-[16rem_minmax(0,1fr)]">
        <Card className="h-fit">
          <CardContent className="flex flex-col items-center gap-3 text-center">
            <div
              aria-hidden
              className="grid size-16 place-content-center rounded-full bg-primary/10 text-xl font-semibold text-primary"
            >
              {initials(current.name)}
            </div>
            <div className="grid gap-1">
              <p className="font-semibold">{current.name}</p>
              <p className="text-sm text-muted-foreground">@{current.peopleHandle}</p>
              {current.email ? (
                <p className="text-sm break-all text-muted-foreground">{current.email}</p>
              ) : null}
            </div>
            <UserTypeBadge type={current.userType} />
            <RoleBadges roles={current.roles} empty="No roles" />
            {can("read", "user") ? (
              <Link to={`/people/${current.id}`} className="text-sm text-primary hover:underline">
                Open in People
              </Link>
            ) : null}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Edit profile</CardTitle>
            <CardDescription>
              {fullProfile
                ? "Changes apply as soon as you save."
                : "You can change your name and weekly reminders."}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <ProfileForm
              key={current.id}
              person={current}
              fullProfile={fullProfile}
              onSave={save}
            />
          </CardContent>
        </Card>
        <div className="md:col-span-2">
          {isMe ? (
            <TwoFactorCard />
          ) : can("read", "user") ? (
            <PersonTwoFactorCard
              personId={current.id}
              name={current.name}
              canRemove={can("delete", "admin")}
            />
          ) : null}
        </div>
        {isMe ? <SessionsCard className="md:col-span-2" /> : null}
      </div>
    </div>
  );
}
