import { queryOptions, useQuery, type QueryKey } from "@tanstack/react-query";
import { graphqlRequest } from "@/lib/graphql-client";
import { isUnavailableOperation } from "./api-errors";
import type { Connection } from "./types";

/**
 * A full list for a form picker (spec §9: limit 1000). A picker whose query the API does
 * not have (yet) steps aside quietly instead of raising a toast.
 */
export function pickerQueryOptions<T>(key: QueryKey, document: string, field: string) {
  return queryOptions({
    queryKey: key,
    queryFn: ({ signal }) =>
      graphqlRequest<Record<string, Connection<T>>>(document, undefined, { signal }).then(
        (data) => data[field]?.nodes ?? [],
      ),
    staleTime: 0,
    meta: { silentError: true },
    retry: false,
  });
}

export function usePicker<T>(key: QueryKey, document: string, field: string, enabled = true) {
  const query = useQuery({ ...pickerQueryOptions<T>(key, document, field), enabled });
  return { ...query, unavailable: query.isError && isUnavailableOperation(query.error) };
}
