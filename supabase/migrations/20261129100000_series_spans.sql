-- The series of every process, counted in the database and kept on write
-- (docs/task-engine.md#counting-in-the-database).
--
-- Why: an organisation-wide count (a dashboard number, a list's total) is, for each process,
-- its dates in the range times the people whose series makes them, corrected by the stored
-- tasks. Which people (who held one of its roles, while it was assigned, on which days) used
-- to be worked out in the API process from every holding and assignment: at 10× the task
-- benchmark's organisation, 400,000 series, ~650 ms of the database's time and hundreds of MB
-- of the function's memory per cold start. The people are the same for every count, so they
-- are counted once here, per process and span of days, and recounted only for the processes a
-- write touches. The schedule's dates stay in TypeScript (one frequency module): the function
-- multiplies.
--
-- app.series_spans: per process and span of days, how many people's series make its
-- occurrences on those days (role_id null), and how many of them fill a role R assigned to
-- the process (role_id R: the role: term). A series is a process and a person who held a role
-- assigned to it; its days are the days both held (docs/task-engine.md#who-held-a-role-when),
-- up to its first "this and following" rule (from then on the rule decides: the engine
-- handles ruled series itself).
--
-- app.unheld_occurrences: the stored occurrences whose own series no longer makes them on
-- their day (a leaver's later occurrences, an assignment ended, a rule from before it), so a
-- count knows which stored tasks replace a generated one without looking at every holding.

-- What an occurrence's handle names (`<processId>-<personId>-<YYYY-MM-DD>`), once at write:
-- a count reads it for every stored task, and parsing the handle each time cost more than the
-- rest of the scan. Null for a task made by hand.
alter table app.tasks
  add column occurrence_process_id bigint generated always as (
    case when not is_manually_created and handle ~ '^[0-9]+-[0-9]+-[0-9]{4}-[0-9]{2}-[0-9]{2}$'
    then pg_catalog.split_part(handle, '-', 1)::bigint end) stored,
  add column occurrence_person_id bigint generated always as (
    case when not is_manually_created and handle ~ '^[0-9]+-[0-9]+-[0-9]{4}-[0-9]{2}-[0-9]{2}$'
    then pg_catalog.split_part(handle, '-', 2)::bigint end) stored,
  add column occurrence_day date generated always as (
    case when not is_manually_created and handle ~ '^[0-9]+-[0-9]+-[0-9]{4}-[0-9]{2}-[0-9]{2}$'
    then pg_catalog.make_date(pg_catalog.substr(pg_catalog.right(handle, 10), 1, 4)::integer,
                              pg_catalog.substr(pg_catalog.right(handle, 10), 6, 2)::integer,
                              pg_catalog.substr(pg_catalog.right(handle, 10), 9, 2)::integer) end) stored;
comment on column app.tasks.occurrence_day is
  'The day the handle of a stored occurrence names (with occurrence_process_id and occurrence_person_id: its series); null for a task made by hand.';

-- The User guard compares the row before and after except its status; the columns generated
-- from the handle are not yet computed in NEW when it runs.
create or replace function app.guard_task_update()
returns trigger
language plpgsql set search_path = ''
as $$
declare
  writer text;
begin
  -- As the invoker: current_user is the statement's role (authenticated for API requests).
  if current_user <> 'authenticated' then
    return new;
  end if;
  writer := app.task_writer();
  if pg_catalog.split_part(writer, ':', 2) = 'free' then
    return new;
  end if;
  if old.person_id is distinct from nullif(pg_catalog.split_part(writer, ':', 1), '')::bigint then
    raise exception 'You may only change your own tasks.' using errcode = '42501';
  end if;
  if (pg_catalog.to_jsonb(new) - 'status' - 'updated_at' - 'occurrence_process_id'
        - 'occurrence_person_id' - 'occurrence_day')
     is distinct from (pg_catalog.to_jsonb(old) - 'status' - 'updated_at'
        - 'occurrence_process_id' - 'occurrence_person_id' - 'occurrence_day') then
    raise exception 'You may only change the status of your tasks.' using errcode = '42501';
  end if;
  return new;
end
$$;

create table app.series_spans (
  org_id bigint not null references app.organizations (id) on delete cascade,
  process_id bigint not null,
  role_id bigint,
  -- Both included; null: open (since the process's scheduledFrom; still held).
  held_from date,
  held_until date,
  holders integer not null check (holders > 0)
);
comment on table app.series_spans is
  'Per process and span of days, how many people''s series make its occurrences (role_id null), and how many of those fill role_id (assigned to the process). Kept by app.refresh_series.';
create index series_spans_process_idx on app.series_spans (org_id, process_id);

create table app.unheld_occurrences (
  org_id bigint not null,
  task_id bigint not null,
  process_id bigint not null,
  primary key (org_id, task_id),
  foreign key (org_id, task_id) references app.tasks (org_id, id) on delete cascade
);
comment on table app.unheld_occurrences is
  'Stored occurrences (app.tasks, not made by hand) whose own series, without its rules, does not make them on the day their handle names. Kept by app.refresh_series and on insert.';
create index unheld_occurrences_process_idx on app.unheld_occurrences (org_id, process_id);

-- ---------------------------------------------------------------------------------------------
-- The series of some processes
-- ---------------------------------------------------------------------------------------------

-- Rows an unfinished import still hides are nobody's yet (app.hidden_import_jobs); the
-- import's reveal recounts (trigger below).
create function app.series_days(p_org bigint, p_processes bigint[])
returns table (process_id bigint, person_id bigint, held datemultirange)
language sql stable security definer set search_path = ''
as $$
  with a as (
    select pr.process_id, pr.role_id, pr.assigned_from as f, null::date as u
    from app.process_roles pr
    where pr.org_id = p_org and pr.process_id = any (p_processes)
      and (pr.import_job_id is null or app.import_row_shown(pr.import_job_id))
    union all
    select e.process_id, e.role_id, e.assigned_from, e.assigned_until
    from app.process_assignments_ended e
    where e.org_id = p_org and e.process_id = any (p_processes)
  ), h as (
    select rm.role_id, rm.person_id, rm.held_from as f, null::date as u
    from app.role_members rm
    where rm.org_id = p_org and rm.role_id in (select a.role_id from a)
      and (rm.import_job_id is null or app.import_row_shown(rm.import_job_id))
    union all
    select e.role_id, e.person_id, e.held_from, e.held_until
    from app.role_holdings_ended e
    where e.org_id = p_org and e.role_id in (select a.role_id from a)
  ), both_held as (
    -- greatest and least skip nulls: an open bound gives way to the other's.
    select a.process_id, h.person_id, greatest(a.f, h.f) as f, least(a.u, h.u) as u
    from a join h on h.role_id = a.role_id
  ), first_rule as (
    select r.process_id, r.person_id, min(r.from_date) as from_date
    from app.task_series_rules r
    where r.org_id = p_org and r.process_id = any (p_processes)
    group by r.process_id, r.person_id
  )
  select b.process_id, b.person_id,
         -- Both held on no day: empty (a condition beside it would not guard the constructor).
         pg_catalog.range_agg(case when b.f is null or b.u is null or b.f <= b.u
                              then pg_catalog.daterange(b.f, b.u, '[]')
                              else 'empty'::pg_catalog.daterange end)
         * pg_catalog.datemultirange(
           pg_catalog.daterange(null, min(fr.from_date), '[)')) as held
  from both_held b
  left join first_rule fr on fr.process_id = b.process_id and fr.person_id = b.person_id
  group by b.process_id, b.person_id
$$;
comment on function app.series_days(bigint, bigint[]) is
  'The days each series (process, person) of the given processes makes occurrences, without its rules: the days the person held a role assigned to the process while it was, before the series'' first rule.';
revoke execute on function app.series_days(bigint, bigint[]) from public;

-- Who has an occurrence of these processes on a day (a page of a list lists those of a few
-- days): for a caller who reads the whole organisation.
create function app.series_people_on(p_processes bigint[], p_day date)
returns table (process_id bigint, person_id bigint)
language plpgsql stable security definer set search_path = ''
as $$
declare
  v_org bigint := app.current_org_id();
begin
  if not app.is_catalogue_manager() then
    return;
  end if;
  -- series_days for one day: the holdings and assignments that cover it, no rule from before.
  return query
  select distinct a.process_id, h.person_id
  from (
    select pr.process_id, pr.role_id from app.process_roles pr
    where pr.org_id = v_org and pr.process_id = any (p_processes)
      and (pr.assigned_from is null or pr.assigned_from <= p_day)
      and (pr.import_job_id is null or app.import_row_shown(pr.import_job_id))
    union all
    select e.process_id, e.role_id from app.process_assignments_ended e
    where e.org_id = v_org and e.process_id = any (p_processes)
      and (e.assigned_from is null or e.assigned_from <= p_day) and e.assigned_until >= p_day
  ) a
  join lateral (
    select rm.person_id from app.role_members rm
    where rm.org_id = v_org and rm.role_id = a.role_id
      and (rm.held_from is null or rm.held_from <= p_day)
      and (rm.import_job_id is null or app.import_row_shown(rm.import_job_id))
    union all
    select e.person_id from app.role_holdings_ended e
    where e.org_id = v_org and e.role_id = a.role_id
      and (e.held_from is null or e.held_from <= p_day) and e.held_until >= p_day
  ) h on true
  where not exists (select 1 from app.task_series_rules r
                    where r.org_id = v_org and r.process_id = a.process_id
                      and r.person_id = h.person_id and r.from_date <= p_day);
end
$$;
comment on function app.series_people_on(bigint[], date) is
  'The people whose series of the given processes of the caller''s organisation make an occurrence on the day (without rules); for catalogue managers, else nothing.';
revoke execute on function app.series_people_on(bigint[], date) from public;
grant execute on function app.series_people_on(bigint[], date) to authenticated, service_role;

-- The days of each series of a few processes (those with rules: their handed-on segments are
-- worked out by the engine), for a caller who reads the whole organisation.
create function app.series_held(p_processes bigint[])
returns table (process_id bigint, person_id bigint, held_from date, held_until date)
language sql stable security definer set search_path = ''
as $$
  select d.process_id, d.person_id, pg_catalog.lower(r), pg_catalog.upper(r) - 1
  from app.series_days((select app.current_org_id()), p_processes) d, pg_catalog.unnest(d.held) r
  where (select app.is_catalogue_manager())
$$;
comment on function app.series_held(bigint[]) is
  'The spans of days each series of the given processes of the caller''s organisation makes occurrences (without rules); for catalogue managers, else nothing.';
revoke execute on function app.series_held(bigint[]) from public;
grant execute on function app.series_held(bigint[]) to authenticated, service_role;

create function app.refresh_series(p_org bigint, p_processes bigint[])
returns void
language plpgsql security definer set search_path = ''
as $$
begin
  if p_processes is null or pg_catalog.cardinality(p_processes) = 0 then
    return;
  end if;
  delete from app.series_spans s where s.org_id = p_org and s.process_id = any (p_processes);
  delete from app.unheld_occurrences u where u.org_id = p_org and u.process_id = any (p_processes);

  insert into app.series_spans (org_id, process_id, role_id, held_from, held_until, holders)
  with spans as materialized (
    select d.process_id, d.person_id, pg_catalog.lower(r) as f, pg_catalog.upper(r) - 1 as u
    from app.series_days(p_org, p_processes) d, pg_catalog.unnest(d.held) r
    -- A process being deleted takes its rows with it.
    where exists (select 1 from app.processes p where p.org_id = p_org and p.id = d.process_id)
  )
  select p_org, s.process_id, null::bigint, s.f, s.u, count(*)::integer
  from spans s group by s.process_id, s.f, s.u
  union all
  -- role:R keeps the people who fill R now, of a process R is assigned to now
  -- (domain/query/match-task.ts, roles through which a task comes).
  select p_org, s.process_id, pr.role_id, s.f, s.u, count(*)::integer
  from spans s
  join app.process_roles pr on pr.org_id = p_org and pr.process_id = s.process_id
    and (pr.import_job_id is null or app.import_row_shown(pr.import_job_id))
  join app.role_members rm on rm.org_id = p_org and rm.role_id = pr.role_id
    and rm.person_id = s.person_id and (rm.import_job_id is null or app.import_row_shown(rm.import_job_id))
  group by s.process_id, pr.role_id, s.f, s.u;

  insert into app.unheld_occurrences (org_id, task_id, process_id)
  select p_org, t.id, t.process_id
  from app.tasks t
  left join app.series_days(p_org, p_processes) d on d.process_id = t.process_id
    and d.person_id = t.occurrence_person_id
  where t.org_id = p_org and t.process_id = any (p_processes)
    and t.occurrence_process_id is not null
    and not coalesce(d.held @> t.occurrence_day, false);
end
$$;
comment on function app.refresh_series(bigint, bigint[]) is
  'Recounts app.series_spans and app.unheld_occurrences of the given processes of the organisation (the statement triggers below call it for what a write touched).';
revoke execute on function app.refresh_series(bigint, bigint[]) from public;

-- The processes a change of some roles' holders touches: those the roles are or were assigned.
create function app.processes_of_roles(p_org bigint, p_roles bigint[])
returns bigint[]
language sql stable security definer set search_path = ''
as $$
  select coalesce(pg_catalog.array_agg(distinct x.process_id), '{}'::bigint[])
  from (
    select pr.process_id from app.process_roles pr
    where pr.org_id = p_org and pr.role_id = any (p_roles)
    union all
    select e.process_id from app.process_assignments_ended e
    where e.org_id = p_org and e.role_id = any (p_roles)
  ) x
$$;
comment on function app.processes_of_roles(bigint, bigint[]) is
  'The processes the given roles of the organisation are or were assigned: those a change of the roles'' holders touches.';
revoke execute on function app.processes_of_roles(bigint, bigint[]) from public;

-- ---------------------------------------------------------------------------------------------
-- Kept on write: one statement trigger per table and event, over its transition tables
-- ---------------------------------------------------------------------------------------------

-- The trigger's argument names the changed rows' column: role_id (holdings, whose roles'
-- processes are recounted) or process_id (assignments, rules). Rows an import still hides
-- change nothing yet.
create function app.recount_series_of(p_org bigint, p_column text, p_ids bigint[])
returns void
language plpgsql security definer set search_path = ''
as $$
begin
  perform app.refresh_series(p_org,
    case when p_column = 'role_id' then app.processes_of_roles(p_org, p_ids) else p_ids end);
end
$$;
comment on function app.recount_series_of(bigint, text, bigint[]) is
  'Recounts the series a change of these roles'' holders (p_column role_id) or of these processes'' assignments or rules (process_id) touches.';
revoke execute on function app.recount_series_of(bigint, text, bigint[]) from public;

-- One function per event: each names only the transition tables its event has.
create function app.recount_series_inserted()
returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  o record;
begin
  for o in
    select n.org_id, pg_catalog.array_agg(distinct (pg_catalog.to_jsonb(n) ->> TG_ARGV[0])::bigint) as ids
    from new_rows n
    where app.import_row_shown((pg_catalog.to_jsonb(n) ->> 'import_job_id')::bigint)
    group by n.org_id
  loop
    perform app.recount_series_of(o.org_id, TG_ARGV[0], o.ids);
  end loop;
  return null;
end
$$;
create function app.recount_series_updated()
returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  o record;
begin
  for o in
    select x.org_id, pg_catalog.array_agg(distinct x.id) as ids
    from (select n.org_id, (pg_catalog.to_jsonb(n) ->> TG_ARGV[0])::bigint as id from new_rows n
          union all
          select d.org_id, (pg_catalog.to_jsonb(d) ->> TG_ARGV[0])::bigint from old_rows d) x
    group by x.org_id
  loop
    perform app.recount_series_of(o.org_id, TG_ARGV[0], o.ids);
  end loop;
  return null;
end
$$;
create function app.recount_series_deleted()
returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  o record;
begin
  for o in
    select d.org_id, pg_catalog.array_agg(distinct (pg_catalog.to_jsonb(d) ->> TG_ARGV[0])::bigint) as ids
    from old_rows d group by d.org_id
  loop
    perform app.recount_series_of(o.org_id, TG_ARGV[0], o.ids);
  end loop;
  return null;
end
$$;
comment on function app.recount_series_inserted() is
  'AFTER INSERT statement trigger on holdings (argument role_id), assignments and rules (process_id): recounts the series the new rows touch (app.recount_series_of).';
comment on function app.recount_series_updated() is
  'AFTER UPDATE statement trigger on holdings (argument role_id), assignments and rules (process_id): recounts the series the changed rows touch, before and after.';
comment on function app.recount_series_deleted() is
  'AFTER DELETE statement trigger on holdings (argument role_id), assignments and rules (process_id): recounts the series the deleted rows touched.';

do $$
declare
  t text;
  col text;
begin
  foreach t in array array['role_members', 'role_holdings_ended', 'process_roles',
                           'process_assignments_ended', 'task_series_rules'] loop
    col := case when t in ('role_members', 'role_holdings_ended') then 'role_id' else 'process_id' end;
    execute format('create trigger %I after insert on app.%I referencing new table as new_rows '
      'for each statement execute function app.recount_series_inserted(%L)',
      t || '_recount_series_insert', t, col);
    execute format('create trigger %I after update on app.%I referencing new table as new_rows '
      'old table as old_rows for each statement execute function app.recount_series_updated(%L)',
      t || '_recount_series_update', t, col);
    execute format('create trigger %I after delete on app.%I referencing old table as old_rows '
      'for each statement execute function app.recount_series_deleted(%L)',
      t || '_recount_series_delete', t, col);
  end loop;
end
$$;

-- An import's rows are shown (or dropped) all at once: recount what they touch.
create function app.recount_series_of_import()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform app.refresh_series(new.org_id, (
    select coalesce(pg_catalog.array_agg(distinct x.process_id), '{}'::bigint[]) from (
      select pr.process_id from app.process_roles pr
      where pr.org_id = new.org_id and pr.import_job_id = new.id
      union all
      select pid from pg_catalog.unnest(app.processes_of_roles(new.org_id, (
        select pg_catalog.array_agg(distinct rm.role_id) from app.role_members rm
        where rm.org_id = new.org_id and rm.import_job_id = new.id))) pid
    ) x));
  return null;
end
$$;
comment on function app.recount_series_of_import() is
  'AFTER UPDATE OF hides_rows on app.import_jobs: an import''s holdings and assignments count from when it shows them.';
create trigger import_jobs_recount_series after update of hides_rows on app.import_jobs
  for each row when (old.hides_rows and not new.hides_rows)
  execute function app.recount_series_of_import();

-- A stored occurrence is written from what the engine listed, so its series made it: only
-- one written otherwise (an import, a seed) may be unheld. Checked once per statement, row by
-- row through the indexes (a bulk skip stores thousands of rows of many processes and people).
create function app.note_unheld_occurrences()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  insert into app.unheld_occurrences (org_id, task_id, process_id)
  select n.org_id, n.id, n.process_id
  from (
    select n.org_id, n.id, n.process_id, n.occurrence_person_id as person_id,
           n.occurrence_day as day
    from new_rows n
    where n.process_id is not null and n.occurrence_process_id is not null
  ) n
  where exists (select 1 from app.task_series_rules r
                where r.org_id = n.org_id and r.process_id = n.process_id
                  and r.person_id = n.person_id and r.from_date <= n.day)
     or not exists (
       select 1
       from (select pr.role_id, pr.assigned_from as f, null::date as u
             from app.process_roles pr
             where pr.org_id = n.org_id and pr.process_id = n.process_id
               and (pr.import_job_id is null or app.import_row_shown(pr.import_job_id))
             union all
             select e.role_id, e.assigned_from, e.assigned_until
             from app.process_assignments_ended e
             where e.org_id = n.org_id and e.process_id = n.process_id) a
       join (select rm.role_id, rm.held_from as f, null::date as u
             from app.role_members rm
             where rm.org_id = n.org_id and rm.person_id = n.person_id
               and (rm.import_job_id is null or app.import_row_shown(rm.import_job_id))
             union all
             select e.role_id, e.held_from, e.held_until
             from app.role_holdings_ended e
             where e.org_id = n.org_id and e.person_id = n.person_id) h on h.role_id = a.role_id
       where (a.f is null or a.f <= n.day) and (h.f is null or h.f <= n.day)
         and (a.u is null or a.u >= n.day) and (h.u is null or h.u >= n.day));
  return null;
end
$$;
comment on function app.note_unheld_occurrences() is
  'AFTER INSERT statement trigger on app.tasks: notes the new stored occurrences whose own series does not make them (app.unheld_occurrences).';
create trigger tasks_note_unheld after insert on app.tasks
  referencing new table as new_rows for each statement
  execute function app.note_unheld_occurrences();

-- ---------------------------------------------------------------------------------------------
-- Read by who reads the whole organisation's tasks; written by the functions above only
-- ---------------------------------------------------------------------------------------------

alter table app.series_spans enable row level security;
alter table app.unheld_occurrences enable row level security;
grant select, insert, update, delete on app.series_spans, app.unheld_occurrences
  to authenticated, service_role;

create policy series_spans_select_manager on app.series_spans
  for select to authenticated
  using (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()));
create policy unheld_occurrences_select_manager on app.unheld_occurrences
  for select to authenticated
  using (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()));
create policy series_spans_insert_nobody on app.series_spans
  for insert to authenticated with check (org_id = (select app.current_org_id()) and false);
create policy series_spans_update_nobody on app.series_spans
  for update to authenticated using (org_id = (select app.current_org_id()))
  with check (org_id = (select app.current_org_id()) and false);
create policy series_spans_delete_nobody on app.series_spans
  for delete to authenticated using (org_id = (select app.current_org_id()) and false);
create policy unheld_occurrences_insert_nobody on app.unheld_occurrences
  for insert to authenticated with check (org_id = (select app.current_org_id()) and false);
create policy unheld_occurrences_update_nobody on app.unheld_occurrences
  for update to authenticated using (org_id = (select app.current_org_id()))
  with check (org_id = (select app.current_org_id()) and false);
create policy unheld_occurrences_delete_nobody on app.unheld_occurrences
  for delete to authenticated using (org_id = (select app.current_org_id()) and false);

-- What is there already.
do $$
declare
  o record;
begin
  for o in select p.org_id, pg_catalog.array_agg(p.id) as processes
           from app.processes p group by p.org_id loop
    perform app.refresh_series(o.org_id, o.processes);
  end loop;
end
$$;
