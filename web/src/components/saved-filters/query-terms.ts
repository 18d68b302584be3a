/**
 * The active q terms of a list, kept in the URL as REPEATED `q` parameters, one term
 * each: `/processes?q=has:noDocs&q=label:Dept:HR`. One parameter per term is lossless —
 * a term may itself hold commas or spaces (`status=In Progress|Not Started`, text), so
 * splitting one parameter would change what people typed. A single `?q=has:noDocs`
 * (the dashboards' links) is simply a list of one.
 * Pure; the hook that binds it to the router is use-terms-table-state.ts.
 */
import {
  describeTerm,
  formatTerm,
  parseTerm,
  QueryError,
  termAppliesTo,
  type QueryEntity,
} from "@shared/query/index.ts";

export const TERM_PARAM = "q";

/** The terms in the URL, trimmed, blanks and repeats dropped, in order. */
export function readTerms(params: URLSearchParams): string[] {
  const terms: string[] = [];
  for (const raw of params.getAll(TERM_PARAM)) {
    const term = raw.trim();
    if (term && !terms.includes(term)) terms.push(term);
  }
  return terms;
}

/** A copy of `params` with exactly these terms (other params untouched). */
export function writeTerms(params: URLSearchParams, terms: readonly string[]): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(TERM_PARAM);
  for (const term of terms) next.append(TERM_PARAM, term);
  return next;
}

export interface TermView {
  /** As in the URL; removing the chip removes exactly this. */
  raw: string;
  /** What the chip says: "No docs", `Contains "pay"`. */
  label: string;
  /** Why this list would refuse the term (the shared parser's words), if it would. */
  error: string | null;
}

/** How a chip shows a term, judged by the same parser the API uses. */
export function viewTerm(raw: string, entity: QueryEntity): TermView {
  try {
    const term = parseTerm(raw);
    if (!term) return { raw, label: raw, error: null };
    if (!termAppliesTo(entity, term)) {
      return {
        raw,
        label: describeTerm(term),
        error: `"${formatTerm(term)}" does not apply to this list`,
      };
    }
    return { raw, label: describeTerm(term), error: null };
  } catch (error) {
    if (error instanceof QueryError) return { raw, label: raw, error: error.message };
    throw error;
  }
}

/** The terms a list would accept, for showing results while one term is refused. */
export function acceptedTerms(terms: readonly string[], entity: QueryEntity): string[] {
  return terms.filter((raw) => viewTerm(raw, entity).error === null);
}

/** Adds a term unless it is already there (compared as typed, then canonically). */
export function addTerm(terms: readonly string[], raw: string): string[] {
  const term = raw.trim();
  if (!term || terms.includes(term)) return [...terms];
  return [...terms, term];
}

/** Same terms regardless of order: a saved filter "is applied". */
export function sameTerms(a: readonly string[], b: readonly string[]): boolean {
  const canon = (list: readonly string[]) =>
    list
      .map((raw) => {
        try {
          const term = parseTerm(raw);
          return term ? formatTerm(term) : "";
        } catch {
          return raw.trim();
        }
      })
      .filter(Boolean)
      .sort();
  const x = canon(a);
  const y = canon(b);
  return x.length === y.length && x.every((term, i) => term === y[i]);
}
