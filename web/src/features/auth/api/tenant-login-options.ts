import { queryOptions, useQuery } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { graphqlRequest } from "@/lib/graphql-client";

/** Public answer (no token needed): which sign-in methods a tenant offers, or null if unknown. */
const DOCUMENT = graphql(`
  query TenantLoginOptions($tenant: String!) {
    tenantLoginOptions(tenant: $tenant) {
      organizationName
      isEmailAuthEnabled
      isGoogleAuthEnabled
      isMicrosoftAuthEnabled
    }
  }
`);

export function tenantLoginOptionsQuery(tenant: string) {
  return queryOptions({
    queryKey: ["tenantLoginOptions", tenant],
    queryFn: async () =>
      (
        await graphqlRequest(DOCUMENT, {
          tenant,
        })
      ).tenantLoginOptions,
    // The page shows the failure itself.
    meta: { silentError: true },
    retry: false,
  });
}

export function useTenantLoginOptions(tenant: string | null) {
  return useQuery({ ...tenantLoginOptionsQuery(tenant ?? ""), enabled: tenant !== null });
}
