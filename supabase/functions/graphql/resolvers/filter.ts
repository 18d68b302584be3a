import { listAccessibleFilters } from "../../_shared/commands/filters/read-filters.ts";
import * as writes from "../../_shared/commands/filters/write-filters.ts";
import * as tasks from "../../_shared/commands/tasks/read-task-values.ts";
import type {
  MutationCreateFilterArgs,
  MutationRemoveFilterArgs,
  MutationUpdateFilterArgs,
  QueryFiltersAccessibleToCurrentUserArgs,
  QueryGetPossibleValuesForFieldFromTaskEntityArgs as FieldArgs,
  QueryGetPossibleValuesForRelationFromTaskEntityArgs as RelationArgs,
} from "../schema/generated-types.ts";
import { type GraphqlContext as Ctx, inSavepoint, memberOf } from "../server/context.ts";

export const filterResolvers = {
  Query: {
    filtersAccessibleToCurrentUser: (
      _: unknown,
      args: QueryFiltersAccessibleToCurrentUserArgs,
      ctx: Ctx,
    ) => listAccessibleFilters(memberOf(ctx), args),
    getPossibleValuesForFieldFromTaskEntity: (_: unknown, args: FieldArgs, ctx: Ctx) =>
      tasks.possibleTaskFieldValues(memberOf(ctx), args.field),
    getPossibleValuesForRelationFromTaskEntity: (_: unknown, args: RelationArgs, ctx: Ctx) =>
      tasks.possibleTaskRelationValues(memberOf(ctx), args.relation),
  },
  Mutation: {
    createFilter: (_: unknown, args: MutationCreateFilterArgs, ctx: Ctx) =>
      inSavepoint(ctx, (m) => writes.createFilter(m, { ...args.filter })),
    updateFilter: (_: unknown, args: MutationUpdateFilterArgs, ctx: Ctx) =>
      inSavepoint(ctx, (m) => writes.updateFilter(m, { ...args.filter })),
    removeFilter: (_: unknown, args: MutationRemoveFilterArgs, ctx: Ctx) =>
      inSavepoint(ctx, (m) => writes.removeFilter(m, args.id)),
  },
};
