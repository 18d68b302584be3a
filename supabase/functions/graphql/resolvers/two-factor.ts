import { removeUserTwoFactor } from "../../_shared/commands/two-factor/remove-person-two-factor.ts";
import type { MutationRemoveUserTwoFactorArgs } from "../schema/generated-types.ts";
import { type GraphqlContext as Ctx, inSavepoint, loadersOf } from "../server/context.ts";

export const twoFactorResolvers = {
  User: {
    hasTwoFactor: (user: { id: number }, _: unknown, ctx: Ctx) =>
      loadersOf(ctx).twoFactor.load(user.id),
  },
  Mutation: {
    removeUserTwoFactor: (_: unknown, args: MutationRemoveUserTwoFactorArgs, ctx: Ctx) =>
      inSavepoint(ctx, (m) => removeUserTwoFactor(m, args.id)),
  },
};
