import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { graphqlRequest, type Connection } from "@/lib/graphql-client";
import { peopleKeys } from "./query-keys";
import type { RoleRef } from "./types";

/** A process as the person page shows it: what it is, how often, and its roles. */
export interface PersonProcess {
  id: number;
  processHandle: string;
  name: string;
  frequencyType: "Scheduled" | "AsNeeded";
  compactFrequency: string;
  frequencyDescription: string;
  hasNoDates: boolean;
  assignedRoles: RoleRef[];
}

export interface PersonProcessesVariables {
  q: string[];
  offset: number;
  limit: number;
  sortBy: string;
  isDesc: boolean;
}

/** One page of the person's processes; more than this pages on the server. */
export const PERSON_PROCESSES_PAGE_SIZE = 25;

export const PERSON_PROCESSES_QUERY = /* GraphQL */ `
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
`;

/** `user:<id>`: the processes assigned to any role the person fills (spec §7 query terms). */
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
      graphqlRequest<{ processes: Connection<PersonProcess> }, PersonProcessesVariables>(
        PERSON_PROCESSES_QUERY,
        variables,
        { signal },
      ).then((data) => data.processes),
    // Spec §7: lists always go to the network.
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
