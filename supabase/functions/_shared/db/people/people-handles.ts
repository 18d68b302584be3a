import type { Tx } from "../client.ts";

/** The handles of these people of the organisation (those the caller may read), by id. */
export async function peopleHandles(
  tx: Tx,
  orgId: number,
  ids: readonly number[],
): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx`select id, people_handle from app.people
                        where org_id = ${orgId} and id = any(${[...ids]}::bigint[])`;
  return new Map(rows.map((r) => [Number(r.id), r.people_handle as string]));
}
