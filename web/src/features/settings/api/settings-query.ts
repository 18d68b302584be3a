import { queryOptions, useQuery } from "@tanstack/react-query";
import { graphqlRequest } from "@/lib/graphql-client";
import { SETTINGS_FIELDS, type OrgSettings } from "@/lib/session/types";

const DOCUMENT = `query Settings { settings { ${SETTINGS_FIELDS} } }`;

export const settingsQueryKey = ["settings"] as const;

export function settingsQuery() {
  return queryOptions({
    queryKey: settingsQueryKey,
    queryFn: async () => (await graphqlRequest<{ settings: OrgSettings }>(DOCUMENT)).settings,
    // The settings page shows a failure in place of the form.
    meta: { silentError: true },
  });
}

export function useSettingsQuery() {
  return useQuery(settingsQuery());
}
