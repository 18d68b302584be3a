/** Processes (docs/product.md#processes) with their frequency (docs/task-engine.md#frequency). */
export const processTypeDefs = /* GraphQL */ `
  "Any JSON value (a process's frequency object)."
  scalar JSON

  type ProcessLabel {
    id: Int!
    label: String!
  }

  "A document link of a process; value is an http or https URL."
  type ProcessDoc {
    id: Int!
    name: String!
    value: String!
  }

  type ProcessCategoryRef {
    id: Int!
    prefix: String!
    description: String!
  }

  "A person who gets the process's tasks: role is the first (by name) assigned role they hold; roles all of them."
  type ProcessUser {
    id: Int!
    name: String!
    peopleHandle: String!
    role: Role!
    roles: [Role!]!
  }

  """
  What an unfinished occurrence becomes once a later one is past due
  (docs/task-engine.md#missed-occurrences). StaysLate: it stays late until done.
  Lapses: only the latest occurrence before today stays late; the earlier unfinished ones are
  missed (Task.is_missed, q is:missed).
  """
  enum UnfinishedRule {
    StaysLate
    Lapses
  }

  """
  A schedule the process had before a change (docs/task-engine.md#schedule-changes): it
  decided the process's dates from its first day (from; null: since the process began) to
  its last (until), both included; the next schedule decides from the day after. changedById/changedByName: who
  replaced it (null: the system, a person since removed, or someone a User-type member may
  not see); changedAt: when (ISO 8601).
  """
  type ProcessSchedule {
    from: String
    until: String!
    "Scheduled or AsNeeded."
    frequencyType: String!
    frequency: JSON
    compactFrequency: String!
    frequencyDescription: String!
    scheduledFrom: String!
    hasNoDates: Boolean!
    changedById: Int
    changedByName: String
    changedAt: String!
  }

  type Process {
    id: Int!
    processHandle: String!
    name: String!
    description: String!
    "Scheduled or AsNeeded."
    frequencyType: String!
    "Canonical; null when as needed. Interval {StartOn, RepeatOn, RepeatEvery} or monthly {Jan: {days, mon…sun, flags}, …}."
    frequency: JSON
    "Canonical compact form of the frequency; empty when as needed."
    compactFrequency: String!
    "The frequency as a sentence, e.g. 'Every 2 weeks on Monday'."
    frequencyDescription: String!
    "YYYY-MM-DD; no task is dated before it."
    scheduledFrom: String!
    "Scheduled, but the frequency can never yield a date."
    hasNoDates: Boolean!
    unfinishedRule: UnfinishedRule!
    categoryId: Int
    "The owning role's id; null when none, or when the caller may not read it."
    roleId: Int
    labelIds: [Int!]!
    assignedRoleIds: [Int!]!
    labels: [ProcessLabel!]!
    assignedRoles: [Role!]!
    "The owning role."
    role: Role
    docs: [ProcessDoc!]!
    cat: ProcessCategoryRef
    "People holding an assigned role, by name (a User-type member sees only themselves)."
    users: [ProcessUser!]!
    "The next dates (YYYY-MM-DD) on or after from (default today in the organisation's time zone), never before scheduledFrom; count 0–366."
    nextDates(count: Int = 10, from: String): [String!]!
    "The schedules it had before changes, latest first; empty when never changed."
    scheduleHistory: [ProcessSchedule!]!
  }

  type ProcessList {
    nodes: [Process!]!
    totalCount: Int!
  }

  input ProcessDocInput {
    "An existing document of the process to keep; absent adds a new one."
    id: Int
    name: String!
    "An http:// or https:// URL."
    value: String!
  }

  """
  A new process. processHandle may be left out when categoryId is given: the category
  makes one (<prefix>-<number>). Frequency: frequencyType with frequency, or
  compactFrequency, or both when they agree; nothing means as needed. scheduledFrom
  defaults to today in the organisation's time zone.
  """
  input CreateProcessInput {
    processHandle: String
    name: String!
    description: String
    categoryId: Int
    labelIds: [Int!]
    assignedRoleIds: [Int!]
    roleId: Int
    docs: [ProcessDocInput!]
    frequencyType: String
    frequency: JSON
    compactFrequency: String
    scheduledFrom: String
    "Default StaysLate."
    unfinishedRule: UnfinishedRule
  }

  "Only the fields given change; lists given replace the process's lists; null categoryId or roleId clears it."
  input UpdateProcessInput {
    id: Int!
    processHandle: String
    name: String
    description: String
    categoryId: Int
    labelIds: [Int!]
    assignedRoleIds: [Int!]
    roleId: Int
    docs: [ProcessDocInput!]
    frequencyType: String
    frequency: JSON
    compactFrequency: String
    scheduledFrom: String
    unfinishedRule: UnfinishedRule
  }

  extend type Query {
    """
    Processes of the organisation (admins and managers). q terms are ANDed: has:scheduled,
    has:scheduledNoDates, has:needed, has:noRoles, has:noDocs, has:noDescription, has:noLabel,
    has:roles (any assigned role), label:<label>, prefix:<labelPrefix>, role:<roleHandle>,
    user:<handle or id>, d=org, or text searched in name, handle and description; any other
    key: term is BAD_USER_INPUT. sortBy:
    id, name, processHandle, description, frequencyType, compactFrequency, scheduledFrom, cat,
    role (default name). limit at most 1000 (default 1000).
    """
    processes(q: [String!], offset: Int, limit: Int, sortBy: String, isDesc: Boolean): ProcessList!
    "The processes assigned to any role the caller holds; arguments as processes."
    currentUserProcesses(q: [String!], offset: Int, limit: Int, sortBy: String, isDesc: Boolean): ProcessList!
    "Any process for admins and managers; one of theirs for a User-type person."
    process(id: Int!): Process
    "field: frequencyType, name, processHandle, description, compactFrequency."
    getPossibleValuesForFieldFromProcessEntity(field: String!): [PossibleValue!]!
    "relation: labels, assignedRoles, role, cat."
    getPossibleValuesForRelationFromProcessEntity(relation: String!): [PossibleValue!]!
  }

  extend type Mutation {
    createProcess(process: CreateProcessInput!): Process
    updateProcess(process: UpdateProcessInput!): Process
    "True when the process (and its tasks) was removed."
    removeProcess(id: Int!): Boolean
    "True when every one was removed; an unknown id removes none."
    removeProcesses(ids: [Int!]!): Boolean
  }
`;
