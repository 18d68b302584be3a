import { type Action, can, type Resource } from "../../_shared/domain/abilities.ts";
import type { RequestContext } from "../../_shared/db/context.ts";
import { forbidden } from "../../_shared/http/app-error.ts";

/** The API is the authority on abilities (design §3): refuse before touching data. */
export function authorize(
  ctx: RequestContext,
  action: Action,
  resource: Resource,
): void {
  if (!can(ctx.appRole, action, resource)) throw forbidden();
}

/** Reading a person: anyone may read themselves (myProfile); others need read on user. */
export function authorizeReadPerson(ctx: RequestContext, id: number): void {
  if (id === ctx.person.id && can(ctx.appRole, "read", "myProfile")) return;
  authorize(ctx, "read", "user");
}
