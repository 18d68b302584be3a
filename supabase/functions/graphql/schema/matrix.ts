/**
 * The role-to-process matrix and saved matrices (docs/dashboards.md#matrix): rows and
 * columns are label prefixes plus the built-in dimension Role.
 */
export const matrixTypeDefs = /* GraphQL */ `
  "A dimension the matrix can use: a label prefix, or Role (processes by assigned role)."
  type LabelPrefixOption {
    "The prefix as written on the labels (first spelling by label id), or Role."
    label: String!
    "The same text: what getMatrix's row and col take."
    id: String!
  }

  """
  One cell: the number of processes that carry both values (a process counts once per
  cell). name is "<row value>|<column value>"; a value is a whole label (Dept:HR), a role
  handle for Role, or "all" (every process with any value of that dimension). id is the
  q terms that list the cell's processes (label:…, role:…, and for "all" prefix:… or
  has:roles), joined by a tab.
  """
  type MatrixCell {
    name: String!
    value: Int!
    id: String!
  }

  type MatrixOwner {
    id: Int!
    name: String!
  }

  type SavedMatrix {
    id: Int!
    "At most 255 characters."
    name: String!
    "A label prefix or Role."
    row: String!
    col: String!
    "True: only its owner sees it."
    privacy: Boolean!
    owner: MatrixOwner!
    "The caller owns it (may update and delete it)."
    isOwner: Boolean!
  }

  type SavedMatrixList {
    nodes: [SavedMatrix!]!
    totalCount: Int!
  }

  extend type Query {
    """
    The label prefixes of the organisation (alphabetical, any case), then Role; a label
    prefix spelt Role (any case) is the built-in Role. Admins and managers.
    """
    getLabelsPrefix: [LabelPrefixOption!]!
    """
    Counts for every pair of a row value and a column value, the row's values in
    alphabetical order then "all", likewise the column's: (rows + 1) × (cols + 1) cells,
    row by row. row and col: a prefix of getLabelsPrefix (any case) or Role; anything else
    is BAD_USER_INPUT naming the argument. Admins and managers.
    """
    getMatrix(row: String!, col: String!): [MatrixCell!]!
    """
    The caller's matrices and everyone's public ones. page from 1 (default 1), perPage at
    most 100 (default 10); q: text searched in the name, row and column. sortBy: id
    (default), name, row, col, owner; isDesc default true.
    """
    getSavedMatrixes(
      page: Int
      perPage: Int
      q: String
      sortBy: String
      isDesc: Boolean
    ): SavedMatrixList!
    "One matrix the caller may see; null otherwise."
    savedMatrix(id: Int!): SavedMatrix
  }

  extend type Mutation {
    "Name 1–255 characters; row and col as getMatrix. privacy defaults to true."
    makeMatrix(row: String!, col: String!, name: String!, privacy: Boolean): SavedMatrix
    "The owner only: another person's matrix is FORBIDDEN, another organisation's NOT_FOUND."
    updateSavedMatrix(
      id: Int!
      row: String!
      col: String!
      name: String!
      privacy: Boolean!
    ): SavedMatrix
    "True when deleted; the owner only (as updateSavedMatrix)."
    deleteSavedMatrix(id: Int!): Boolean
  }
`;
