import { queryOptions, useQuery } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import { graphqlRequest } from "@/lib/graphql-client";

const DOCUMENT = graphql(`
  query Settings {
    settings {
      ...SettingsScreenFields
    }
  }
`);

export const settingsQueryKey = ["settings"] as const;

export function settingsQuery() {
  return queryOptions({
    queryKey: settingsQueryKey,
    queryFn: async () => (await graphqlRequest(DOCUMENT)).settings,
    // The settings page shows a failure in place of the form.
    meta: { silentError: true },
  });
}

export function useSettingsQuery() {
  return useQuery(settingsQuery());
}
