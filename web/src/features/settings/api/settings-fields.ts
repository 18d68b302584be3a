import { graphql } from "@/lib/gql";
import type { SettingsScreenFieldsFragment } from "@/lib/gql/graphql";

/**
 * What the settings screen edits: the session's settings plus those only this screen
 * reads (the dashboard's look-ahead), so signing in does not ask for them.
 */
export const SETTINGS_SCREEN_FIELDS = graphql(`
  fragment SettingsScreenFields on Settings {
    ...SettingsFields
    tasksLookAheadDays
    isTwoFactorRequired
  }
`);

export type ScreenSettings = SettingsScreenFieldsFragment;
