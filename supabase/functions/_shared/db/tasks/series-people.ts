/**
 * Each person's generated occurrences in a range, summed in the database: every series of the
 * organisation (app.series_people) is worth what the API process says its process's span of
 * days makes (domain/tasks/span-counts.ts perPersonWorth). One grouped join over the series;
 * the schedule's dates stay in TypeScript. Read by who reads the whole organisation (the
 * policies show the series to no one else).
 */
import { fromDayNumber } from "../../domain/dates/calendar.ts";
import type { SpanWorth } from "../../domain/tasks/span-counts.ts";
import type { Tx } from "../client.ts";

/**
 * The occurrences of each person's series, by person id, for the spans `worth` names (those
 * it leaves out are worth nothing). With `role` (a handle, lower case), only the series of
 * people who fill it now, of processes it is assigned to now (as app.series_spans counts them
 * per role; the policies hide an import's rows until it is applied).
 */
export async function occurrencesPerPerson(
  tx: Tx,
  orgId: number,
  worth: readonly SpanWorth[],
  role: string | null,
): Promise<Map<number, number>> {
  if (!worth.length) return new Map();
  const day = (d: number | null) => (d === null ? null : fromDayNumber(d));
  const fillsRole = role === null ? tx`` : tx`
    and exists (
      select 1 from app.process_roles pr
      join app.roles r on r.org_id = pr.org_id and r.id = pr.role_id
      join app.role_members rm on rm.org_id = pr.org_id and rm.role_id = pr.role_id
      where pr.org_id = ${orgId} and pr.process_id = s.process_id and rm.person_id = s.person_id
        and lower(r.role_handle) = ${role})`;
  // An open bound as an infinite day, so that the spans join on equal values (hashed).
  const rows = await tx`
    select s.person_id, sum(w.n)::bigint as n
    from unnest(${worth.map((w) => w.processId)}::bigint[],
                ${worth.map((w) => day(w.from))}::date[],
                ${worth.map((w) => day(w.until))}::date[],
                ${
    worth.map((w) => w.occurrences)
  }::integer[]) as w(process_id, held_from, held_until, n)
    join app.series_people s on s.org_id = ${orgId} and s.process_id = w.process_id
      and coalesce(s.held_from, '-infinity') = coalesce(w.held_from, '-infinity')
      and coalesce(s.held_until, 'infinity') = coalesce(w.held_until, 'infinity')
      ${fillsRole}
    group by s.person_id`;
  return new Map(rows.map((r) => [Number(r.person_id), Number(r.n)]));
}
