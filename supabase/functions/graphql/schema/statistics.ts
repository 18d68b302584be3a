/**
 * Dashboards (docs/dashboards.md#statistics). Every count is the totalCount of the list
 * its dashboard link opens, computed from the same query fragments as that list.
 */
export const statisticsTypeDefs = /* GraphQL */ `
  "Processes by what they have or lack (list: processes with q has:<field>; all: no term)."
  type ProcessStatistics {
    all: Int!
    scheduled: Int!
    scheduledNoDates: Int!
    needed: Int!
    "Null in a User's reading (personalStatistics): their processes all have a role."
    noRoles: Int
    noDescription: Int!
    noLabel: Int!
    noDocs: Int!
  }

  """
  Late tasks (task engine, is:late isNot:deleted) with the organisation's default range.
  all: open tasks (Not Started or In Progress, not deleted) due from today through
  today + settings.tasksLookAheadDays. missed (is:missed isNot:deleted) and skipped
  (is:deleted), over the default range, are counted apart from the late ones.
  """
  type LateTaskStatistics {
    allLate: Int!
    all: Int!
    inProgress: Int!
    notStarted: Int!
    "Lapsed occurrences of processes that lapse: not late (docs/task-engine.md#missed-occurrences)."
    missed: Int!
    "Skipped occurrences (deleted)."
    skipped: Int!
  }

  "Roles (list: roles with q has:noUsers / has:noProcesses)."
  type RoleStatistics {
    all: Int!
    noUsers: Int!
    noProcesses: Int!
  }

  "People (list: users with userType, or q has:noAccess / has:noRole)."
  type UserStatistics {
    all: Int!
    admins: Int!
    managers: Int!
    users: Int!
    "Sign-in disabled (isAuthEnabled false)."
    noAccess: Int!
    "Fills no role."
    noRole: Int!
  }

  "Open tasks due in one week (Monday to Sunday, the organisation's calendar), by status."
  type WeekTaskCounts {
    "YYYY-MM-DD, a Monday."
    weekStart: String!
    notStarted: Int!
    inProgress: Int!
    complete: Int!
  }

  "Late tasks whose assignee fills the role for the task's process (role:<handle> is:late)."
  type RoleTaskCount {
    roleId: Int!
    roleHandle: String!
    name: String!
    count: Int!
  }

  "Processes per category (category:<prefix>); categoryId null: processes in no category."
  type CategoryProcessCount {
    categoryId: Int
    prefix: String
    count: Int!
  }

  type OrganizationStatistics {
    processes: ProcessStatistics!
    lateTasks: LateTaskStatistics!
    roles: RoleStatistics!
    users: UserStatistics!
    "The organisation's today (YYYY-MM-DD) the counts were taken on."
    today: String!
    "settings.tasksLookAheadDays."
    lookAheadDays: Int!
    "The current week and the 7 after it."
    tasksByWeek: [WeekTaskCounts!]!
    "The 10 roles with the most late tasks, most first (ties by role handle)."
    lateTasksByRole: [RoleTaskCount!]!
    "Most first (ties by prefix; no category last)."
    processesByCategory: [CategoryProcessCount!]!
  }

  "The caller's own: their processes (myProcesses), tasks (myTasks) and roles (myRoles)."
  type PersonalStatistics {
    roles: RoleStatistics!
    lateTasks: LateTaskStatistics!
    processes: ProcessStatistics!
    today: String!
    lookAheadDays: Int!
  }

  enum UserStatsFilter {
    ALL
    ADMINS
    MANAGERS
    USERS
    NO_ACCESS
    NO_ROLE
  }

  enum RoleStatsFilter {
    ALL
    NO_USERS
    NO_PROCESSES
  }

  enum ProcessStatsFilter {
    ALL
    SCHEDULED
    SCHEDULED_NO_DATES
    NEEDED
    NO_ROLES
    NO_DESCRIPTION
    NO_LABEL
    NO_DOCS
  }

  extend type Query {
    "Admins and managers: the whole organisation. FORBIDDEN for a User."
    organizationStatistics: OrganizationStatistics!
    "Every person: their own."
    personalStatistics: PersonalStatistics!
    """
    The people behind one count of OrganizationStatistics.users (admins, managers), as
    users(...) with that filter: same paging and sorting arguments, same totalCount.
    """
    usersStatsItems(
      filter: UserStatsFilter!
      offset: Int
      limit: Int
      sortBy: String
      isDesc: Boolean
    ): UserList!
    "Every person of the organisation (usersStatsItems ALL)."
    allUsers(offset: Int, limit: Int, sortBy: String, isDesc: Boolean): UserList!
    "The roles behind one count of OrganizationStatistics.roles, as roles(...)."
    rolesStatsItems(
      filter: RoleStatsFilter!
      offset: Int
      limit: Int
      sortBy: String
      isDesc: Boolean
    ): RoleList!
    "The caller's roles behind one count of PersonalStatistics.roles, as currentUserRoles."
    currentUserRolesStatsItems(
      filter: RoleStatsFilter!
      offset: Int
      limit: Int
      sortBy: String
      isDesc: Boolean
    ): RoleList!
    "The processes behind one count of OrganizationStatistics.processes, as processes(...)."
    processesStatsItems(
      filter: ProcessStatsFilter!
      offset: Int
      limit: Int
      sortBy: String
      isDesc: Boolean
    ): ProcessList!
    "The caller's processes behind one count of PersonalStatistics.processes."
    currentUserProcessesStatsItems(
      filter: ProcessStatsFilter!
      offset: Int
      limit: Int
      sortBy: String
      isDesc: Boolean
    ): ProcessList!
  }
`;
