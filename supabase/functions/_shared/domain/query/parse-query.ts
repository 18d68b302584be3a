/**
 * Text terms → typed terms. Keys are matched without regard to letter case (`IsNot:`),
 * values of has/is/status too; either separator (`:` or `=`) is accepted after any key
 * and formatTerm writes the canonical one. `isNot:` takes the is:-values only (late,
 * deleted): the has:-values already name a negative ("noDocs") or have a stated
 * opposite, so "not has" would be a second way to say the same thing.
 * A term that looks like `word:` or `word=` with an unknown word is refused; to search
 * for such text, wrap the term in double quotes ("Note: call back").
 */
import {
  HAS_VALUES,
  type HasValue,
  IS_VALUES,
  type IsValue,
  MAX_TERM_LENGTH,
  MAX_TERMS,
  QueryError,
  type QueryTerm,
  STATUS_DISPLAY_NAMES,
  TASK_STATUSES,
  type TaskStatus,
  TERM_KEYS,
} from "./terms.ts";

/** A key term: letters, then `:` or `=` straight after them. */
export const KEY_TERM = /^([A-Za-z]+)([:=])/;

function oneOf<T extends string>(values: readonly T[], given: string): T | undefined {
  return values.find((v) => v.toLowerCase() === given.toLowerCase());
}

function listed(items: readonly string[]): string {
  return items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`;
}

/** A positive whole number that fits a bigint id and a JS number exactly. */
function parseId(value: string): number | undefined {
  if (!/^[1-9][0-9]{0,15}$/.test(value)) return undefined;
  const n = Number(value);
  return Number.isSafeInteger(n) ? n : undefined;
}

const squash = (s: string) => s.replace(/\s+/g, "").toLowerCase();

function parseStatuses(value: string, term: string): TaskStatus[] {
  const statuses: TaskStatus[] = [];
  for (const part of value.split("|")) {
    const status = TASK_STATUSES.find((s) => squash(s) === squash(part));
    if (!status) {
      const shown = part.trim() === "" ? "an empty status" : `"${part.trim()}"`;
      throw new QueryError(
        `Unknown status ${shown} in "${term}"; use ${
          listed(TASK_STATUSES.map((s) => STATUS_DISPLAY_NAMES[s]))
        }, separated by |`,
        term,
      );
    }
    if (!statuses.includes(status)) statuses.push(status);
  }
  return statuses;
}

/** One term, or null for a blank one. Throws QueryError. */
export function parseTerm(raw: string): QueryTerm | null {
  const term = raw.trim();
  if (term === "") return null;
  if (term.length > MAX_TERM_LENGTH) {
    throw new QueryError(
      `A search term may be at most ${MAX_TERM_LENGTH} characters long`,
      term.slice(0, 50),
    );
  }
  if (term.length >= 2 && term.startsWith('"') && term.endsWith('"')) {
    const value = term.slice(1, -1);
    return value.trim() === "" ? null : { kind: "text", value };
  }
  const key = KEY_TERM.exec(term);
  if (!key) return { kind: "text", value: term };
  const name = (key[1] ?? "").toLowerCase();
  const value = term.slice(key[0].length).trim();
  const needs = (what: string, example: string) =>
    new QueryError(`"${term}" needs ${what}, e.g. ${example}`, term);

  switch (name) {
    case "has": {
      const v = oneOf<HasValue>(HAS_VALUES, value);
      if (!v) throw unknownValue(term, value, "has:", HAS_VALUES);
      return { kind: "has", value: v };
    }
    case "is":
    case "isnot": {
      const v = oneOf<IsValue>(IS_VALUES, value);
      const written = name === "is" ? "is:" : "isNot:";
      if (!v) throw unknownValue(term, value, written, IS_VALUES);
      return { kind: "is", value: v, negated: name === "isnot" };
    }
    case "status":
      return { kind: "status", values: parseStatuses(value, term) };
    case "d":
      if (value.toLowerCase() !== "org") {
        throw new QueryError(`"${term}" is not valid; the only d= term is d=org`, term);
      }
      return { kind: "scope", value: "org" };
    case "label":
      if (value === "") throw needs("a label", "label:Dept:HR");
      return { kind: "label", value };
    case "prefix":
      if (value === "") throw needs("a label prefix", "prefix:Dept");
      return { kind: "prefix", value };
    case "role":
      if (value === "") throw needs("a role handle", "role:ops-lead");
      return { kind: "role", value };
    case "category":
      if (value === "") throw needs("a category prefix", "category:OPS");
      return { kind: "category", value };
    case "user":
    case "process": {
      // A whole number is an id, anything else a handle (handles are matched in any case).
      if (value === "") {
        throw needs(
          name === "user" ? "a person's handle or id" : "a process handle or id",
          name === "user" ? "user:staylor or user:12" : "process:FIN-009 or process:12",
        );
      }
      const id = parseId(value);
      const ref = id === undefined ? { handle: value } : { id };
      return name === "user" ? { kind: "user", ...ref } : { kind: "process", ...ref };
    }
    default:
      throw new QueryError(
        `Unknown search term "${key[1]}${key[2]}" in "${term}"; use ${listed(TERM_KEYS)}, ` +
          "or put the text in double quotes to search for it",
        term,
      );
  }
}

function unknownValue(
  term: string,
  value: string,
  key: string,
  values: readonly string[],
): QueryError {
  const head = value === "" ? `"${term}" needs a value` : `Unknown value "${value}" in "${term}"`;
  return new QueryError(`${head}; use ${listed(values.map((v) => key + v))}`, term);
}

/**
 * The typed terms of a `q` list (absent → none). Blank terms are skipped. Anything
 * wrong — a non-text element, an unknown key or value, too many or too long terms —
 * throws QueryError (code BAD_USER_INPUT) naming the term.
 */
export function parseQuery(terms: readonly unknown[] | null | undefined): QueryTerm[] {
  if (terms === null || terms === undefined) return [];
  if (!Array.isArray(terms)) throw new QueryError("The query must be a list of search terms");
  if (terms.length > MAX_TERMS) throw new QueryError(`A query may have at most ${MAX_TERMS} terms`);
  const parsed: QueryTerm[] = [];
  for (const raw of terms) {
    if (typeof raw !== "string") throw new QueryError("Each search term must be text");
    const term = parseTerm(raw);
    if (term) parsed.push(term);
  }
  return parsed;
}
