/**
 * A list searched by q terms must not go blank because the server refused one term
 * (BAD_USER_INPUT, naming it): the refusal is shown above the list, and the rows are
 * those of the terms the shared parser accepts, asked for in a second request. Pure;
 * each list issues its own two requests (main and fallback) with these answers.
 */
import { errorMessage, isRefusedTerm } from "@/lib/api-errors";
import type { QueryEntity } from "@shared/query/index.ts";
import { acceptedTerms } from "./query-terms";

/** The subset of a query result these helpers read. */
export interface ListResult<T> {
  data: T | undefined;
  isError: boolean;
  error: Error | null;
  isFetching: boolean;
}

/**
 * The terms to ask again with after the server refused `terms`, or null when there is
 * nothing better to ask (no refusal, or the parser finds nothing to leave out).
 */
export function fallbackTerms(
  terms: readonly string[],
  entity: QueryEntity,
  main: Pick<ListResult<unknown>, "isError" | "error">,
): string[] | null {
  if (!main.isError || !isRefusedTerm(main.error)) return null;
  const accepted = acceptedTerms(terms, entity);
  return accepted.length < terms.length ? accepted : null;
}

/** The `q` argument for a list of terms: absent rather than empty. */
export function termsArgument(terms: readonly string[] | null): string[] | undefined {
  return terms && terms.length > 0 ? [...terms] : undefined;
}

export interface TermsOutcome<T> {
  /** The rows to show: the main answer, the fallback's after a refusal, or none. */
  data: T | undefined;
  isFetching: boolean;
  /** For the table: a failure with no rows to show instead (a refusal is the bar's). */
  error: string | null;
  /** For the filter bar: the server's refusal, and what is shown instead. */
  refusal: string | null;
}

/**
 * What a list shows for its terms. `noun` names the rows ("processes") in the note
 * that says the list shows the other terms' rows. Each failure is shown once: a refusal
 * in the filter bar, any other failure in place of the rows while there are none.
 */
export function termsOutcome<T>(
  main: ListResult<T>,
  fallback: ListResult<T>,
  retry: readonly string[] | null,
  noun: string,
): TermsOutcome<T> {
  const refused = main.isError && isRefusedTerm(main.error);
  // A refusal shows the fallback's rows; any other failure leaves what is already there.
  const shown = refused ? (retry ? fallback : null) : main;
  const failed = retry ? fallback : refused ? null : main;
  const instead = retry
    ? retry.length > 0
      ? ` — showing the ${noun} that match the other terms.`
      : ` — showing all ${noun}.`
    : "";
  return {
    data: shown?.data,
    isFetching: main.isFetching || (retry !== null && fallback.isFetching),
    error: failed?.isError && !shown?.data ? errorMessage(failed.error) : null,
    refusal: refused ? `${errorMessage(main.error)}${instead}` : null,
  };
}
