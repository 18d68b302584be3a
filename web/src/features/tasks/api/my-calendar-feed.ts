import { queryOptions, useQuery } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { graphqlRequest } from "@/lib/graphql-client";
import { calendarFeedKey } from "./query-keys";

export const MY_CALENDAR_FEED_QUERY = graphql(`
  query MyCalendarFeed {
    myCalendarFeed {
      url
      createdAt
    }
  }
`);

/** Whether the caller has a feed (and since when); its URL is never shown again. */
export function myCalendarFeedQueryOptions() {
  return queryOptions({
    queryKey: calendarFeedKey,
    queryFn: ({ signal }) =>
      graphqlRequest(MY_CALENDAR_FEED_QUERY, undefined, { signal }).then(
        (data) => data.myCalendarFeed ?? null,
      ),
    staleTime: 0,
    // The dialog says in place that the state could not be read.
    meta: { silentError: "withoutData" },
  });
}

export function useMyCalendarFeed(enabled: boolean) {
  return useQuery({ ...myCalendarFeedQueryOptions(), enabled });
}
