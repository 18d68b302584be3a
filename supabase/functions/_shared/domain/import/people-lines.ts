/**
 * One line of a people file → a person to create or update, judged by the person form's
 * schema (createUserSchema), or the line's errors. Roles are referenced by role handle
 * (checked against the stored roles by file-checks.ts). A field is undefined when its
 * column is absent, or (userType, booleans) when its cell is empty: "not given", so a
 * new person gets the form's default and a stored one keeps its value. An empty
 * description, email or mobile clears it; an empty roles cell means no roles. Pure.
 */
import { createUserSchema, USER_TYPES, type UserTypeValue } from "../people/user-input.ts";
import { roleHandleSchema } from "../roles/role-input.ts";
import {
  booleanMessage,
  eachItem,
  issuesToErrors,
  type LineError,
  type LineResult,
  malformed,
  parseBooleanCell,
  parseListCell,
  placeholderIds,
} from "./cells.ts";
import type { CsvRecord } from "./read-csv.ts";

export interface PersonLine {
  line: number;
  peopleHandle: string;
  name: string;
  description?: string;
  /** null clears the email. */
  email?: string | null;
  /** E.164; null clears the number. */
  mobile?: string | null;
  userType?: UserTypeValue;
  isAuthEnabled?: boolean;
  receiveWeeklyReminders?: boolean;
  /** Role handles, each once. */
  roles?: string[];
}

/** `admin` is read as Admin: letter case is not worth refusing a line for. */
function userTypeOf(text: string): string {
  return USER_TYPES.find((t) => t.toLowerCase() === text.trim().toLowerCase()) ?? text.trim();
}

export function readPersonLine(record: CsvRecord): LineResult<PersonLine> {
  const broken = malformed(record);
  if (broken) return { ok: false, errors: broken };
  const { line, values } = record;
  const errors: LineError[] = [];
  const input: Record<string, unknown> = {
    peopleHandle: values.peopleHandle ?? "",
    name: values.name ?? "",
  };
  if (values.description !== undefined) input.description = values.description;
  if (values.email !== undefined) input.email = values.email;
  if (values.mobile !== undefined) input.mobile = values.mobile;
  if (values.userType?.trim()) input.userType = userTypeOf(values.userType);
  for (const column of ["isAuthEnabled", "receiveWeeklyReminders"] as const) {
    const text = values[column];
    if (text === undefined) continue;
    const flag = parseBooleanCell(text);
    if (flag === null) errors.push({ line, field: column, message: booleanMessage(column, text) });
    else if (flag !== undefined) input[column] = flag;
  }
  let roles: string[] | undefined;
  if (values.roles !== undefined) {
    roles = eachItem(parseListCell(values.roles), roleHandleSchema, line, "roles", errors);
    input.roleIds = placeholderIds(roles);
  }
  const parsed = createUserSchema.safeParse(input);
  if (!parsed.success) {
    errors.push(
      ...issuesToErrors(line, parsed.error, (path) => {
        const field = String(path[0] ?? "");
        return field === "roleIds" ? "roles" : field;
      }),
    );
  }
  if (errors.length > 0 || !parsed.success) return { ok: false, errors };
  const person = parsed.data;
  const value: PersonLine = { line, peopleHandle: person.peopleHandle, name: person.name };
  if ("description" in input) value.description = person.description;
  if ("email" in input) value.email = person.email;
  if ("mobile" in input) value.mobile = person.mobile;
  if ("userType" in input) value.userType = person.userType;
  if ("isAuthEnabled" in input) value.isAuthEnabled = person.isAuthEnabled;
  if ("receiveWeeklyReminders" in input) {
    value.receiveWeeklyReminders = person.receiveWeeklyReminders;
  }
  if (roles) value.roles = roles;
  return { ok: true, value };
}
