/**
 * Checks that need the whole file (and what is stored, passed in as data): a handle
 * repeated in the file, role handles that exist neither in the file nor in the
 * organisation, `reportsTo` loops, unknown categories, labels the import will create.
 * Handles, prefixes and labels compare case-insensitively, as the database's unique
 * indexes do. Run once over the lines that passed their own checks; a line refused here
 * is skipped like any other (one round: a role refused here still counts as defined for
 * the other lines, which is harmless because nothing is applied while errors are shown
 * for confirmation). Pure.
 */
import { REPORTS_TO_CYCLE_MESSAGE, wouldCreateCycle } from "../roles/role-input.ts";
import type { LineError } from "./cells.ts";
import { holdingHandle } from "./holdings-cell.ts";
import type { PersonLine } from "./people-fields.ts";
import type { ProcessLine } from "./process-fields.ts";
import type { RoleLine } from "./role-fields.ts";

/** File-level findings: refused lines, and notes for the import result. */
export interface FileCheck {
  errors: LineError[];
  messages: { line: number; message: string }[];
}

const key = (text: string) => text.toLowerCase();

function keySet(items: Iterable<string>): Set<string> {
  const set = new Set<string>();
  for (const item of items) set.add(key(item));
  return set;
}

/** Every line after the first that repeats a handle (in any letter case). */
export function duplicateHandleErrors<F extends string>(
  lines: readonly ({ line: number } & Record<F, string>)[],
  field: F,
): LineError[] {
  const first = new Map<string, number>();
  const errors: LineError[] = [];
  for (const item of lines) {
    const handle = item[field];
    const at = first.get(key(handle));
    if (at === undefined) first.set(key(handle), item.line);
    else {
      errors.push({
        line: item.line,
        field,
        message: `${field} "${handle}" is already on line ${at}; a handle may appear once.`,
      });
    }
  }
  return errors;
}

/** The lines no error names. */
export function withoutRefused<T extends { line: number }>(
  lines: readonly T[],
  errors: readonly LineError[],
): T[] {
  const refused = new Set(errors.map((e) => e.line));
  return lines.filter((l) => !refused.has(l.line));
}

function unknownRole(line: number, field: string, handle: string): LineError {
  return { line, field, message: `There is no role with the handle "${handle}".` };
}

/** Role handles a line names that are not in `known` (lower-cased). */
function unknownRoleErrors(
  line: number,
  field: string,
  handles: readonly (string | null | undefined)[],
  known: ReadonlySet<string>,
): LineError[] {
  return handles.filter((h): h is string => !!h && !known.has(key(h)))
    .map((h) => unknownRole(line, field, h));
}

export function checkPeopleFile(
  lines: readonly PersonLine[],
  stored: { roleHandles: Iterable<string> },
): FileCheck {
  const errors = duplicateHandleErrors(lines, "peopleHandle");
  const roles = keySet(stored.roleHandles);
  for (const person of lines) {
    const handles = (person.roles ?? []).map(holdingHandle);
    errors.push(...unknownRoleErrors(person.line, "roles", handles, roles));
  }
  return { errors, messages: [] };
}

export interface StoredRole {
  roleHandle: string;
  /** The parent's handle; null at the top. */
  reportsTo: string | null;
}

export function checkRolesFile(
  lines: readonly RoleLine[],
  stored: { roles: Iterable<StoredRole> },
): FileCheck {
  const errors = duplicateHandleErrors(lines, "roleHandle");
  const kept = withoutRefused(lines, errors);
  const storedRoles = [...stored.roles];
  const known = keySet([...storedRoles, ...kept].map((r) => r.roleHandle));
  for (const role of kept) {
    errors.push(...unknownRoleErrors(role.line, "reportsTo", [role.reportsTo], known));
  }
  errors.push(...cycleErrors(kept, storedRoles));
  return { errors, messages: [] };
}

/**
 * Every line whose `reportsTo` closes a loop, with the loop spelled out. The parents are
 * the stored ones as the file would leave them, judged by the role form's rule.
 */
function cycleErrors(lines: readonly RoleLine[], stored: readonly StoredRole[]): LineError[] {
  const ids = new Map<string, number>();
  const shown = new Map<number, string>();
  const idOf = (handle: string) => {
    let id = ids.get(key(handle));
    if (id === undefined) {
      id = ids.size + 1;
      ids.set(key(handle), id);
      shown.set(id, handle);
    }
    return id;
  };
  const parents = new Map<number, number | null>();
  for (const role of stored) {
    parents.set(idOf(role.roleHandle), role.reportsTo ? idOf(role.reportsTo) : null);
  }
  for (const role of lines) {
    const id = idOf(role.roleHandle);
    shown.set(id, role.roleHandle);
    if (role.reportsTo !== undefined) {
      parents.set(id, role.reportsTo === null ? null : idOf(role.reportsTo));
    }
  }
  const errors: LineError[] = [];
  for (const role of lines) {
    if (!role.reportsTo) continue;
    const id = idOf(role.roleHandle);
    if (!wouldCreateCycle(parents, id, idOf(role.reportsTo))) continue;
    const loop = [role.roleHandle];
    for (let at = parents.get(id); at && at !== id; at = parents.get(at)) loop.push(shown.get(at)!);
    loop.push(role.roleHandle);
    errors.push({
      line: role.line,
      field: "reportsTo",
      message: `${REPORTS_TO_CYCLE_MESSAGE}: ${loop.join(" → ")}.`,
    });
  }
  return errors;
}

export function checkProcessesFile(
  lines: readonly ProcessLine[],
  stored: {
    roleHandles: Iterable<string>;
    categoryPrefixes: Iterable<string>;
    labels: Iterable<string>;
  },
): FileCheck {
  const errors = duplicateHandleErrors(lines, "processHandle");
  const roles = keySet(stored.roleHandles);
  const categories = keySet(stored.categoryPrefixes);
  const labels = keySet(stored.labels);
  const messages: FileCheck["messages"] = [];
  for (const process of lines) {
    const { line } = process;
    errors.push(...unknownRoleErrors(line, "assignedRoles", process.assignedRoles ?? [], roles));
    errors.push(...unknownRoleErrors(line, "owningRole", [process.owningRole], roles));
    if (process.category && !categories.has(key(process.category))) {
      errors.push({
        line,
        field: "category",
        message: `There is no category with the prefix "${process.category}".`,
      });
    }
  }
  for (const process of withoutRefused(lines, errors)) {
    for (const label of process.labels ?? []) {
      if (labels.has(key(label))) continue;
      labels.add(key(label));
      messages.push({
        line: process.line,
        message: `The label ${label} is new; the import creates it.`,
      });
    }
  }
  return { errors, messages };
}
