/** Process categories: a new process gets <prefix>-<increment> (docs/product.md#labels-categories-and-handles). */
export const processCategoryTypeDefs = /* GraphQL */ `
  type ProcessCategory {
    id: Int!
    "Starts the handles of the category's processes: 1 to 16 letters, digits or _."
    prefix: String!
    description: String!
    "The number the next process of the category gets."
    increment: Int!
  }

  type ProcessCategoryList {
    nodes: [ProcessCategory!]!
    totalCount: Int!
  }

  "increment defaults to 1."
  input CreateProcessCategoryInput {
    prefix: String!
    description: String
    increment: Int
  }

  "Only the fields given change; existing process handles keep their prefix."
  input UpdateProcessCategoryInput {
    id: Int!
    prefix: String
    description: String
    increment: Int
  }

  extend type Query {
    """
    Categories of the organisation (admin, manager). q: text searched in prefix and
    description, d=org; any other key: term is BAD_USER_INPUT. sortBy: prefix (default),
    id, description, increment. limit at most 1000.
    """
    processCategories(q: [String!], offset: Int, limit: Int, sortBy: String, isDesc: Boolean): ProcessCategoryList!
  }

  extend type Mutation {
    "A prefix that exists already, in any letter case, is CONFLICT."
    createProcessCategory(processCategory: CreateProcessCategoryInput!): ProcessCategory
    updateProcessCategory(processCategory: UpdateProcessCategoryInput!): ProcessCategory
    "True when removed; its processes keep their handles and have no category."
    removeProcessCategory(id: Int!): Boolean
  }
`;
