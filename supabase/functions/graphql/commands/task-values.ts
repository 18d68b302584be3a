import type { RequestContext } from "../../_shared/db/context.ts";
import type { PossibleValue } from "../../_shared/db/people/possible-values.ts";
import { taskFieldValues, taskRelationValues } from "../../_shared/db/tasks/possible-values.ts";
import { can } from "../../_shared/domain/abilities.ts";
import { authorize } from "./authorize.ts";

/** Filter builders of the task lists (/tasks and /myTasks). */
function authorizeTaskValues(ctx: RequestContext): void {
  if (!can(ctx.appRole, "read", "task")) authorize(ctx, "read", "myTask");
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
