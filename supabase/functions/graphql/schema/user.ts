/** People (docs/product.md#people) and their calls. */
export const userTypeDefs = /* GraphQL */ `
  enum UserType {
    User
    Admin
    Manager
  }

  type User {
    id: Int!
    peopleHandle: String!
    name: String!
    description: String!
    email: String
    "Mobile number in E.164 (+14155550123), where the daily late-tasks SMS goes; null when none."
    mobile: String
    userType: UserType!
    isAuthEnabled: Boolean!
    roleIds: [Int!]!
    roles: [Role!]!
    receiveWeeklyReminders: Boolean!
    "Linked to a sign-in identity (the person has signed in): an invitation has nothing to offer."
    hasAccount: Boolean!
    "The roles the person held and when, current ones first."
    holdings: [RoleHolding!]!
  }

  type UserList {
    nodes: [User!]!
    totalCount: Int!
  }

  "A person's roles and their stored tasks (latest due first, at most 1000)."
  type UserInfo {
    roles: [Role!]!
    tasks: [Task!]!
  }

  "isAuthEnabled is true when absent."
  input CreateUserInput {
    peopleHandle: String!
    name: String!
    description: String
    email: String
    "International format; spaces and dashes are removed. Empty or null: none."
    mobile: String
    userType: UserType
    isAuthEnabled: Boolean
    roleIds: [Int!]
    receiveWeeklyReminders: Boolean
    "The day the roles of roleIds start (YYYY-MM-DD); default the organisation's today."
    effectiveOn: String
  }

  "Only the fields given change, except isAuthEnabled, which is true when absent."
  input UpdateUserInput {
    id: Int!
    peopleHandle: String
    name: String
    description: String
    email: String
    "International format; spaces and dashes are removed. Empty or null clears it."
    mobile: String
    userType: UserType
    isAuthEnabled: Boolean
    roleIds: [Int!]
    receiveWeeklyReminders: Boolean
    """
    The day added roles start and removed roles end, their last day (YYYY-MM-DD); default the
    organisation's today.
    """
    effectiveOn: String
  }

  extend type Query {
    """
    People of the organisation. q terms (the shared query language) are ANDed:
    role:<roleHandle>, d=org, or text searched in name, handle, description and email;
    any other key: term is BAD_USER_INPUT. sortBy: id, name, peopleHandle, description, email,
    mobile, userType, isAuthEnabled, receiveWeeklyReminders (default name). limit at most 1000.
    """
    users(q: [String!], userType: UserType, offset: Int, limit: Int, sortBy: String, isDesc: Boolean): UserList!
    user(id: Int!): User
    currentUser: User!
    userGetInfo(id: Int!): UserInfo
    getPossibleValuesForFieldFromUserEntity(field: String!): [PossibleValue!]!
    getPossibleValuesForRelationFromUserEntity(relation: String!): [PossibleValue!]!
  }

  # Mutation answers are nullable so that one failing field does not hide the
  # answers of the fields before it, which were saved.
  extend type Mutation {
    createUser(user: CreateUserInput!): User
    updateUser(user: UpdateUserInput!): User
    "True when the person was removed."
    removeUser(id: Int!): Boolean
    "True when every one was removed; an unknown id removes none."
    removeUsers(ids: [Int!]!): Boolean
  }
`;
