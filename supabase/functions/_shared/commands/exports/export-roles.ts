/**
 * The roles lists (/roles and /myRoles) as CSV in the roles import format (formats.ts):
 * reportsTo is the parent's handle (empty at the top, or when the caller may not read
 * the parent, as the list shows it). Read by the lists' own commands.
 */
import type { RoleDetails } from "../../db/roles/role-row.ts";
import { exportedCells } from "../../domain/import/fields.ts";
import { ROLES_FORMAT } from "../../domain/import/formats.ts";
import { ROLES } from "../../domain/import/role-fields.ts";
import {
  listMyRoles,
  type ListMyRolesArgs,
  listOrgRoles,
  type ListRolesArgs,
} from "../roles/read-roles.ts";
import type { RequestContext } from "../context.ts";
import { exportCsv, type ExportLimits } from "./export-csv.ts";

type WithoutPaging<T> = Omit<T, "offset" | "limit">;

export const roleExportCells = (r: RoleDetails) => exportedCells(ROLES, r);

/** The organisation's roles (admins and managers), as `roles` lists them. */
export async function exportRoles(
  ctx: RequestContext,
  args: WithoutPaging<ListRolesArgs>,
  limits?: ExportLimits,
): Promise<string> {
  return await exportCsv({
    columns: ROLES_FORMAT.columns,
    readPage: (page) => listOrgRoles(ctx, { ...args, ...page }),
    cells: roleExportCells,
    limits,
  });
}

/** The roles the caller fills (or, with d=org, the organisation's), as `currentUserRoles`. */
export async function exportCurrentUserRoles(
  ctx: RequestContext,
  args: WithoutPaging<ListMyRolesArgs>,
  limits?: ExportLimits,
): Promise<string> {
  return await exportCsv({
    columns: ROLES_FORMAT.columns,
    readPage: (page) => listMyRoles(ctx, { ...args, ...page }),
    cells: roleExportCells,
    limits,
  });
}
