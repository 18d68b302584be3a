/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
/** criteria are checked with the query language of the entity's list. */
export type CreateFilterInput = {
  associatedEntity: string;
  criteria?: Array<string> | null | undefined;
  name: string;
  private?: boolean | null | undefined;
};

export type CreateLabelInput = {
  label: string;
};

/** increment defaults to 1. */
export type CreateProcessCategoryInput = {
  description?: string | null | undefined;
  increment?: number | null | undefined;
  prefix: string;
};

/**
 * A new process. processHandle may be left out when categoryId is given: the category
 * makes one (<prefix>-<number>). Frequency: frequencyType with frequency, or
 * compactFrequency, or both when they agree; nothing means as needed. scheduledFrom
 * defaults to today in the organisation's time zone.
 */
export type CreateProcessInput = {
  assignedRoleIds?: Array<number> | null | undefined;
  categoryId?: number | null | undefined;
  compactFrequency?: string | null | undefined;
  description?: string | null | undefined;
  docs?: Array<ProcessDocInput> | null | undefined;
  frequency?: unknown;
  frequencyType?: string | null | undefined;
  labelIds?: Array<number> | null | undefined;
  name: string;
  processHandle?: string | null | undefined;
  roleId?: number | null | undefined;
  scheduledFrom?: string | null | undefined;
  /** Default StaysLate. */
  unfinishedRule?: UnfinishedRule | null | undefined;
};

/** filledBy: the ids of the people who fill the role. */
export type CreateRoleInput = {
  description?: string | null | undefined;
  /** The day the people of filledBy start (YYYY-MM-DD); default the organisation's today. */
  effectiveOn?: string | null | undefined;
  filledBy?: Array<number> | null | undefined;
  name: string;
  reportsToId?: number | null | undefined;
  roleHandle: string;
};

/** A manual task (isManuallyCreated); its handle never collides with a generated one. */
export type CreateTaskInput = {
  description?: string | null | undefined;
  /** YYYY-MM-DD */
  dueDate: string;
  name: string;
  processId?: number | null | undefined;
  status?: TaskStatus | null | undefined;
  userId: number;
};

/** isAuthEnabled is true when absent. */
export type CreateUserInput = {
  description?: string | null | undefined;
  /** The day the roles of roleIds start (YYYY-MM-DD); default the organisation's today. */
  effectiveOn?: string | null | undefined;
  email?: string | null | undefined;
  isAuthEnabled?: boolean | null | undefined;
  /** International format; spaces and dashes are removed. Empty or null: none. */
  mobile?: string | null | undefined;
  name: string;
  peopleHandle: string;
  receiveWeeklyReminders?: boolean | null | undefined;
  roleIds?: Array<number> | null | undefined;
  userType?: UserType | null | undefined;
};

/**
 * 'This and following': from the occurrence with this handle on, the series goes to userId
 * and/or carries name and description. Earlier occurrences stay as they are; repeating the
 * same edit changes nothing.
 */
export type FutureTaskInput = {
  description?: string | null | undefined;
  handle: string;
  name?: string | null | undefined;
  userId?: number | null | undefined;
};

export type ImportKind =
  | 'PROCESSES'
  | 'ROLES'
  | 'USERS';

export type ImportPhase =
  | 'APPLYING'
  | 'CANCELLED'
  | 'CHECKING'
  | 'DONE'
  | 'FAILED'
  | 'STAGING';

export type OrganizationInput = {
  /** The organisation's name, 1–200 characters. */
  organization: string;
  /** 2–32 lower-case letters, digits and dashes; unique; not a reserved word. */
  prefix: string;
  /** The organisation's UTC offset, GMT+hh:mm or GMT-hh:mm. */
  timezone: string;
};

export type ProcessDocInput = {
  /** An existing document of the process to keep; absent adds a new one. */
  id?: number | null | undefined;
  name: string;
  /** An http:// or https:// URL. */
  value: string;
};

/** Absent or null fields keep their value. */
export type SettingsInput = {
  isEmailAuthEnabled?: boolean | null | undefined;
  isGoogleAuthEnabled?: boolean | null | undefined;
  isMicrosoftAuthEnabled?: boolean | null | undefined;
  /** Admins only; turning it on needs the Admin's own session to have passed two-factor. */
  isTwoFactorRequired?: boolean | null | undefined;
  organizationName?: string | null | undefined;
  sendDailyRemindersForLateTasksViaSMS?: boolean | null | undefined;
  sendWeeklyRemindersViaEmail?: boolean | null | undefined;
  tasksLookAheadDays?: number | null | undefined;
  timezone?: string | null | undefined;
};

export type TaskStatus =
  | 'Complete'
  | 'InProgress'
  | 'NotStarted';

/**
 * What an unfinished occurrence becomes once a later one is past due
 * (docs/task-engine.md#missed-occurrences). StaysLate: it stays late until done.
 * Lapses: only the latest occurrence before today stays late; the earlier unfinished ones are
 * missed (Task.is_missed, q is:missed).
 */
export type UnfinishedRule =
  | 'Lapses'
  | 'StaysLate';

/** Only the fields given change. */
export type UpdateFilterInput = {
  associatedEntity?: string | null | undefined;
  criteria?: Array<string> | null | undefined;
  id: number;
  name?: string | null | undefined;
  private?: boolean | null | undefined;
};

export type UpdateLabelInput = {
  id: number;
  label: string;
};

/** Only the fields given change; existing process handles keep their prefix. */
export type UpdateProcessCategoryInput = {
  description?: string | null | undefined;
  id: number;
  increment?: number | null | undefined;
  prefix?: string | null | undefined;
};

/** Only the fields given change; lists given replace the process's lists; null categoryId or roleId clears it. */
export type UpdateProcessInput = {
  assignedRoleIds?: Array<number> | null | undefined;
  categoryId?: number | null | undefined;
  compactFrequency?: string | null | undefined;
  description?: string | null | undefined;
  docs?: Array<ProcessDocInput> | null | undefined;
  frequency?: unknown;
  frequencyType?: string | null | undefined;
  id: number;
  labelIds?: Array<number> | null | undefined;
  name?: string | null | undefined;
  processHandle?: string | null | undefined;
  roleId?: number | null | undefined;
  scheduledFrom?: string | null | undefined;
  unfinishedRule?: UnfinishedRule | null | undefined;
};

/**
 * Only the fields given change. reportsToId null: the role reports to no one.
 * filledBy replaces the whole list of people.
 */
export type UpdateRoleInput = {
  description?: string | null | undefined;
  /**
   * The day added people start and removed people end, their last day (YYYY-MM-DD); default
   * the organisation's today.
   */
  effectiveOn?: string | null | undefined;
  filledBy?: Array<number> | null | undefined;
  id: number;
  name?: string | null | undefined;
  reportsToId?: number | null | undefined;
  roleHandle?: string | null | undefined;
};

/**
 * One task, by id or by handle (a generated occurrence is stored by its handle). Only the
 * fields given change. A User-type person may change only the status of their own task.
 */
export type UpdateTaskInput = {
  description?: string | null | undefined;
  /** YYYY-MM-DD */
  dueDate?: string | null | undefined;
  handle?: string | null | undefined;
  id?: number | null | undefined;
  name?: string | null | undefined;
  status?: TaskStatus | null | undefined;
  userId?: number | null | undefined;
};

/** Only the fields given change, except isAuthEnabled, which is true when absent. */
export type UpdateUserInput = {
  description?: string | null | undefined;
  /**
   * The day added roles start and removed roles end, their last day (YYYY-MM-DD); default the
   * organisation's today.
   */
  effectiveOn?: string | null | undefined;
  email?: string | null | undefined;
  id: number;
  isAuthEnabled?: boolean | null | undefined;
  /** International format; spaces and dashes are removed. Empty or null clears it. */
  mobile?: string | null | undefined;
  name?: string | null | undefined;
  peopleHandle?: string | null | undefined;
  receiveWeeklyReminders?: boolean | null | undefined;
  roleIds?: Array<number> | null | undefined;
  userType?: UserType | null | undefined;
};

export type UserType =
  | 'Admin'
  | 'Manager'
  | 'User';

export type CancelUsersImportMutationVariables = Exact<{ [key: string]: never; }>;


export type CancelUsersImportMutation = { cancelUsersImport: boolean };

export type CancelRolesImportMutationVariables = Exact<{ [key: string]: never; }>;


export type CancelRolesImportMutation = { cancelRolesImport: boolean };

export type CancelProcessesImportMutationVariables = Exact<{ [key: string]: never; }>;


export type CancelProcessesImportMutation = { cancelProcessesImport: boolean };

export type ImportProgressQueryVariables = Exact<{
  kind: ImportKind;
}>;


export type ImportProgressQuery = { importProgress: { kind: ImportKind, phase: ImportPhase, dryRun: boolean, linesTotal: number, linesChecked: number, linesWritten: number } | null };

export type ImportResultFieldsFragment = { dryRun: boolean, cancelled: boolean, created: Array<{ line: number, message: string, record: unknown }>, updated: Array<{ line: number, message: string, record: unknown, warnings: Array<string>, changes: Array<{ field: string, from: string, to: string }> }>, errors: Array<{ line: number, message: string, record: unknown }>, messages: Array<{ line: number, message: string, record: unknown }> };

export type ImportUsersMutationVariables = Exact<{
  csvText: string;
  dryRun?: boolean | null | undefined;
  blankCellsClear?: boolean | null | undefined;
  effectiveOn?: string | null | undefined;
}>;


export type ImportUsersMutation = { importUsers: { dryRun: boolean, cancelled: boolean, created: Array<{ line: number, message: string, record: unknown }>, updated: Array<{ line: number, message: string, record: unknown, warnings: Array<string>, changes: Array<{ field: string, from: string, to: string }> }>, errors: Array<{ line: number, message: string, record: unknown }>, messages: Array<{ line: number, message: string, record: unknown }> } };

export type ImportRolesMutationVariables = Exact<{
  csvText: string;
  dryRun?: boolean | null | undefined;
  blankCellsClear?: boolean | null | undefined;
}>;


export type ImportRolesMutation = { importRoles: { dryRun: boolean, cancelled: boolean, created: Array<{ line: number, message: string, record: unknown }>, updated: Array<{ line: number, message: string, record: unknown, warnings: Array<string>, changes: Array<{ field: string, from: string, to: string }> }>, errors: Array<{ line: number, message: string, record: unknown }>, messages: Array<{ line: number, message: string, record: unknown }> } };

export type ImportProcessesMutationVariables = Exact<{
  csvText: string;
  dryRun?: boolean | null | undefined;
  blankCellsClear?: boolean | null | undefined;
}>;


export type ImportProcessesMutation = { importProcesses: { dryRun: boolean, cancelled: boolean, created: Array<{ line: number, message: string, record: unknown }>, updated: Array<{ line: number, message: string, record: unknown, warnings: Array<string>, changes: Array<{ field: string, from: string, to: string }> }>, errors: Array<{ line: number, message: string, record: unknown }>, messages: Array<{ line: number, message: string, record: unknown }> } };

export type HoldingFieldsFragment = { roleId: number, roleHandle: string, roleName: string, personId: number, personName: string, from: string | null, until: string | null };

export type PersonHoldingsQueryVariables = Exact<{
  id: number;
}>;


export type PersonHoldingsQuery = { user: { id: number, holdings: Array<{ roleId: number, roleHandle: string, roleName: string, personId: number, personName: string, from: string | null, until: string | null }> } | null };

export type RoleHoldingsQueryVariables = Exact<{
  id: number;
}>;


export type RoleHoldingsQuery = { role: { id: number, holdings: Array<{ roleId: number, roleHandle: string, roleName: string, personId: number, personName: string, from: string | null, until: string | null }> } | null };

export type CreateFilterMutationVariables = Exact<{
  filter: CreateFilterInput;
}>;


export type CreateFilterMutation = { createFilter: { id: number, name: string, associatedEntity: string, private: boolean, criteria: Array<string>, owner: { id: number, name: string } } | null };

export type SavedFilterFieldsFragment = { id: number, name: string, associatedEntity: string, private: boolean, criteria: Array<string>, owner: { id: number, name: string } };

export type FiltersAccessibleToCurrentUserQueryVariables = Exact<{
  associatedEntities?: Array<string> | string | null | undefined;
}>;


export type FiltersAccessibleToCurrentUserQuery = { filtersAccessibleToCurrentUser: { totalCount: number, nodes: Array<{ id: number, name: string, associatedEntity: string, private: boolean, criteria: Array<string>, owner: { id: number, name: string } }> } };

export type RemoveFilterMutationVariables = Exact<{
  id: number;
}>;


export type RemoveFilterMutation = { removeFilter: boolean | null };

export type UpdateFilterMutationVariables = Exact<{
  filter: UpdateFilterInput;
}>;


export type UpdateFilterMutation = { updateFilter: { id: number, name: string, associatedEntity: string, private: boolean, criteria: Array<string>, owner: { id: number, name: string } } | null };

export type TaskFieldsFragment = { id: number | null, handle: string, init_handle: string, name: string, description: string, processId: number | null, userId: number | null, dueDate: string, status: TaskStatus, is_late: boolean, is_missed: boolean, deleted: boolean, skipReason: string | null, updated_at: string | null, isManuallyCreated: boolean, updatedBy: { id: number, name: string } | null, assignee: { id: number, name: string } | null, process: { id: number, name: string, processHandle: string } | null, history: Array<{ at: string, by: { id: number, name: string } | null, changes: Array<{ field: string, from: string | null, to: string | null }> }> };

export type UpdateTaskMutationVariables = Exact<{
  task: UpdateTaskInput;
}>;


export type UpdateTaskMutation = { updateTask: { id: number | null, handle: string, init_handle: string, name: string, description: string, processId: number | null, userId: number | null, dueDate: string, status: TaskStatus, is_late: boolean, is_missed: boolean, deleted: boolean, skipReason: string | null, updated_at: string | null, isManuallyCreated: boolean, updatedBy: { id: number, name: string } | null, assignee: { id: number, name: string } | null, process: { id: number, name: string, processHandle: string } | null, history: Array<{ at: string, by: { id: number, name: string } | null, changes: Array<{ field: string, from: string | null, to: string | null }> }> } | null };

export type AuditEntriesQueryVariables = Exact<{
  personId?: number | null | undefined;
  entity?: string | null | undefined;
  action?: string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type AuditEntriesQuery = { auditEntries: { totalCount: number, totalCountCapped: boolean, nodes: Array<{ id: number, at: string, personId: number | null, personName: string | null, sessionId: string | null, actor: string, clientAddress: string | null, entity: string, entityId: string | null, action: string, before: unknown, after: unknown, seq: number | null, hash: string | null }> } };

export type AuditPeopleQueryVariables = Exact<{ [key: string]: never; }>;


export type AuditPeopleQuery = { users: { nodes: Array<{ id: number, name: string }> } };

export type AuditRetentionQueryVariables = Exact<{ [key: string]: never; }>;


export type AuditRetentionQuery = { auditRetentionDays: number };

export type UpdateAuditRetentionMutationVariables = Exact<{
  days: number;
}>;


export type UpdateAuditRetentionMutation = { updateAuditRetention: number };

export type ExportAuditEntriesQueryVariables = Exact<{
  personId?: number | null | undefined;
  entity?: string | null | undefined;
  action?: string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type ExportAuditEntriesQuery = { exportAuditEntries: string };

export type TenantLoginOptionsQueryVariables = Exact<{
  tenant: string;
}>;


export type TenantLoginOptionsQuery = { tenantLoginOptions: { organizationName: string, isEmailAuthEnabled: boolean, isGoogleAuthEnabled: boolean, isMicrosoftAuthEnabled: boolean } | null };

export type NextTasksQueryVariables = Exact<{
  q?: Array<string> | string | null | undefined;
  limit?: number | null | undefined;
  sortBy?: string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type NextTasksQuery = { myTasks: { totalCount: number, nodes: Array<{ id: number | null, handle: string, init_handle: string, name: string, description: string, processId: number | null, userId: number | null, dueDate: string, status: TaskStatus, is_late: boolean, is_missed: boolean, deleted: boolean, skipReason: string | null, updated_at: string | null, isManuallyCreated: boolean, updatedBy: { id: number, name: string } | null, assignee: { id: number, name: string } | null, process: { id: number, name: string, processHandle: string } | null, history: Array<{ at: string, by: { id: number, name: string } | null, changes: Array<{ field: string, from: string | null, to: string | null }> }> }> } };

export type OrganizationStatisticsQueryVariables = Exact<{ [key: string]: never; }>;


export type OrganizationStatisticsQuery = { organizationStatistics: { today: string, lookAheadDays: number, processes: { all: number, scheduled: number, scheduledNoDates: number, needed: number, noRoles: number | null, noDescription: number, noLabel: number, noDocs: number }, lateTasks: { allLate: number, all: number, inProgress: number, notStarted: number, missed: number, skipped: number }, roles: { all: number, noUsers: number, noProcesses: number }, users: { all: number, admins: number, managers: number, users: number, noAccess: number, noRole: number }, tasksByWeek: Array<{ weekStart: string, notStarted: number, inProgress: number, complete: number }>, lateTasksByRole: Array<{ roleId: number, roleHandle: string, name: string, count: number }>, processesByCategory: Array<{ categoryId: number | null, prefix: string | null, count: number }> } };

export type PersonalStatisticsQueryVariables = Exact<{ [key: string]: never; }>;


export type PersonalStatisticsQuery = { personalStatistics: { today: string, lookAheadDays: number, processes: { all: number, scheduled: number, scheduledNoDates: number, needed: number, noRoles: number | null, noDescription: number, noLabel: number, noDocs: number }, lateTasks: { allLate: number, all: number, inProgress: number, notStarted: number, missed: number, skipped: number }, roles: { all: number, noProcesses: number } } };

export type ProcessStatisticsFieldsFragment = { all: number, scheduled: number, scheduledNoDates: number, needed: number, noRoles: number | null, noDescription: number, noLabel: number, noDocs: number };

export type LateTaskStatisticsFieldsFragment = { allLate: number, all: number, inProgress: number, notStarted: number, missed: number, skipped: number };

export type FiltersPageQueryVariables = Exact<{
  q?: Array<string> | string | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
  sortBy?: string | null | undefined;
  isDesc?: boolean | null | undefined;
  associatedEntities?: Array<string> | string | null | undefined;
}>;


export type FiltersPageQuery = { filtersAccessibleToCurrentUser: { totalCount: number, nodes: Array<{ id: number, name: string, associatedEntity: string, private: boolean, criteria: Array<string>, owner: { id: number, name: string } }> } };

export type CreateLabelMutationVariables = Exact<{
  label: CreateLabelInput;
}>;


export type CreateLabelMutation = { createLabel: { id: number, label: string, prefix: string, processes: Array<number> } | null };

export type LabelFieldsFragment = { id: number, label: string, prefix: string, processes: Array<number> };

export type LabelsQueryVariables = Exact<{
  q?: Array<string> | string | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
  sortBy?: string | null | undefined;
  isDesc?: boolean | null | undefined;
}>;


export type LabelsQuery = { labels: { totalCount: number, nodes: Array<{ id: number, label: string, prefix: string, processes: Array<number> }> } };

export type RemoveLabelMutationVariables = Exact<{
  id: number;
}>;


export type RemoveLabelMutation = { removeLabel: boolean | null };

export type UpdateLabelMutationVariables = Exact<{
  label: UpdateLabelInput;
}>;


export type UpdateLabelMutation = { updateLabel: { id: number, label: string, prefix: string, processes: Array<number> } | null };

export type DeleteSavedMatrixMutationVariables = Exact<{
  id: number;
}>;


export type DeleteSavedMatrixMutation = { deleteSavedMatrix: boolean | null };

export type ExportMatrixQueryVariables = Exact<{
  row: string;
  col: string;
}>;


export type ExportMatrixQuery = { exportMatrix: string };

export type ExportSavedMatricesQueryVariables = Exact<{
  q?: string | null | undefined;
  sortBy?: string | null | undefined;
  isDesc?: boolean | null | undefined;
}>;


export type ExportSavedMatricesQuery = { exportSavedMatrices: string };

export type LabelsPrefixQueryVariables = Exact<{ [key: string]: never; }>;


export type LabelsPrefixQuery = { getLabelsPrefix: Array<{ label: string, id: string }> };

export type MakeMatrixMutationVariables = Exact<{
  row: string;
  col: string;
  name: string;
  privacy?: boolean | null | undefined;
}>;


export type MakeMatrixMutation = { makeMatrix: { id: number, name: string, row: string, col: string, privacy: boolean, isOwner: boolean, owner: { id: number, name: string } } | null };

export type MatrixQueryVariables = Exact<{
  row: string;
  col: string;
}>;


export type MatrixQuery = { getMatrix: Array<{ name: string, value: number, id: string }> };

export type SavedMatrixFieldsFragment = { id: number, name: string, row: string, col: string, privacy: boolean, isOwner: boolean, owner: { id: number, name: string } };

export type SavedMatrixQueryVariables = Exact<{
  id: number;
}>;


export type SavedMatrixQuery = { savedMatrix: { id: number, name: string, row: string, col: string, privacy: boolean, isOwner: boolean, owner: { id: number, name: string } } | null };

export type SavedMatrixesQueryVariables = Exact<{
  page?: number | null | undefined;
  perPage?: number | null | undefined;
  q?: string | null | undefined;
  sortBy?: string | null | undefined;
  isDesc?: boolean | null | undefined;
}>;


export type SavedMatrixesQuery = { getSavedMatrixes: { totalCount: number, nodes: Array<{ id: number, name: string, row: string, col: string, privacy: boolean, isOwner: boolean, owner: { id: number, name: string } }> } };

export type UpdateSavedMatrixMutationVariables = Exact<{
  id: number;
  row: string;
  col: string;
  name: string;
  privacy: boolean;
}>;


export type UpdateSavedMatrixMutation = { updateSavedMatrix: { id: number, name: string, row: string, col: string, privacy: boolean, isOwner: boolean, owner: { id: number, name: string } } | null };

export type IsPrefixAvailableQueryVariables = Exact<{
  prefix: string;
}>;


export type IsPrefixAvailableQuery = { isPrefixAvailable: { available: boolean, reason: string | null } };

export type CreateOrganizationMutationVariables = Exact<{
  input: OrganizationInput;
}>;


export type CreateOrganizationMutation = { createOrganization: { id: number, prefix: string, organization: string } };

export type CreateUserMutationVariables = Exact<{
  user: CreateUserInput;
}>;


export type CreateUserMutation = { createUser: { id: number, peopleHandle: string, name: string, description: string, email: string | null, mobile: string | null, userType: UserType, isAuthEnabled: boolean, roleIds: Array<number>, receiveWeeklyReminders: boolean, hasAccount: boolean, roles: Array<{ id: number, roleHandle: string, name: string }> } | null };

export type EndPersonSessionsMutationVariables = Exact<{
  personId: number;
}>;


export type EndPersonSessionsMutation = { endPersonSessions: number | null };

export type ExportUsersQueryVariables = Exact<{
  q?: Array<string> | string | null | undefined;
  userType?: UserType | null | undefined;
  sortBy?: string | null | undefined;
  isDesc?: boolean | null | undefined;
}>;


export type ExportUsersQuery = { exportUsers: string };

export type InvitePersonMutationVariables = Exact<{
  id: number;
}>;


export type InvitePersonMutation = { invitePerson: { email: string, expiresAt: string } };

export type MySessionsQueryVariables = Exact<{
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type MySessionsQuery = { mySessions: { totalCount: number, nodes: Array<{ id: string, createdAt: string, lastUsedAt: string, ip: string | null, userAgent: string | null, isCurrent: boolean }> } };

export type EndSessionMutationVariables = Exact<{
  id: string | number;
}>;


export type EndSessionMutation = { endSession: boolean | null };

export type EndOtherSessionsMutationVariables = Exact<{ [key: string]: never; }>;


export type EndOtherSessionsMutation = { endOtherSessions: number | null };

export type PersonFieldsFragment = { id: number, peopleHandle: string, name: string, description: string, email: string | null, mobile: string | null, userType: UserType, isAuthEnabled: boolean, roleIds: Array<number>, receiveWeeklyReminders: boolean, hasAccount: boolean, roles: Array<{ id: number, roleHandle: string, name: string }> };

export type PersonProcessesQueryVariables = Exact<{
  q?: Array<string> | string | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
  sortBy?: string | null | undefined;
  isDesc?: boolean | null | undefined;
}>;


export type PersonProcessesQuery = { processes: { totalCount: number, nodes: Array<{ id: number, processHandle: string, name: string, frequencyType: string, compactFrequency: string, frequencyDescription: string, hasNoDates: boolean, assignedRoles: Array<{ id: number, roleHandle: string, name: string }> }> } };

export type RemoveUserMutationVariables = Exact<{
  id: number;
}>;


export type RemoveUserMutation = { removeUser: boolean | null };

export type RemoveUsersMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type RemoveUsersMutation = { removeUsers: boolean | null };

export type RolesForPickerQueryVariables = Exact<{ [key: string]: never; }>;


export type RolesForPickerQuery = { roles: { totalCount: number, nodes: Array<{ id: number, roleHandle: string, name: string }> } };

export type PersonTwoFactorQueryVariables = Exact<{
  id: number;
}>;


export type PersonTwoFactorQuery = { user: { id: number, hasTwoFactor: boolean } | null };

export type RemoveUserTwoFactorMutationVariables = Exact<{
  id: number;
}>;


export type RemoveUserTwoFactorMutation = { removeUserTwoFactor: boolean | null };

export type UpdateUserMutationVariables = Exact<{
  user: UpdateUserInput;
}>;


export type UpdateUserMutation = { updateUser: { id: number, peopleHandle: string, name: string, description: string, email: string | null, mobile: string | null, userType: UserType, isAuthEnabled: boolean, roleIds: Array<number>, receiveWeeklyReminders: boolean, hasAccount: boolean, roles: Array<{ id: number, roleHandle: string, name: string }> } | null };

export type UserGetInfoQueryVariables = Exact<{
  id: number;
}>;


export type UserGetInfoQuery = { userGetInfo: { roles: Array<{ id: number, roleHandle: string, name: string }>, tasks: Array<{ id: number | null, handle: string, name: string, dueDate: string, status: TaskStatus, is_late: boolean, is_missed: boolean, deleted: boolean, process: { id: number, name: string, processHandle: string } | null }> } | null };

export type UserQueryVariables = Exact<{
  id: number;
}>;


export type UserQuery = { user: { id: number, peopleHandle: string, name: string, description: string, email: string | null, mobile: string | null, userType: UserType, isAuthEnabled: boolean, roleIds: Array<number>, receiveWeeklyReminders: boolean, hasAccount: boolean, roles: Array<{ id: number, roleHandle: string, name: string }> } | null };

export type UsersQueryVariables = Exact<{
  q?: Array<string> | string | null | undefined;
  userType?: UserType | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
  sortBy?: string | null | undefined;
  isDesc?: boolean | null | undefined;
}>;


export type UsersQuery = { users: { totalCount: number, nodes: Array<{ id: number, peopleHandle: string, name: string, description: string, email: string | null, mobile: string | null, userType: UserType, isAuthEnabled: boolean, roleIds: Array<number>, receiveWeeklyReminders: boolean, hasAccount: boolean, roles: Array<{ id: number, roleHandle: string, name: string }> }> } };

export type CategoryFieldsFragment = { id: number, prefix: string, description: string, increment: number };

export type CreateProcessCategoryMutationVariables = Exact<{
  processCategory: CreateProcessCategoryInput;
}>;


export type CreateProcessCategoryMutation = { createProcessCategory: { id: number, prefix: string, description: string, increment: number } | null };

export type ProcessCategoriesQueryVariables = Exact<{
  q?: Array<string> | string | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
  sortBy?: string | null | undefined;
  isDesc?: boolean | null | undefined;
}>;


export type ProcessCategoriesQuery = { processCategories: { totalCount: number, nodes: Array<{ id: number, prefix: string, description: string, increment: number }> } };

export type RemoveProcessCategoryMutationVariables = Exact<{
  id: number;
}>;


export type RemoveProcessCategoryMutation = { removeProcessCategory: boolean | null };

export type UpdateProcessCategoryMutationVariables = Exact<{
  processCategory: UpdateProcessCategoryInput;
}>;


export type UpdateProcessCategoryMutation = { updateProcessCategory: { id: number, prefix: string, description: string, increment: number } | null };

export type CategoriesForPickerQueryVariables = Exact<{ [key: string]: never; }>;


export type CategoriesForPickerQuery = { processCategories: { totalCount: number, nodes: Array<{ id: number, prefix: string, description: string }> } };

export type CreateProcessMutationVariables = Exact<{
  process: CreateProcessInput;
}>;


export type CreateProcessMutation = { createProcess: { id: number, processHandle: string, name: string, description: string, frequencyType: string, frequency: unknown, compactFrequency: string, frequencyDescription: string, scheduledFrom: string, hasNoDates: boolean, unfinishedRule: UnfinishedRule, categoryId: number | null, roleId: number | null, labelIds: Array<number>, assignedRoleIds: Array<number>, labels: Array<{ id: number, label: string }>, assignedRoles: Array<{ id: number, roleHandle: string, name: string }>, role: { id: number, roleHandle: string, name: string } | null, docs: Array<{ id: number, name: string, value: string }>, cat: { id: number, prefix: string, description: string } | null } | null };

export type CurrentUserProcessesQueryVariables = Exact<{
  q?: Array<string> | string | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
  sortBy?: string | null | undefined;
  isDesc?: boolean | null | undefined;
}>;


export type CurrentUserProcessesQuery = { currentUserProcesses: { totalCount: number, nodes: Array<{ id: number, processHandle: string, name: string, description: string, frequencyType: string, frequency: unknown, compactFrequency: string, frequencyDescription: string, scheduledFrom: string, hasNoDates: boolean, unfinishedRule: UnfinishedRule, categoryId: number | null, roleId: number | null, labelIds: Array<number>, assignedRoleIds: Array<number>, labels: Array<{ id: number, label: string }>, assignedRoles: Array<{ id: number, roleHandle: string, name: string }>, role: { id: number, roleHandle: string, name: string } | null, docs: Array<{ id: number, name: string, value: string }>, cat: { id: number, prefix: string, description: string } | null }> } };

export type ExportProcessesQueryVariables = Exact<{
  q?: Array<string> | string | null | undefined;
  sortBy?: string | null | undefined;
  isDesc?: boolean | null | undefined;
}>;


export type ExportProcessesQuery = { exportProcesses: string };

export type ExportCurrentUserProcessesQueryVariables = Exact<{
  q?: Array<string> | string | null | undefined;
  sortBy?: string | null | undefined;
  isDesc?: boolean | null | undefined;
}>;


export type ExportCurrentUserProcessesQuery = { exportCurrentUserProcesses: string };

export type LabelsForPickerQueryVariables = Exact<{ [key: string]: never; }>;


export type LabelsForPickerQuery = { labels: { totalCount: number, nodes: Array<{ id: number, label: string }> } };

export type ProcessFieldsFragment = { id: number, processHandle: string, name: string, description: string, frequencyType: string, frequency: unknown, compactFrequency: string, frequencyDescription: string, scheduledFrom: string, hasNoDates: boolean, unfinishedRule: UnfinishedRule, categoryId: number | null, roleId: number | null, labelIds: Array<number>, assignedRoleIds: Array<number>, labels: Array<{ id: number, label: string }>, assignedRoles: Array<{ id: number, roleHandle: string, name: string }>, role: { id: number, roleHandle: string, name: string } | null, docs: Array<{ id: number, name: string, value: string }>, cat: { id: number, prefix: string, description: string } | null };

export type ProcessQueryVariables = Exact<{
  id: number;
  count?: number | null | undefined;
}>;


export type ProcessQuery = { process: { nextDates: Array<string>, id: number, processHandle: string, name: string, description: string, frequencyType: string, frequency: unknown, compactFrequency: string, frequencyDescription: string, scheduledFrom: string, hasNoDates: boolean, unfinishedRule: UnfinishedRule, categoryId: number | null, roleId: number | null, labelIds: Array<number>, assignedRoleIds: Array<number>, users: Array<{ id: number, name: string, peopleHandle: string, role: { id: number, roleHandle: string, name: string }, roles: Array<{ id: number, roleHandle: string, name: string }> }>, scheduleHistory: Array<{ from: string | null, until: string, frequencyType: string, compactFrequency: string, frequencyDescription: string, scheduledFrom: string, hasNoDates: boolean, changedById: number | null, changedByName: string | null, changedAt: string }>, labels: Array<{ id: number, label: string }>, assignedRoles: Array<{ id: number, roleHandle: string, name: string }>, role: { id: number, roleHandle: string, name: string } | null, docs: Array<{ id: number, name: string, value: string }>, cat: { id: number, prefix: string, description: string } | null } | null };

export type ProcessesQueryVariables = Exact<{
  q?: Array<string> | string | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
  sortBy?: string | null | undefined;
  isDesc?: boolean | null | undefined;
}>;


export type ProcessesQuery = { processes: { totalCount: number, nodes: Array<{ id: number, processHandle: string, name: string, description: string, frequencyType: string, frequency: unknown, compactFrequency: string, frequencyDescription: string, scheduledFrom: string, hasNoDates: boolean, unfinishedRule: UnfinishedRule, categoryId: number | null, roleId: number | null, labelIds: Array<number>, assignedRoleIds: Array<number>, labels: Array<{ id: number, label: string }>, assignedRoles: Array<{ id: number, roleHandle: string, name: string }>, role: { id: number, roleHandle: string, name: string } | null, docs: Array<{ id: number, name: string, value: string }>, cat: { id: number, prefix: string, description: string } | null }> } };

export type RemoveProcessMutationVariables = Exact<{
  id: number;
}>;


export type RemoveProcessMutation = { removeProcess: boolean | null };

export type RemoveProcessesMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type RemoveProcessesMutation = { removeProcesses: boolean | null };

export type UpdateProcessMutationVariables = Exact<{
  process: UpdateProcessInput;
}>;


export type UpdateProcessMutation = { updateProcess: { id: number, processHandle: string, name: string, description: string, frequencyType: string, frequency: unknown, compactFrequency: string, frequencyDescription: string, scheduledFrom: string, hasNoDates: boolean, unfinishedRule: UnfinishedRule, categoryId: number | null, roleId: number | null, labelIds: Array<number>, assignedRoleIds: Array<number>, labels: Array<{ id: number, label: string }>, assignedRoles: Array<{ id: number, roleHandle: string, name: string }>, role: { id: number, roleHandle: string, name: string } | null, docs: Array<{ id: number, name: string, value: string }>, cat: { id: number, prefix: string, description: string } | null } | null };

export type CreateRoleMutationVariables = Exact<{
  role: CreateRoleInput;
}>;


export type CreateRoleMutation = { createRole: { id: number, roleHandle: string, name: string, description: string, reportsToId: number | null, processCount: number, reportsTo: { id: number, roleHandle: string, name: string } | null, filledBy: Array<{ id: number, name: string }>, assignedProcesses: Array<{ id: number, processHandle: string, name: string }> } | null };

export type CurrentUserRolesQueryVariables = Exact<{
  q?: Array<string> | string | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
  sortBy?: string | null | undefined;
  isDesc?: boolean | null | undefined;
}>;


export type CurrentUserRolesQuery = { currentUserRoles: { totalCount: number, nodes: Array<{ id: number, roleHandle: string, name: string, description: string, reportsToId: number | null, processCount: number, reportsTo: { id: number, roleHandle: string, name: string } | null, filledBy: Array<{ id: number, name: string }>, assignedProcesses: Array<{ id: number, processHandle: string, name: string }> }> } };

export type ExportRolesQueryVariables = Exact<{
  q?: Array<string> | string | null | undefined;
  sortBy?: string | null | undefined;
  isDesc?: boolean | null | undefined;
}>;


export type ExportRolesQuery = { exportRoles: string };

export type ExportCurrentUserRolesQueryVariables = Exact<{
  q?: Array<string> | string | null | undefined;
  sortBy?: string | null | undefined;
  isDesc?: boolean | null | undefined;
}>;


export type ExportCurrentUserRolesQuery = { exportCurrentUserRoles: string };

export type PeopleForRolePickerQueryVariables = Exact<{ [key: string]: never; }>;


export type PeopleForRolePickerQuery = { users: { totalCount: number, nodes: Array<{ id: number, name: string }> } };

export type RemoveRoleMutationVariables = Exact<{
  id: number;
}>;


export type RemoveRoleMutation = { removeRole: boolean | null };

export type RemoveRolesMutationVariables = Exact<{
  ids: Array<number> | number;
}>;


export type RemoveRolesMutation = { removeRoles: boolean | null };

export type RoleFieldsFragment = { id: number, roleHandle: string, name: string, description: string, reportsToId: number | null, processCount: number, reportsTo: { id: number, roleHandle: string, name: string } | null, filledBy: Array<{ id: number, name: string }>, assignedProcesses: Array<{ id: number, processHandle: string, name: string }> };

export type RoleQueryVariables = Exact<{
  id: number;
}>;


export type RoleQuery = { role: { id: number, roleHandle: string, name: string, description: string, reportsToId: number | null, processCount: number, reportsTo: { id: number, roleHandle: string, name: string } | null, filledBy: Array<{ id: number, name: string }>, assignedProcesses: Array<{ id: number, processHandle: string, name: string }> } | null };

export type RolesQueryVariables = Exact<{
  q?: Array<string> | string | null | undefined;
  filledBy?: Array<number> | number | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
  sortBy?: string | null | undefined;
  isDesc?: boolean | null | undefined;
}>;


export type RolesQuery = { roles: { totalCount: number, nodes: Array<{ id: number, roleHandle: string, name: string, description: string, reportsToId: number | null, processCount: number, reportsTo: { id: number, roleHandle: string, name: string } | null, filledBy: Array<{ id: number, name: string }>, assignedProcesses: Array<{ id: number, processHandle: string, name: string }> }> } };

export type UpdateRoleMutationVariables = Exact<{
  role: UpdateRoleInput;
}>;


export type UpdateRoleMutation = { updateRole: { id: number, roleHandle: string, name: string, description: string, reportsToId: number | null, processCount: number, reportsTo: { id: number, roleHandle: string, name: string } | null, filledBy: Array<{ id: number, name: string }>, assignedProcesses: Array<{ id: number, processHandle: string, name: string }> } | null };

export type ReminderRunsQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type ReminderRunsQuery = { reminderRuns: Array<{ id: number, channel: string, period: string, startedAt: string, finishedAt: string | null, enqueued: number, sent: number, skipped: number, failed: number, failures: Array<{ personId: number, personName: string | null, reason: string }> }> };

export type SettingsScreenFieldsFragment = { tasksLookAheadDays: number, isTwoFactorRequired: boolean, organizationName: string, timezone: string, isEmailAuthEnabled: boolean, isGoogleAuthEnabled: boolean, isMicrosoftAuthEnabled: boolean, sendDailyRemindersForLateTasksViaSMS: boolean, sendWeeklyRemindersViaEmail: boolean };

export type SettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type SettingsQuery = { settings: { tasksLookAheadDays: number, isTwoFactorRequired: boolean, organizationName: string, timezone: string, isEmailAuthEnabled: boolean, isGoogleAuthEnabled: boolean, isMicrosoftAuthEnabled: boolean, sendDailyRemindersForLateTasksViaSMS: boolean, sendWeeklyRemindersViaEmail: boolean } };

export type UpdateSettingsMutationVariables = Exact<{
  settings: SettingsInput;
}>;


export type UpdateSettingsMutation = { updateSettings: { tasksLookAheadDays: number, isTwoFactorRequired: boolean, organizationName: string, timezone: string, isEmailAuthEnabled: boolean, isGoogleAuthEnabled: boolean, isMicrosoftAuthEnabled: boolean, sendDailyRemindersForLateTasksViaSMS: boolean, sendWeeklyRemindersViaEmail: boolean, errors: Array<{ field: string, message: string }> } | null };

export type CreateTaskMutationVariables = Exact<{
  task: CreateTaskInput;
}>;


export type CreateTaskMutation = { createTask: { id: number | null, handle: string, init_handle: string, name: string, description: string, processId: number | null, userId: number | null, dueDate: string, status: TaskStatus, is_late: boolean, is_missed: boolean, deleted: boolean, skipReason: string | null, updated_at: string | null, isManuallyCreated: boolean, updatedBy: { id: number, name: string } | null, assignee: { id: number, name: string } | null, process: { id: number, name: string, processHandle: string } | null, history: Array<{ at: string, by: { id: number, name: string } | null, changes: Array<{ field: string, from: string | null, to: string | null }> }> } | null };

export type ExportTasksQueryVariables = Exact<{
  q?: Array<string> | string | null | undefined;
  sortBy?: string | null | undefined;
  isDesc?: boolean | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type ExportTasksQuery = { exportTasks: string };

export type ExportMyTasksQueryVariables = Exact<{
  q?: Array<string> | string | null | undefined;
  sortBy?: string | null | undefined;
  isDesc?: boolean | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type ExportMyTasksQuery = { exportMyTasks: string };

export type MyCalendarFeedQueryVariables = Exact<{ [key: string]: never; }>;


export type MyCalendarFeedQuery = { myCalendarFeed: { url: string | null, createdAt: string } | null };

export type PeopleForTasksQueryVariables = Exact<{ [key: string]: never; }>;


export type PeopleForTasksQuery = { users: { nodes: Array<{ id: number, name: string, peopleHandle: string }> } };

export type ProcessesForTaskPickerQueryVariables = Exact<{ [key: string]: never; }>;


export type ProcessesForTaskPickerQuery = { processes: { nodes: Array<{ id: number, name: string, processHandle: string }> } };

export type LabelsForTasksQueryVariables = Exact<{ [key: string]: never; }>;


export type LabelsForTasksQuery = { labels: { nodes: Array<{ id: number, label: string }> } };

export type RolesForTasksQueryVariables = Exact<{ [key: string]: never; }>;


export type RolesForTasksQuery = { roles: { nodes: Array<{ id: number, roleHandle: string, name: string }> } };

export type RemoveMyCalendarFeedMutationVariables = Exact<{ [key: string]: never; }>;


export type RemoveMyCalendarFeedMutation = { removeMyCalendarFeed: boolean };

export type RemoveTaskMutationVariables = Exact<{
  id?: number | null | undefined;
  handle?: string | null | undefined;
  reason?: string | null | undefined;
}>;


export type RemoveTaskMutation = { removeTask: boolean | null };

export type ResetMyCalendarFeedMutationVariables = Exact<{ [key: string]: never; }>;


export type ResetMyCalendarFeedMutation = { resetMyCalendarFeed: { url: string | null, createdAt: string } };

export type SkipTasksMutationVariables = Exact<{
  from: string;
  to: string;
  q?: Array<string> | string | null | undefined;
  reason: string;
}>;


export type SkipTasksMutation = { skipTasks: number };

export type TasksQueryVariables = Exact<{
  q?: Array<string> | string | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
  sortBy?: string | null | undefined;
  isDesc?: boolean | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type TasksQuery = { tasks: { totalCount: number, nodes: Array<{ id: number | null, handle: string, init_handle: string, name: string, description: string, processId: number | null, userId: number | null, dueDate: string, status: TaskStatus, is_late: boolean, is_missed: boolean, deleted: boolean, skipReason: string | null, updated_at: string | null, isManuallyCreated: boolean, updatedBy: { id: number, name: string } | null, assignee: { id: number, name: string } | null, process: { id: number, name: string, processHandle: string } | null, history: Array<{ at: string, by: { id: number, name: string } | null, changes: Array<{ field: string, from: string | null, to: string | null }> }> }> } };

export type MyTasksQueryVariables = Exact<{
  q?: Array<string> | string | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
  sortBy?: string | null | undefined;
  isDesc?: boolean | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type MyTasksQuery = { myTasks: { totalCount: number, nodes: Array<{ id: number | null, handle: string, init_handle: string, name: string, description: string, processId: number | null, userId: number | null, dueDate: string, status: TaskStatus, is_late: boolean, is_missed: boolean, deleted: boolean, skipReason: string | null, updated_at: string | null, isManuallyCreated: boolean, updatedBy: { id: number, name: string } | null, assignee: { id: number, name: string } | null, process: { id: number, name: string, processHandle: string } | null, history: Array<{ at: string, by: { id: number, name: string } | null, changes: Array<{ field: string, from: string | null, to: string | null }> }> }> } };

export type UpdateFutureTaskMutationVariables = Exact<{
  task: FutureTaskInput;
}>;


export type UpdateFutureTaskMutation = { updateFutureTask: { id: number | null, handle: string, init_handle: string, name: string, description: string, processId: number | null, userId: number | null, dueDate: string, status: TaskStatus, is_late: boolean, is_missed: boolean, deleted: boolean, skipReason: string | null, updated_at: string | null, isManuallyCreated: boolean, updatedBy: { id: number, name: string } | null, assignee: { id: number, name: string } | null, process: { id: number, name: string, processHandle: string } | null, history: Array<{ at: string, by: { id: number, name: string } | null, changes: Array<{ field: string, from: string | null, to: string | null }> }> } | null };

export type UpdateTasksMutationVariables = Exact<{
  tasks: Array<UpdateTaskInput> | UpdateTaskInput;
}>;


export type UpdateTasksMutation = { updateTasks: Array<{ id: number | null, handle: string, init_handle: string, name: string, description: string, processId: number | null, userId: number | null, dueDate: string, status: TaskStatus, is_late: boolean, is_missed: boolean, deleted: boolean, skipReason: string | null, updated_at: string | null, isManuallyCreated: boolean, updatedBy: { id: number, name: string } | null, assignee: { id: number, name: string } | null, process: { id: number, name: string, processHandle: string } | null, history: Array<{ at: string, by: { id: number, name: string } | null, changes: Array<{ field: string, from: string | null, to: string | null }> }> }> };

export type SessionQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionQuery = { currentUser: { id: number, peopleHandle: string, name: string, description: string, email: string | null, userType: UserType, isAuthEnabled: boolean, roleIds: Array<number>, receiveWeeklyReminders: boolean, roles: Array<{ id: number, roleHandle: string, name: string }> }, settings: { organizationName: string, timezone: string, isEmailAuthEnabled: boolean, isGoogleAuthEnabled: boolean, isMicrosoftAuthEnabled: boolean, sendDailyRemindersForLateTasksViaSMS: boolean, sendWeeklyRemindersViaEmail: boolean } };

export type SessionUserQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionUserQuery = { currentUser: { id: number, peopleHandle: string, name: string, description: string, email: string | null, userType: UserType, isAuthEnabled: boolean, roleIds: Array<number>, receiveWeeklyReminders: boolean, roles: Array<{ id: number, roleHandle: string, name: string }> } };

export type SessionSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type SessionSettingsQuery = { settings: { organizationName: string, timezone: string, isEmailAuthEnabled: boolean, isGoogleAuthEnabled: boolean, isMicrosoftAuthEnabled: boolean, sendDailyRemindersForLateTasksViaSMS: boolean, sendWeeklyRemindersViaEmail: boolean } };

export type CurrentUserFieldsFragment = { id: number, peopleHandle: string, name: string, description: string, email: string | null, userType: UserType, isAuthEnabled: boolean, roleIds: Array<number>, receiveWeeklyReminders: boolean, roles: Array<{ id: number, roleHandle: string, name: string }> };

export type SettingsFieldsFragment = { organizationName: string, timezone: string, isEmailAuthEnabled: boolean, isGoogleAuthEnabled: boolean, isMicrosoftAuthEnabled: boolean, sendDailyRemindersForLateTasksViaSMS: boolean, sendWeeklyRemindersViaEmail: boolean };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}
export const ImportResultFieldsFragmentDoc = new TypedDocumentString(`
    fragment ImportResultFields on ImportResult {
  dryRun
  cancelled
  created {
    line
    message
    record
  }
  updated {
    line
    message
    record
    changes {
      field
      from
      to
    }
    warnings
  }
  errors {
    line
    message
    record
  }
  messages {
    line
    message
    record
  }
}
    `, {"fragmentName":"ImportResultFields"}) as unknown as TypedDocumentString<ImportResultFieldsFragment, unknown>;
export const HoldingFieldsFragmentDoc = new TypedDocumentString(`
    fragment HoldingFields on RoleHolding {
  roleId
  roleHandle
  roleName
  personId
  personName
  from
  until
}
    `, {"fragmentName":"HoldingFields"}) as unknown as TypedDocumentString<HoldingFieldsFragment, unknown>;
export const SavedFilterFieldsFragmentDoc = new TypedDocumentString(`
    fragment SavedFilterFields on Filter {
  id
  name
  associatedEntity
  private
  owner {
    id
    name
  }
  criteria
}
    `, {"fragmentName":"SavedFilterFields"}) as unknown as TypedDocumentString<SavedFilterFieldsFragment, unknown>;
export const TaskFieldsFragmentDoc = new TypedDocumentString(`
    fragment TaskFields on Task {
  id
  handle
  init_handle
  name
  description
  processId
  userId
  dueDate
  status
  is_late
  is_missed
  deleted
  skipReason
  updated_at
  isManuallyCreated
  updatedBy {
    id
    name
  }
  assignee {
    id
    name
  }
  process {
    id
    name
    processHandle
  }
  history {
    at
    by {
      id
      name
    }
    changes {
      field
      from
      to
    }
  }
}
    `, {"fragmentName":"TaskFields"}) as unknown as TypedDocumentString<TaskFieldsFragment, unknown>;
export const ProcessStatisticsFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProcessStatisticsFields on ProcessStatistics {
  all
  scheduled
  scheduledNoDates
  needed
  noRoles
  noDescription
  noLabel
  noDocs
}
    `, {"fragmentName":"ProcessStatisticsFields"}) as unknown as TypedDocumentString<ProcessStatisticsFieldsFragment, unknown>;
export const LateTaskStatisticsFieldsFragmentDoc = new TypedDocumentString(`
    fragment LateTaskStatisticsFields on LateTaskStatistics {
  allLate
  all
  inProgress
  notStarted
  missed
  skipped
}
    `, {"fragmentName":"LateTaskStatisticsFields"}) as unknown as TypedDocumentString<LateTaskStatisticsFieldsFragment, unknown>;
export const LabelFieldsFragmentDoc = new TypedDocumentString(`
    fragment LabelFields on Label {
  id
  label
  prefix
  processes
}
    `, {"fragmentName":"LabelFields"}) as unknown as TypedDocumentString<LabelFieldsFragment, unknown>;
export const SavedMatrixFieldsFragmentDoc = new TypedDocumentString(`
    fragment SavedMatrixFields on SavedMatrix {
  id
  name
  row
  col
  privacy
  isOwner
  owner {
    id
    name
  }
}
    `, {"fragmentName":"SavedMatrixFields"}) as unknown as TypedDocumentString<SavedMatrixFieldsFragment, unknown>;
export const PersonFieldsFragmentDoc = new TypedDocumentString(`
    fragment PersonFields on User {
  id
  peopleHandle
  name
  description
  email
  mobile
  userType
  isAuthEnabled
  roleIds
  roles {
    id
    roleHandle
    name
  }
  receiveWeeklyReminders
  hasAccount
}
    `, {"fragmentName":"PersonFields"}) as unknown as TypedDocumentString<PersonFieldsFragment, unknown>;
export const CategoryFieldsFragmentDoc = new TypedDocumentString(`
    fragment CategoryFields on ProcessCategory {
  id
  prefix
  description
  increment
}
    `, {"fragmentName":"CategoryFields"}) as unknown as TypedDocumentString<CategoryFieldsFragment, unknown>;
export const ProcessFieldsFragmentDoc = new TypedDocumentString(`
    fragment ProcessFields on Process {
  id
  processHandle
  name
  description
  frequencyType
  frequency
  compactFrequency
  frequencyDescription
  scheduledFrom
  hasNoDates
  unfinishedRule
  categoryId
  roleId
  labelIds
  assignedRoleIds
  labels {
    id
    label
  }
  assignedRoles {
    id
    roleHandle
    name
  }
  role {
    id
    roleHandle
    name
  }
  docs {
    id
    name
    value
  }
  cat {
    id
    prefix
    description
  }
}
    `, {"fragmentName":"ProcessFields"}) as unknown as TypedDocumentString<ProcessFieldsFragment, unknown>;
export const RoleFieldsFragmentDoc = new TypedDocumentString(`
    fragment RoleFields on Role {
  id
  roleHandle
  name
  description
  reportsToId
  reportsTo {
    id
    roleHandle
    name
  }
  filledBy {
    id
    name
  }
  assignedProcesses {
    id
    processHandle
    name
  }
  processCount
}
    `, {"fragmentName":"RoleFields"}) as unknown as TypedDocumentString<RoleFieldsFragment, unknown>;
export const SettingsFieldsFragmentDoc = new TypedDocumentString(`
    fragment SettingsFields on Settings {
  organizationName
  timezone
  isEmailAuthEnabled
  isGoogleAuthEnabled
  isMicrosoftAuthEnabled
  sendDailyRemindersForLateTasksViaSMS
  sendWeeklyRemindersViaEmail
}
    `, {"fragmentName":"SettingsFields"}) as unknown as TypedDocumentString<SettingsFieldsFragment, unknown>;
export const SettingsScreenFieldsFragmentDoc = new TypedDocumentString(`
    fragment SettingsScreenFields on Settings {
  ...SettingsFields
  tasksLookAheadDays
  isTwoFactorRequired
}
    fragment SettingsFields on Settings {
  organizationName
  timezone
  isEmailAuthEnabled
  isGoogleAuthEnabled
  isMicrosoftAuthEnabled
  sendDailyRemindersForLateTasksViaSMS
  sendWeeklyRemindersViaEmail
}`, {"fragmentName":"SettingsScreenFields"}) as unknown as TypedDocumentString<SettingsScreenFieldsFragment, unknown>;
export const CurrentUserFieldsFragmentDoc = new TypedDocumentString(`
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
    `, {"fragmentName":"CurrentUserFields"}) as unknown as TypedDocumentString<CurrentUserFieldsFragment, unknown>;
export const CancelUsersImportDocument = new TypedDocumentString(`
    mutation CancelUsersImport {
  cancelUsersImport
}
    `) as unknown as TypedDocumentString<CancelUsersImportMutation, CancelUsersImportMutationVariables>;
export const CancelRolesImportDocument = new TypedDocumentString(`
    mutation CancelRolesImport {
  cancelRolesImport
}
    `) as unknown as TypedDocumentString<CancelRolesImportMutation, CancelRolesImportMutationVariables>;
export const CancelProcessesImportDocument = new TypedDocumentString(`
    mutation CancelProcessesImport {
  cancelProcessesImport
}
    `) as unknown as TypedDocumentString<CancelProcessesImportMutation, CancelProcessesImportMutationVariables>;
export const ImportProgressDocument = new TypedDocumentString(`
    query ImportProgress($kind: ImportKind!) {
  importProgress(kind: $kind) {
    kind
    phase
    dryRun
    linesTotal
    linesChecked
    linesWritten
  }
}
    `) as unknown as TypedDocumentString<ImportProgressQuery, ImportProgressQueryVariables>;
export const ImportUsersDocument = new TypedDocumentString(`
    mutation ImportUsers($csvText: String!, $dryRun: Boolean, $blankCellsClear: Boolean, $effectiveOn: String) {
  importUsers(
    csvText: $csvText
    dryRun: $dryRun
    blankCellsClear: $blankCellsClear
    effectiveOn: $effectiveOn
  ) {
    ...ImportResultFields
  }
}
    fragment ImportResultFields on ImportResult {
  dryRun
  cancelled
  created {
    line
    message
    record
  }
  updated {
    line
    message
    record
    changes {
      field
      from
      to
    }
    warnings
  }
  errors {
    line
    message
    record
  }
  messages {
    line
    message
    record
  }
}`) as unknown as TypedDocumentString<ImportUsersMutation, ImportUsersMutationVariables>;
export const ImportRolesDocument = new TypedDocumentString(`
    mutation ImportRoles($csvText: String!, $dryRun: Boolean, $blankCellsClear: Boolean) {
  importRoles(
    csvText: $csvText
    dryRun: $dryRun
    blankCellsClear: $blankCellsClear
  ) {
    ...ImportResultFields
  }
}
    fragment ImportResultFields on ImportResult {
  dryRun
  cancelled
  created {
    line
    message
    record
  }
  updated {
    line
    message
    record
    changes {
      field
      from
      to
    }
    warnings
  }
  errors {
    line
    message
    record
  }
  messages {
    line
    message
    record
  }
}`) as unknown as TypedDocumentString<ImportRolesMutation, ImportRolesMutationVariables>;
export const ImportProcessesDocument = new TypedDocumentString(`
    mutation ImportProcesses($csvText: String!, $dryRun: Boolean, $blankCellsClear: Boolean) {
  importProcesses(
    csvText: $csvText
    dryRun: $dryRun
    blankCellsClear: $blankCellsClear
  ) {
    ...ImportResultFields
  }
}
    fragment ImportResultFields on ImportResult {
  dryRun
  cancelled
  created {
    line
    message
    record
  }
  updated {
    line
    message
    record
    changes {
      field
      from
      to
    }
    warnings
  }
  errors {
    line
    message
    record
  }
  messages {
    line
    message
    record
  }
}`) as unknown as TypedDocumentString<ImportProcessesMutation, ImportProcessesMutationVariables>;
export const PersonHoldingsDocument = new TypedDocumentString(`
    query PersonHoldings($id: Int!) {
  user(id: $id) {
    id
    holdings {
      ...HoldingFields
    }
  }
}
    fragment HoldingFields on RoleHolding {
  roleId
  roleHandle
  roleName
  personId
  personName
  from
  until
}`) as unknown as TypedDocumentString<PersonHoldingsQuery, PersonHoldingsQueryVariables>;
export const RoleHoldingsDocument = new TypedDocumentString(`
    query RoleHoldings($id: Int!) {
  role(id: $id) {
    id
    holdings {
      ...HoldingFields
    }
  }
}
    fragment HoldingFields on RoleHolding {
  roleId
  roleHandle
  roleName
  personId
  personName
  from
  until
}`) as unknown as TypedDocumentString<RoleHoldingsQuery, RoleHoldingsQueryVariables>;
export const CreateFilterDocument = new TypedDocumentString(`
    mutation CreateFilter($filter: CreateFilterInput!) {
  createFilter(filter: $filter) {
    ...SavedFilterFields
  }
}
    fragment SavedFilterFields on Filter {
  id
  name
  associatedEntity
  private
  owner {
    id
    name
  }
  criteria
}`) as unknown as TypedDocumentString<CreateFilterMutation, CreateFilterMutationVariables>;
export const FiltersAccessibleToCurrentUserDocument = new TypedDocumentString(`
    query FiltersAccessibleToCurrentUser($associatedEntities: [String!]) {
  filtersAccessibleToCurrentUser(
    offset: 0
    limit: 1000
    sortBy: "name"
    isDesc: false
    associatedEntities: $associatedEntities
  ) {
    totalCount
    nodes {
      ...SavedFilterFields
    }
  }
}
    fragment SavedFilterFields on Filter {
  id
  name
  associatedEntity
  private
  owner {
    id
    name
  }
  criteria
}`) as unknown as TypedDocumentString<FiltersAccessibleToCurrentUserQuery, FiltersAccessibleToCurrentUserQueryVariables>;
export const RemoveFilterDocument = new TypedDocumentString(`
    mutation RemoveFilter($id: Int!) {
  removeFilter(id: $id)
}
    `) as unknown as TypedDocumentString<RemoveFilterMutation, RemoveFilterMutationVariables>;
export const UpdateFilterDocument = new TypedDocumentString(`
    mutation UpdateFilter($filter: UpdateFilterInput!) {
  updateFilter(filter: $filter) {
    ...SavedFilterFields
  }
}
    fragment SavedFilterFields on Filter {
  id
  name
  associatedEntity
  private
  owner {
    id
    name
  }
  criteria
}`) as unknown as TypedDocumentString<UpdateFilterMutation, UpdateFilterMutationVariables>;
export const UpdateTaskDocument = new TypedDocumentString(`
    mutation UpdateTask($task: UpdateTaskInput!) {
  updateTask(task: $task) {
    ...TaskFields
  }
}
    fragment TaskFields on Task {
  id
  handle
  init_handle
  name
  description
  processId
  userId
  dueDate
  status
  is_late
  is_missed
  deleted
  skipReason
  updated_at
  isManuallyCreated
  updatedBy {
    id
    name
  }
  assignee {
    id
    name
  }
  process {
    id
    name
    processHandle
  }
  history {
    at
    by {
      id
      name
    }
    changes {
      field
      from
      to
    }
  }
}`) as unknown as TypedDocumentString<UpdateTaskMutation, UpdateTaskMutationVariables>;
export const AuditEntriesDocument = new TypedDocumentString(`
    query AuditEntries($personId: Int, $entity: String, $action: String, $from: String, $to: String, $offset: Int, $limit: Int) {
  auditEntries(
    personId: $personId
    entity: $entity
    action: $action
    from: $from
    to: $to
    offset: $offset
    limit: $limit
  ) {
    totalCount
    totalCountCapped
    nodes {
      id
      at
      personId
      personName
      sessionId
      actor
      clientAddress
      entity
      entityId
      action
      before
      after
      seq
      hash
    }
  }
}
    `) as unknown as TypedDocumentString<AuditEntriesQuery, AuditEntriesQueryVariables>;
export const AuditPeopleDocument = new TypedDocumentString(`
    query AuditPeople {
  users(limit: 1000, sortBy: "name") {
    nodes {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<AuditPeopleQuery, AuditPeopleQueryVariables>;
export const AuditRetentionDocument = new TypedDocumentString(`
    query AuditRetention {
  auditRetentionDays
}
    `) as unknown as TypedDocumentString<AuditRetentionQuery, AuditRetentionQueryVariables>;
export const UpdateAuditRetentionDocument = new TypedDocumentString(`
    mutation UpdateAuditRetention($days: Int!) {
  updateAuditRetention(days: $days)
}
    `) as unknown as TypedDocumentString<UpdateAuditRetentionMutation, UpdateAuditRetentionMutationVariables>;
export const ExportAuditEntriesDocument = new TypedDocumentString(`
    query ExportAuditEntries($personId: Int, $entity: String, $action: String, $from: String, $to: String) {
  exportAuditEntries(
    personId: $personId
    entity: $entity
    action: $action
    from: $from
    to: $to
  )
}
    `) as unknown as TypedDocumentString<ExportAuditEntriesQuery, ExportAuditEntriesQueryVariables>;
export const TenantLoginOptionsDocument = new TypedDocumentString(`
    query TenantLoginOptions($tenant: String!) {
  tenantLoginOptions(tenant: $tenant) {
    organizationName
    isEmailAuthEnabled
    isGoogleAuthEnabled
    isMicrosoftAuthEnabled
  }
}
    `) as unknown as TypedDocumentString<TenantLoginOptionsQuery, TenantLoginOptionsQueryVariables>;
export const NextTasksDocument = new TypedDocumentString(`
    query NextTasks($q: [String!], $limit: Int, $sortBy: String, $from: String, $to: String) {
  myTasks(
    q: $q
    offset: 0
    limit: $limit
    sortBy: $sortBy
    isDesc: false
    from: $from
    to: $to
  ) {
    totalCount
    nodes {
      ...TaskFields
    }
  }
}
    fragment TaskFields on Task {
  id
  handle
  init_handle
  name
  description
  processId
  userId
  dueDate
  status
  is_late
  is_missed
  deleted
  skipReason
  updated_at
  isManuallyCreated
  updatedBy {
    id
    name
  }
  assignee {
    id
    name
  }
  process {
    id
    name
    processHandle
  }
  history {
    at
    by {
      id
      name
    }
    changes {
      field
      from
      to
    }
  }
}`) as unknown as TypedDocumentString<NextTasksQuery, NextTasksQueryVariables>;
export const OrganizationStatisticsDocument = new TypedDocumentString(`
    query OrganizationStatistics {
  organizationStatistics {
    processes {
      ...ProcessStatisticsFields
    }
    lateTasks {
      ...LateTaskStatisticsFields
    }
    roles {
      all
      noUsers
      noProcesses
    }
    users {
      all
      admins
      managers
      users
      noAccess
      noRole
    }
    today
    lookAheadDays
    tasksByWeek {
      weekStart
      notStarted
      inProgress
      complete
    }
    lateTasksByRole {
      roleId
      roleHandle
      name
      count
    }
    processesByCategory {
      categoryId
      prefix
      count
    }
  }
}
    fragment ProcessStatisticsFields on ProcessStatistics {
  all
  scheduled
  scheduledNoDates
  needed
  noRoles
  noDescription
  noLabel
  noDocs
}
fragment LateTaskStatisticsFields on LateTaskStatistics {
  allLate
  all
  inProgress
  notStarted
  missed
  skipped
}`) as unknown as TypedDocumentString<OrganizationStatisticsQuery, OrganizationStatisticsQueryVariables>;
export const PersonalStatisticsDocument = new TypedDocumentString(`
    query PersonalStatistics {
  personalStatistics {
    processes {
      ...ProcessStatisticsFields
    }
    lateTasks {
      ...LateTaskStatisticsFields
    }
    roles {
      all
      noProcesses
    }
    today
    lookAheadDays
  }
}
    fragment ProcessStatisticsFields on ProcessStatistics {
  all
  scheduled
  scheduledNoDates
  needed
  noRoles
  noDescription
  noLabel
  noDocs
}
fragment LateTaskStatisticsFields on LateTaskStatistics {
  allLate
  all
  inProgress
  notStarted
  missed
  skipped
}`) as unknown as TypedDocumentString<PersonalStatisticsQuery, PersonalStatisticsQueryVariables>;
export const FiltersPageDocument = new TypedDocumentString(`
    query FiltersPage($q: [String!], $offset: Int, $limit: Int, $sortBy: String, $isDesc: Boolean, $associatedEntities: [String!]) {
  filtersAccessibleToCurrentUser(
    q: $q
    offset: $offset
    limit: $limit
    sortBy: $sortBy
    isDesc: $isDesc
    associatedEntities: $associatedEntities
  ) {
    totalCount
    nodes {
      ...SavedFilterFields
    }
  }
}
    fragment SavedFilterFields on Filter {
  id
  name
  associatedEntity
  private
  owner {
    id
    name
  }
  criteria
}`) as unknown as TypedDocumentString<FiltersPageQuery, FiltersPageQueryVariables>;
export const CreateLabelDocument = new TypedDocumentString(`
    mutation CreateLabel($label: CreateLabelInput!) {
  createLabel(label: $label) {
    ...LabelFields
  }
}
    fragment LabelFields on Label {
  id
  label
  prefix
  processes
}`) as unknown as TypedDocumentString<CreateLabelMutation, CreateLabelMutationVariables>;
export const LabelsDocument = new TypedDocumentString(`
    query Labels($q: [String!], $offset: Int, $limit: Int, $sortBy: String, $isDesc: Boolean) {
  labels(q: $q, offset: $offset, limit: $limit, sortBy: $sortBy, isDesc: $isDesc) {
    totalCount
    nodes {
      ...LabelFields
    }
  }
}
    fragment LabelFields on Label {
  id
  label
  prefix
  processes
}`) as unknown as TypedDocumentString<LabelsQuery, LabelsQueryVariables>;
export const RemoveLabelDocument = new TypedDocumentString(`
    mutation RemoveLabel($id: Int!) {
  removeLabel(id: $id)
}
    `) as unknown as TypedDocumentString<RemoveLabelMutation, RemoveLabelMutationVariables>;
export const UpdateLabelDocument = new TypedDocumentString(`
    mutation UpdateLabel($label: UpdateLabelInput!) {
  updateLabel(label: $label) {
    ...LabelFields
  }
}
    fragment LabelFields on Label {
  id
  label
  prefix
  processes
}`) as unknown as TypedDocumentString<UpdateLabelMutation, UpdateLabelMutationVariables>;
export const DeleteSavedMatrixDocument = new TypedDocumentString(`
    mutation DeleteSavedMatrix($id: Int!) {
  deleteSavedMatrix(id: $id)
}
    `) as unknown as TypedDocumentString<DeleteSavedMatrixMutation, DeleteSavedMatrixMutationVariables>;
export const ExportMatrixDocument = new TypedDocumentString(`
    query ExportMatrix($row: String!, $col: String!) {
  exportMatrix(row: $row, col: $col)
}
    `) as unknown as TypedDocumentString<ExportMatrixQuery, ExportMatrixQueryVariables>;
export const ExportSavedMatricesDocument = new TypedDocumentString(`
    query ExportSavedMatrices($q: String, $sortBy: String, $isDesc: Boolean) {
  exportSavedMatrices(q: $q, sortBy: $sortBy, isDesc: $isDesc)
}
    `) as unknown as TypedDocumentString<ExportSavedMatricesQuery, ExportSavedMatricesQueryVariables>;
export const LabelsPrefixDocument = new TypedDocumentString(`
    query LabelsPrefix {
  getLabelsPrefix {
    label
    id
  }
}
    `) as unknown as TypedDocumentString<LabelsPrefixQuery, LabelsPrefixQueryVariables>;
export const MakeMatrixDocument = new TypedDocumentString(`
    mutation MakeMatrix($row: String!, $col: String!, $name: String!, $privacy: Boolean) {
  makeMatrix(row: $row, col: $col, name: $name, privacy: $privacy) {
    ...SavedMatrixFields
  }
}
    fragment SavedMatrixFields on SavedMatrix {
  id
  name
  row
  col
  privacy
  isOwner
  owner {
    id
    name
  }
}`) as unknown as TypedDocumentString<MakeMatrixMutation, MakeMatrixMutationVariables>;
export const MatrixDocument = new TypedDocumentString(`
    query Matrix($row: String!, $col: String!) {
  getMatrix(row: $row, col: $col) {
    name
    value
    id
  }
}
    `) as unknown as TypedDocumentString<MatrixQuery, MatrixQueryVariables>;
export const SavedMatrixDocument = new TypedDocumentString(`
    query SavedMatrix($id: Int!) {
  savedMatrix(id: $id) {
    ...SavedMatrixFields
  }
}
    fragment SavedMatrixFields on SavedMatrix {
  id
  name
  row
  col
  privacy
  isOwner
  owner {
    id
    name
  }
}`) as unknown as TypedDocumentString<SavedMatrixQuery, SavedMatrixQueryVariables>;
export const SavedMatrixesDocument = new TypedDocumentString(`
    query SavedMatrixes($page: Int, $perPage: Int, $q: String, $sortBy: String, $isDesc: Boolean) {
  getSavedMatrixes(
    page: $page
    perPage: $perPage
    q: $q
    sortBy: $sortBy
    isDesc: $isDesc
  ) {
    totalCount
    nodes {
      ...SavedMatrixFields
    }
  }
}
    fragment SavedMatrixFields on SavedMatrix {
  id
  name
  row
  col
  privacy
  isOwner
  owner {
    id
    name
  }
}`) as unknown as TypedDocumentString<SavedMatrixesQuery, SavedMatrixesQueryVariables>;
export const UpdateSavedMatrixDocument = new TypedDocumentString(`
    mutation UpdateSavedMatrix($id: Int!, $row: String!, $col: String!, $name: String!, $privacy: Boolean!) {
  updateSavedMatrix(id: $id, row: $row, col: $col, name: $name, privacy: $privacy) {
    ...SavedMatrixFields
  }
}
    fragment SavedMatrixFields on SavedMatrix {
  id
  name
  row
  col
  privacy
  isOwner
  owner {
    id
    name
  }
}`) as unknown as TypedDocumentString<UpdateSavedMatrixMutation, UpdateSavedMatrixMutationVariables>;
export const IsPrefixAvailableDocument = new TypedDocumentString(`
    query IsPrefixAvailable($prefix: String!) {
  isPrefixAvailable(prefix: $prefix) {
    available
    reason
  }
}
    `) as unknown as TypedDocumentString<IsPrefixAvailableQuery, IsPrefixAvailableQueryVariables>;
export const CreateOrganizationDocument = new TypedDocumentString(`
    mutation CreateOrganization($input: OrganizationInput!) {
  createOrganization(input: $input) {
    id
    prefix
    organization
  }
}
    `) as unknown as TypedDocumentString<CreateOrganizationMutation, CreateOrganizationMutationVariables>;
export const CreateUserDocument = new TypedDocumentString(`
    mutation CreateUser($user: CreateUserInput!) {
  createUser(user: $user) {
    ...PersonFields
  }
}
    fragment PersonFields on User {
  id
  peopleHandle
  name
  description
  email
  mobile
  userType
  isAuthEnabled
  roleIds
  roles {
    id
    roleHandle
    name
  }
  receiveWeeklyReminders
  hasAccount
}`) as unknown as TypedDocumentString<CreateUserMutation, CreateUserMutationVariables>;
export const EndPersonSessionsDocument = new TypedDocumentString(`
    mutation EndPersonSessions($personId: Int!) {
  endPersonSessions(personId: $personId)
}
    `) as unknown as TypedDocumentString<EndPersonSessionsMutation, EndPersonSessionsMutationVariables>;
export const ExportUsersDocument = new TypedDocumentString(`
    query ExportUsers($q: [String!], $userType: UserType, $sortBy: String, $isDesc: Boolean) {
  exportUsers(q: $q, userType: $userType, sortBy: $sortBy, isDesc: $isDesc)
}
    `) as unknown as TypedDocumentString<ExportUsersQuery, ExportUsersQueryVariables>;
export const InvitePersonDocument = new TypedDocumentString(`
    mutation InvitePerson($id: Int!) {
  invitePerson(id: $id) {
    email
    expiresAt
  }
}
    `) as unknown as TypedDocumentString<InvitePersonMutation, InvitePersonMutationVariables>;
export const MySessionsDocument = new TypedDocumentString(`
    query MySessions($offset: Int, $limit: Int) {
  mySessions(offset: $offset, limit: $limit) {
    totalCount
    nodes {
      id
      createdAt
      lastUsedAt
      ip
      userAgent
      isCurrent
    }
  }
}
    `) as unknown as TypedDocumentString<MySessionsQuery, MySessionsQueryVariables>;
export const EndSessionDocument = new TypedDocumentString(`
    mutation EndSession($id: ID!) {
  endSession(id: $id)
}
    `) as unknown as TypedDocumentString<EndSessionMutation, EndSessionMutationVariables>;
export const EndOtherSessionsDocument = new TypedDocumentString(`
    mutation EndOtherSessions {
  endOtherSessions
}
    `) as unknown as TypedDocumentString<EndOtherSessionsMutation, EndOtherSessionsMutationVariables>;
export const PersonProcessesDocument = new TypedDocumentString(`
    query PersonProcesses($q: [String!], $offset: Int, $limit: Int, $sortBy: String, $isDesc: Boolean) {
  processes(
    q: $q
    offset: $offset
    limit: $limit
    sortBy: $sortBy
    isDesc: $isDesc
  ) {
    totalCount
    nodes {
      id
      processHandle
      name
      frequencyType
      compactFrequency
      frequencyDescription
      hasNoDates
      assignedRoles {
        id
        roleHandle
        name
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PersonProcessesQuery, PersonProcessesQueryVariables>;
export const RemoveUserDocument = new TypedDocumentString(`
    mutation RemoveUser($id: Int!) {
  removeUser(id: $id)
}
    `) as unknown as TypedDocumentString<RemoveUserMutation, RemoveUserMutationVariables>;
export const RemoveUsersDocument = new TypedDocumentString(`
    mutation RemoveUsers($ids: [Int!]!) {
  removeUsers(ids: $ids)
}
    `) as unknown as TypedDocumentString<RemoveUsersMutation, RemoveUsersMutationVariables>;
export const RolesForPickerDocument = new TypedDocumentString(`
    query RolesForPicker {
  roles(offset: 0, limit: 1000, sortBy: "id", isDesc: false) {
    totalCount
    nodes {
      id
      roleHandle
      name
    }
  }
}
    `) as unknown as TypedDocumentString<RolesForPickerQuery, RolesForPickerQueryVariables>;
export const PersonTwoFactorDocument = new TypedDocumentString(`
    query PersonTwoFactor($id: Int!) {
  user(id: $id) {
    id
    hasTwoFactor
  }
}
    `) as unknown as TypedDocumentString<PersonTwoFactorQuery, PersonTwoFactorQueryVariables>;
export const RemoveUserTwoFactorDocument = new TypedDocumentString(`
    mutation RemoveUserTwoFactor($id: Int!) {
  removeUserTwoFactor(id: $id)
}
    `) as unknown as TypedDocumentString<RemoveUserTwoFactorMutation, RemoveUserTwoFactorMutationVariables>;
export const UpdateUserDocument = new TypedDocumentString(`
    mutation UpdateUser($user: UpdateUserInput!) {
  updateUser(user: $user) {
    ...PersonFields
  }
}
    fragment PersonFields on User {
  id
  peopleHandle
  name
  description
  email
  mobile
  userType
  isAuthEnabled
  roleIds
  roles {
    id
    roleHandle
    name
  }
  receiveWeeklyReminders
  hasAccount
}`) as unknown as TypedDocumentString<UpdateUserMutation, UpdateUserMutationVariables>;
export const UserGetInfoDocument = new TypedDocumentString(`
    query UserGetInfo($id: Int!) {
  userGetInfo(id: $id) {
    roles {
      id
      roleHandle
      name
    }
    tasks {
      id
      handle
      name
      dueDate
      status
      is_late
      is_missed
      deleted
      process {
        id
        name
        processHandle
      }
    }
  }
}
    `) as unknown as TypedDocumentString<UserGetInfoQuery, UserGetInfoQueryVariables>;
export const UserDocument = new TypedDocumentString(`
    query User($id: Int!) {
  user(id: $id) {
    ...PersonFields
  }
}
    fragment PersonFields on User {
  id
  peopleHandle
  name
  description
  email
  mobile
  userType
  isAuthEnabled
  roleIds
  roles {
    id
    roleHandle
    name
  }
  receiveWeeklyReminders
  hasAccount
}`) as unknown as TypedDocumentString<UserQuery, UserQueryVariables>;
export const UsersDocument = new TypedDocumentString(`
    query Users($q: [String!], $userType: UserType, $offset: Int, $limit: Int, $sortBy: String, $isDesc: Boolean) {
  users(
    q: $q
    userType: $userType
    offset: $offset
    limit: $limit
    sortBy: $sortBy
    isDesc: $isDesc
  ) {
    totalCount
    nodes {
      ...PersonFields
    }
  }
}
    fragment PersonFields on User {
  id
  peopleHandle
  name
  description
  email
  mobile
  userType
  isAuthEnabled
  roleIds
  roles {
    id
    roleHandle
    name
  }
  receiveWeeklyReminders
  hasAccount
}`) as unknown as TypedDocumentString<UsersQuery, UsersQueryVariables>;
export const CreateProcessCategoryDocument = new TypedDocumentString(`
    mutation CreateProcessCategory($processCategory: CreateProcessCategoryInput!) {
  createProcessCategory(processCategory: $processCategory) {
    ...CategoryFields
  }
}
    fragment CategoryFields on ProcessCategory {
  id
  prefix
  description
  increment
}`) as unknown as TypedDocumentString<CreateProcessCategoryMutation, CreateProcessCategoryMutationVariables>;
export const ProcessCategoriesDocument = new TypedDocumentString(`
    query ProcessCategories($q: [String!], $offset: Int, $limit: Int, $sortBy: String, $isDesc: Boolean) {
  processCategories(
    q: $q
    offset: $offset
    limit: $limit
    sortBy: $sortBy
    isDesc: $isDesc
  ) {
    totalCount
    nodes {
      ...CategoryFields
    }
  }
}
    fragment CategoryFields on ProcessCategory {
  id
  prefix
  description
  increment
}`) as unknown as TypedDocumentString<ProcessCategoriesQuery, ProcessCategoriesQueryVariables>;
export const RemoveProcessCategoryDocument = new TypedDocumentString(`
    mutation RemoveProcessCategory($id: Int!) {
  removeProcessCategory(id: $id)
}
    `) as unknown as TypedDocumentString<RemoveProcessCategoryMutation, RemoveProcessCategoryMutationVariables>;
export const UpdateProcessCategoryDocument = new TypedDocumentString(`
    mutation UpdateProcessCategory($processCategory: UpdateProcessCategoryInput!) {
  updateProcessCategory(processCategory: $processCategory) {
    ...CategoryFields
  }
}
    fragment CategoryFields on ProcessCategory {
  id
  prefix
  description
  increment
}`) as unknown as TypedDocumentString<UpdateProcessCategoryMutation, UpdateProcessCategoryMutationVariables>;
export const CategoriesForPickerDocument = new TypedDocumentString(`
    query CategoriesForPicker {
  processCategories(offset: 0, limit: 1000, sortBy: "prefix", isDesc: false) {
    totalCount
    nodes {
      id
      prefix
      description
    }
  }
}
    `) as unknown as TypedDocumentString<CategoriesForPickerQuery, CategoriesForPickerQueryVariables>;
export const CreateProcessDocument = new TypedDocumentString(`
    mutation CreateProcess($process: CreateProcessInput!) {
  createProcess(process: $process) {
    ...ProcessFields
  }
}
    fragment ProcessFields on Process {
  id
  processHandle
  name
  description
  frequencyType
  frequency
  compactFrequency
  frequencyDescription
  scheduledFrom
  hasNoDates
  unfinishedRule
  categoryId
  roleId
  labelIds
  assignedRoleIds
  labels {
    id
    label
  }
  assignedRoles {
    id
    roleHandle
    name
  }
  role {
    id
    roleHandle
    name
  }
  docs {
    id
    name
    value
  }
  cat {
    id
    prefix
    description
  }
}`) as unknown as TypedDocumentString<CreateProcessMutation, CreateProcessMutationVariables>;
export const CurrentUserProcessesDocument = new TypedDocumentString(`
    query CurrentUserProcesses($q: [String!], $offset: Int, $limit: Int, $sortBy: String, $isDesc: Boolean) {
  currentUserProcesses(
    q: $q
    offset: $offset
    limit: $limit
    sortBy: $sortBy
    isDesc: $isDesc
  ) {
    totalCount
    nodes {
      ...ProcessFields
    }
  }
}
    fragment ProcessFields on Process {
  id
  processHandle
  name
  description
  frequencyType
  frequency
  compactFrequency
  frequencyDescription
  scheduledFrom
  hasNoDates
  unfinishedRule
  categoryId
  roleId
  labelIds
  assignedRoleIds
  labels {
    id
    label
  }
  assignedRoles {
    id
    roleHandle
    name
  }
  role {
    id
    roleHandle
    name
  }
  docs {
    id
    name
    value
  }
  cat {
    id
    prefix
    description
  }
}`) as unknown as TypedDocumentString<CurrentUserProcessesQuery, CurrentUserProcessesQueryVariables>;
export const ExportProcessesDocument = new TypedDocumentString(`
    query ExportProcesses($q: [String!], $sortBy: String, $isDesc: Boolean) {
  exportProcesses(q: $q, sortBy: $sortBy, isDesc: $isDesc)
}
    `) as unknown as TypedDocumentString<ExportProcessesQuery, ExportProcessesQueryVariables>;
export const ExportCurrentUserProcessesDocument = new TypedDocumentString(`
    query ExportCurrentUserProcesses($q: [String!], $sortBy: String, $isDesc: Boolean) {
  exportCurrentUserProcesses(q: $q, sortBy: $sortBy, isDesc: $isDesc)
}
    `) as unknown as TypedDocumentString<ExportCurrentUserProcessesQuery, ExportCurrentUserProcessesQueryVariables>;
export const LabelsForPickerDocument = new TypedDocumentString(`
    query LabelsForPicker {
  labels(offset: 0, limit: 1000, sortBy: "label", isDesc: false) {
    totalCount
    nodes {
      id
      label
    }
  }
}
    `) as unknown as TypedDocumentString<LabelsForPickerQuery, LabelsForPickerQueryVariables>;
export const ProcessDocument = new TypedDocumentString(`
    query Process($id: Int!, $count: Int) {
  process(id: $id) {
    ...ProcessFields
    users {
      id
      name
      peopleHandle
      role {
        id
        roleHandle
        name
      }
      roles {
        id
        roleHandle
        name
      }
    }
    nextDates(count: $count)
    scheduleHistory {
      from
      until
      frequencyType
      compactFrequency
      frequencyDescription
      scheduledFrom
      hasNoDates
      changedById
      changedByName
      changedAt
    }
  }
}
    fragment ProcessFields on Process {
  id
  processHandle
  name
  description
  frequencyType
  frequency
  compactFrequency
  frequencyDescription
  scheduledFrom
  hasNoDates
  unfinishedRule
  categoryId
  roleId
  labelIds
  assignedRoleIds
  labels {
    id
    label
  }
  assignedRoles {
    id
    roleHandle
    name
  }
  role {
    id
    roleHandle
    name
  }
  docs {
    id
    name
    value
  }
  cat {
    id
    prefix
    description
  }
}`) as unknown as TypedDocumentString<ProcessQuery, ProcessQueryVariables>;
export const ProcessesDocument = new TypedDocumentString(`
    query Processes($q: [String!], $offset: Int, $limit: Int, $sortBy: String, $isDesc: Boolean) {
  processes(
    q: $q
    offset: $offset
    limit: $limit
    sortBy: $sortBy
    isDesc: $isDesc
  ) {
    totalCount
    nodes {
      ...ProcessFields
    }
  }
}
    fragment ProcessFields on Process {
  id
  processHandle
  name
  description
  frequencyType
  frequency
  compactFrequency
  frequencyDescription
  scheduledFrom
  hasNoDates
  unfinishedRule
  categoryId
  roleId
  labelIds
  assignedRoleIds
  labels {
    id
    label
  }
  assignedRoles {
    id
    roleHandle
    name
  }
  role {
    id
    roleHandle
    name
  }
  docs {
    id
    name
    value
  }
  cat {
    id
    prefix
    description
  }
}`) as unknown as TypedDocumentString<ProcessesQuery, ProcessesQueryVariables>;
export const RemoveProcessDocument = new TypedDocumentString(`
    mutation RemoveProcess($id: Int!) {
  removeProcess(id: $id)
}
    `) as unknown as TypedDocumentString<RemoveProcessMutation, RemoveProcessMutationVariables>;
export const RemoveProcessesDocument = new TypedDocumentString(`
    mutation RemoveProcesses($ids: [Int!]!) {
  removeProcesses(ids: $ids)
}
    `) as unknown as TypedDocumentString<RemoveProcessesMutation, RemoveProcessesMutationVariables>;
export const UpdateProcessDocument = new TypedDocumentString(`
    mutation UpdateProcess($process: UpdateProcessInput!) {
  updateProcess(process: $process) {
    ...ProcessFields
  }
}
    fragment ProcessFields on Process {
  id
  processHandle
  name
  description
  frequencyType
  frequency
  compactFrequency
  frequencyDescription
  scheduledFrom
  hasNoDates
  unfinishedRule
  categoryId
  roleId
  labelIds
  assignedRoleIds
  labels {
    id
    label
  }
  assignedRoles {
    id
    roleHandle
    name
  }
  role {
    id
    roleHandle
    name
  }
  docs {
    id
    name
    value
  }
  cat {
    id
    prefix
    description
  }
}`) as unknown as TypedDocumentString<UpdateProcessMutation, UpdateProcessMutationVariables>;
export const CreateRoleDocument = new TypedDocumentString(`
    mutation CreateRole($role: CreateRoleInput!) {
  createRole(role: $role) {
    ...RoleFields
  }
}
    fragment RoleFields on Role {
  id
  roleHandle
  name
  description
  reportsToId
  reportsTo {
    id
    roleHandle
    name
  }
  filledBy {
    id
    name
  }
  assignedProcesses {
    id
    processHandle
    name
  }
  processCount
}`) as unknown as TypedDocumentString<CreateRoleMutation, CreateRoleMutationVariables>;
export const CurrentUserRolesDocument = new TypedDocumentString(`
    query CurrentUserRoles($q: [String!], $offset: Int, $limit: Int, $sortBy: String, $isDesc: Boolean) {
  currentUserRoles(
    q: $q
    offset: $offset
    limit: $limit
    sortBy: $sortBy
    isDesc: $isDesc
  ) {
    totalCount
    nodes {
      ...RoleFields
    }
  }
}
    fragment RoleFields on Role {
  id
  roleHandle
  name
  description
  reportsToId
  reportsTo {
    id
    roleHandle
    name
  }
  filledBy {
    id
    name
  }
  assignedProcesses {
    id
    processHandle
    name
  }
  processCount
}`) as unknown as TypedDocumentString<CurrentUserRolesQuery, CurrentUserRolesQueryVariables>;
export const ExportRolesDocument = new TypedDocumentString(`
    query ExportRoles($q: [String!], $sortBy: String, $isDesc: Boolean) {
  exportRoles(q: $q, sortBy: $sortBy, isDesc: $isDesc)
}
    `) as unknown as TypedDocumentString<ExportRolesQuery, ExportRolesQueryVariables>;
export const ExportCurrentUserRolesDocument = new TypedDocumentString(`
    query ExportCurrentUserRoles($q: [String!], $sortBy: String, $isDesc: Boolean) {
  exportCurrentUserRoles(q: $q, sortBy: $sortBy, isDesc: $isDesc)
}
    `) as unknown as TypedDocumentString<ExportCurrentUserRolesQuery, ExportCurrentUserRolesQueryVariables>;
export const PeopleForRolePickerDocument = new TypedDocumentString(`
    query PeopleForRolePicker {
  users(offset: 0, limit: 1000, sortBy: "name", isDesc: false) {
    totalCount
    nodes {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<PeopleForRolePickerQuery, PeopleForRolePickerQueryVariables>;
export const RemoveRoleDocument = new TypedDocumentString(`
    mutation RemoveRole($id: Int!) {
  removeRole(id: $id)
}
    `) as unknown as TypedDocumentString<RemoveRoleMutation, RemoveRoleMutationVariables>;
export const RemoveRolesDocument = new TypedDocumentString(`
    mutation RemoveRoles($ids: [Int!]!) {
  removeRoles(ids: $ids)
}
    `) as unknown as TypedDocumentString<RemoveRolesMutation, RemoveRolesMutationVariables>;
export const RoleDocument = new TypedDocumentString(`
    query Role($id: Int!) {
  role(id: $id) {
    ...RoleFields
  }
}
    fragment RoleFields on Role {
  id
  roleHandle
  name
  description
  reportsToId
  reportsTo {
    id
    roleHandle
    name
  }
  filledBy {
    id
    name
  }
  assignedProcesses {
    id
    processHandle
    name
  }
  processCount
}`) as unknown as TypedDocumentString<RoleQuery, RoleQueryVariables>;
export const RolesDocument = new TypedDocumentString(`
    query Roles($q: [String!], $filledBy: [Int!], $offset: Int, $limit: Int, $sortBy: String, $isDesc: Boolean) {
  roles(
    q: $q
    filledBy: $filledBy
    offset: $offset
    limit: $limit
    sortBy: $sortBy
    isDesc: $isDesc
  ) {
    totalCount
    nodes {
      ...RoleFields
    }
  }
}
    fragment RoleFields on Role {
  id
  roleHandle
  name
  description
  reportsToId
  reportsTo {
    id
    roleHandle
    name
  }
  filledBy {
    id
    name
  }
  assignedProcesses {
    id
    processHandle
    name
  }
  processCount
}`) as unknown as TypedDocumentString<RolesQuery, RolesQueryVariables>;
export const UpdateRoleDocument = new TypedDocumentString(`
    mutation UpdateRole($role: UpdateRoleInput!) {
  updateRole(role: $role) {
    ...RoleFields
  }
}
    fragment RoleFields on Role {
  id
  roleHandle
  name
  description
  reportsToId
  reportsTo {
    id
    roleHandle
    name
  }
  filledBy {
    id
    name
  }
  assignedProcesses {
    id
    processHandle
    name
  }
  processCount
}`) as unknown as TypedDocumentString<UpdateRoleMutation, UpdateRoleMutationVariables>;
export const ReminderRunsDocument = new TypedDocumentString(`
    query ReminderRuns($limit: Int) {
  reminderRuns(limit: $limit) {
    id
    channel
    period
    startedAt
    finishedAt
    enqueued
    sent
    skipped
    failed
    failures {
      personId
      personName
      reason
    }
  }
}
    `) as unknown as TypedDocumentString<ReminderRunsQuery, ReminderRunsQueryVariables>;
export const SettingsDocument = new TypedDocumentString(`
    query Settings {
  settings {
    ...SettingsScreenFields
  }
}
    fragment SettingsScreenFields on Settings {
  ...SettingsFields
  tasksLookAheadDays
  isTwoFactorRequired
}
fragment SettingsFields on Settings {
  organizationName
  timezone
  isEmailAuthEnabled
  isGoogleAuthEnabled
  isMicrosoftAuthEnabled
  sendDailyRemindersForLateTasksViaSMS
  sendWeeklyRemindersViaEmail
}`) as unknown as TypedDocumentString<SettingsQuery, SettingsQueryVariables>;
export const UpdateSettingsDocument = new TypedDocumentString(`
    mutation UpdateSettings($settings: SettingsInput!) {
  updateSettings(settings: $settings) {
    ...SettingsScreenFields
    errors {
      field
      message
    }
  }
}
    fragment SettingsScreenFields on Settings {
  ...SettingsFields
  tasksLookAheadDays
  isTwoFactorRequired
}
fragment SettingsFields on Settings {
  organizationName
  timezone
  isEmailAuthEnabled
  isGoogleAuthEnabled
  isMicrosoftAuthEnabled
  sendDailyRemindersForLateTasksViaSMS
  sendWeeklyRemindersViaEmail
}`) as unknown as TypedDocumentString<UpdateSettingsMutation, UpdateSettingsMutationVariables>;
export const CreateTaskDocument = new TypedDocumentString(`
    mutation CreateTask($task: CreateTaskInput!) {
  createTask(task: $task) {
    ...TaskFields
  }
}
    fragment TaskFields on Task {
  id
  handle
  init_handle
  name
  description
  processId
  userId
  dueDate
  status
  is_late
  is_missed
  deleted
  skipReason
  updated_at
  isManuallyCreated
  updatedBy {
    id
    name
  }
  assignee {
    id
    name
  }
  process {
    id
    name
    processHandle
  }
  history {
    at
    by {
      id
      name
    }
    changes {
      field
      from
      to
    }
  }
}`) as unknown as TypedDocumentString<CreateTaskMutation, CreateTaskMutationVariables>;
export const ExportTasksDocument = new TypedDocumentString(`
    query ExportTasks($q: [String!], $sortBy: String, $isDesc: Boolean, $from: String, $to: String) {
  exportTasks(q: $q, sortBy: $sortBy, isDesc: $isDesc, from: $from, to: $to)
}
    `) as unknown as TypedDocumentString<ExportTasksQuery, ExportTasksQueryVariables>;
export const ExportMyTasksDocument = new TypedDocumentString(`
    query ExportMyTasks($q: [String!], $sortBy: String, $isDesc: Boolean, $from: String, $to: String) {
  exportMyTasks(q: $q, sortBy: $sortBy, isDesc: $isDesc, from: $from, to: $to)
}
    `) as unknown as TypedDocumentString<ExportMyTasksQuery, ExportMyTasksQueryVariables>;
export const MyCalendarFeedDocument = new TypedDocumentString(`
    query MyCalendarFeed {
  myCalendarFeed {
    url
    createdAt
  }
}
    `) as unknown as TypedDocumentString<MyCalendarFeedQuery, MyCalendarFeedQueryVariables>;
export const PeopleForTasksDocument = new TypedDocumentString(`
    query PeopleForTasks {
  users(offset: 0, limit: 1000, sortBy: "name", isDesc: false) {
    nodes {
      id
      name
      peopleHandle
    }
  }
}
    `) as unknown as TypedDocumentString<PeopleForTasksQuery, PeopleForTasksQueryVariables>;
export const ProcessesForTaskPickerDocument = new TypedDocumentString(`
    query ProcessesForTaskPicker {
  processes(offset: 0, limit: 1000, sortBy: "name", isDesc: false) {
    nodes {
      id
      name
      processHandle
    }
  }
}
    `) as unknown as TypedDocumentString<ProcessesForTaskPickerQuery, ProcessesForTaskPickerQueryVariables>;
export const LabelsForTasksDocument = new TypedDocumentString(`
    query LabelsForTasks {
  labels(offset: 0, limit: 1000, sortBy: "label", isDesc: false) {
    nodes {
      id
      label
    }
  }
}
    `) as unknown as TypedDocumentString<LabelsForTasksQuery, LabelsForTasksQueryVariables>;
export const RolesForTasksDocument = new TypedDocumentString(`
    query RolesForTasks {
  roles(offset: 0, limit: 1000, sortBy: "roleHandle", isDesc: false) {
    nodes {
      id
      roleHandle
      name
    }
  }
}
    `) as unknown as TypedDocumentString<RolesForTasksQuery, RolesForTasksQueryVariables>;
export const RemoveMyCalendarFeedDocument = new TypedDocumentString(`
    mutation RemoveMyCalendarFeed {
  removeMyCalendarFeed
}
    `) as unknown as TypedDocumentString<RemoveMyCalendarFeedMutation, RemoveMyCalendarFeedMutationVariables>;
export const RemoveTaskDocument = new TypedDocumentString(`
    mutation RemoveTask($id: Int, $handle: String, $reason: String) {
  removeTask(id: $id, handle: $handle, reason: $reason)
}
    `) as unknown as TypedDocumentString<RemoveTaskMutation, RemoveTaskMutationVariables>;
export const ResetMyCalendarFeedDocument = new TypedDocumentString(`
    mutation ResetMyCalendarFeed {
  resetMyCalendarFeed {
    url
    createdAt
  }
}
    `) as unknown as TypedDocumentString<ResetMyCalendarFeedMutation, ResetMyCalendarFeedMutationVariables>;
export const SkipTasksDocument = new TypedDocumentString(`
    mutation SkipTasks($from: String!, $to: String!, $q: [String!], $reason: String!) {
  skipTasks(from: $from, to: $to, q: $q, reason: $reason)
}
    `) as unknown as TypedDocumentString<SkipTasksMutation, SkipTasksMutationVariables>;
export const TasksDocument = new TypedDocumentString(`
    query Tasks($q: [String!], $offset: Int, $limit: Int, $sortBy: String, $isDesc: Boolean, $from: String, $to: String) {
  tasks(
    q: $q
    offset: $offset
    limit: $limit
    sortBy: $sortBy
    isDesc: $isDesc
    from: $from
    to: $to
  ) {
    totalCount
    nodes {
      ...TaskFields
    }
  }
}
    fragment TaskFields on Task {
  id
  handle
  init_handle
  name
  description
  processId
  userId
  dueDate
  status
  is_late
  is_missed
  deleted
  skipReason
  updated_at
  isManuallyCreated
  updatedBy {
    id
    name
  }
  assignee {
    id
    name
  }
  process {
    id
    name
    processHandle
  }
  history {
    at
    by {
      id
      name
    }
    changes {
      field
      from
      to
    }
  }
}`) as unknown as TypedDocumentString<TasksQuery, TasksQueryVariables>;
export const MyTasksDocument = new TypedDocumentString(`
    query MyTasks($q: [String!], $offset: Int, $limit: Int, $sortBy: String, $isDesc: Boolean, $from: String, $to: String) {
  myTasks(
    q: $q
    offset: $offset
    limit: $limit
    sortBy: $sortBy
    isDesc: $isDesc
    from: $from
    to: $to
  ) {
    totalCount
    nodes {
      ...TaskFields
    }
  }
}
    fragment TaskFields on Task {
  id
  handle
  init_handle
  name
  description
  processId
  userId
  dueDate
  status
  is_late
  is_missed
  deleted
  skipReason
  updated_at
  isManuallyCreated
  updatedBy {
    id
    name
  }
  assignee {
    id
    name
  }
  process {
    id
    name
    processHandle
  }
  history {
    at
    by {
      id
      name
    }
    changes {
      field
      from
      to
    }
  }
}`) as unknown as TypedDocumentString<MyTasksQuery, MyTasksQueryVariables>;
export const UpdateFutureTaskDocument = new TypedDocumentString(`
    mutation UpdateFutureTask($task: FutureTaskInput!) {
  updateFutureTask(task: $task) {
    ...TaskFields
  }
}
    fragment TaskFields on Task {
  id
  handle
  init_handle
  name
  description
  processId
  userId
  dueDate
  status
  is_late
  is_missed
  deleted
  skipReason
  updated_at
  isManuallyCreated
  updatedBy {
    id
    name
  }
  assignee {
    id
    name
  }
  process {
    id
    name
    processHandle
  }
  history {
    at
    by {
      id
      name
    }
    changes {
      field
      from
      to
    }
  }
}`) as unknown as TypedDocumentString<UpdateFutureTaskMutation, UpdateFutureTaskMutationVariables>;
export const UpdateTasksDocument = new TypedDocumentString(`
    mutation UpdateTasks($tasks: [UpdateTaskInput!]!) {
  updateTasks(tasks: $tasks) {
    ...TaskFields
  }
}
    fragment TaskFields on Task {
  id
  handle
  init_handle
  name
  description
  processId
  userId
  dueDate
  status
  is_late
  is_missed
  deleted
  skipReason
  updated_at
  isManuallyCreated
  updatedBy {
    id
    name
  }
  assignee {
    id
    name
  }
  process {
    id
    name
    processHandle
  }
  history {
    at
    by {
      id
      name
    }
    changes {
      field
      from
      to
    }
  }
}`) as unknown as TypedDocumentString<UpdateTasksMutation, UpdateTasksMutationVariables>;
export const SessionDocument = new TypedDocumentString(`
    query Session {
  currentUser {
    ...CurrentUserFields
  }
  settings {
    ...SettingsFields
  }
}
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
fragment SettingsFields on Settings {
  organizationName
  timezone
  isEmailAuthEnabled
  isGoogleAuthEnabled
  isMicrosoftAuthEnabled
  sendDailyRemindersForLateTasksViaSMS
  sendWeeklyRemindersViaEmail
}`) as unknown as TypedDocumentString<SessionQuery, SessionQueryVariables>;
export const SessionUserDocument = new TypedDocumentString(`
    query SessionUser {
  currentUser {
    ...CurrentUserFields
  }
}
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
}`) as unknown as TypedDocumentString<SessionUserQuery, SessionUserQueryVariables>;
export const SessionSettingsDocument = new TypedDocumentString(`
    query SessionSettings {
  settings {
    ...SettingsFields
  }
}
    fragment SettingsFields on Settings {
  organizationName
  timezone
  isEmailAuthEnabled
  isGoogleAuthEnabled
  isMicrosoftAuthEnabled
  sendDailyRemindersForLateTasksViaSMS
  sendWeeklyRemindersViaEmail
}`) as unknown as TypedDocumentString<SessionSettingsQuery, SessionSettingsQueryVariables>;