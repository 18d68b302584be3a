/** Organisation settings and the public login options (docs/configuration.md#settings). */
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
    "Admins and Managers must sign in with two-factor before the API accepts their changes."
    isTwoFactorRequired: Boolean!
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
    "Admins only; turning it on needs the Admin's own session to have passed two-factor."
    isTwoFactorRequired: Boolean
  }

  "What the login page of a tenant offers; answered without signing in."
  type TenantLoginOptions {
    organizationName: String!
    isEmailAuthEnabled: Boolean!
    isGoogleAuthEnabled: Boolean!
    isMicrosoftAuthEnabled: Boolean!
  }

  "A failed reminder of a run, with the reason the sender gave up."
  type ReminderRunFailure {
    personId: Int!
    "Null when the person was removed since."
    personName: String
    reason: String!
  }

  "One organisation's reminders of one period (a week for email, a day for SMS)."
  type ReminderRun {
    id: Int!
    "email or sms"
    channel: String!
    "ISO week (2026-W48) or date (2026-11-23)."
    period: String!
    startedAt: String!
    "Null while reminders of the run are still queued or being retried."
    finishedAt: String
    enqueued: Int!
    sent: Int!
    "People with nothing due and nothing late: no message."
    skipped: Int!
    failed: Int!
    failures: [ReminderRunFailure!]!
  }

  extend type Query {
    settings: Settings!
    "The latest reminder runs, newest first (Admins only; limit 1–100, default 10)."
    reminderRuns(limit: Int): [ReminderRun!]!
    "Null for an unknown tenant. The only call that needs no token."
    tenantLoginOptions(tenant: String!): TenantLoginOptions
  }

  extend type Mutation {
    updateSettings(settings: SettingsInput!): Settings
  }
`;
