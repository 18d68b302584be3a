/** Labels: text `prefix:value`, unique per organisation (docs/product.md#labels-categories-and-handles). */
export const labelTypeDefs = /* GraphQL */ `
  type Label {
    id: Int!
    "prefix:value, e.g. Dept:HR"
    label: String!
    "The part before the first colon."
    prefix: String!
    "Ids of the processes that carry the label."
    processes: [Int!]!
  }

  type LabelList {
    nodes: [Label!]!
    totalCount: Int!
  }

  input CreateLabelInput {
    label: String!
  }

  input UpdateLabelInput {
    id: Int!
    label: String!
  }

  extend type Query {
    """
    Labels of the organisation (admin, manager). q terms are ANDed: label:<label>,
    prefix:<prefix>, d=org, or text searched in the label; any other key: term is
    BAD_USER_INPUT. sortBy: label (default), id, prefix, processCount. limit at most 1000.
    """
    labels(q: [String!], offset: Int, limit: Int, sortBy: String, isDesc: Boolean): LabelList!
  }

  extend type Mutation {
    "A label that exists already, in any letter case, is CONFLICT."
    createLabel(label: CreateLabelInput!): Label
    updateLabel(label: UpdateLabelInput!): Label
    "True when the label was removed; processes lose it and stay."
    removeLabel(id: Int!): Boolean
  }
`;
