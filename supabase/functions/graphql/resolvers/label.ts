import * as labels from "../commands/labels.ts";
import { type GraphqlContext, inSavepoint, memberOf } from "../server/context.ts";

export const labelResolvers = {
  Query: {
    labels: (_: unknown, args: Record<string, unknown>, ctx: GraphqlContext) =>
      labels.labels(memberOf(ctx), args),
  },
  Mutation: {
    createLabel: (_: unknown, args: { label: unknown }, ctx: GraphqlContext) =>
      inSavepoint(ctx, (m) => labels.createLabel(m, { ...(args.label as object) })),
    updateLabel: (_: unknown, args: { label: unknown }, ctx: GraphqlContext) =>
      inSavepoint(ctx, (m) => labels.updateLabel(m, { ...(args.label as object) })),
    removeLabel: (_: unknown, args: { id: number }, ctx: GraphqlContext) =>
      inSavepoint(ctx, (m) => labels.removeLabel(m, args.id)),
  },
};
