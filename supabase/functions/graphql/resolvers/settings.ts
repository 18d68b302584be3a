import * as settings from "../commands/settings.ts";
import { loginOptions } from "../commands/login-options.ts";
import { type GraphqlContext, inSavepoint, memberOf } from "../server/context.ts";

export const settingsResolvers = {
  Query: {
    settings: (_: unknown, __: unknown, ctx: GraphqlContext) => settings.getSettings(memberOf(ctx)),
    tenantLoginOptions: (
      _: unknown,
      args: { tenant: string },
      ctx: GraphqlContext,
    ) => loginOptions(ctx.anonymousTx ?? memberOf(ctx).tx, args.tenant),
  },
  Mutation: {
    updateSettings: (
      _: unknown,
      args: { settings: unknown },
      ctx: GraphqlContext,
    ) =>
      inSavepoint(
        ctx,
        (m) => settings.updateSettings(m, { ...(args.settings as object) }),
      ),
  },
};
