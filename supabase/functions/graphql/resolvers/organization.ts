import { createOrganization } from "../../_shared/commands/organizations/create-organization.ts";
import { prefixAvailability } from "../../_shared/commands/organizations/prefix-availability.ts";
import { signupPolicyFromEnv } from "../../_shared/commands/organizations/signup-policy.ts";
import { badInput } from "../../_shared/http/app-error.ts";
import type {
  MutationCreateOrganizationArgs,
  QueryIsPrefixAvailableArgs,
} from "../schema/generated-types.ts";
import { clientAddressOf } from "../server/client-address.ts";
import { type GraphqlContext as Ctx, identityOf, publicTxOf } from "../server/context.ts";

/** createOrganization is sent with the organisation flag header set to 1. */
export const ORGANIZATION_HEADER = "x-organization";

export const organizationResolvers = {
  Query: {
    isPrefixAvailable: (_: unknown, args: QueryIsPrefixAvailableArgs, ctx: Ctx) =>
      prefixAvailability(publicTxOf(ctx), args.prefix),
  },
  Mutation: {
    createOrganization: (_: unknown, args: MutationCreateOrganizationArgs, ctx: Ctx) => {
      if (ctx.request.headers.get(ORGANIZATION_HEADER)?.trim() !== "1") {
        throw badInput(`createOrganization is sent with the header ${ORGANIZATION_HEADER}: 1.`);
      }
      return createOrganization(identityOf(ctx), { ...args.input }, {
        policy: ctx.orgSignup ?? signupPolicyFromEnv(),
        address: clientAddressOf(ctx.request),
      });
    },
  },
};
