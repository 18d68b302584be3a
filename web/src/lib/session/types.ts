import { graphql } from "@/lib/gql";
import type { CurrentUserFieldsFragment, SettingsFieldsFragment } from "@/lib/gql/graphql";

/** The signed-in person (GraphQL `currentUser`, docs/product.md#people). */
export type CurrentUser = CurrentUserFieldsFragment;

/** Organisation settings (GraphQL `settings`). */
export type OrgSettings = SettingsFieldsFragment;

export const CURRENT_USER_FIELDS = graphql(`
  fragment CurrentUserFields on User {
    id
    peopleHandle
    name
    description
    email
    userType
    isAuthEnabled
    roleIds
    roles {
      id
      roleHandle
      name
    }
    receiveWeeklyReminders
  }
`);

export const SETTINGS_FIELDS = graphql(`
  fragment SettingsFields on Settings {
    organizationName
    timezone
    isEmailAuthEnabled
    isGoogleAuthEnabled
    isMicrosoftAuthEnabled
    sendDailyRemindersForLateTasksViaSMS
    sendWeeklyRemindersViaEmail
  }
`);
