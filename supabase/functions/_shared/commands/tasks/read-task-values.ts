import { taskFieldValues, taskRelationValues } from "../../db/tasks/possible-values.ts";
import { allowed, authorize } from "../authorize.ts";
import { checkedCommand } from "../checked-commands.ts";
import type { RequestContext } from "../context.ts";

/** Filter builders of the task lists (/tasks and /myTasks). */
function authorizeTaskValues(ctx: RequestContext): void {
  if (!allowed(ctx, "read", "task")) authorize(ctx, "read", "myTask");
}

export const possibleTaskFieldValues = checkedCommand(authorizeTaskValues, taskFieldValues);

export const possibleTaskRelationValues = checkedCommand(authorizeTaskValues, taskRelationValues);
