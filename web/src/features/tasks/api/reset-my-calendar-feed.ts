import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { graphqlRequest } from "@/lib/graphql-client";
import { calendarFeedKey } from "./query-keys";

export const RESET_MY_CALENDAR_FEED_MUTATION = graphql(`
  mutation ResetMyCalendarFeed {
    resetMyCalendarFeed {
      url
      createdAt
    }
  }
`);

/** A new private URL (answered once, with its token); the old one stops working. */
export function resetMyCalendarFeed() {
  return graphqlRequest(RESET_MY_CALENDAR_FEED_MUTATION).then((data) => data.resetMyCalendarFeed);
}

export function useResetMyCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resetMyCalendarFeed,
    // Cached without the URL: a later opening must not show it again.
    onSuccess: (feed) => client.setQueryData(calendarFeedKey, { ...feed, url: null }),
  });
}
