/**
 * The shape most commands share, written once: refuse the caller before touching data
 * (docs/security.md#abilities), check the input at the edge, then make the one store call
 * in the caller's organisation. Commands with more to them are written out.
 */
import type { z } from "zod";
import type { Tx } from "../db/client.ts";
import type { Action, Resource } from "../domain/abilities.ts";
import { badInput } from "../http/app-error.ts";
import { authorize } from "./authorize.ts";
import type { RequestContext } from "./context.ts";
import { parseInput } from "./parse-input.ts";

/** A store function of the db layer: the transaction, the organisation, its own arguments. */
type Store<A extends unknown[], R> = (tx: Tx, orgId: number, ...args: A) => Promise<R>;

/** The input of a command for those who may `action` the `resource`, checked by `schema`. */
export function authorizedInput<S extends z.ZodType>(
  ctx: RequestContext,
  action: Action,
  resource: Resource,
  schema: S,
  input: unknown,
): z.output<S> {
  authorize(ctx, action, resource);
  return parseInput(schema, input);
}

/** A command for those who may `action` the `resource`, its input checked by `schema`. */
export function inputCommand<S extends z.ZodType, R>(
  action: Action,
  resource: Resource,
  schema: S,
  store: Store<[z.output<S>], R>,
): (ctx: RequestContext, input: z.input<S>) => Promise<R> {
  return async (ctx, input) =>
    await store(ctx.tx, ctx.orgId, authorizedInput(ctx, action, resource, schema, input));
}

/** A command that hands its arguments to the store as they are, once `check` passes. */
export function checkedCommand<A extends unknown[], R>(
  check: (ctx: RequestContext) => void,
  store: Store<A, R>,
): (ctx: RequestContext, ...args: A) => Promise<R> {
  return async (ctx, ...args) => {
    check(ctx);
    return await store(ctx.tx, ctx.orgId, ...args);
  };
}

/** The check of a command that reads `resource`. */
export function mayRead(resource: Resource): (ctx: RequestContext) => void {
  return (ctx) => authorize(ctx, "read", resource);
}

/** Removes rows all or nothing: no ids is no work, more than 1000 at once is refused. */
export async function removeAll(
  ctx: RequestContext,
  resource: Resource,
  ids: number[],
  /** The rows' plural name in the refusal, e.g. "roles". */
  rows: string,
  remove: Store<[number[]], unknown>,
): Promise<boolean> {
  authorize(ctx, "delete", resource);
  if (ids.length === 0) return true;
  if (ids.length > 1000) throw badInput(`At most 1000 ${rows} can be removed at once.`, "ids");
  await remove(ctx.tx, ctx.orgId, ids);
  return true;
}
