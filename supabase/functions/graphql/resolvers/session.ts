import {
  endMyOtherSessions,
  endMySession,
  endPersonSessions,
} from "../../_shared/commands/sessions/end-sessions.ts";
import { readMySessions } from "../../_shared/commands/sessions/read-my-sessions.ts";
import type {
  MutationEndPersonSessionsArgs,
  MutationEndSessionArgs,
  QueryMySessionsArgs,
} from "../schema/generated-types.ts";
import { type GraphqlContext as Ctx, inSavepoint, memberOf } from "../server/context.ts";

export const sessionResolvers = {
  Query: {
    mySessions: (_: unknown, args: QueryMySessionsArgs, ctx: Ctx) =>
      readMySessions(memberOf(ctx), args),
  },
  Mutation: {
    endSession: (_: unknown, args: MutationEndSessionArgs, ctx: Ctx) =>
      inSavepoint(ctx, (m) => endMySession(m, args.id)),
    endOtherSessions: (_: unknown, __: unknown, ctx: Ctx) =>
      inSavepoint(ctx, (m) => endMyOtherSessions(m)),
    endPersonSessions: (_: unknown, args: MutationEndPersonSessionsArgs, ctx: Ctx) =>
      inSavepoint(ctx, (m) => endPersonSessions(m, args.personId)),
  },
};
