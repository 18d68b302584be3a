import { Plus } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { useLocation } from "react-router";
import { DataTable, DataTableSearch } from "@/components/data-table";
import { PageHeader } from "@/components/layout/page-header";
import { SavedFiltersBar, useTermsTableState } from "@/components/saved-filters";
import { Button } from "@/components/ui/button";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { RowActions } from "@/components/data-table/row-actions";
import { useSession } from "@/lib/session";
import { notifySuccess } from "@/lib/notify";
import { errorMessage } from "../api/api-errors";
import { useRemoveRole } from "../api/remove-role";
import { useRemoveRoles } from "../api/remove-roles";
import type { Role } from "../api/role-fields";
import { OrgChart } from "../components/org-chart";
import { roleColumns } from "../components/role-columns";
import { RoleDetailsSheet } from "../components/role-details-sheet";
import { RoleSheet } from "../components/role-sheet";
import { ViewToggle } from "../components/view-toggle";
import { OrgChartPanel } from "./org-chart-panel";
import { useRolesData } from "./use-roles-data";
import { useRolesUrl } from "./use-roles-url";

type Pending =
  | { kind: "one"; role: Role }
  | { kind: "many"; roles: Role[]; done: () => void }
  | null;

const plural = (n: number) => (n === 1 ? "1 role" : `${n} roles`);

/**
 * /roles (role-list) and /myRoles (my-role-list): one screen, all roles or one's own,
 * as a table or an org chart. The search is a list of q terms in the URL
 * (`?q=role:OPS&q=user:3`), shown as chips, the same for both views.
 */
export default function RolesListRoute() {
  const mine = useLocation().pathname.toLowerCase().startsWith("/myroles");
  const { can, user } = useSession();
  const { table, terms, onTableChange, setTerms } = useTermsTableState({ sortBy: "roleHandle" });
  const url = useRolesUrl();
  const data = useRolesData({
    mine,
    state: table,
    terms,
    chart: url.view === "chart",
    details: url.openRoleId !== null,
  });
  const removeRole = useRemoveRole();
  const removeRoles = useRemoveRoles();
  const [sheet, setSheet] = useState<{ open: boolean; role?: Role }>({ open: false });
  const [pending, setPending] = useState<Pending>(null);

  const mayCreate = can("create", "role");
  const mayUpdate = can("update", "role");
  const mayDelete = can("delete", "role");
  const { openRole } = url;
  const meId = user?.id ?? null;
  const columns = useMemo(() => roleColumns((role) => openRole(role.id), meId), [openRole, meId]);

  async function confirmDelete() {
    if (!pending) return;
    if (pending.kind === "one") {
      if (await removeRole.mutateAsync(pending.role.id)) {
        notifySuccess(`${pending.role.name} deleted`);
        if (url.openRoleId === pending.role.id) openRole(null);
      }
    } else if (await removeRoles.mutateAsync(pending.roles.map((r) => r.id))) {
      notifySuccess(`${plural(pending.roles.length)} deleted`);
      pending.done();
    }
  }

  const rowActions = useCallback(
    (role: Role) => (
      <RowActions
        name={role.name}
        onEdit={mayUpdate ? () => setSheet({ open: true, role }) : undefined}
        onDelete={mayDelete ? () => setPending({ kind: "one", role }) : undefined}
      />
    ),
    [mayUpdate, mayDelete],
  );

  return (
    <div>
      <PageHeader
        title={mine ? "My roles" : "Roles"}
        description={
          mine
            ? "The roles you fill, who reports where, and the processes they carry."
            : "Who is responsible for what: roles, the people who fill them and the reporting tree."
        }
        actions={
          <>
            <ViewToggle value={url.view} onChange={url.setView} />
            {mayCreate ? (
              <Button onClick={() => setSheet({ open: true })}>
                <Plus />
                Add role
              </Button>
            ) : null}
          </>
        }
      />
      <div className="mb-4">
        <SavedFiltersBar
          entity="Role"
          terms={terms}
          onTermsChange={setTerms}
          serverError={data.shown.refusal}
        />
      </div>
      {url.view === "chart" ? (
        <div className="grid gap-3">
          <DataTableSearch
            // Typing adds a term; a new set of terms empties the box.
            key={terms.join("\n")}
            value=""
            onSearch={(q) => onTableChange({ q })}
            placeholder="Search roles"
            className="sm:ml-auto"
          />
          <OrgChartPanel
            data={data.shown.data}
            error={data.shown.error}
            isFetching={data.shown.isFetching}
            mine={mine}
          >
            {(roles) => (
              <OrgChart
                key={terms.join("\n")}
                roles={roles}
                meId={meId}
                onOpen={(role) => openRole(role.id)}
              />
            )}
          </OrgChartPanel>
        </div>
      ) : (
        <DataTable
          // A new set of terms is a new view: the search box and the selection start afresh.
          key={terms.join("\n")}
          label={mine ? "My roles" : "Roles"}
          columns={columns}
          data={data.shown.data?.nodes}
          totalCount={data.shown.data?.totalCount ?? 0}
          state={table}
          onStateChange={onTableChange}
          getRowId={(role) => String(role.id)}
          rowLabel={(role) => role.name}
          isFetching={data.shown.isFetching}
          error={data.shown.error}
          searchPlaceholder="Search roles"
          enableRowSelection={mayDelete}
          bulkActions={(roles, done) => (
            <Button
              variant="destructive"
              size="sm"
              onClick={() => setPending({ kind: "many", roles, done })}
            >
              Delete selected ({roles.length})
            </Button>
          )}
          rowActions={mayUpdate || mayDelete ? rowActions : undefined}
          onRowClick={(role) => openRole(role.id)}
          emptyMessage={mine && terms.length === 0 ? "You do not fill any role yet." : undefined}
        />
      )}
      <RoleDetailsSheet
        roleId={url.openRoleId}
        known={data.known(url.openRoleId)}
        reports={data.tree.data?.nodes ?? []}
        onClose={() => openRole(null)}
        onOpenRole={openRole}
        onEdit={mayUpdate ? (role) => setSheet({ open: true, role }) : undefined}
        onDelete={mayDelete ? (role) => setPending({ kind: "one", role }) : undefined}
        linkPeople={can("read", "user")}
        linkProcesses={can("read", "process")}
        wholeOrg={can("read", "role")}
      />
      <RoleSheet
        open={sheet.open}
        role={sheet.role}
        onOpenChange={(open) => setSheet((s) => ({ ...s, open }))}
      />
      <ConfirmDeleteDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        question={
          pending?.kind === "many"
            ? `Are you sure that you want to delete ${plural(pending.roles.length)}?`
            : `Are you sure that you want to delete ${pending?.role.name ?? "this role"}?`
        }
        detail="Its people keep their other roles; roles reporting to it move to the top of the tree. This cannot be undone."
        onConfirm={confirmDelete}
        refusalOf={errorMessage}
      />
    </div>
  );
}
