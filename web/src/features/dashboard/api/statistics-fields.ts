import { graphql } from "@/lib/gql";
import type {
  LateTaskStatisticsFieldsFragment,
  ProcessStatisticsFieldsFragment,
} from "@/lib/gql/graphql";

/** The counts both dashboards show the same way (docs/dashboards.md#statistics). */
export const PROCESS_STATISTICS_FIELDS = graphql(`
  fragment ProcessStatisticsFields on ProcessStatistics {
    all
    scheduled
    scheduledNoDates
    needed
    noRoles
    noDescription
    noLabel
    noDocs
  }
`);

export const LATE_TASK_STATISTICS_FIELDS = graphql(`
  fragment LateTaskStatisticsFields on LateTaskStatistics {
    allLate
    all
    inProgress
    notStarted
    missed
    skipped
  }
`);

export type ProcessStatistics = ProcessStatisticsFieldsFragment;
export type LateTaskStatistics = LateTaskStatisticsFieldsFragment;
