import * as tasks from "../../_shared/commands/tasks/read-tasks.ts";
import type { TaskRecord } from "../../_shared/db/tasks/person-tasks.ts";
import type {
  QueryCurrentUserTasksArgs,
  QueryMyTasksArgs,
  QueryProcessesForMyTasksArgs,
  QueryProcessesForTasksArgs,
  QueryTaskArgs,
  QueryTasksArgs,
} from "../schema/generated-types.ts";
import { type GraphqlContext as Ctx, loadersOf, memberOf } from "../server/context.ts";

/** Task reads; the writes are in task-writes.ts, the calendar feed in calendar-feed.ts. */
export const taskResolvers = {
  Task: {
    history: (t: TaskRecord, _: unknown, ctx: Ctx) =>
      t.id === null ? [] : loadersOf(ctx).taskHistory.load(t.id),
    skipReason: (t: TaskRecord, _: unknown, ctx: Ctx) =>
      t.id === null || !t.deleted ? null : loadersOf(ctx).skipReason.load(t.id),
  },
  Query: {
    tasks: (_: unknown, args: QueryTasksArgs, ctx: Ctx) => tasks.listOrgTasks(memberOf(ctx), args),
    myTasks: (_: unknown, args: QueryMyTasksArgs, ctx: Ctx) =>
      tasks.listMyTasks(memberOf(ctx), args),
    currentUserTasks: (_: unknown, args: QueryCurrentUserTasksArgs, ctx: Ctx) =>
      tasks.listCurrentUserTasks(memberOf(ctx), args),
    processesForTasks: (_: unknown, args: QueryProcessesForTasksArgs, ctx: Ctx) =>
      tasks.processesForTasks(memberOf(ctx), args, false),
    processesForMyTasks: (_: unknown, args: QueryProcessesForMyTasksArgs, ctx: Ctx) =>
      tasks.processesForTasks(memberOf(ctx), args, true),
    task: (_: unknown, args: QueryTaskArgs, ctx: Ctx) => tasks.readTask(memberOf(ctx), args),
  },
};
