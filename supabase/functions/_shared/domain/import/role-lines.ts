/**
 * One line of a roles file → a role to create or update, judged by the role form's
 * schema (createRoleSchema), or the line's errors. `reportsTo` is a role handle, in the
 * file (before or after this line) or stored; an empty cell puts the role at the top,
 * an absent column keeps a stored role's parent. Whether the handle exists and whether
 * it closes a loop is a file-level check (file-checks.ts). Pure.
 */
import { createRoleSchema, roleHandleSchema } from "../roles/role-input.ts";
import {
  issuesToErrors,
  type LineError,
  type LineResult,
  malformed,
  optionalItem,
} from "./cells.ts";
import type { CsvRecord } from "./read-csv.ts";

export interface RoleLine {
  line: number;
  roleHandle: string;
  name: string;
  description?: string;
  /** The parent's handle; null = reports to no one. */
  reportsTo?: string | null;
}

export function readRoleLine(record: CsvRecord): LineResult<RoleLine> {
  const broken = malformed(record);
  if (broken) return { ok: false, errors: broken };
  const { line, values } = record;
  const errors: LineError[] = [];
  const input: Record<string, unknown> = {
    roleHandle: values.roleHandle ?? "",
    name: values.name ?? "",
  };
  if (values.description !== undefined) input.description = values.description;
  let reportsTo: string | null | undefined;
  if (values.reportsTo !== undefined) {
    reportsTo = optionalItem(values.reportsTo, roleHandleSchema, line, "reportsTo", errors);
    input.reportsToId = reportsTo ? 1 : null;
  }
  const parsed = createRoleSchema.safeParse(input);
  if (!parsed.success) {
    errors.push(...issuesToErrors(line, parsed.error, (path) => String(path[0] ?? "")));
  }
  if (errors.length > 0 || !parsed.success) return { ok: false, errors };
  const role = parsed.data;
  const value: RoleLine = { line, roleHandle: role.roleHandle, name: role.name };
  if ("description" in input) value.description = role.description;
  if (reportsTo !== undefined) value.reportsTo = reportsTo;
  return { ok: true, value };
}
