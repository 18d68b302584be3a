/**
 * The due dates of the earliest and the latest stored task of the organisation, or of one
 * person: where a list without dates starts and how far past its horizon it runs
 * (domain/tasks/task-range.ts). Read under the caller's row-level security.
 */
import type { StoredSpan } from "../../domain/tasks/task-range.ts";
import type { Tx } from "../client.ts";

export async function storedDueDates(
  tx: Tx,
  orgId: number,
  personId?: number,
): Promise<StoredSpan> {
  const [row] = await tx`
    select to_char(min(t.due_date), 'YYYY-MM-DD') as first,
           to_char(max(t.due_date), 'YYYY-MM-DD') as last
    from app.tasks t
    where t.org_id = ${orgId} ${personId === undefined ? tx`` : tx`and t.person_id = ${personId}`}`;
  return { first: row?.first ?? null, last: row?.last ?? null };
}
