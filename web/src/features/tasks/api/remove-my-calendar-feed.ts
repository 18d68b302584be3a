import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { graphqlRequest } from "@/lib/graphql-client";
import { calendarFeedKey } from "./query-keys";

export const REMOVE_MY_CALENDAR_FEED_MUTATION = graphql(`
  mutation RemoveMyCalendarFeed {
    removeMyCalendarFeed
  }
`);

/** Stops the caller's feed; true when there was one. */
export function removeMyCalendarFeed() {
  return graphqlRequest(REMOVE_MY_CALENDAR_FEED_MUTATION).then((data) => data.removeMyCalendarFeed);
}

export function useRemoveMyCalendarFeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeMyCalendarFeed,
    onSuccess: () => client.setQueryData(calendarFeedKey, null),
  });
}
