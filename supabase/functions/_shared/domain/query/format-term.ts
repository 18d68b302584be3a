/**
 * Typed terms back to text (chips, URLs, saved filters) and to a short human label.
 * formatTerm writes the canonical spelling, and parseTerm(formatTerm(t)) deep-equals t.
 */
import { KEY_TERM } from "./parse-query.ts";
import { type HasValue, type QueryTerm, STATUS_DISPLAY_NAMES } from "./terms.ts";

/** Text that would otherwise read as a key term, a quoted term or lose its spaces. */
function needsQuotes(text: string): boolean {
  return KEY_TERM.test(text) || (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) ||
    text !== text.trim();
}

export function formatTerm(term: QueryTerm): string {
  switch (term.kind) {
    case "has":
      return `has:${term.value}`;
    case "is":
      return `${term.negated ? "isNot" : "is"}:${term.value}`;
    case "status":
      return `status=${term.values.map((s) => STATUS_DISPLAY_NAMES[s]).join("|")}`;
    case "scope":
      return "d=org";
    case "label":
    case "prefix":
    case "role":
    case "category":
      return `${term.kind}:${term.value}`;
    case "user":
    case "process":
      return `${term.kind}:${term.handle ?? term.id}`;
    case "text":
      return needsQuotes(term.value) ? `"${term.value}"` : term.value;
  }
}

export function formatQuery(terms: readonly QueryTerm[]): string[] {
  return terms.map(formatTerm);
}

const HAS_LABELS: Readonly<Record<HasValue, string>> = {
  scheduled: "Scheduled",
  scheduledNoDates: "Scheduled with no dates",
  needed: "As needed",
  noRoles: "No assigned role",
  noDocs: "No docs",
  noDescription: "No description",
  noLabel: "No labels",
  roles: "Has an assigned role",
  noCategory: "No category",
  noAccess: "No access",
  noRole: "No role",
  noUsers: "No people",
  noProcesses: "No processes",
};

/** A short label for a chip: "Late", "Status: In Progress or Not Started", `Contains "pay"`. */
export function describeTerm(term: QueryTerm): string {
  switch (term.kind) {
    case "has":
      return HAS_LABELS[term.value];
    case "is": {
      const word = term.value;
      return term.negated ? `Not ${word}` : `${word[0]!.toUpperCase()}${word.slice(1)}`;
    }
    case "status": {
      const names = term.values.map((s) => STATUS_DISPLAY_NAMES[s]);
      const joined = names.length < 2
        ? names.join("")
        : `${names.slice(0, -1).join(", ")} or ${names.at(-1)}`;
      return `Status: ${joined}`;
    }
    case "scope":
      return "Whole organisation";
    case "label":
      return `Label ${term.value}`;
    case "prefix":
      return `Any ${term.value} label`;
    case "role":
      return `Role ${term.value}`;
    case "category":
      return `Category ${term.value}`;
    case "user":
      return term.handle === undefined ? `Person #${term.id}` : `Person ${term.handle}`;
    case "process":
      return term.handle === undefined ? `Process #${term.id}` : `Process ${term.handle}`;
    case "text":
      return `Contains "${term.value}"`;
  }
}
