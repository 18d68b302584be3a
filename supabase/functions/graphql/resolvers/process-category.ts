import * as categories from "../commands/process-categories.ts";
import { type GraphqlContext, inSavepoint, memberOf } from "../server/context.ts";

export const processCategoryResolvers = {
  Query: {
    processCategories: (_: unknown, args: Record<string, unknown>, ctx: GraphqlContext) =>
      categories.processCategories(memberOf(ctx), args),
  },
  Mutation: {
    createProcessCategory: (
      _: unknown,
      args: { processCategory: unknown },
      ctx: GraphqlContext,
    ) =>
      inSavepoint(
        ctx,
        (m) => categories.createProcessCategory(m, { ...(args.processCategory as object) }),
      ),
    updateProcessCategory: (
      _: unknown,
      args: { processCategory: unknown },
      ctx: GraphqlContext,
    ) =>
      inSavepoint(
        ctx,
        (m) => categories.updateProcessCategory(m, { ...(args.processCategory as object) }),
      ),
    removeProcessCategory: (_: unknown, args: { id: number }, ctx: GraphqlContext) =>
      inSavepoint(ctx, (m) => categories.removeProcessCategory(m, args.id)),
  },
};
