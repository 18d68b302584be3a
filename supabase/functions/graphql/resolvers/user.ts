import * as users from "../../_shared/commands/people/read-people.ts";
import * as writes from "../../_shared/commands/people/write-people.ts";
import { holdingsOf } from "../../_shared/commands/roles/holdings.ts";
import type {
  MutationCreateUserArgs,
  MutationRemoveUserArgs,
  MutationRemoveUsersArgs,
  MutationUpdateUserArgs,
  QueryGetPossibleValuesForFieldFromUserEntityArgs as FieldArgs,
  QueryGetPossibleValuesForRelationFromUserEntityArgs as RelationArgs,
  QueryUserArgs,
  QueryUserGetInfoArgs,
  QueryUsersArgs,
} from "../schema/generated-types.ts";
import { type GraphqlContext as Ctx, inSavepoint, memberOf } from "../server/context.ts";

export const userResolvers = {
  User: {
    holdings: (parent: { id: number }, _: unknown, ctx: Ctx) =>
      holdingsOf(memberOf(ctx), { personId: parent.id }),
  },
  Query: {
    currentUser: (_: unknown, __: unknown, ctx: Ctx) => users.currentUser(memberOf(ctx)),
    users: (_: unknown, args: QueryUsersArgs, ctx: Ctx) => users.listUsers(memberOf(ctx), args),
    user: (_: unknown, args: QueryUserArgs, ctx: Ctx) => users.getUser(memberOf(ctx), args.id),
    userGetInfo: (_: unknown, args: QueryUserGetInfoArgs, ctx: Ctx) =>
      users.getUserInfo(memberOf(ctx), args.id),
    getPossibleValuesForFieldFromUserEntity: (_: unknown, args: FieldArgs, ctx: Ctx) =>
      users.possibleFieldValues(memberOf(ctx), args.field),
    getPossibleValuesForRelationFromUserEntity: (_: unknown, args: RelationArgs, ctx: Ctx) =>
      users.possibleRelationValues(memberOf(ctx), args.relation),
  },
  Mutation: {
    createUser: (_: unknown, args: MutationCreateUserArgs, ctx: Ctx) =>
      inSavepoint(ctx, (m) => writes.createUser(m, { ...args.user })),
    updateUser: (_: unknown, args: MutationUpdateUserArgs, ctx: Ctx) =>
      inSavepoint(ctx, (m) => writes.updateUser(m, { ...args.user })),
    removeUser: (_: unknown, args: MutationRemoveUserArgs, ctx: Ctx) =>
      inSavepoint(ctx, (m) => writes.removeUsers(m, [args.id])),
    removeUsers: (_: unknown, args: MutationRemoveUsersArgs, ctx: Ctx) =>
      inSavepoint(ctx, (m) => writes.removeUsers(m, args.ids)),
  },
};
