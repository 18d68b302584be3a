import type { UserType } from "@shared/abilities.ts";

/** The signed-in person (GraphQL `currentUser`, spec §3 User). */
export interface CurrentUser {
  id: number;
  peopleHandle: string;
  name: string;
  description: string | null;
  email: string;
  userType: UserType;
  isAuthEnabled: boolean;
  roleIds: number[];
  roles: { id: number; roleHandle: string; name: string }[];
  receiveWeeklyReminders: boolean;
}

/** Organisation settings (GraphQL `settings`). */
export interface OrgSettings {
  organizationName: string;
  timezone: string;
  isEmailAuthEnabled: boolean;
  isGoogleAuthEnabled: boolean;
  isMicrosoftAuthEnabled: boolean;
  sendDailyRemindersForLateTasksViaSMS: boolean;
  sendWeeklyRemindersViaEmail: boolean;
}

export const CURRENT_USER_FIELDS = `
  id peopleHandle name description email userType isAuthEnabled roleIds
  roles { id roleHandle name }
  receiveWeeklyReminders
`;

export const SETTINGS_FIELDS = `
  organizationName timezone isEmailAuthEnabled isGoogleAuthEnabled isMicrosoftAuthEnabled
  sendDailyRemindersForLateTasksViaSMS sendWeeklyRemindersViaEmail
`;
