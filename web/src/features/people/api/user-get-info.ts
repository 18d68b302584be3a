import { queryOptions, useQuery } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { graphqlRequest } from "@/lib/graphql-client";
import { peopleKeys } from "./query-keys";

export const USER_GET_INFO_QUERY = graphql(`
  query UserGetInfo($id: Int!) {
    userGetInfo(id: $id) {
      roles {
        id
        roleHandle
        name
      }
      tasks {
        id
        handle
        name
        dueDate
        status
        is_late
        is_missed
        deleted
        process {
          id
          name
          processHandle
        }
      }
    }
  }
`);

/** A person's roles and tasks (docs/product.md#people). */
export function userGetInfoQueryOptions(id: number) {
  return queryOptions({
    queryKey: peopleKeys.info(id),
    queryFn: ({ signal }) =>
      graphqlRequest(USER_GET_INFO_QUERY, { id }, { signal }).then((data) => data.userGetInfo),
    staleTime: 0,
    // The person page shows a failure in place of the tasks.
    meta: { silentError: "withoutData" },
  });
}

export function useUserGetInfo(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...userGetInfoQueryOptions(id), enabled: options.enabled ?? true });
}
