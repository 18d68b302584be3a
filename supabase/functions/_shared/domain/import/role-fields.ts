/**
 * The roles import format, one field a column (fields.ts), judged by the role form's
 * schema (createRoleSchema). `reportsTo` is a role handle, in the file (before or after
 * the line) or stored; a cleared cell (`#clear`, or blank when the file's blank cells
 * clear) puts the role at the top, a blank cell or an absent column keeps a stored role's
 * parent. Whether the handle exists and whether it closes a loop is a
 * file-level check (file-checks.ts). Pure.
 */
import { createRoleSchema, roleHandleSchema } from "../roles/role-input.ts";
import { handleAndName, referenceField, textField } from "./field-kinds.ts";
import { csvEntity, type LineOf } from "./fields.ts";

export const ROLES = csvEntity(
  "roles",
  createRoleSchema,
  handleAndName("roleHandle", "role", "role_handle"),
  [
    textField("description", "", { table: { column: "description", type: "text" } }),
    referenceField(
      "reportsTo",
      "a role handle, in the file (before or after) or already stored",
      roleHandleSchema,
      {
        input: "reportsToId",
        // Empty when the caller may not read the parent, as the list shows it.
        exported: (r: { reportsTo?: { roleHandle: string } | null }) =>
          r.reportsTo?.roleHandle ?? null,
      },
    ),
  ],
);

export type RoleLine = LineOf<typeof ROLES>;
export const readRoleLine = ROLES.readLine;
export const roleCells = ROLES.cells;
