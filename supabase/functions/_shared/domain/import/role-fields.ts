/**
 * The roles import format, one field a column (fields.ts), judged by the role form's
 * schema (createRoleSchema). `reportsTo` is a role handle, in the file (before or after
 * the line) or stored; an empty cell puts the role at the top, an absent column keeps a
 * stored role's parent. Whether the handle exists and whether it closes a loop is a
 * file-level check (file-checks.ts). Pure.
 */
import { createRoleSchema, roleHandleSchema } from "../roles/role-input.ts";
import type { LineResult } from "./cells.ts";
import { referenceField, textField } from "./field-kinds.ts";
import { cellsOf, type CsvEntity, type LineOf, readLine, type ValuesOf } from "./fields.ts";
import type { CsvRecord } from "./read-csv.ts";

export const ROLE_FIELDS = [
  textField("roleHandle", "required; matches an existing role in any letter case", {
    table: { column: "role_handle", type: "text" },
  }),
  textField("name", "required", { table: { column: "name", type: "text" } }),
  textField("description", "", { table: { column: "description", type: "text" } }),
  {
    ...referenceField(
      "reportsTo",
      "a role handle, in the file (before or after) or already stored",
      roleHandleSchema,
      "reportsToId",
    ),
    // Empty when the caller may not read the parent, as the list shows it.
    exported: (r: { reportsTo?: { roleHandle: string } | null }) => r.reportsTo?.roleHandle ?? null,
  },
] as const;

export const ROLES: CsvEntity<"roleHandle", (typeof ROLE_FIELDS)[number]> = {
  entity: "roles",
  handle: "roleHandle",
  fields: ROLE_FIELDS,
  schema: createRoleSchema,
};

export type RoleLine = LineOf<typeof ROLES>;
export type RoleColumn = (typeof ROLE_FIELDS)[number]["column"];

export const readRoleLine = (record: CsvRecord): LineResult<RoleLine> => readLine(ROLES, record);

export const roleCells = (role: ValuesOf<typeof ROLES>) => cellsOf(ROLES, role);
