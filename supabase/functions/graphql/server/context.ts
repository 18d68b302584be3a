import type { Tx } from "../../_shared/db/client.ts";
import type { RequestContext } from "../../_shared/db/context.ts";
import { AppError } from "../../_shared/http/app-error.ts";

/**
 * The GraphQL context. `member` is set for every signed-in operation; `anonymousTx`
 * only for the public login options (the one call without a token).
 */
export interface GraphqlContext {
  request: Request;
  member?: RequestContext;
  anonymousTx?: Tx;
}

export function memberOf(ctx: GraphqlContext): RequestContext {
  if (!ctx.member) throw new AppError("INTERNAL", "Internal error");
  return ctx.member;
}

/**
 * Runs a mutation in a savepoint: when it fails, its partial writes are undone and
 * the request's transaction stays usable, so other fields of the request are not
 * affected and "nothing changed" holds for the failed one.
 */
export async function inSavepoint<T>(
  ctx: GraphqlContext,
  fn: (member: RequestContext) => Promise<T>,
): Promise<T> {
  const member = memberOf(ctx);
  return await member.tx.savepoint(async (sp) =>
    await fn({ ...member, tx: sp as unknown as Tx })
  ) as T;
}
