import { processCategories } from "../../_shared/commands/categories/read-categories.ts";
import * as writes from "../../_shared/commands/categories/write-categories.ts";
import type {
  MutationCreateProcessCategoryArgs,
  MutationRemoveProcessCategoryArgs,
  MutationUpdateProcessCategoryArgs,
  QueryProcessCategoriesArgs,
} from "../schema/generated-types.ts";
import { type GraphqlContext as Ctx, inSavepoint, memberOf } from "../server/context.ts";

export const processCategoryResolvers = {
  Query: {
    processCategories: (_: unknown, args: QueryProcessCategoriesArgs, ctx: Ctx) =>
      processCategories(memberOf(ctx), args),
  },
  Mutation: {
    createProcessCategory: (_: unknown, args: MutationCreateProcessCategoryArgs, ctx: Ctx) =>
      inSavepoint(ctx, (m) => writes.createProcessCategory(m, { ...args.processCategory })),
    updateProcessCategory: (_: unknown, args: MutationUpdateProcessCategoryArgs, ctx: Ctx) =>
      inSavepoint(ctx, (m) => writes.updateProcessCategory(m, { ...args.processCategory })),
    removeProcessCategory: (_: unknown, args: MutationRemoveProcessCategoryArgs, ctx: Ctx) =>
      inSavepoint(ctx, (m) => writes.removeProcessCategory(m, args.id)),
  },
};
