import type { PossibleValue } from "../../db/people/possible-values.ts";
import { taskFieldValues, taskRelationValues } from "../../db/tasks/possible-values.ts";
import { allowed, authorize } from "../authorize.ts";
import type { RequestContext } from "../context.ts";

/** Filter builders of the task lists (/tasks and /myTasks). */
function authorizeTaskValues(ctx: RequestContext): void {
  if (!allowed(ctx, "read", "task")) authorize(ctx, "read", "myTask");
}

export async function possibleTaskFieldValues(
  ctx: RequestContext,
  field: string,
): Promise<PossibleValue[]> {
  authorizeTaskValues(ctx);
  return await taskFieldValues(ctx.tx, ctx.orgId, field);
}

export async function possibleTaskRelationValues(
  ctx: RequestContext,
  relation: string,
): Promise<PossibleValue[]> {
  authorizeTaskValues(ctx);
  return await taskRelationValues(ctx.tx, ctx.orgId, relation);
}
