/**
 * Applies a people import from its staged lines in a few set-based statements (inside
 * the one apply transaction). The plain columns follow the people field list
 * (field-columns.ts): a key absent from a line's payload leaves that column as it is (an
 * empty email or mobile is null in the payload: it clears). A changed email
 * unlinks the sign-in account, as updatePerson does; the roles column makes the person's
 * roles exactly the file's. A removed holding ends, and an added one starts, on the day the
 * apply's transaction names (app.holding_change_day: the organisation's today); an item
 * `HANDLE@YYYY-MM-DD` starts the holding on its day, or moves a held one's start to it.
 *
 * The new people of a large import are written earlier, a chunk at a time, as hidden
 * rows of the job (writeHiddenPeople, pending-rows.ts); the apply then shows them.
 */
import { PEOPLE } from "../../domain/import/people-fields.ts";
import type { Tx } from "../client.ts";
import { insertedColumns, updatedColumns } from "./field-columns.ts";
import {
  createdTargets,
  givenSource,
  type LineSource,
  refsByKey,
  stagedSource,
  type Target,
} from "./staged-targets.ts";

interface PeopleWrites {
  created: { line: number; handle: string }[];
  updated: Target[];
}

/** Inside the apply transaction, from the job's staged lines. */
export function applyPeople(
  tx: Tx,
  orgId: number,
  jobId: number,
  lines: PeopleWrites,
): Promise<void> {
  return writePeople(tx, orgId, stagedSource(tx, orgId, jobId), null, lines);
}

/**
 * New people of a chunk (the typed lines at hand) as hidden rows of the job, with their
 * roles. Before the second chunk the people tables' statistics are refreshed: every
 * statement looks up its caller among the organisation's people (app.current_member),
 * and the embedded database, which has no autovacuum, kept plans made for the table as
 * it was, so each chunk took longer than the one before (the 20th of 10,000 people:
 * seconds).
 */
export async function writeHiddenPeople(
  tx: Tx,
  orgId: number,
  jobId: number,
  chunk: readonly { line: number }[],
  created: PeopleWrites["created"],
  chunkNumber: number,
): Promise<void> {
  if (chunkNumber === 1) await tx`select app.refresh_people_statistics()`;
  await writePeople(tx, orgId, givenSource(tx, chunk), jobId, { created, updated: [] });
}

/** `hiddenFor`: the job whose hidden rows these are, or null for shown rows. */
async function writePeople(
  tx: Tx,
  orgId: number,
  source: LineSource,
  hiddenFor: number | null,
  lines: PeopleWrites,
): Promise<void> {
  const { created, updated } = lines;
  const plain = insertedColumns(tx, PEOPLE);
  const inserted = await tx`
    insert into app.people (org_id, ${plain.names}, import_job_id)
    select ${orgId}::bigint, ${plain.values}, ${hiddenFor}::bigint
    from (${source.lines(created.map((c) => c.line))}) s
    returning id, lower(people_handle) as k`;
  await tx`
    update app.people t set ${updatedColumns(tx, PEOPLE)},
      auth_user_id = case when p ? 'email' and lower(t.email) is distinct from lower(p->>'email')
                          then null else t.auth_user_id end
    from (${source.targets(updated)}) s
    where t.org_id = ${orgId} and t.id = s.id`;
  const targets = [...createdTargets(created, inserted as never), ...updated];
  const wanted = tx`
    select s.id as person_id, r.id as role_id, i.held_from
    from (${source.targets(targets)}) s
    left join lateral jsonb_array_elements_text(s.p->'roles') h on true
    left join lateral (
      select substring(h from '@([0-9]{4}-[0-9]{2}-[0-9]{2})$')::date as held_from
    ) i on true
    left join refs r
      on r.k = lower(case when i.held_from is null then h else left(h, -11) end)
    where s.p ? 'roles'`;
  const refs = refsByKey(tx, orgId, "roles", "role_handle");
  await tx`
    with refs as materialized (${refs}),
    wanted as (${wanted}),
    removed as (
      delete from app.role_members m
      where m.org_id = ${orgId} and m.person_id in (select person_id from wanted)
        and not exists (select 1 from wanted w where w.person_id = m.person_id and w.role_id = m.role_id)
    )
    insert into app.role_members (org_id, role_id, person_id, held_from, import_job_id)
    select distinct ${orgId}::bigint, role_id, person_id, held_from, ${hiddenFor}::bigint
    from wanted where role_id is not null
    on conflict do nothing`;
  // A holding the person already has keeps its start unless the line gives another day.
  await tx`
    with refs as materialized (${refs}),
    wanted as (${wanted})
    update app.role_members m set held_from = w.held_from
    from wanted w
    where m.org_id = ${orgId} and m.person_id = w.person_id and m.role_id = w.role_id
      and w.held_from is not null and m.held_from is distinct from w.held_from`;
}
