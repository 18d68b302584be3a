import { useMutation, useQueryClient } from "@tanstack/react-query";
import { graphqlRequest, type FieldError } from "@/lib/graphql-client";
import { setSessionSettings } from "@/lib/session/session-store";
import { SETTINGS_FIELDS, type OrgSettings } from "@/lib/session/types";
import { settingsQueryKey } from "@/features/settings/api/settings-query";

const DOCUMENT = `
  mutation UpdateSettings($settings: SettingsInput!) {
    updateSettings(settings: $settings) { ${SETTINGS_FIELDS} errors { field message } }
  }
`;

export type SettingsAnswer = OrgSettings & { errors: FieldError[] };

export function updateSettings(settings: Partial<OrgSettings>): Promise<SettingsAnswer> {
  return graphqlRequest<{ updateSettings: SettingsAnswer }, { settings: Partial<OrgSettings> }>(
    DOCUMENT,
    { settings },
  ).then((data) => data.updateSettings);
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
