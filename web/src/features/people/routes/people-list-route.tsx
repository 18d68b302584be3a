import { UserPlus } from "lucide-react";
import { useNavigate } from "react-router";
import { CsvImportAction, useReloadAfterImport } from "@/components/csv-import";
import { ListPage, useListPage, useListParam } from "@/components/list-page";
import { useSession } from "@/lib/session";
import { useRemoveUser } from "../api/remove-user";
import { useRemoveUsers } from "../api/remove-users";
import { USER_TYPE_OPTIONS, type Person, type UserType } from "../api/person-fields";
import { peopleKeys } from "../api/query-keys";
import { usersQueryOptions } from "../api/users";
import { usersExport } from "../api/export-users";
import { inviteColumn, peopleColumns } from "../components/people-columns";
import { PersonSheet } from "../components/person-sheet";
import { UserTypeFilter } from "../components/user-type-filter";

/** What an import of people changes: people, and who fills which role. */
const IMPORT_ROOTS = [peopleKeys.all, ["roles"]] as const;
/** Admins and managers also see a "Send invitation" button per person. */
const COLUMNS_WITH_INVITE = [...peopleColumns, inviteColumn];
/** The full list of people, sorted by name (docs/product.md#limits). */
const ALL_PEOPLE = { offset: 0, limit: 1000, sortBy: "name", isDesc: false };

const readUserType = (value: string | null): UserType | null =>
  USER_TYPE_OPTIONS.find((type) => type === value) ?? null;

/**
 * /people (user-list): everyone in the organisation, for admins and managers. The search
 * is a list of q terms in the URL (`?q=role:OPS&q=ann`), shown as chips; the user type
 * is its own `type` param (the `users` query's userType argument).
 */
export default function PeopleListRoute() {
  const navigate = useNavigate();
  const { can, user } = useSession();
  const [userType, setUserType] = useListParam("type", readUserType);
  const list = useListPage({
    query: usersQueryOptions,
    sortBy: "name",
    terms: { entity: "user", noun: "people" },
    variables: { userType: userType ?? undefined },
    export: usersExport,
  });
  const reload = useReloadAfterImport({
    firstPage: () => list.table.page !== 1 && list.onTableChange({ page: 1 }),
    roots: IMPORT_ROOTS,
    fullList: usersQueryOptions(ALL_PEOPLE),
  });
  const removeUser = useRemoveUser();
  const removeUsers = useRemoveUsers();
  const isMe = (person: Person) => person.id === user?.id;

  return (
    <ListPage
      list={list}
      title="People"
      description="Everyone in the organisation, their user type, roles and sign-in."
      actions={
        can("manage", "user") ? <CsvImportAction kind="USERS" onImported={reload} /> : undefined
      }
      add={can("create", "user") ? { label: "Add person", icon: UserPlus } : undefined}
      filters="User"
      columns={can("update", "user") ? COLUMNS_WITH_INVITE : peopleColumns}
      name={(person) => person.name}
      rowLabel={(person) => person.name}
      searchPlaceholder="Search people"
      toolbar={<UserTypeFilter value={userType} onChange={setUserType} />}
      onRowClick={(person) => void navigate(`/people/${person.id}`)}
      canEdit={can("update", "user")}
      canSelectRow={(person) => !isMe(person)}
      remove={
        can("delete", "user")
          ? {
              one: (person) => removeUser.mutateAsync(person.id),
              many: {
                run: (people) => removeUsers.mutateAsync(people.map((p) => p.id)),
                noun: ["person", "people"],
              },
              // Nobody may remove themselves, and only an Admin removes an Admin (the API
              // refuses both too).
              canDelete: (person) =>
                !isMe(person) && (person.userType !== "Admin" || can("delete", "admin")),
              detail: "Their tasks stay, without an assignee. This cannot be undone.",
            }
          : undefined
      }
      sheet={(sheet) => <PersonSheet {...sheet} person={sheet.item} />}
    />
  );
}
