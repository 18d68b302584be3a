/** Types every entity uses. Query and Mutation are extended per entity. */
export const commonTypeDefs = /* GraphQL */ `
  type Query
  type Mutation

  "A problem with one input field; the form shows it beside that field."
  type FieldError {
    field: String!
    message: String!
  }

  "A value a field or relation can take, for filter builders: id and display name."
  type PossibleValue {
    id: ID!
    name: String!
  }
`;
