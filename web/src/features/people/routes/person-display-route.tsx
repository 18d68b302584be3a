import { ArrowLeft, Pencil } from "lucide-react";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useSession } from "@/lib/session";
import { useUser } from "../api/user";
import { useUserGetInfo } from "../api/user-get-info";
import { PersonDetailsCard } from "../components/person-details-card";
import { PersonLoadState } from "../components/person-load-state";
import { PersonProcessesCard } from "../components/person-processes-card";
import { PersonRolesCard } from "../components/person-roles-card";
import { HoldingsCard } from "@/components/holdings/holdings-card";
import { PersonSheet } from "../components/person-sheet";
import { PersonTasksCard } from "../components/person-tasks-card";
import { InviteButton } from "../components/invite-button";
import { EndPersonSessionsButton } from "../components/end-person-sessions-button";
import { parseRouteId } from "./route-id";

/** /people/:id (user-display): one person with their roles, processes and tasks. */
export default function PersonDisplayRoute() {
  const id = parseRouteId(useParams().id);
  const { can } = useSession();
  const person = useUser(id ?? 0, { enabled: id !== null });
  const info = useUserGetInfo(id ?? 0, { enabled: id !== null && person.isSuccess });
  const [editing, setEditing] = useState(false);
  // The `processes` list is for admins and managers; the route is too (resource "user"),
  // but should that ever change the card steps aside rather than showing a refusal.
  const showProcesses = can("read", "process");

  if (id === null || !person.data) {
    return (
      <PersonLoadState
        error={person.error}
        notFound={id === null}
        onRetry={() => void person.refetch()}
      />
    );
  }

  const roles = info.data?.roles ?? person.data.roles;
  return (
    <div className="mx-auto max-w-5xl">
      <Link
        to="/people"
        className="mb-3 inline-flex items-center gap-1.5 text-sm text-muted-foreground hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden />
        People
      </Link>
      <PageHeader
        title={person.data.name}
        description={`@${person.data.peopleHandle}`}
        actions={
          can("update", "user") ? (
            <>
              <InviteButton person={person.data} />
              <EndPersonSessionsButton person={person.data} />
              <Button onClick={() => setEditing(true)}>
                <Pencil />
                Edit
              </Button>
            </>
          ) : null
        }
      />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <PersonDetailsCard person={person.data} />
        <PersonRolesCard roles={roles} />
        <div className="lg:col-span-2">
          <HoldingsCard of={{ personId: person.data.id }} />
        </div>
        {showProcesses ? (
          <div className="lg:col-span-2">
            <PersonProcessesCard personId={person.data.id} roles={roles} />
          </div>
        ) : null}
        <div className="lg:col-span-2">
          {info.data ? (
            <PersonTasksCard tasks={info.data.tasks} />
          ) : info.isError ? (
            <p role="alert" className="text-sm text-destructive">
              {info.error.message}
            </p>
          ) : (
            <div className="flex justify-center py-8">
              <Spinner label="Loading tasks" />
            </div>
          )}
        </div>
      </div>
      <PersonSheet open={editing} onOpenChange={setEditing} person={person.data} />
    </div>
  );
}
