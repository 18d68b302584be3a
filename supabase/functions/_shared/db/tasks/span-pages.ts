/**
 * The tasks of one day of an organisation-wide list, in the list's order within a day
 * (domain/tasks/task-order.ts compareWithinDay: person, process, handle), a slice of them:
 * the occurrences of the given processes for the people whose series make them that day
 * (app.series_people_page, as far as the slice reaches), less those a stored task replaces,
 * and the stored tasks due that day that the terms keep
 * (docs/task-engine.md#counting-in-the-database). Read under the caller's row-level security.
 */
import type { StoredTask } from "../../domain/tasks/types.ts";
import type { Tx } from "../client.ts";
import type { Fragment } from "../query/sql-types.ts";
import { STORED_TASK_COLUMNS, toStoredTask } from "./task-rows.ts";

export type DayRow =
  | { kind: "generated"; processId: number; originId: number; personId: number }
  | { kind: "stored"; task: StoredTask };

export async function dayTasks(
  tx: Tx,
  orgId: number,
  options: {
    day: string;
    processIds: readonly number[];
    /** Occurrences of series handed on by a rule that the list keeps that day. */
    handed: readonly { process_id: number; origin: number; assignee: number }[];
    /** Only people who fill this role (role:), lower case. */
    roleHandle: string | null;
    /** The terms on the stored tasks (alias t). */
    storedWhere: Fragment;
    offset: number;
    limit: number;
  },
): Promise<DayRow[]> {
  const { day, roleHandle } = options;
  const rows = await tx`
    with gen as (
      -- The day's occurrences by person, then process, up to the page's end: the rest of the
      -- day is never read.
      select s.process_id, s.person_id as origin, s.person_id,
             s.process_id || '-' || s.person_id || '-' || ${day} as handle
      from app.series_people_page(${[...options.processIds]}::bigint[], ${day}::date,
                                  ${roleHandle}::text, ${options.offset + options.limit}) s
      union all
      -- Rule segments: few; those a stored task replaces left out here.
      select h.process_id, h.origin, h.assignee, h.process_id || '-' || h.origin || '-' || ${day}
      from jsonb_to_recordset(${JSON.stringify(options.handed)}::text::jsonb)
        as h(process_id bigint, origin bigint, assignee bigint)
      where not exists (select 1 from app.tasks t
        where t.org_id = ${orgId} and t.handle = h.process_id || '-' || h.origin || '-' || ${day})
    ), listed as (
      select null::bigint as id, g.process_id, g.origin, g.person_id, g.handle from gen g
      union all
      select t.id, t.process_id, null, t.person_id, t.handle from app.tasks t
      where t.org_id = ${orgId} and t.due_date = ${day}::date and ${options.storedWhere}
    )
    select l.id, l.process_id, l.origin, l.person_id from listed l
    order by l.person_id nulls last, l.process_id nulls last, l.handle collate "C"
    offset ${options.offset} limit ${options.limit}`;
  const ids = rows.filter((r) => r.id !== null).map((r) => Number(r.id));
  const stored = new Map<number, StoredTask>();
  if (ids.length) {
    for (
      const t of await tx`select ${tx.unsafe(STORED_TASK_COLUMNS)} from app.tasks t
        where t.org_id = ${orgId} and t.id = any(${ids})`
    ) stored.set(Number(t.id), toStoredTask(t));
  }
  return rows.map((r): DayRow =>
    r.id === null
      ? {
        kind: "generated",
        processId: Number(r.process_id),
        originId: Number(r.origin),
        personId: Number(r.person_id),
      }
      : { kind: "stored", task: stored.get(Number(r.id))! }
  );
}
