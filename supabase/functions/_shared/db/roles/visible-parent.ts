import type { Tx } from "../client.ts";

/**
 * `reports_to_id` of the role aliased `alias`, read through the parent row: null when the
 * caller may not read the parent (a User-type member reads only the roles they fill, see
 * 20260104000400_user_read_scope.sql). So every id an answer carries names a row the
 * caller can read, and a User's org chart starts at the highest role of their own.
 * The alias comes from the code, never from a request.
 */
export function visibleParentId(tx: Tx, alias: string) {
  return tx.unsafe(`(select vp.id from app.roles vp
    where vp.org_id = ${alias}.org_id and vp.id = ${alias}.reports_to_id)`);
}
