/** Roles (docs/product.md#roles) and their calls. */
export const roleTypeDefs = /* GraphQL */ `
  "The role a role reports to."
  type RoleParent {
    id: Int!
    roleHandle: String!
    name: String!
  }

  "A person who fills a role."
  type RoleMember {
    id: Int!
    name: String!
  }

  "A process a role is assigned to."
  type RoleAssignedProcess {
    id: Int!
    processHandle: String!
    name: String!
  }

  """
  A person's holding of a role (docs/task-engine.md#who-held-a-role-when): from its first day
  (null: since before holdings were dated) to its last (null: still held), both included.
  """
  type RoleHolding {
    roleId: Int!
    roleHandle: String!
    roleName: String!
    personId: Int!
    personName: String!
    from: String
    until: String
  }

  type Role {
    id: Int!
    roleHandle: String!
    name: String!
    description: String!
    "The parent role in the reporting tree; null at the top, or when the caller may not read it."
    reportsToId: Int
    reportsTo: RoleParent
    "People who fill the role, by name (a User-type member sees only themselves)."
    filledBy: [RoleMember!]!
    "Processes the role is assigned to, by handle."
    assignedProcesses: [RoleAssignedProcess!]!
    "How many processes the role is assigned to (the org chart shows it)."
    processCount: Int!
    "Who held the role and when, current holders first (a User-type member sees only themselves)."
    holdings: [RoleHolding!]!
  }

  type RoleList {
    nodes: [Role!]!
    totalCount: Int!
  }

  "filledBy: the ids of the people who fill the role."
  input CreateRoleInput {
    roleHandle: String!
    name: String!
    description: String
    reportsToId: Int
    filledBy: [Int!]
    "The day the people of filledBy start (YYYY-MM-DD); default the organisation's today."
    effectiveOn: String
  }

  """
  Only the fields given change. reportsToId null: the role reports to no one.
  filledBy replaces the whole list of people.
  """
  input UpdateRoleInput {
    id: Int!
    roleHandle: String
    name: String
    description: String
    reportsToId: Int
    filledBy: [Int!]
    """
    The day added people start and removed people end, their last day (YYYY-MM-DD); default
    the organisation's today.
    """
    effectiveOn: String
  }

  extend type Query {
    """
    Roles of the organisation (admin, manager). q terms are ANDed: user:<handle or id> (filled by),
    process:<handle or id> (assigned to), d=org, or text searched in name, handle and description;
    any other key: term is BAD_USER_INPUT. filledBy: roles filled by any of these people.
    sortBy: id (default), roleHandle, name, description, reportsToId, reportsTo, processCount,
    filledByCount. limit at most 1000 (default 1000).
    """
    roles(q: [String!], filledBy: [Int!], offset: Int, limit: Int, sortBy: String, isDesc: Boolean): RoleList!
    "A User-type member reads only the roles they fill."
    role(id: Int!): Role
    """
    The roles the signed-in person fills (every member). d=org widens it to the whole
    organisation for admins and managers (FORBIDDEN for others). Same q and sortBy as roles.
    """
    currentUserRoles(q: [String!], offset: Int, limit: Int, sortBy: String, isDesc: Boolean): RoleList!
    "field: roleHandle, name or description."
    getPossibleValuesForFieldFromRoleEntity(field: String!): [PossibleValue!]!
    "relation: filledBy (people), reportsTo (roles) or assignedProcesses (processes)."
    getPossibleValuesForRelationFromRoleEntity(relation: String!): [PossibleValue!]!
  }

  extend type Mutation {
    createRole(role: CreateRoleInput!): Role
    updateRole(role: UpdateRoleInput!): Role
    """
    True when the role was removed. A role assigned to processes is refused (CONFLICT,
    "Cant delete role while it is related to Processes").
    """
    removeRole(id: Int!): Boolean
    "True when every one was removed; all or nothing."
    removeRoles(ids: [Int!]!): Boolean
  }
`;
