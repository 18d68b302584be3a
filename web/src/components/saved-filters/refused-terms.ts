/**
 * A list searched by q terms must not go blank because the server refused one term
 * (BAD_USER_INPUT, naming it): the refusal is shown above the list, and the rows are
 * those of the terms the shared parser accepts, asked for in a second request. Pure;
 * each list issues its own two requests (main and fallback) with these answers.
 */
import { ApiError } from "@/lib/graphql-client";
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
 * A refused term, not a broken request: GraphQL validation errors about an unknown
 * field or argument also arrive as BAD_USER_INPUT and are not about the terms.
 */
export function isRefusedTerm(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.code === "BAD_USER_INPUT" &&
    !/Cannot query field|Unknown argument|Unknown type/.test(error.message)
  );
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
  /** For the table: a failure with no rows to show instead. */
  error: string | null;
  /** For the filter bar: the server's refusal, and what is shown instead. */
  refusal: string | null;
}

/**
 * What a list shows for its terms. `noun` names the rows ("processes") in the note
 * that says the list shows the other terms' rows.
 */
export function termsOutcome<T>(
  main: ListResult<T>,
  fallback: ListResult<T>,
  retry: readonly string[] | null,
  noun: string,
  message: (error: Error) => string = (error) => error.message,
): TermsOutcome<T> {
  const refused = main.isError && isRefusedTerm(main.error);
  const mainError = main.isError && main.error ? message(main.error) : null;
  const shown = main.isError ? (retry ? fallback : null) : main;
  const instead = retry
    ? retry.length > 0
      ? ` — showing the ${noun} that match the other terms.`
      : ` — showing all ${noun}.`
    : "";
  return {
    data: shown?.data,
    isFetching: main.isFetching || (retry !== null && fallback.isFetching),
    error: retry
      ? fallback.isError && fallback.error
        ? message(fallback.error)
        : null
      : mainError,
    refusal: refused ? `${mainError ?? ""}${instead}` : null,
  };
}
