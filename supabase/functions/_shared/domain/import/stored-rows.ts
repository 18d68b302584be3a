/**
 * What an import compares its lines with: the stored people, roles and processes of the
 * organisation in the terms of the file (handles, prefixes and label texts instead of
 * ids), and whether a line would change its stored row, judged by each field of its
 * list (fields.ts): only on the columns the file has, references ignoring case, as the
 * database matches them, so re-importing an export changes nothing. Pure.
 */
import type { FrequencyType } from "../frequency/types.ts";
import { lineChanges, type StoredOf } from "./fields.ts";
import { PEOPLE, type PersonLine } from "./people-fields.ts";
import { PROCESSES, type ProcessLine, sameDocs } from "./process-fields.ts";
import { type RoleLine, ROLES } from "./role-fields.ts";

export type StoredPerson = StoredOf<typeof PEOPLE>;
export type StoredRoleRow = StoredOf<typeof ROLES>;
/** The frequency is stored as its type and compact form. */
export type StoredProcess = Omit<StoredOf<typeof PROCESSES>, "frequency"> & {
  frequencyType: FrequencyType;
  compactFrequency: string;
};

export const handleKey = (handle: string) => handle.toLowerCase();

export const personChanges = (line: PersonLine, stored: StoredPerson): boolean =>
  lineChanges(PEOPLE, line, stored);

export const roleChanges = (line: RoleLine, stored: StoredRoleRow): boolean =>
  lineChanges(ROLES, line, stored);

export const processChanges = (line: ProcessLine, stored: StoredProcess): boolean =>
  lineChanges(PROCESSES, line, stored);

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
