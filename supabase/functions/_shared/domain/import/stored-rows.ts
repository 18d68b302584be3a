/**
 * What an import compares its lines with: the stored people, roles and processes of the
 * organisation in the terms of the file (handles, prefixes and label texts instead of
 * ids), and whether a line would change its stored row. "Changed" is judged only on the
 * columns the file has (a field the line leaves undefined is kept), and references
 * (roles, labels, category) compare case-insensitively, as the database matches them,
 * so re-importing an export changes nothing. Pure.
 */
import type { UserTypeValue } from "../people/user-input.ts";
import type { FrequencyType } from "../frequency/types.ts";
import type { PersonLine } from "./people-lines.ts";
import type { ProcessLine } from "./process-lines.ts";
import type { RoleLine } from "./role-lines.ts";

export interface StoredPerson {
  id: number;
  peopleHandle: string;
  name: string;
  description: string;
  email: string | null;
  mobile: string | null;
  userType: UserTypeValue;
  isAuthEnabled: boolean;
  receiveWeeklyReminders: boolean;
  roles: string[];
}

export interface StoredRoleRow {
  id: number;
  roleHandle: string;
  name: string;
  description: string;
  reportsTo: string | null;
}

export interface StoredProcess {
  id: number;
  processHandle: string;
  name: string;
  description: string;
  category: string | null;
  labels: string[];
  assignedRoles: string[];
  owningRole: string | null;
  frequencyType: FrequencyType;
  compactFrequency: string;
  scheduledFrom: string;
  docs: { name: string; value: string }[];
}

export const handleKey = (handle: string) => handle.toLowerCase();

function sameRef(a: string | null | undefined, b: string | null | undefined): boolean {
  return (a ?? "").toLowerCase() === (b ?? "").toLowerCase();
}

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a.map((x) => x.toLowerCase()));
  const right = new Set(b.map((x) => x.toLowerCase()));
  return left.size === right.size && [...left].every((x) => right.has(x));
}

/** A field the line gives (not undefined) that differs from the stored one. */
function differs<T>(given: T | undefined, stored: T, same = Object.is): boolean {
  return given !== undefined && !same(given, stored);
}

export function personChanges(line: PersonLine, stored: StoredPerson): boolean {
  return line.peopleHandle !== stored.peopleHandle || line.name !== stored.name ||
    differs(line.description, stored.description) ||
    differs(line.email, stored.email) ||
    differs(line.mobile, stored.mobile) ||
    differs(line.userType, stored.userType) ||
    differs(line.isAuthEnabled, stored.isAuthEnabled) ||
    differs(line.receiveWeeklyReminders, stored.receiveWeeklyReminders) ||
    (line.roles !== undefined && !sameSet(line.roles, stored.roles));
}

export function roleChanges(line: RoleLine, stored: StoredRoleRow): boolean {
  return line.roleHandle !== stored.roleHandle || line.name !== stored.name ||
    differs(line.description, stored.description) ||
    (line.reportsTo !== undefined && !sameRef(line.reportsTo, stored.reportsTo));
}

function sameDocs(a: ProcessLine["docs"] & object, b: StoredProcess["docs"]): boolean {
  return a.length === b.length &&
    a.every((d, i) => d.name === b[i]!.name && d.value === b[i]!.value);
}

export function processChanges(line: ProcessLine, stored: StoredProcess): boolean {
  return line.processHandle !== stored.processHandle || line.name !== stored.name ||
    differs(line.description, stored.description) ||
    (line.category !== undefined && !sameRef(line.category, stored.category)) ||
    (line.labels !== undefined && !sameSet(line.labels, stored.labels)) ||
    (line.assignedRoles !== undefined && !sameSet(line.assignedRoles, stored.assignedRoles)) ||
    (line.owningRole !== undefined && !sameRef(line.owningRole, stored.owningRole)) ||
    (line.frequency !== undefined &&
      (line.frequency.frequencyType !== stored.frequencyType ||
        line.frequency.compactFrequency !== stored.compactFrequency)) ||
    differs(line.scheduledFrom, stored.scheduledFrom) ||
    (line.docs !== undefined && !sameDocs(line.docs, stored.docs));
}

/** Only the docs of a process: the apply replaces them only when they differ. */
export function processDocsChange(line: ProcessLine, stored: StoredProcess | undefined): boolean {
  return line.docs !== undefined && (!stored || !sameDocs(line.docs, stored.docs));
}

/** The lines sorted into new rows and rows that would change; the rest are left alone. */
export function sortByChange<T, S>(
  lines: readonly T[],
  storedOf: (line: T) => S | undefined,
  changes: (line: T, stored: S) => boolean,
): { created: T[]; updated: T[] } {
  const created: T[] = [];
  const updated: T[] = [];
  for (const line of lines) {
    const stored = storedOf(line);
    if (stored === undefined) created.push(line);
    else if (changes(line, stored)) updated.push(line);
  }
  return { created, updated };
}
