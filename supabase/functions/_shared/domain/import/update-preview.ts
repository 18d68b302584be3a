/**
 * What the preview shows of a line that updates a stored row (docs/csv.md#preview): each
 * field it changes, stored value → new value, and warnings for a change a person may
 * not mean: a people line that ends someone's sign-in (the email removed, sign-in
 * switched off) or takes roles away. Pure.
 */
import { type FieldChange, fieldChanges } from "./fields.ts";
import { holdingHandle } from "./holdings-cell.ts";
import { PEOPLE, type PersonLine } from "./people-fields.ts";
import { PROCESSES, type ProcessLine } from "./process-fields.ts";
import { type RoleLine, ROLES } from "./role-fields.ts";
import type { StoredPerson, StoredProcess, StoredRoleRow } from "./stored-rows.ts";

export interface UpdatePreview {
  changes: FieldChange[];
  warnings: string[];
}

/** The warnings of a people line against the stored person, in the order of their fields. */
export function personWarnings(line: PersonLine, stored: StoredPerson): string[] {
  const warnings: string[] = [];
  const who = stored.peopleHandle;
  if (stored.email && line.email === null) {
    warnings.push(`Removes the email of ${who}: they can no longer sign in.`);
  }
  if (stored.isAuthEnabled && line.isAuthEnabled === false) {
    warnings.push(`Switches sign-in off for ${who}: they can no longer sign in.`);
  }
  if (line.roles !== undefined) {
    const kept = new Set(line.roles.map((r) => holdingHandle(r).toLowerCase()));
    const taken = stored.roles.map(holdingHandle).filter((r) => !kept.has(r.toLowerCase()));
    if (taken.length > 0) {
      warnings.push(
        `Takes ${taken.length === 1 ? "the role" : "the roles"} ${
          taken.join(", ")
        } away from ${who}.`,
      );
    }
  }
  return warnings;
}

export const personPreview = (line: PersonLine, stored: StoredPerson): UpdatePreview => ({
  changes: fieldChanges(PEOPLE, line, stored),
  warnings: personWarnings(line, stored),
});

export const rolePreview = (line: RoleLine, stored: StoredRoleRow): UpdatePreview => ({
  changes: fieldChanges(ROLES, line, stored),
  warnings: [],
});

export const processPreview = (line: ProcessLine, stored: StoredProcess): UpdatePreview => ({
  changes: fieldChanges(PROCESSES, line, stored),
  warnings: [],
});
