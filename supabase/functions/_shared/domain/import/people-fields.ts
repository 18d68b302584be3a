/**
 * The people import format, one field a column (fields.ts), judged by the person form's
 * schema (createUserSchema). Roles are referenced by role handle (checked against the
 * stored roles by file-checks.ts). A field is undefined when its column is absent, or
 * (userType, booleans) when its cell is empty: "not given", so a new person gets the
 * form's default and a stored one keeps its value. An empty description, email or
 * mobile clears it; an empty roles cell means no roles; the roles column makes the
 * person's roles exactly the file's. Pure.
 */
import { createUserSchema, USER_TYPES, type UserTypeValue } from "../people/user-input.ts";
import { roleHandleSchema } from "../roles/role-input.ts";
import type { CsvRecord } from "./read-csv.ts";
import { choiceField, flagField, listField, textField } from "./field-kinds.ts";
import { cellsOf, type CsvEntity, type LineOf, readLine, type ValuesOf } from "./fields.ts";
import type { LineResult } from "./cells.ts";

const YES_NO = "yes/no, true/false or 1/0";

export const PEOPLE_FIELDS = [
  textField("peopleHandle", "required; matches an existing person in any letter case", {
    table: { column: "people_handle", type: "text" },
  }),
  textField("name", "required", { table: { column: "name", type: "text" } }),
  textField<"email", string | null>("email", "the sign-in address", {
    table: { column: "email", type: "text" },
  }),
  textField("description", "", { table: { column: "description", type: "text" } }),
  choiceField<"userType", UserTypeValue>("userType", "User, Manager or Admin", USER_TYPES, {
    table: { column: "user_type", type: "text" },
  }),
  flagField("isAuthEnabled", YES_NO, { table: { column: "is_auth_enabled", type: "boolean" } }),
  flagField("receiveWeeklyReminders", YES_NO, {
    table: { column: "receive_weekly_reminders", type: "boolean" },
  }),
  {
    ...listField("roles", "role handles separated by ;", roleHandleSchema, "roleIds"),
    exported: (p: { roles: readonly { roleHandle: string }[] }) => p.roles.map((r) => r.roleHandle),
  },
  // Last, so files written before it keep their columns' order.
  textField<"mobile", string | null>(
    "mobile",
    "international format, e.g. +14155550123; empty removes it",
    { table: { column: "mobile", type: "text" } },
  ),
] as const;

export const PEOPLE: CsvEntity<"peopleHandle", (typeof PEOPLE_FIELDS)[number]> = {
  entity: "people",
  handle: "peopleHandle",
  fields: PEOPLE_FIELDS,
  schema: createUserSchema,
};

export type PersonLine = LineOf<typeof PEOPLE>;
export type PeopleColumn = (typeof PEOPLE_FIELDS)[number]["column"];

export const readPersonLine = (record: CsvRecord): LineResult<PersonLine> =>
  readLine(PEOPLE, record);

export const personCells = (person: ValuesOf<typeof PEOPLE>) => cellsOf(PEOPLE, person);
