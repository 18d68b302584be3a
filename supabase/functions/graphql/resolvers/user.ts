import * as users from "../commands/users.ts";
import * as writes from "../commands/write-users.ts";
import { type GraphqlContext, inSavepoint, memberOf } from "../server/context.ts";

type Args = Record<string, unknown>;

export const userResolvers = {
  Query: {
    currentUser: (_: unknown, __: Args, ctx: GraphqlContext) => users.currentUser(memberOf(ctx)),
    users: (_: unknown, args: Args, ctx: GraphqlContext) => users.listUsers(memberOf(ctx), args),
    user: (_: unknown, args: { id: number }, ctx: GraphqlContext) =>
      users.getUser(memberOf(ctx), args.id),
    userGetInfo: (_: unknown, args: { id: number }, ctx: GraphqlContext) =>
      users.getUserInfo(memberOf(ctx), args.id),
    getPossibleValuesForFieldFromUserEntity: (
      _: unknown,
      args: { field: string },
      ctx: GraphqlContext,
    ) => users.possibleFieldValues(memberOf(ctx), args.field),
    getPossibleValuesForRelationFromUserEntity: (
      _: unknown,
      args: { relation: string },
      ctx: GraphqlContext,
    ) => users.possibleRelationValues(memberOf(ctx), args.relation),
  },
  Mutation: {
    createUser: (_: unknown, args: { user: unknown }, ctx: GraphqlContext) =>
      inSavepoint(
        ctx,
        (m) => writes.createUser(m, { ...(args.user as object) }),
      ),
    updateUser: (_: unknown, args: { user: unknown }, ctx: GraphqlContext) =>
      inSavepoint(
        ctx,
        (m) => writes.updateUser(m, { ...(args.user as object) }),
      ),
    removeUser: (_: unknown, args: { id: number }, ctx: GraphqlContext) =>
      inSavepoint(ctx, (m) => writes.removeUsers(m, [args.id])),
    removeUsers: (_: unknown, args: { ids: number[] }, ctx: GraphqlContext) =>
      inSavepoint(ctx, (m) => writes.removeUsers(m, args.ids)),
  },
};
