import { badInput } from "../../http/app-error.ts";
import type { Tx } from "../client.ts";

/** `%`, `_` and `\` match themselves in a search, not as LIKE wildcards. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const KEY_TERM = /^([A-Za-z]+)(:|=)/;

/**
 * The q terms of the users list, ANDed (design §5): `role:<roleHandle>` keeps people
 * holding that role; any other `key:` term is refused naming it; the rest is a
 * case-insensitive search over name, handle and description.
 */
export function peopleSearchCondition(tx: Tx, terms: string[]) {
  let condition = tx`true`;
  for (const raw of terms) {
    const term = raw.trim();
    if (!term) continue;
    const key = KEY_TERM.exec(term);
    if (key) {
      const value = term.slice(key[0].length).trim();
      if (key[1] === "role" && key[2] === ":" && value) {
        condition = tx`${condition} and exists (
          select 1 from app.role_members rm join app.roles r on r.org_id = rm.org_id and r.id = rm.role_id
          where rm.org_id = p.org_id and rm.person_id = p.id and lower(r.role_handle) = lower(${value}))`;
        continue;
      }
      throw badInput(`Unknown search term "${key[1]}${key[2]}"`, "q");
    }
    const pattern = likePattern(term);
    condition = tx`${condition} and (p.name ilike ${pattern} or p.people_handle ilike ${pattern}
      or p.description ilike ${pattern})`;
  }
  return condition;
}
