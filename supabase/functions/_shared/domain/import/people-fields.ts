/**
 * The people import format, one field a column (fields.ts), judged by the person form's
 * schema (createUserSchema). Roles are referenced by role handle (checked against the
 * stored roles by file-checks.ts). A field is undefined when its column is absent or its
 * cell blank (fields.ts readLine): "not given", so a new person gets the form's default
 * and a stored one keeps its value. A cleared cell (`#clear`, or a blank one when the
 * file's blank cells clear) empties description, email or mobile, or takes every role
 * away; a given roles cell makes the person's roles exactly the file's, an item
 * `HANDLE@YYYY-MM-DD` naming the day that holding started (holdings-cell.ts). userType and
 * the flags cannot be cleared. Pure.
 */
import { createUserSchema, USER_TYPES, type UserTypeValue } from "../people/user-input.ts";
import { choiceField, flagField, handleAndName, holdingsField, textField } from "./field-kinds.ts";
import { holdingItem } from "./holdings-cell.ts";
import { csvEntity, type LineOf } from "./fields.ts";

const YES_NO = "yes/no, true/false or 1/0";

export const PEOPLE = csvEntity(
  "people",
  createUserSchema,
  handleAndName("peopleHandle", "person", "people_handle"),
  [
    textField<"email", string | null>("email", "the sign-in address; #clear removes it", {
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
    holdingsField(
      "roles",
      "role handles separated by ;, each with the day it was first held if known: PROD@2026-10-29",
      {
        input: "roleIds",
        exported: (p: { roles: readonly { roleHandle: string; heldFrom?: string | null }[] }) =>
          p.roles.map((r) => holdingItem(r.roleHandle, r.heldFrom)),
      },
    ),
    // Last, so files written before it keep their columns' order.
    textField<"mobile", string | null>(
      "mobile",
      "international format, e.g. +14155550123; #clear removes it",
      { table: { column: "mobile", type: "text" } },
    ),
  ],
);

export type PersonLine = LineOf<typeof PEOPLE>;
export const readPersonLine = PEOPLE.readLine;
export const personCells = PEOPLE.cells;
