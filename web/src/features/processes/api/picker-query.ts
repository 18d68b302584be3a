import { queryOptions, useQuery, type QueryKey } from "@tanstack/react-query";
import { graphqlRequest, type Connection } from "@/lib/graphql-client";

/**
 * A full list for a form picker (spec §9: limit 1000). The process form says beside the
 * picker why it could not be loaded.
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
  });
}

export function usePicker<T>(options: ReturnType<typeof pickerQueryOptions<T>>, enabled = true) {
  return useQuery({ ...options, enabled });
}
