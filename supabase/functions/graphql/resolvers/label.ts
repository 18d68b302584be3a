import { labels } from "../../_shared/commands/labels/read-labels.ts";
import * as writes from "../../_shared/commands/labels/write-labels.ts";
import type {
  MutationCreateLabelArgs,
  MutationRemoveLabelArgs,
  MutationUpdateLabelArgs,
  QueryLabelsArgs,
} from "../schema/generated-types.ts";
import { type GraphqlContext as Ctx, inSavepoint, memberOf } from "../server/context.ts";

export const labelResolvers = {
  Query: {
    labels: (_: unknown, args: QueryLabelsArgs, ctx: Ctx) => labels(memberOf(ctx), args),
  },
  Mutation: {
    createLabel: (_: unknown, args: MutationCreateLabelArgs, ctx: Ctx) =>
      inSavepoint(ctx, (m) => writes.createLabel(m, { ...args.label })),
    updateLabel: (_: unknown, args: MutationUpdateLabelArgs, ctx: Ctx) =>
      inSavepoint(ctx, (m) => writes.updateLabel(m, { ...args.label })),
    removeLabel: (_: unknown, args: MutationRemoveLabelArgs, ctx: Ctx) =>
      inSavepoint(ctx, (m) => writes.removeLabel(m, args.id)),
  },
};
