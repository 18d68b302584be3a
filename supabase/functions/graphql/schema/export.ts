/**
 * CSV exports of the lists and the matrix (docs/csv.md#export): each takes its list's filter and
 * sort arguments (no paging) and answers the whole list as CSV text, under the list's
 * own access. People, roles and processes are written in their import formats, so an
 * export re-imports unchanged. Cells a spreadsheet would run as a formula (starting with
 * =, +, -, @, tab or carriage return) get a leading ' (the import takes it off again).
 * More than 50,000 rows is BAD_USER_INPUT.
 */
export const exportTypeDefs = /* GraphQL */ `
  extend type Query {
    "The users list as CSV in the people import format; arguments as users."
    exportUsers(q: [String!], userType: UserType, sortBy: String, isDesc: Boolean): String!
    "The roles list as CSV in the roles import format; arguments as roles."
    exportRoles(q: [String!], filledBy: [Int!], sortBy: String, isDesc: Boolean): String!
    "The caller's roles as CSV in the roles import format; arguments as currentUserRoles."
    exportCurrentUserRoles(q: [String!], sortBy: String, isDesc: Boolean): String!
    "The processes list as CSV in the processes import format; arguments as processes."
    exportProcesses(q: [String!], sortBy: String, isDesc: Boolean): String!
    "The caller's processes as CSV in the processes import format; arguments as currentUserProcesses."
    exportCurrentUserProcesses(q: [String!], sortBy: String, isDesc: Boolean): String!
    """
    The tasks list as CSV (handle, name, processHandle, peopleHandle, dueDate, status,
    late yes/no); arguments as tasks.
    """
    exportTasks(q: [String!], sortBy: String, isDesc: Boolean, from: String, to: String): String!
    "The caller's tasks as CSV, columns as exportTasks; arguments as myTasks."
    exportMyTasks(q: [String!], sortBy: String, isDesc: Boolean, from: String, to: String): String!
    "The saved matrices list as CSV (name, row, col, owner, private); arguments as getSavedMatrixes."
    exportSavedMatrices(q: String, sortBy: String, isDesc: Boolean): String!
    "The matrix as CSV as the screen shows it, with the All totals; arguments as getMatrix."
    exportMatrix(row: String!, col: String!): String!
  }
`;
