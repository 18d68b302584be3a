/**
 * Checks of a people file against the stored people that the line and file checks
 * cannot make alone: an email is one person's in the organisation (the database's
 * unique index, which would otherwise fail the whole apply), and only an Admin makes,
 * changes or removes an Admin (the person form's rule, admin-rights.ts). Pure.
 */
import type { Principal } from "../abilities.ts";
import { adminChangeRefusal } from "../people/admin-rights.ts";
import type { LineError } from "./cells.ts";
import type { PersonLine } from "./people-fields.ts";
import { handleKey, type StoredPerson } from "./stored-rows.ts";

export function peopleStoredErrors(
  lines: readonly PersonLine[],
  stored: ReadonlyMap<string, StoredPerson>,
  principal: Principal,
): LineError[] {
  const errors: LineError[] = [];
  // Whose each email is once the file is applied: stored people the file leaves alone
  // keep theirs.
  const emailOwner = new Map<string, string>();
  const inFile = new Set(lines.map((l) => handleKey(l.peopleHandle)));
  for (const [key, person] of stored) {
    if (person.email && !inFile.has(key)) {
      emailOwner.set(person.email.toLowerCase(), person.peopleHandle);
    }
  }
  // A line that keeps its stored email holds it against every other line.
  for (const line of lines) {
    const own = stored.get(handleKey(line.peopleHandle));
    const kept = line.email === undefined ||
      line.email?.toLowerCase() === own?.email?.toLowerCase();
    if (kept && own?.email) emailOwner.set(own.email.toLowerCase(), own.peopleHandle);
  }
  for (const line of lines) {
    const before = stored.get(handleKey(line.peopleHandle)) ?? null;
    const refusal = adminChangeRefusal(principal, before, line);
    if (refusal) errors.push({ line: line.line, field: "userType", message: refusal });
    if (!line.email) continue;
    const owner = emailOwner.get(line.email.toLowerCase());
    if (owner !== undefined && handleKey(owner) !== handleKey(line.peopleHandle)) {
      errors.push({
        line: line.line,
        field: "email",
        message: `The email ${line.email} is already ${owner}'s.`,
      });
    } else emailOwner.set(line.email.toLowerCase(), line.peopleHandle);
  }
  return errors;
}
