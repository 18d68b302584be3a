import { queryOptions, useQuery, type QueryKey } from "@tanstack/react-query";
import type { TypedDocumentString } from "@/lib/gql/graphql";
import { graphqlRequest } from "@/lib/graphql-client";

/** A picker's query: no variables; `nodes` picks its list out of the answer. */
type PickerDocument<TResult> = TypedDocumentString<TResult, { [key: string]: never }>;

/**
 * A full list for a form picker (limit 1000, docs/product.md#limits). The process form says beside the
 * picker why it could not be loaded.
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
  });
}

export function usePicker<TNode>(
  options: ReturnType<typeof pickerQueryOptions<unknown, TNode>>,
  enabled = true,
) {
  return useQuery({ ...options, enabled });
}
