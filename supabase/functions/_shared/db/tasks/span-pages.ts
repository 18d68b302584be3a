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
    /** The slice: [offset, offset + limit) of the day's dayTotal tasks. */
    offset: number;
    limit: number;
    dayTotal: number;
  },
): Promise<DayRow[]> {
  const { day, roleHandle } = options;
  // A slice nearer the day's end is read from the end (the same slice of the day reversed):
  // the occurrences come person by person as far as the slice reaches.
  const total = options.dayTotal;
  const fromEnd = options.offset > total - options.offset - options.limit;
  const offset = fromEnd ? Math.max(0, total - options.offset - options.limit) : options.offset;
  const limit = fromEnd ? total - options.offset - offset : options.limit;
  // The exact reverse of the order within a day (nulls last).
  const dir = fromEnd ? tx`desc nulls first` : tx`asc nulls last`;
  const rows = await tx`
    with gen as (
      -- The day's occurrences by person, then process, up to the page's end: the rest of the
      -- day is never read.
      select s.process_id, s.person_id as origin, s.person_id,
             s.process_id || '-' || s.person_id || '-' || ${day} as handle
      from app.series_people_page(${[...options.processIds]}::bigint[], ${day}::date,
                                  ${roleHandle}::text, ${offset + limit}, ${fromEnd}) s
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
    order by l.person_id ${dir}, l.process_id ${dir}, l.handle collate "C" ${dir}
    offset ${offset} limit ${limit}`;
  if (fromEnd) rows.reverse();
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
