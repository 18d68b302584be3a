/** Organisation settings (spec §3 Settings) and the public login options. */
export const settingsTypeDefs = /* GraphQL */ `
  type Settings {
    organizationName: String!
    "The organisation's UTC offset, GMT+hh:mm or GMT-hh:mm."
    timezone: String!
    isEmailAuthEnabled: Boolean!
    isGoogleAuthEnabled: Boolean!
    isMicrosoftAuthEnabled: Boolean!
    sendDailyRemindersForLateTasksViaSMS: Boolean!
    sendWeeklyRemindersViaEmail: Boolean!
    "Days the dashboard's tasks card looks ahead (1–366, default 7)."
    tasksLookAheadDays: Int!
    "Problems with the update; when there are any, nothing was saved."
    errors: [FieldError!]!
  }

  "Absent or null fields keep their value."
  input SettingsInput {
    organizationName: String
    timezone: String
    isEmailAuthEnabled: Boolean
    isGoogleAuthEnabled: Boolean
    isMicrosoftAuthEnabled: Boolean
    sendDailyRemindersForLateTasksViaSMS: Boolean
    sendWeeklyRemindersViaEmail: Boolean
    tasksLookAheadDays: Int
  }

  "What the login page of a tenant offers; answered without signing in."
  type TenantLoginOptions {
    organizationName: String!
    isEmailAuthEnabled: Boolean!
    isGoogleAuthEnabled: Boolean!
    isMicrosoftAuthEnabled: Boolean!
  }

  extend type Query {
    settings: Settings!
    "Null for an unknown tenant. The only call that needs no token."
    tenantLoginOptions(tenant: String!): TenantLoginOptions
  }

  extend type Mutation {
    updateSettings(settings: SettingsInput!): Settings
  }
`;
