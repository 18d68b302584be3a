import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphql } from "@/lib/gql";
import type { SettingsInput, UpdateSettingsMutation } from "@/lib/gql/graphql";
import { answered, graphqlRequest } from "@/lib/graphql-client";
import { setSessionSettings } from "@/lib/session/session-store";
import { settingsQueryKey } from "@/features/settings/api/settings-query";

const DOCUMENT = graphql(`
  mutation UpdateSettings($settings: SettingsInput!) {
    updateSettings(settings: $settings) {
      ...SettingsScreenFields
      errors {
        field
        message
      }
    }
  }
`);

export type SettingsAnswer = NonNullable<UpdateSettingsMutation["updateSettings"]>;
/** A problem with one field of the update; nothing was saved. */
export type FieldError = SettingsAnswer["errors"][number];

export function updateSettings(settings: SettingsInput): Promise<SettingsAnswer> {
  return graphqlRequest(DOCUMENT, { settings }).then((data) => answered(data.updateSettings));
}

/** Saves; when the answer carries field errors nothing was saved and the cache stays as it was. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (answer) => {
      if (answer.errors.length > 0) return;
      const { errors: _errors, ...settings } = answer;
      queryClient.setQueryData(settingsQueryKey, settings);
      setSessionSettings(settings);
    },
  });
}
