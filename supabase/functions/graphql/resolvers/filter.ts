import * as filters from "../commands/filters.ts";
import * as tasks from "../commands/task-values.ts";
import { type GraphqlContext, inSavepoint, memberOf } from "../server/context.ts";

type Args = Record<string, unknown>;

export const filterResolvers = {
  Query: {
    filtersAccessibleToCurrentUser: (_: unknown, args: Args, ctx: GraphqlContext) =>
      filters.listAccessibleFilters(memberOf(ctx), args),
    getPossibleValuesForFieldFromTaskEntity: (
      _: unknown,
      args: { field: string },
      ctx: GraphqlContext,
    ) => tasks.possibleTaskFieldValues(memberOf(ctx), args.field),
    getPossibleValuesForRelationFromTaskEntity: (
      _: unknown,
      args: { relation: string },
      ctx: GraphqlContext,
    ) => tasks.possibleTaskRelationValues(memberOf(ctx), args.relation),
  },
  Mutation: {
    createFilter: (_: unknown, args: { filter: unknown }, ctx: GraphqlContext) =>
      inSavepoint(ctx, (m) => filters.createFilter(m, { ...(args.filter as object) })),
    updateFilter: (_: unknown, args: { filter: unknown }, ctx: GraphqlContext) =>
      inSavepoint(ctx, (m) => filters.updateFilter(m, { ...(args.filter as object) })),
    removeFilter: (_: unknown, args: { id: number }, ctx: GraphqlContext) =>
      inSavepoint(ctx, (m) => filters.removeFilter(m, args.id)),
  },
};
