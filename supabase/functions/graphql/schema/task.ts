/**
 * Tasks (docs/product.md#tasks, docs/task-engine.md#series-and-overrides). Field names follow
 * the product's, snake_case ones included. A task is either a computed occurrence of a series (process,
 * person holding an assigned role) or a stored row: an occurrence someone changed, or a
 * manual task.
 */
export const taskTypeDefs = /* GraphQL */ `
  enum TaskStatus {
    NotStarted
    InProgress
    Complete
  }

  type TaskAssignee {
    id: Int!
    name: String!
  }

  type TaskProcess {
    id: Int!
    name: String!
    processHandle: String!
  }

  "One field of a stored task as one change left it."
  type TaskFieldChange {
    "name, description, userId, dueDate, status, deleted or skipReason"
    field: String!
    from: String
    to: String
  }

  "One change of a stored task: when, by whom, what."
  type TaskChange {
    "ISO 8601"
    at: String!
    "The person who made it; null for the system (an import or a scheduled job)."
    by: TaskAssignee
    changes: [TaskFieldChange!]!
  }

  type Task {
    "Null for an occurrence that was never stored (it is identified by its handle)."
    id: Int
    "<processId>-<userId>-<YYYY-MM-DD> for a generated occurrence; never changes."
    handle: String!
    "The handle of the occurrence whose 'this and following' rule the task follows (its own handle otherwise)."
    init_handle: String!
    name: String!
    description: String!
    processId: Int
    userId: Int
    "YYYY-MM-DD"
    dueDate: String!
    status: TaskStatus!
    """
    Due before today in the organisation's time zone, not Complete, not deleted, and not
    missed.
    """
    is_late: Boolean!
    """
    Not Complete, not deleted, an occurrence of a process whose unfinishedRule is Lapses, due
    before that process's latest date before today: it lapsed (docs/task-engine.md#missed-occurrences).
    Neither late nor done.
    """
    is_missed: Boolean!
    "A skipped occurrence (removeTask on a generated occurrence)."
    deleted: Boolean!
    "Why it was skipped (removeTask's reason); null when not skipped or skipped without one."
    skipReason: String
    "ISO 8601; null for an occurrence never stored."
    updated_at: String
    "Who changed the stored task last; null when never stored or changed by the system."
    updatedBy: TaskAssignee
    isManuallyCreated: Boolean!
    assignee: TaskAssignee
    process: TaskProcess
    "The changes of a stored task, newest first (empty for an occurrence never stored)."
    history: [TaskChange!]!
  }

  type TaskList {
    "Exact."
    totalCount: Int!
    nodes: [Task!]!
  }

  type TasksOfProcesses {
    totalCount: Int!
    nodes: [Task!]!
    "With getTasksToSkip: the handles of the range's skipped (deleted) occurrences; otherwise empty."
    tasksToSkip: [String!]!
  }

  "The processes whose tasks fall in the range, with the people who get them, and the tasks."
  type ProcessesForTasks {
    processes: [Process!]!
    tasks: TasksOfProcesses!
  }

  "A manual task (isManuallyCreated); its handle never collides with a generated one."
  input CreateTaskInput {
    name: String!
    description: String
    processId: Int
    userId: Int!
    "YYYY-MM-DD"
    dueDate: String!
    status: TaskStatus
  }

  """
  One task, by id or by handle (a generated occurrence is stored by its handle). Only the
  fields given change. A User-type person may change only the status of their own task.
  """
  input UpdateTaskInput {
    id: Int
    handle: String
    name: String
    description: String
    userId: Int
    "YYYY-MM-DD"
    dueDate: String
    status: TaskStatus
  }

  """
  'This and following': from the occurrence with this handle on, the series goes to userId
  and/or carries name and description. Earlier occurrences stay as they are; repeating the
  same edit changes nothing.
  """
  input FutureTaskInput {
    handle: String!
    userId: Int
    name: String
    description: String
  }

  "A person's private calendar feed. The URL is shown only when it is made (it holds the token)."
  type CalendarFeed {
    "The iCalendar URL with its token; null when reading an existing feed."
    url: String
    "ISO 8601"
    createdAt: String!
  }

  extend type Query {
    """
    The organisation's tasks (admins and managers): generated occurrences and stored tasks,
    from and to inclusive (YYYY-MM-DD). from defaults to the earliest stored task's due
    date (today when none is earlier), to to a year ahead (366 days) or the latest stored
    task's due date if later; at most 5 years apart; from
    after to is BAD_USER_INPUT naming the argument. q terms are ANDed: is:late, is:deleted,
    isNot:late, isNot:deleted, status=<Display Name>[|…], d=org, user:<handle or id>,
    process:<handle or id>, label:<label>, prefix:<labelPrefix>, role:<roleHandle>, or text
    searched in name, handle and description. Skipped (deleted) occurrences are listed only
    with is:deleted. sortBy: dueDate (default: due date, then user id), name, assignee,
    status. limit at most 1000 (default 1000).
    """
    tasks(
      q: [String!]
      offset: Int
      limit: Int
      sortBy: String
      isDesc: Boolean
      from: String
      to: String
    ): TaskList!
    "The caller's own tasks (every person); with d=org, admins and managers get the organisation's. Arguments as tasks."
    myTasks(
      q: [String!]
      offset: Int
      limit: Int
      sortBy: String
      isDesc: Boolean
      from: String
      to: String
    ): TaskList!
    "The caller's own tasks, always; arguments as tasks."
    currentUserTasks(
      q: [String!]
      offset: Int
      limit: Int
      sortBy: String
      isDesc: Boolean
      from: String
      to: String
    ): TaskList!
    """
    The organisation's tasks as tasks answers them, plus the processes they come from with
    their people (admins and managers). paginated (default true): tasks.nodes is the page
    offset/limit of the whole list; false: tasks.nodes are only the stored tasks of the range
    (at most limit), for a client that generates the occurrences from processes itself
    (each day from the schedule in force that day: Process.scheduleHistory).
    getTasksToSkip (default false): fill tasks.tasksToSkip with the handles of the range's
    skipped occurrences, which such a client must leave out. tasks.totalCount counts the
    whole list either way.
    """
    processesForTasks(
      q: [String!]
      offset: Int
      limit: Int
      sortBy: String
      isDesc: Boolean
      from: String
      to: String
      paginated: Boolean
      getTasksToSkip: Boolean
    ): ProcessesForTasks!
    "As processesForTasks, for the caller's own tasks (every person)."
    processesForMyTasks(
      q: [String!]
      offset: Int
      limit: Int
      sortBy: String
      isDesc: Boolean
      from: String
      to: String
      paginated: Boolean
      getTasksToSkip: Boolean
    ): ProcessesForTasks!
    "One task by id or by handle; null when there is none the caller may read."
    task(id: Int, handle: String): Task
    "The caller's calendar feed, if they made one (its URL is not shown again)."
    myCalendarFeed: CalendarFeed
  }

  extend type Mutation {
    createTask(task: CreateTaskInput!): Task
    updateTask(task: UpdateTaskInput!): Task
    """
    Answers the occurrence at handle as the rule now makes it. Handing it to someone who
    gets the process on that day already is BAD_USER_INPUT (field userId), nothing changed.
    """
    updateFutureTask(task: FutureTaskInput!): Task
    "Several tasks at once: all change, or none does (the first error is answered)."
    updateTasks(tasks: [UpdateTaskInput!]!): [Task!]!
    """
    A generated occurrence is stored as skipped (deleted), with reason (trimmed, at most 500
    characters; blank is none) kept as its skipReason and in its history; a manual task is
    removed. True when done.
    """
    removeTask(id: Int, handle: String, reason: String): Boolean
    """
    Skips every unfinished occurrence due from from to to (both included, at most 366 days)
    that the terms q keep (a closure day, a shutdown), with reason (required, at most 500
    characters) kept on each and in its history; manual tasks are left as they are. All or
    nothing: over 10000 tasks is BAD_USER_INPUT (field q), nothing changed. How many were
    skipped. Admins and managers.
    """
    skipTasks(from: String!, to: String!, q: [String!], reason: String!): Int!
    "Makes a new calendar feed URL for the caller; the old one stops working."
    resetMyCalendarFeed: CalendarFeed!
    "Stops the caller's calendar feed. True when there was one."
    removeMyCalendarFeed: Boolean!
  }
`;
