import { queryOptions, useQuery } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import type { PersonalStatisticsQuery } from "@/lib/gql/graphql";
import { graphqlRequest } from "@/lib/graphql-client";
import { statisticsKeys } from "./query-keys";

export const PERSONAL_STATISTICS_QUERY = graphql(`
  query PersonalStatistics {
    personalStatistics {
      processes {
        ...ProcessStatisticsFields
      }
      lateTasks {
        ...LateTaskStatisticsFields
      }
      roles {
        all
        noProcesses
      }
      today
      lookAheadDays
    }
  }
`);

export type PersonalStatistics = PersonalStatisticsQuery["personalStatistics"];

export function personalStatisticsQuery() {
  return queryOptions({
    queryKey: statisticsKeys.personal(),
    queryFn: ({ signal }) =>
      graphqlRequest(PERSONAL_STATISTICS_QUERY, {}, { signal }).then(
        (data) => data.personalStatistics,
      ),
    meta: { silentError: true },
  });
}

export function usePersonalStatistics() {
  return useQuery(personalStatisticsQuery());
}
