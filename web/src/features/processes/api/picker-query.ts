import { queryOptions, useQuery, type QueryKey } from "@tanstack/react-query";
import type { TypedDocumentString } from "@/lib/gql/graphql";
import { graphqlRequest } from "@/lib/graphql-client";
import { isUnavailableOperation } from "./api-errors";

/** A picker's query: no variables; `nodes` picks its list out of the answer. */
type PickerDocument<TResult> = TypedDocumentString<TResult, { [key: string]: never }>;

/**
 * A full list for a form picker (spec §9: limit 1000). A picker whose query the API does
 * not have (yet) steps aside quietly instead of raising a toast.
 */
export function pickerQueryOptions<TResult, TNode>(
  key: QueryKey,
  document: PickerDocument<TResult>,
  nodes: (data: TResult) => TNode[],
) {
  return queryOptions({
    queryKey: key,
    queryFn: ({ signal }) => graphqlRequest(document, undefined, { signal }).then(nodes),
    staleTime: 0,
    meta: { silentError: true },
    retry: false,
  });
}

export function usePicker<TResult, TNode>(
  key: QueryKey,
  document: PickerDocument<TResult>,
  nodes: (data: TResult) => TNode[],
  enabled = true,
) {
  const query = useQuery({ ...pickerQueryOptions(key, document, nodes), enabled });
  return { ...query, unavailable: query.isError && isUnavailableOperation(query.error) };
}
