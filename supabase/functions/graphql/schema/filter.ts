/** Saved filters (docs/query-language.md#syntax) and the task entity's possible values. */
export const filterTypeDefs = /* GraphQL */ `
  type FilterOwner {
    id: Int!
    name: String!
  }

  type Filter {
    id: Int!
    name: String!
    "User, Role, Process or Task: the list whose q the criteria are."
    associatedEntity: String!
    "Private filters are seen by their owner only; public ones by the whole organisation."
    private: Boolean!
    owner: FilterOwner!
    "q terms (the shared query language), canonical."
    criteria: [String!]!
  }

  type FilterList {
    nodes: [Filter!]!
    totalCount: Int!
  }

  "criteria are checked with the query language of the entity's list."
  input CreateFilterInput {
    name: String!
    associatedEntity: String!
    private: Boolean
    criteria: [String!]
  }

  "Only the fields given change."
  input UpdateFilterInput {
    id: Int!
    name: String
    associatedEntity: String
    private: Boolean
    criteria: [String!]
  }

  extend type Query {
    """
    The organisation's public filters and the caller's private ones. q: text searched in
    the name. associatedEntities: User, Role, Process, Task. sortBy: id, name,
    associatedEntity, private, owner (default name). limit at most 1000 (default 1000).
    """
    filtersAccessibleToCurrentUser(
      q: [String!]
      offset: Int
      limit: Int
      sortBy: String
      isDesc: Boolean
      associatedEntities: [String!]
    ): FilterList!
    "field: status, name."
    getPossibleValuesForFieldFromTaskEntity(field: String!): [PossibleValue!]!
    "relation: process, assignee."
    getPossibleValuesForRelationFromTaskEntity(relation: String!): [PossibleValue!]!
  }

  extend type Mutation {
    "Saved as the caller's."
    createFilter(filter: CreateFilterInput!): Filter
    "Only the owner or an admin."
    updateFilter(filter: UpdateFilterInput!): Filter
    "Only the owner or an admin. True when removed."
    removeFilter(id: Int!): Boolean
  }
`;
