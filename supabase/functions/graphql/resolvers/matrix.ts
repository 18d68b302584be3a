/** The matrix and saved matrices (schema/matrix.ts): filled in by issue 9's matrix work. */
export const matrixResolvers = {
  Query: {},
  Mutation: {},
};
