import { Pencil, Trash2 } from "lucide-react";
import { HoldingsCard } from "@/components/holdings/holdings-card";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import {
  Sheet,
  SheetBody,
  SheetContent,
  SheetDescription,
  SheetFooter,
  SheetHeader,
  SheetTitle,
} from "@/components/ui/sheet";
import { Spinner } from "@/components/ui/spinner";
import { errorMessage } from "@/lib/api-errors";
import { useRole } from "../api/role";
import type { Role } from "../api/role-fields";
import { Avatar } from "./person-avatars";

export interface RoleDetailsSheetProps {
  /** The role to show; null keeps the drawer closed. */
  roleId: number | null;
  onClose: () => void;
  /** The role as a list already holds it: shown at once, and kept if the reload is refused. */
  known?: Role;
  /** Roles reporting to this one, from the list on screen (the API answers only the parent). */
  reports: Role[];
  onOpenRole: (id: number) => void;
  /** Absent when the person may not change roles. */
  onEdit?: (role: Role) => void;
  onDelete?: (role: Role) => void;
  /** Whether people and process pages may be opened (User-type members may not). */
  linkPeople: boolean;
  linkProcesses: boolean;
  /**
   * False for a User-type member: the API shows them only the roles they fill and only
   * themselves among a role's people, so an absent parent is not the top of the tree.
   */
  wholeOrg?: boolean;
}

function Section({
  title,
  count,
  children,
}: {
  title: string;
  count?: number;
  children: ReactNode;
}) {
  return (
    <section className="grid gap-2">
      <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {title}
        {count !== undefined ? <span className="ml-1.5 tabular-nums">({count})</span> : null}
      </h3>
      {children}
    </section>
  );
}

const none = (text: string) => <p className="text-sm text-muted-foreground">{text}</p>;

/** A role's details in a drawer: its place in the tree, its people and its processes. */
export function RoleDetailsSheet(props: RoleDetailsSheetProps) {
  const { roleId, onClose } = props;
  return (
    <Sheet open={roleId !== null} onOpenChange={(open) => !open && onClose()}>
      {roleId !== null ? <Details {...props} roleId={roleId} /> : null}
    </Sheet>
  );
}

function Details({
  roleId,
  known,
  reports,
  onOpenRole,
  onEdit,
  onDelete,
  linkPeople,
  linkProcesses,
  wholeOrg = true,
}: RoleDetailsSheetProps & { roleId: number }) {
  const query = useRole(roleId);
  const role = query.data ?? known;
  const below = reports.filter((r) => r.reportsToId === roleId);

  return (
    <SheetContent className="sm:max-w-lg">
      <SheetHeader>
        <SheetTitle>{role ? role.name : "Role"}</SheetTitle>
        <SheetDescription>{role ? role.roleHandle : "Loading…"}</SheetDescription>
      </SheetHeader>
      <SheetBody className="grid content-start gap-6">
        {!role && query.isPending ? (
          <Spinner label="Loading role" className="mx-auto size-6" />
        ) : !role ? (
          <p role="alert" className="text-sm text-destructive">
            {query.isError
              ? errorMessage(query.error)
              : "There is no role with this id in your organisation."}
          </p>
        ) : (
          <>
            {role.description ? (
              <p className="text-sm whitespace-pre-line">{role.description}</p>
            ) : null}
            <Section title="Reports to">
              {role.reportsTo ? (
                <button
                  type="button"
                  onClick={() => onOpenRole(role.reportsTo!.id)}
                  className="w-fit text-left text-sm font-medium text-primary hover:underline"
                >
                  {role.reportsTo.roleHandle} — {role.reportsTo.name}
                </button>
              ) : (
                none(
                  wholeOrg ? "Nobody: this role is at the top of the tree." : "None of your roles.",
                )
              )}
            </Section>
            {below.length > 0 ? (
              <Section title="Reporting to this role" count={below.length}>
                <ul className="flex flex-wrap gap-1.5">
                  {below.map((child) => (
                    <li key={child.id}>
                      <button
                        type="button"
                        onClick={() => onOpenRole(child.id)}
                        className="rounded-md border px-2 py-0.5 text-xs font-medium hover:bg-muted"
                        title={child.name}
                      >
                        {child.roleHandle}
                      </button>
                    </li>
                  ))}
                </ul>
              </Section>
            ) : null}
            <Section title="Filled by" count={wholeOrg ? role.filledBy.length : undefined}>
              {!wholeOrg ? none("Only you are shown: others who fill it are not.") : null}
              {role.filledBy.length === 0 ? (
                none("Nobody fills this role yet.")
              ) : (
                <ul className="grid gap-1.5">
                  {role.filledBy.map((person) => (
                    <li key={person.id} className="flex items-center gap-2 text-sm">
                      <Avatar person={person} />
                      {linkPeople ? (
                        <Link
                          to={`/people/${person.id}`}
                          className="font-medium text-primary hover:underline"
                        >
                          {person.name}
                        </Link>
                      ) : (
                        <span className="font-medium">{person.name}</span>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </Section>
            <Section title="Assigned processes" count={role.assignedProcesses.length}>
              {role.assignedProcesses.length === 0 ? (
                none("No process is assigned to this role.")
              ) : (
                <ul className="divide-y rounded-md border">
                  {role.assignedProcesses.map((process) => (
                    <li key={process.id} className="flex items-baseline gap-2 px-3 py-2 text-sm">
                      <span className="shrink-0 text-xs font-medium text-muted-foreground">
                        {process.processHandle}
                      </span>
                      {linkProcesses ? (
                        <Link
                          to={`/processes/${process.id}`}
                          className="min-w-0 truncate font-medium text-primary hover:underline"
                        >
                          {process.name}
                        </Link>
                      ) : (
                        <span className="min-w-0 truncate font-medium">{process.name}</span>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </Section>
            <HoldingsCard of={{ roleId: role.id }} variant="section" linkPeople={linkPeople} />
          </>
        )}
      </SheetBody>
      {role && (onEdit || onDelete) ? (
        <SheetFooter className="justify-end">
          {onDelete ? (
            <Button
              variant="outline"
              className="text-destructive hover:text-destructive"
              onClick={() => onDelete(role)}
            >
              <Trash2 />
              Delete
            </Button>
          ) : null}
          {onEdit ? (
            <Button onClick={() => onEdit(role)}>
              <Pencil />
              Edit
            </Button>
          ) : null}
        </SheetFooter>
      ) : null}
    </SheetContent>
  );
}
