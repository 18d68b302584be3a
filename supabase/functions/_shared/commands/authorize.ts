import { type Action, can, type Principal, type Resource } from "../domain/abilities.ts";
import type { CurrentPerson } from "../db/people/current-member.ts";
import { forbidden } from "../http/app-error.ts";
import type { RequestContext } from "./context.ts";

/** The row of the abilities table the actor is judged by. */
export function principalOf(ctx: RequestContext): Principal {
  return ctx.actor.kind === "system" ? "system" : ctx.actor.appRole;
}

/** Whether the actor may (for commands that choose between two paths). */
export function allowed(ctx: RequestContext, action: Action, resource: Resource): boolean {
  return can(principalOf(ctx), action, resource);
}

/**
 * The API is the authority on abilities (docs/security.md#abilities): refuse before touching data.
 */
export function authorize(ctx: RequestContext, action: Action, resource: Resource): void {
  if (!allowed(ctx, action, resource)) throw forbidden();
}

/**
 * The acting person, for what only makes sense for one (their roles, processes, filters,
 * profile). The system actor is no person: FORBIDDEN.
 */
export function personOf(ctx: RequestContext): CurrentPerson {
  if (ctx.actor.kind !== "member") throw forbidden();
  return ctx.actor.person;
}

/** `authorize` for a resource of the acting person's own ("my…"); answers the person. */
export function authorizeOwn(
  ctx: RequestContext,
  action: Action,
  resource: Resource,
): CurrentPerson {
  authorize(ctx, action, resource);
  return personOf(ctx);
}

/** Reading a person: anyone may read themselves (myProfile); others need read on user. */
export function authorizeReadPerson(ctx: RequestContext, id: number): void {
  if (
    ctx.actor.kind === "member" && id === ctx.actor.person.id &&
    allowed(ctx, "read", "myProfile")
  ) return;
  authorize(ctx, "read", "user");
}
