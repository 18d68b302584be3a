/** Dashboards (schema/statistics.ts): one line each over commands/statistics. */
import * as stats from "../../_shared/commands/statistics/read-statistics.ts";
import type { GraphQLResolveInfo as Info } from "graphql";
import type {
  QueryAllUsersArgs,
  QueryCurrentUserProcessesStatsItemsArgs as MyProcessArgs,
  QueryCurrentUserRolesStatsItemsArgs as MyRoleArgs,
  QueryProcessesStatsItemsArgs as ProcessArgs,
  QueryRolesStatsItemsArgs as RoleArgs,
  QueryUsersStatsItemsArgs as UserArgs,
} from "../schema/generated-types.ts";
import { type GraphqlContext as Ctx, loadersOf, memberOf } from "../server/context.ts";
import { requestedLists } from "./process.ts";

export const statisticsResolvers = {
  Query: {
    organizationStatistics: (_: unknown, __: unknown, ctx: Ctx) =>
      stats.organizationStatistics(memberOf(ctx)),
    personalStatistics: (_: unknown, __: unknown, ctx: Ctx) =>
      stats.personalStatistics(memberOf(ctx)),
    usersStatsItems: (_: unknown, { filter, ...paging }: UserArgs, ctx: Ctx) =>
      stats.usersStatsItems(memberOf(ctx), filter, paging),
    allUsers: (_: unknown, paging: QueryAllUsersArgs, ctx: Ctx) =>
      stats.usersStatsItems(memberOf(ctx), "ALL", paging),
    rolesStatsItems: (_: unknown, { filter, ...paging }: RoleArgs, ctx: Ctx) =>
      stats.rolesStatsItems(memberOf(ctx), filter, paging),
    currentUserRolesStatsItems: (_: unknown, { filter, ...paging }: MyRoleArgs, ctx: Ctx) =>
      stats.currentUserRolesStatsItems(memberOf(ctx), filter, paging),
    processesStatsItems: async (_: unknown, { filter, ...p }: ProcessArgs, ctx: Ctx, info: Info) =>
      loadersOf(ctx).primeLists(
        await stats.processesStatsItems(memberOf(ctx), filter, p, requestedLists(info)),
      ),
    currentUserProcessesStatsItems: async (
      _: unknown,
      { filter, ...p }: MyProcessArgs,
      ctx: Ctx,
      info: Info,
    ) =>
      loadersOf(ctx).primeLists(
        await stats.currentUserProcessesStatsItems(memberOf(ctx), filter, p, requestedLists(info)),
      ),
  },
};
