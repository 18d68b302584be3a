import { queryOptions, useQuery } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { graphqlRequest } from "@/lib/graphql-client";
import { processKeys } from "./query-keys";

/** How many upcoming dates the process page lists. */
export const NEXT_DATES_SHOWN = 10;

export const PROCESS_QUERY = graphql(`
  query Process($id: Int!, $count: Int) {
    process(id: $id) {
      ...ProcessFields
      users {
        id
        name
        peopleHandle
        role {
          id
          roleHandle
          name
        }
        roles {
          id
          roleHandle
          name
        }
      }
      nextDates(count: $count)
      scheduleHistory {
        from
        until
        frequencyType
        compactFrequency
        frequencyDescription
        scheduledFrom
        hasNoDates
        changedById
        changedByName
        changedAt
      }
    }
  }
`);

/** One process with its people, next dates and schedule history; null when it does not exist (or is not visible). */
export function processQueryOptions(id: number) {
  return queryOptions({
    queryKey: processKeys.detail(id),
    queryFn: ({ signal }) =>
      graphqlRequest(PROCESS_QUERY, { id, count: NEXT_DATES_SHOWN }, { signal }).then(
        (data) => data.process,
      ),
    staleTime: 0,
    // The page shows a failure in place of the process.
    meta: { silentError: "withoutData" },
  });
}

export function useProcess(id: number, options: { enabled?: boolean } = {}) {
  return useQuery({ ...processQueryOptions(id), enabled: options.enabled ?? true });
}
