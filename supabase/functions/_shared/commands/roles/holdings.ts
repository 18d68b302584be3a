import { type Holding, listHoldings } from "../../db/roles/holdings.ts";
import type { RequestContext } from "../context.ts";

/**
 * The holding history of a person or a role the caller has already been allowed to read
 * (User.holdings, Role.holdings); row-level security keeps a User-type member to their own.
 */
export function holdingsOf(
  ctx: RequestContext,
  of: { personId: number } | { roleId: number },
): Promise<Holding[]> {
  return listHoldings(ctx.tx, ctx.orgId, of);
}
