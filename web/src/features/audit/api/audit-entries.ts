import { queryOptions } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import type { AuditEntriesQuery, AuditEntriesQueryVariables } from "@/lib/gql/graphql";
import { graphqlRequest } from "@/lib/graphql-client";

export type AuditPage = AuditEntriesQuery["auditEntries"];
export type AuditEntry = AuditPage["nodes"][number];
export type AuditVariables = AuditEntriesQueryVariables;

export const AUDIT_ENTRIES_QUERY = graphql(`
  query AuditEntries(
    $personId: Int
    $entity: String
    $action: String
    $from: String
    $to: String
    $offset: Int
    $limit: Int
  ) {
    auditEntries(
      personId: $personId
      entity: $entity
      action: $action
      from: $from
      to: $to
      offset: $offset
      limit: $limit
    ) {
      totalCount
      totalCountCapped
      nodes {
        id
        at
        personId
        personName
        sessionId
        actor
        clientAddress
        entity
        entityId
        action
        before
        after
        seq
        hash
      }
    }
  }
`);

export const auditKeys = {
  all: ["audit"] as const,
  list: (variables: AuditVariables) => ["audit", "list", variables] as const,
  people: ["audit", "people"] as const,
};

/** A page of the organisation's audit trail, newest first (Admins only). */
export function auditEntriesQueryOptions(variables: AuditVariables) {
  return queryOptions({
    queryKey: auditKeys.list(variables),
    queryFn: ({ signal }) =>
      graphqlRequest(AUDIT_ENTRIES_QUERY, variables, { signal }).then((data) => data.auditEntries),
    // The trail grows by itself: always ask the server.
    staleTime: 0,
  });
}

export const AUDIT_PEOPLE_QUERY = graphql(`
  query AuditPeople {
    users(limit: 1000, sortBy: "name") {
      nodes {
        id
        name
      }
    }
  }
`);

/** Everyone in the organisation, for the person filter. */
export function auditPeopleQueryOptions() {
  return queryOptions({
    queryKey: auditKeys.people,
    queryFn: ({ signal }) =>
      graphqlRequest(AUDIT_PEOPLE_QUERY, {}, { signal }).then((data) => data.users.nodes),
  });
}
