import * as skipping from "../../_shared/commands/tasks/skip-tasks.ts";
import * as writes from "../../_shared/commands/tasks/write-tasks.ts";
import type {
  MutationCreateTaskArgs,
  MutationRemoveTaskArgs,
  MutationSkipTasksArgs,
  MutationUpdateFutureTaskArgs,
  MutationUpdateTaskArgs,
  MutationUpdateTasksArgs,
} from "../schema/generated-types.ts";
import { type GraphqlContext as Ctx, inSavepoint } from "../server/context.ts";

/** Task writes; each in its own savepoint, so a failed one (all of updateTasks) leaves nothing. */
export const taskWriteResolvers = {
  Mutation: {
    createTask: (_: unknown, args: MutationCreateTaskArgs, ctx: Ctx) =>
      inSavepoint(ctx, (m) => writes.createTask(m, { ...args.task })),
    updateTask: (_: unknown, args: MutationUpdateTaskArgs, ctx: Ctx) =>
      inSavepoint(ctx, (m) => writes.updateTask(m, { ...args.task })),
    updateFutureTask: (_: unknown, args: MutationUpdateFutureTaskArgs, ctx: Ctx) =>
      inSavepoint(ctx, (m) => writes.updateFutureTask(m, { ...args.task })),
    updateTasks: (_: unknown, args: MutationUpdateTasksArgs, ctx: Ctx) =>
      inSavepoint(ctx, (m) => writes.updateTasks(m, args.tasks.map((t) => ({ ...t })))),
    removeTask: (_: unknown, args: MutationRemoveTaskArgs, ctx: Ctx) =>
      inSavepoint(
        ctx,
        (m) => writes.removeTask(m, { id: args.id, handle: args.handle, reason: args.reason }),
      ),
    skipTasks: (_: unknown, args: MutationSkipTasksArgs, ctx: Ctx) =>
      inSavepoint(ctx, (m) => skipping.skipTasks(m, { ...args })),
  },
};
