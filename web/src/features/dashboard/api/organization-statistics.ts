import { queryOptions, useQuery } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import type { OrganizationStatisticsQuery } from "@/lib/gql/graphql";
import { graphqlRequest } from "@/lib/graphql-client";
import { statisticsKeys } from "./query-keys";

export const ORGANIZATION_STATISTICS_QUERY = graphql(`
  query OrganizationStatistics {
    organizationStatistics {
      processes {
        ...ProcessStatisticsFields
      }
      lateTasks {
        ...LateTaskStatisticsFields
      }
      roles {
        all
        noUsers
        noProcesses
      }
      users {
        all
        admins
        managers
        users
        noAccess
        noRole
      }
      today
      lookAheadDays
      tasksByWeek {
        weekStart
        notStarted
        inProgress
        complete
      }
      lateTasksByRole {
        roleId
        roleHandle
        name
        count
      }
      processesByCategory {
        categoryId
        prefix
        count
      }
    }
  }
`);

export type OrganizationStatistics = OrganizationStatisticsQuery["organizationStatistics"];

export function organizationStatisticsQuery() {
  return queryOptions({
    queryKey: statisticsKeys.organization(),
    queryFn: ({ signal }) =>
      graphqlRequest(ORGANIZATION_STATISTICS_QUERY, {}, { signal }).then(
        (data) => data.organizationStatistics,
      ),
    // The dashboard says what failed in place of its cards.
    meta: { silentError: true },
  });
}

export function useOrganizationStatistics() {
  return useQuery(organizationStatisticsQuery());
}
