import { loginOptions } from "../../_shared/commands/settings/read-login-options.ts";
import { reminderRuns } from "../../_shared/commands/reminders/read-reminder-runs.ts";
import { getSettings } from "../../_shared/commands/settings/read-settings.ts";
import { updateSettings } from "../../_shared/commands/settings/write-settings.ts";
import type {
  MutationUpdateSettingsArgs,
  QueryReminderRunsArgs,
  QueryTenantLoginOptionsArgs,
} from "../schema/generated-types.ts";
import {
  type GraphqlContext as Ctx,
  inSavepoint,
  memberOf,
  publicTxOf,
} from "../server/context.ts";

export const settingsResolvers = {
  Query: {
    settings: (_: unknown, __: unknown, ctx: Ctx) => getSettings(memberOf(ctx)),
    reminderRuns: (_: unknown, args: QueryReminderRunsArgs, ctx: Ctx) =>
      reminderRuns(memberOf(ctx), args.limit),
    tenantLoginOptions: (_: unknown, args: QueryTenantLoginOptionsArgs, ctx: Ctx) =>
      loginOptions(publicTxOf(ctx), args.tenant),
  },
  Mutation: {
    updateSettings: (_: unknown, args: MutationUpdateSettingsArgs, ctx: Ctx) =>
      inSavepoint(ctx, (m) => updateSettings(m, { ...args.settings })),
  },
};
