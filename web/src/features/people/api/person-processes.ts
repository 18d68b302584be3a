import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import type { PersonProcessesQuery, PersonProcessesQueryVariables } from "@/lib/gql/graphql";
import { graphqlRequest } from "@/lib/graphql-client";
import type { RoleRef } from "./person-fields";
import { peopleKeys } from "./query-keys";

/** A process as the person page shows it: what it is, how often, and its roles. */
export type PersonProcess = PersonProcessesQuery["processes"]["nodes"][number];
export type PersonProcessesVariables = PersonProcessesQueryVariables;

/** One page of the person's processes; more than this pages on the server. */
export const PERSON_PROCESSES_PAGE_SIZE = 25;

export const PERSON_PROCESSES_QUERY = graphql(`
  query PersonProcesses(
    $q: [String!]
    $offset: Int
    $limit: Int
    $sortBy: String
    $isDesc: Boolean
  ) {
    processes(q: $q, offset: $offset, limit: $limit, sortBy: $sortBy, isDesc: $isDesc) {
      totalCount
      nodes {
        id
        processHandle
        name
        frequencyType
        compactFrequency
        frequencyDescription
        hasNoDates
        assignedRoles {
          id
          roleHandle
          name
        }
      }
    }
  }
`);

/** `user:<id>`: the processes assigned to any role the person fills (docs/query-language.md#fields). */
export function personProcessesVariables(personId: number, page: number): PersonProcessesVariables {
  return {
    q: [`user:${personId}`],
    offset: (page - 1) * PERSON_PROCESSES_PAGE_SIZE,
    limit: PERSON_PROCESSES_PAGE_SIZE,
    sortBy: "processHandle",
    isDesc: false,
  };
}

export function personProcessesQueryOptions(personId: number, page: number) {
  const variables = personProcessesVariables(personId, page);
  return queryOptions({
    queryKey: peopleKeys.processes(personId, page),
    queryFn: ({ signal }) =>
      graphqlRequest(PERSON_PROCESSES_QUERY, variables, { signal }).then((data) => data.processes),
    // Lists always go to the network.
    staleTime: 0,
    // The card shows a failure in place of the processes.
    meta: { silentError: "withoutData" },
  });
}

/**
 * The processes a person receives through their roles, a page at a time. Admins and
 * managers only (the `processes` list); a User-type person never reaches /people/:id.
 */
export function usePersonProcesses(
  personId: number,
  page: number,
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    ...personProcessesQueryOptions(personId, page),
    enabled: options.enabled ?? true,
    // The previous page stays on screen while the next loads.
    placeholderData: keepPreviousData,
  });
}

/** The process's assigned roles this person fills: why they get its tasks. */
export function throughRoles(process: PersonProcess, personRoles: readonly RoleRef[]): RoleRef[] {
  const held = new Set(personRoles.map((role) => role.id));
  return process.assignedRoles.filter((role) => held.has(role.id));
}
