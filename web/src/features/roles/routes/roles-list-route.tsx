import { useQuery } from "@tanstack/react-query";
import { Plus } from "lucide-react";
import { useMemo } from "react";
import { useLocation } from "react-router";
import { CsvImportAction, useReloadAfterImport } from "@/components/csv-import";
import { DataTableSearch } from "@/components/data-table";
import { ListPage, useListPage, useListQuery } from "@/components/list-page";
import { errorMessage } from "@/lib/api-errors";
import { useSession } from "@/lib/session";
import { currentUserRolesQueryOptions } from "../api/current-user-roles";
import { useRemoveRole } from "../api/remove-role";
import { useRemoveRoles } from "../api/remove-roles";
import { roleKeys } from "../api/query-keys";
import { ALL_ROLES, rolesQueryOptions } from "../api/roles";
import { currentUserRolesExport, rolesExport } from "../api/export-roles";
import type { Role } from "../api/role-fields";
import { OrgChart } from "../components/org-chart";
import { roleColumns } from "../components/role-columns";
import { RoleDetailsSheet } from "../components/role-details-sheet";
import { RoleSheet } from "../components/role-sheet";
import { ViewToggle } from "../components/view-toggle";
import { OrgChartPanel } from "./org-chart-panel";
import { useRolesUrl } from "./use-roles-url";

const SEARCH = { entity: "role", noun: "roles" } as const;
/** What an import of roles changes: roles, and the role names people and processes show. */
const IMPORT_ROOTS = [roleKeys.all, ["people"], ["processes"]] as const;

/**
 * /roles (role-list) and /myRoles (my-role-list): one screen, all roles or one's own,
 * as a table or an org chart. The search is a list of q terms in the URL
 * (`?q=role:OPS&q=user:3`), shown as chips, the same for both views.
 */
export default function RolesListRoute() {
  const mine = useLocation().pathname.toLowerCase().startsWith("/myroles");
  const { can, user } = useSession();
  const url = useRolesUrl();
  const chart = url.view === "chart";
  const query = mine ? currentUserRolesQueryOptions : rolesQueryOptions;
  const list = useListPage({
    query,
    sortBy: "roleHandle",
    terms: SEARCH,
    enabled: !chart,
    export: mine ? currentUserRolesExport : rolesExport,
  });
  // The chart shows the whole list (limit 1000, docs/product.md#limits) under the same terms.
  const whole = useListQuery({
    query,
    variables: ALL_ROLES,
    terms: list.terms,
    search: SEARCH,
    enabled: chart,
  });
  // The details list the roles under one role: from the whole list, not the search's.
  // Without terms this is the chart's own query (same key), so no second request.
  const tree = useQuery({ ...query(ALL_ROLES), enabled: url.openRoleId !== null });
  const reload = useReloadAfterImport({
    firstPage: () => list.table.page !== 1 && list.onTableChange({ page: 1 }),
    roots: IMPORT_ROOTS,
    fullList: rolesQueryOptions(ALL_ROLES),
  });
  const removeRole = useRemoveRole();
  const removeRoles = useRemoveRoles();
  const mayUpdate = can("update", "role");
  const mayDelete = can("delete", "role");
  const { openRole } = url;
  const meId = user?.id ?? null;
  const columns = useMemo(() => roleColumns((role) => openRole(role.id), meId), [openRole, meId]);
  const known = (id: number | null) =>
    [tree.data, list.data, whole.data]
      .map((roles) => roles?.nodes.find((role) => role.id === id))
      .find((role) => role !== undefined);

  return (
    <>
      <ListPage
        list={chart ? { ...list, ...whole } : list}
        title={mine ? "My roles" : "Roles"}
        description={
          mine
            ? "The roles you fill, who reports where, and the processes they carry."
            : "Who is responsible for what: roles, the people who fill them and the reporting tree."
        }
        actions={
          <>
            {!mine && can("manage", "role") ? (
              <CsvImportAction kind="ROLES" onImported={reload} />
            ) : null}
            <ViewToggle value={url.view} onChange={url.setView} />
          </>
        }
        add={can("create", "role") ? { label: "Add role", icon: Plus } : undefined}
        filters="Role"
        columns={columns}
        name={(role) => role.name}
        rowLabel={(role) => role.name}
        searchPlaceholder="Search roles"
        onRowClick={(role) => openRole(role.id)}
        emptyMessage={mine && list.terms.length === 0 ? "You do not fill any role yet." : undefined}
        canEdit={mayUpdate}
        remove={
          mayDelete
            ? {
                one: (role) => removeRole.mutateAsync(role.id),
                many: {
                  run: (roles) => removeRoles.mutateAsync(roles.map((r) => r.id)),
                  noun: ["role", "roles"],
                },
                detail:
                  "Its people keep their other roles; roles reporting to it move to the top of the tree. This cannot be undone.",
                refusalOf: errorMessage,
                onDeleted: (role) => url.openRoleId === role.id && openRole(null),
              }
            : undefined
        }
        sheet={(sheet) => <RoleSheet {...sheet} role={sheet.item} />}
      >
        {chart ? (
          <div className="grid gap-3">
            <DataTableSearch
              // Typing adds a term; a new set of terms empties the box.
              key={list.terms.join("\n")}
              value=""
              onSearch={(q) => list.onTableChange({ q })}
              placeholder="Search roles"
              className="sm:ml-auto"
            />
            <OrgChartPanel
              data={whole.data}
              error={whole.error}
              isFetching={whole.isFetching}
              mine={mine}
            >
              {(roles: Role[]) => (
                <OrgChart
                  key={list.terms.join("\n")}
                  roles={roles}
                  meId={meId}
                  onOpen={(role) => openRole(role.id)}
                />
              )}
            </OrgChartPanel>
          </div>
        ) : undefined}
      </ListPage>
      <RoleDetailsSheet
        roleId={url.openRoleId}
        known={url.openRoleId === null ? undefined : known(url.openRoleId)}
        reports={tree.data?.nodes ?? []}
        onClose={() => openRole(null)}
        onOpenRole={openRole}
        onEdit={mayUpdate ? list.edit : undefined}
        onDelete={mayDelete ? (role) => list.confirmDelete({ kind: "one", item: role }) : undefined}
        linkPeople={can("read", "user")}
        linkProcesses={can("read", "process")}
        wholeOrg={can("read", "role")}
      />
    </>
  );
}
