import { UserPlus } from "lucide-react";
import { useCallback, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { DataTable, toOffsetLimit, useTableUrlState } from "@/components/data-table";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { useSession } from "@/lib/session";
import { notifySuccess } from "@/lib/notify";
import { useRemoveUser } from "../api/remove-user";
import { useRemoveUsers } from "../api/remove-users";
import { USER_TYPE_OPTIONS, type Person, type UserType } from "../api/types";
import { useUsers } from "../api/users";
import { ConfirmDeleteDialog } from "../components/confirm-delete-dialog";
import { peopleColumns } from "../components/people-columns";
import { PeopleRowActions } from "../components/people-row-actions";
import { PersonSheet } from "../components/person-sheet";
import { UserTypeFilter } from "../components/user-type-filter";

type Pending =
  | { kind: "one"; person: Person }
  | { kind: "many"; people: Person[]; done: () => void }
  | null;

const plural = (n: number) => (n === 1 ? "1 person" : `${n} people`);

function readUserType(value: string | null): UserType | null {
  return USER_TYPE_OPTIONS.find((type) => type === value) ?? null;
}

/** /people (user-list): everyone in the organisation, for admins and managers. */
export default function PeopleListRoute() {
  const navigate = useNavigate();
  const { can, user } = useSession();
  const [state, setState] = useTableUrlState({ sortBy: "name" });
  const [params, setParams] = useSearchParams();
  const userType = readUserType(params.get("type"));
  const query = useUsers({
    q: state.q ? [state.q] : undefined,
    userType: userType ?? undefined,
    ...toOffsetLimit(state),
    sortBy: state.sortBy ?? "name",
    isDesc: state.isDesc,
  });
  const removeUser = useRemoveUser();
  const removeUsers = useRemoveUsers();
  const [sheet, setSheet] = useState<{ open: boolean; person?: Person }>({ open: false });
  const [pending, setPending] = useState<Pending>(null);

  const mayCreate = can("create", "user");
  const mayUpdate = can("update", "user");
  const mayDelete = can("delete", "user");
  const isMe = useCallback((person: Person) => person.id === user?.id, [user?.id]);

  function changeType(type: UserType | null) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (type) next.set("type", type);
      else next.delete("type");
      next.delete("page");
      return next;
    });
  }

  async function confirmDelete() {
    if (!pending) return;
    if (pending.kind === "one") {
      if (await removeUser.mutateAsync(pending.person.id))
        notifySuccess(`${pending.person.name} deleted`);
    } else {
      if (await removeUsers.mutateAsync(pending.people.map((p) => p.id))) {
        notifySuccess(`${plural(pending.people.length)} deleted`);
        pending.done();
      }
    }
  }

  const rowActions = useCallback(
    (person: Person) => (
      <PeopleRowActions
        person={person}
        onEdit={mayUpdate ? (p) => setSheet({ open: true, person: p }) : undefined}
        // Nobody may remove themselves (the API refuses it too).
        onDelete={
          mayDelete && !isMe(person) ? (p) => setPending({ kind: "one", person: p }) : undefined
        }
      />
    ),
    [mayUpdate, mayDelete, isMe],
  );

  return (
    <div>
      <PageHeader
        title="People"
        description="Everyone in the organisation, their user type, roles and sign-in."
        actions={
          mayCreate ? (
            <Button onClick={() => setSheet({ open: true })}>
              <UserPlus />
              Add person
            </Button>
          ) : null
        }
      />
      <DataTable
        label="People"
        columns={peopleColumns}
        data={query.data?.nodes}
        totalCount={query.data?.totalCount ?? 0}
        state={state}
        onStateChange={setState}
        getRowId={(person) => String(person.id)}
        rowLabel={(person) => person.name}
        isFetching={query.isFetching}
        error={query.isError && !query.data ? query.error.message : null}
        searchPlaceholder="Search people"
        toolbar={<UserTypeFilter value={userType} onChange={changeType} />}
        enableRowSelection={mayDelete}
        canSelectRow={(person) => !isMe(person)}
        bulkActions={(people, done) => (
          <Button
            variant="destructive"
            size="sm"
            onClick={() => setPending({ kind: "many", people, done })}
          >
            Delete selected ({people.length})
          </Button>
        )}
        rowActions={mayUpdate || mayDelete ? rowActions : undefined}
        onRowClick={(person) => void navigate(`/people/${person.id}`)}
      />
      <PersonSheet
        open={sheet.open}
        person={sheet.person}
        onOpenChange={(open) => setSheet((s) => ({ ...s, open }))}
      />
      <ConfirmDeleteDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        question={
          pending?.kind === "many"
            ? `Are you sure that you want to delete ${plural(pending.people.length)}?`
            : `Are you sure that you want to delete ${pending?.person.name ?? "this person"}?`
        }
        detail="Their tasks stay, without an assignee. This cannot be undone."
        onConfirm={confirmDelete}
      />
    </div>
  );
}
