/**
 * The roles lists (/roles and /myRoles) as CSV in the roles import format (formats.ts):
 * reportsTo is the parent's handle (empty at the top, or when the caller may not read
 * the parent, as the list shows it). Read by the lists' own commands.
 */
import type { RoleDetails } from "../../db/roles/role-row.ts";
import { exportedCells } from "../../domain/import/fields.ts";
import { ROLES_FORMAT } from "../../domain/import/formats.ts";
import { ROLES } from "../../domain/import/role-fields.ts";
import { listMyRoles, listOrgRoles } from "../roles/read-roles.ts";
import { listExport } from "./export-csv.ts";

export const roleExportCells = (r: RoleDetails) => exportedCells(ROLES, r);

/** The organisation's roles (admins and managers), as `roles` lists them. */
export const exportRoles = listExport(ROLES_FORMAT.columns, listOrgRoles, roleExportCells);

/** The roles the caller fills (or, with d=org, the organisation's), as `currentUserRoles`. */
export const exportCurrentUserRoles = listExport(
  ROLES_FORMAT.columns,
  listMyRoles,
  roleExportCells,
);
