/** A stored task (spec §3 Task). Field names follow the spec, snake_case ones included. */
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

  type Task {
    id: Int!
    handle: String!
    init_handle: String!
    name: String!
    description: String!
    processId: Int
    userId: Int
    "YYYY-MM-DD"
    dueDate: String!
    status: TaskStatus!
    "Due before today in the organisation's time zone, not Complete, not deleted."
    is_late: Boolean!
    deleted: Boolean!
    "ISO 8601"
    updated_at: String!
    isManuallyCreated: Boolean!
    assignee: TaskAssignee
    process: TaskProcess
  }
`;
