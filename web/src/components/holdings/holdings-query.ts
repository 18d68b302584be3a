import { queryOptions, useQuery } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { graphqlRequest } from "@/lib/graphql-client";
import type { HoldingFieldsFragment } from "@/lib/gql/graphql";

/** Who held which role and when (docs/task-engine.md#who-held-a-role-when). */
export type Holding = HoldingFieldsFragment;

export const HOLDING_FIELDS = graphql(`
  fragment HoldingFields on RoleHolding {
    roleId
    roleHandle
    roleName
    personId
    personName
    from
    until
  }
`);

export const PERSON_HOLDINGS_QUERY = graphql(`
  query PersonHoldings($id: Int!) {
    user(id: $id) {
      id
      holdings {
        ...HoldingFields
      }
    }
  }
`);

export const ROLE_HOLDINGS_QUERY = graphql(`
  query RoleHoldings($id: Int!) {
    role(id: $id) {
      id
      holdings {
        ...HoldingFields
      }
    }
  }
`);

export type HoldingsOf = { personId: number } | { roleId: number };

/** Every holding history; a write to a person's roles or a role's people invalidates it. */
export const holdingsKey = ["holdings"] as const;

export function holdingsQueryOptions(of: HoldingsOf) {
  const key = "personId" in of ? ["person", of.personId] : ["role", of.roleId];
  return queryOptions({
    queryKey: [...holdingsKey, ...key] as const,
    queryFn: async ({ signal }) => {
      const holdings =
        "personId" in of
          ? (await graphqlRequest(PERSON_HOLDINGS_QUERY, { id: of.personId }, { signal })).user
              ?.holdings
          : (await graphqlRequest(ROLE_HOLDINGS_QUERY, { id: of.roleId }, { signal })).role
              ?.holdings;
      return holdings ?? [];
    },
    staleTime: 0,
    meta: { silentError: true },
  });
}

export function useHoldings(of: HoldingsOf) {
  return useQuery(holdingsQueryOptions(of));
}
