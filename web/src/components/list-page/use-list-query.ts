import { hashKey, useQuery, type QueryKey, type UseQueryOptions } from "@tanstack/react-query";
import { fallbackTerms, termsArgument, termsOutcome } from "@/components/saved-filters";
import { errorMessage } from "@/lib/api-errors";
import type { Connection } from "@/lib/graphql-client";
import type { QueryEntity } from "@shared/query/index.ts";

/** The list arguments every list operation takes (docs/api.md#paging-and-sorting). */
export interface ListVariables {
  q?: string[];
  offset: number;
  limit: number;
  sortBy: string;
  isDesc: boolean;
}

/** A list operation's query-options factory (one file per operation, docs/architecture.md#folders-and-layers). */
export type ListQuery<T, V extends ListVariables, K extends QueryKey = QueryKey> = (
  variables: V,
) => UseQueryOptions<Connection<T>, Error, Connection<T>, K>;

/** A list searched by q terms of the shared query language, which the server may refuse. */
export interface TermsSearch {
  entity: QueryEntity;
  /** Names the rows in the note under a refused term ("people"). */
  noun: string;
}

export interface ListResult<T> {
  /** The rows on screen; undefined before the first answer. */
  data: Connection<T> | undefined;
  isFetching: boolean;
  /** Why there are no rows to show (in place of the rows). */
  error: string | null;
  /** The server's refusal of a term (for the filter bar). */
  refusal: string | null;
}

/**
 * The rows stay on screen while the next page, sort or search of the SAME list loads
 * (keys equal but for their variables); another list (all roles → my roles) starts empty.
 */
function keepSameList<T>(key: QueryKey) {
  const list = hashKey(key.slice(0, -1));
  return (previous: T | undefined, previousQuery?: { queryKey: QueryKey }) =>
    previousQuery && hashKey(previousQuery.queryKey.slice(0, -1)) === list ? previous : undefined;
}

function useListRequest<T, K extends QueryKey>(
  options: UseQueryOptions<Connection<T>, Error, Connection<T>, K>,
  enabled: boolean,
) {
  return useQuery({
    ...options,
    enabled,
    placeholderData: keepSameList<Connection<T>>(options.queryKey),
    // The list shows a failure in place of its rows, which it can only while it has none.
    meta: { ...options.meta, silentError: "withoutData" },
  });
}

/**
 * One list query for `terms`. With a terms search a refused term keeps the others working:
 * the rows are those of the terms the shared parser accepts, asked in a second request,
 * and the refusal goes to the filter bar (refused-terms.ts).
 */
export function useListQuery<T, V extends ListVariables, K extends QueryKey>({
  query,
  variables,
  terms,
  search,
  enabled = true,
}: {
  query: ListQuery<T, V, K>;
  variables: Omit<V, "q">;
  terms: readonly string[];
  search?: TermsSearch;
  enabled?: boolean;
}): ListResult<T> {
  const withTerms = (q: readonly string[] | null) =>
    query({ ...variables, q: termsArgument(q) } as V);
  const main = useListRequest(withTerms(terms), enabled);
  const retry = search ? fallbackTerms(terms, search.entity, main) : null;
  const fallback = useListRequest(withTerms(retry), enabled && retry !== null);
  if (search) return termsOutcome(main, fallback, retry, search.noun);
  return {
    data: main.data,
    isFetching: main.isFetching,
    error: main.isError && !main.data ? errorMessage(main.error) : null,
    refusal: null,
  };
}
