import { useQuery } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { graphqlRequest } from "@/lib/graphql-client";

export const ReminderRunsDocument = graphql(`
  query ReminderRuns($limit: Int) {
    reminderRuns(limit: $limit) {
      id
      channel
      period
      startedAt
      finishedAt
      enqueued
      sent
      skipped
      failed
      failures {
        personId
        personName
        reason
      }
    }
  }
`);

/** The latest reminder runs (Admins only; the card is not shown to others). */
export function useReminderRuns(enabled: boolean) {
  return useQuery({
    queryKey: ["reminderRuns"],
    queryFn: async () => (await graphqlRequest(ReminderRunsDocument, { limit: 10 })).reminderRuns,
    enabled,
    meta: { silentError: true },
  });
}
