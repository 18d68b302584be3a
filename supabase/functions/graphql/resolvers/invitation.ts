import { invitePerson } from "../../_shared/commands/people/invite-person.ts";
import type { MutationInvitePersonArgs } from "../schema/generated-types.ts";
import { type GraphqlContext as Ctx, invitationMailOf, jobOf } from "../server/context.ts";

export const invitationResolvers = {
  Mutation: {
    invitePerson: (_: unknown, args: MutationInvitePersonArgs, ctx: Ctx) =>
      invitePerson(jobOf(ctx), args.id, invitationMailOf(ctx)),
  },
};
