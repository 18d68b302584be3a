import { graphql } from "@/lib/gql";
import { graphqlRequest } from "@/lib/graphql-client";

const PREFIX_AVAILABLE = graphql(`
  query IsPrefixAvailable($prefix: String!) {
    isPrefixAvailable(prefix: $prefix) {
      available
      reason
    }
  }
`);

const CREATE_ORGANIZATION = graphql(`
  mutation CreateOrganization($input: OrganizationInput!) {
    createOrganization(input: $input) {
      id
      prefix
      organization
    }
  }
`);

/** createOrganization carries the organisation flag header, set to 1. */
export const ORGANIZATION_HEADERS = { "x-organization": "1" } as const;

/** Public: whether a prefix is free, and why not (no token, no tenant). */
export async function checkPrefix(prefix: string, signal?: AbortSignal) {
  return (await graphqlRequest(PREFIX_AVAILABLE, { prefix }, { signal, token: null, tenant: null }))
    .isPrefixAvailable;
}

export interface NewOrganization {
  organization: string;
  prefix: string;
  timezone: string;
}

/** As the identity whose token is given; no tenant yet: the organisation is new. */
export async function createOrganization(input: NewOrganization, token: string) {
  return (
    await graphqlRequest(
      CREATE_ORGANIZATION,
      { input },
      { token, tenant: null, headers: { ...ORGANIZATION_HEADERS } },
    )
  ).createOrganization;
}
