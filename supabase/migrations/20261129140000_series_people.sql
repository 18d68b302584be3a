-- Each person's series, kept on write beside their counts
-- (docs/task-engine.md#counting-in-the-database).
--
-- Why: the task list in assignee order is its people's lists one after the other, so a page
-- needs how many tasks each person before it has. app.series_spans counts a process's holders
-- without saying who they are; working out who they are per request (app.series_days over
-- every series) cost some 0.65 s at ten times the task benchmark's organisation, and counting
-- each person's part of the organisation in the API process cost what the people do. Kept
-- here, a person's total is one grouped join: every series of the organisation, each span of
-- days worth what the API process says that span of its process makes (the schedule's dates
-- stay in TypeScript).
--
-- app.series_people: per series (process, person), its spans of days, as app.series_days makes
-- them. app.series_spans becomes their count, from the same rows.

create table app.series_people (
  org_id bigint not null references app.organizations (id) on delete cascade,
  process_id bigint not null,
  person_id bigint not null,
  -- Both included; null: open (since the process's scheduledFrom; still held).
  held_from date,
  held_until date
);
comment on table app.series_people is
  'Per series (process, person), the spans of days it makes occurrences, without its rules (app.series_days). Kept by app.refresh_series.';
create index series_people_process_idx on app.series_people (org_id, process_id);

create or replace function app.refresh_series(p_org bigint, p_processes bigint[])
returns void
language plpgsql security definer set search_path = ''
as $$
begin
  if p_processes is null or pg_catalog.cardinality(p_processes) = 0 then
    return;
  end if;
  delete from app.series_people s where s.org_id = p_org and s.process_id = any (p_processes);
  delete from app.series_spans s where s.org_id = p_org and s.process_id = any (p_processes);
  delete from app.unheld_occurrences u where u.org_id = p_org and u.process_id = any (p_processes);

  insert into app.series_people (org_id, process_id, person_id, held_from, held_until)
  select p_org, d.process_id, d.person_id, pg_catalog.lower(r), pg_catalog.upper(r) - 1
  from app.series_days(p_org, p_processes) d, pg_catalog.unnest(d.held) r
  -- A process being deleted takes its rows with it.
  where exists (select 1 from app.processes p where p.org_id = p_org and p.id = d.process_id);

  insert into app.series_spans (org_id, process_id, role_id, held_from, held_until, holders)
  select p_org, s.process_id, null::bigint, s.held_from, s.held_until, count(*)::integer
  from app.series_people s
  where s.org_id = p_org and s.process_id = any (p_processes)
  group by s.process_id, s.held_from, s.held_until
  union all
  -- role:R keeps the people who fill R now, of a process R is assigned to now
  -- (domain/query/match-task.ts, roles through which a task comes).
  select p_org, s.process_id, pr.role_id, s.held_from, s.held_until, count(*)::integer
  from app.series_people s
  join app.process_roles pr on pr.org_id = p_org and pr.process_id = s.process_id
    and (pr.import_job_id is null or app.import_row_shown(pr.import_job_id))
  join app.role_members rm on rm.org_id = p_org and rm.role_id = pr.role_id
    and rm.person_id = s.person_id and (rm.import_job_id is null or app.import_row_shown(rm.import_job_id))
  where s.org_id = p_org and s.process_id = any (p_processes)
  group by s.process_id, pr.role_id, s.held_from, s.held_until;

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
  'Recounts app.series_people, app.series_spans and app.unheld_occurrences of the given processes of the organisation (the statement triggers call it for what a write touched).';

-- Read by who reads the whole organisation's tasks; written by app.refresh_series only.
alter table app.series_people enable row level security;
grant select, insert, update, delete on app.series_people to authenticated, service_role;
create policy series_people_select_manager on app.series_people
  for select to authenticated
  using (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()));
create policy series_people_insert_nobody on app.series_people
  for insert to authenticated with check (org_id = (select app.current_org_id()) and false);
create policy series_people_update_nobody on app.series_people
  for update to authenticated using (org_id = (select app.current_org_id()))
  with check (org_id = (select app.current_org_id()) and false);
create policy series_people_delete_nobody on app.series_people
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
