import * as reads from "../../_shared/commands/matrix/read-matrix.ts";
import * as writes from "../../_shared/commands/matrix/write-matrix.ts";
import type {
  MutationDeleteSavedMatrixArgs,
  MutationMakeMatrixArgs,
  MutationUpdateSavedMatrixArgs,
  QueryGetMatrixArgs,
  QueryGetSavedMatrixesArgs,
  QuerySavedMatrixArgs,
} from "../schema/generated-types.ts";
import { type GraphqlContext as Ctx, inSavepoint, memberOf } from "../server/context.ts";

/** The matrix and saved matrices (schema/matrix.ts). */
export const matrixResolvers = {
  Query: {
    getLabelsPrefix: (_: unknown, _args: unknown, ctx: Ctx) => reads.getLabelsPrefix(memberOf(ctx)),
    getMatrix: (_: unknown, args: QueryGetMatrixArgs, ctx: Ctx) =>
      reads.getMatrix(memberOf(ctx), { ...args }),
    getSavedMatrixes: (_: unknown, args: QueryGetSavedMatrixesArgs, ctx: Ctx) =>
      reads.getSavedMatrixes(memberOf(ctx), { ...args }),
    savedMatrix: (_: unknown, args: QuerySavedMatrixArgs, ctx: Ctx) =>
      reads.getSavedMatrix(memberOf(ctx), args.id),
  },
  Mutation: {
    makeMatrix: (_: unknown, args: MutationMakeMatrixArgs, ctx: Ctx) =>
      inSavepoint(ctx, (m) => writes.makeMatrix(m, { ...args })),
    updateSavedMatrix: (_: unknown, args: MutationUpdateSavedMatrixArgs, ctx: Ctx) =>
      inSavepoint(ctx, (m) => writes.updateSavedMatrix(m, { ...args })),
    deleteSavedMatrix: (_: unknown, args: MutationDeleteSavedMatrixArgs, ctx: Ctx) =>
      inSavepoint(ctx, (m) => writes.deleteSavedMatrix(m, args.id)),
  },
};
