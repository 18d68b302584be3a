import { UserPlus } from "lucide-react";
import { useCallback, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { DataTable, toOffsetLimit } from "@/components/data-table";
import { PageHeader } from "@/components/layout/page-header";
import {
  fallbackTerms,
  SavedFiltersBar,
  termsArgument,
  termsOutcome,
  useTermsTableState,
} from "@/components/saved-filters";
import { Button } from "@/components/ui/button";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { RowActions } from "@/components/data-table/row-actions";
import { useSession } from "@/lib/session";
import { notifySuccess } from "@/lib/notify";
import { useRemoveUser } from "../api/remove-user";
import { useRemoveUsers } from "../api/remove-users";
import { USER_TYPE_OPTIONS, type Person, type UserType } from "../api/person-fields";
import { useUsers, type UsersVariables } from "../api/users";
import { peopleColumns } from "../components/people-columns";
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

/**
 * /people (user-list): everyone in the organisation, for admins and managers. The search
 * is a list of q terms in the URL (`?q=role:OPS&q=ann`), shown as chips; the user type
 * is its own `type` param (the `users` query's userType argument).
 */
export default function PeopleListRoute() {
  const navigate = useNavigate();
  const { can, user } = useSession();
  const { table, terms, onTableChange, setTerms } = useTermsTableState({ sortBy: "name" });
  const [params, setParams] = useSearchParams();
  const userType = readUserType(params.get("type"));
  const variables: UsersVariables = {
    q: termsArgument(terms),
    userType: userType ?? undefined,
    ...toOffsetLimit(table),
    sortBy: table.sortBy ?? "name",
    isDesc: table.isDesc,
  };
  const main = useUsers(variables);
  // A refused term keeps the others working (see refused-terms.ts).
  const retry = fallbackTerms(terms, "user", main);
  const fallback = useUsers({ ...variables, q: termsArgument(retry) }, { enabled: retry !== null });
  const shown = termsOutcome(main, fallback, retry, "people");
  const removeUser = useRemoveUser();
  const removeUsers = useRemoveUsers();
  const [sheet, setSheet] = useState<{ open: boolean; person?: Person }>({ open: false });
  const [pending, setPending] = useState<Pending>(null);

  const mayCreate = can("create", "user");
  const mayUpdate = can("update", "user");
  const mayDelete = can("delete", "user");
  const mayRemoveAdmins = can("delete", "admin");
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
      <RowActions
        name={person.name}
        onEdit={mayUpdate ? () => setSheet({ open: true, person }) : undefined}
        // Nobody may remove themselves, and only an Admin removes an Admin (the API
        // refuses both too).
        onDelete={
          mayDelete && !isMe(person) && (person.userType !== "Admin" || mayRemoveAdmins)
            ? () => setPending({ kind: "one", person })
            : undefined
        }
      />
    ),
    [mayUpdate, mayDelete, mayRemoveAdmins, isMe],
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
      <div className="mb-4">
        <SavedFiltersBar
          entity="User"
          terms={terms}
          onTermsChange={setTerms}
          serverError={shown.refusal}
        />
      </div>
      <DataTable
        // A new set of terms is a new view: the search box and the selection start afresh.
        key={terms.join("\n")}
        label="People"
        columns={peopleColumns}
        data={shown.data?.nodes}
        totalCount={shown.data?.totalCount ?? 0}
        state={table}
        onStateChange={onTableChange}
        getRowId={(person) => String(person.id)}
        rowLabel={(person) => person.name}
        isFetching={shown.isFetching}
        error={shown.error}
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
