-- A process's schedule changes apply from the day of the change on; the days before keep the
-- dates of the schedule they had (docs/task-engine.md#schedule-changes, decision 013).
--
-- When an update of app.processes changes its effective schedule (frequency_type, frequency,
-- has_dates or scheduled_from), the schedule it had moves to app.process_schedules_ended,
-- with the last day it decided: the day before the organisation's today. The task engine
-- takes each day's dates from the schedule in force that day. Processes that never changed
-- have no row, and their dates are computed as before.
--
-- Two changes on one day: the version between them decided no day. Its row is not written;
-- the day's row (the schedule the process had before the first change) keeps the last
-- change's author and time. Changing back to that schedule the same day removes the row.

create table app.process_schedules_ended (
  id bigint generated always as identity primary key,
  org_id bigint not null references app.organizations (id) on delete cascade,
  process_id bigint not null,
  frequency_type text not null check (frequency_type in ('Scheduled', 'AsNeeded')),
  frequency jsonb,
  compact_frequency text not null default '',
  has_dates boolean not null default false,
  scheduled_from date not null,
  in_force_until date not null,
  changed_by bigint,
  changed_at timestamptz not null default now(),
  foreign key (org_id, process_id) references app.processes (org_id, id) on delete cascade,
  foreign key (org_id, changed_by) references app.people (org_id, id) on delete set null (changed_by),
  unique (org_id, process_id, in_force_until)
);
comment on table app.process_schedules_ended is
  'Schedules a process had before a change: each decided the process''s dates up to in_force_until (included), from the day after the previous one''s end. changed_by/changed_at: who replaced it, and when.';
create index process_schedules_ended_changed_by_idx
  on app.process_schedules_ended (org_id, changed_by) where changed_by is not null;

-- Whether the process has dates under a schedule: as needed, or scheduled with no dates, has none.
create function app.schedule_has_dates(p_frequency_type text, p_has_dates boolean)
returns boolean
language sql immutable set search_path = ''
as $$ select p_frequency_type = 'Scheduled' and p_has_dates $$;
comment on function app.schedule_has_dates(text, boolean) is
  'Whether a schedule (frequency_type, has_dates) yields any date: only a Scheduled one with dates does.';
grant execute on function app.schedule_has_dates(text, boolean) to authenticated, service_role;

-- Security definer: the ended table takes no writes from anyone else.
create function app.end_schedule() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_until date := app.org_today(old.org_id) - 1;
  v_row app.process_schedules_ended;
  v_old_dated boolean := app.schedule_has_dates(old.frequency_type, old.has_dates);
  v_new_dated boolean := app.schedule_has_dates(new.frequency_type, new.has_dates);
begin
  -- Only a change of the dates counts (scheduledFrom of a process without dates is not one),
  -- and not while an unfinished import still hides the process it created.
  if (v_old_dated = v_new_dated
      and (not v_old_dated
        or (old.frequency is not distinct from new.frequency
          and old.scheduled_from = new.scheduled_from)))
     or app.is_staged_import_row(old.org_id, old.import_job_id)
  then
    return null;
  end if;
  select * into v_row from app.process_schedules_ended e
  where e.org_id = old.org_id and e.process_id = old.id and e.in_force_until >= v_until
  order by e.in_force_until desc limit 1;
  if not found then
    insert into app.process_schedules_ended (org_id, process_id, frequency_type, frequency,
      compact_frequency, has_dates, scheduled_from, in_force_until, changed_by)
    values (old.org_id, old.id, old.frequency_type, old.frequency, old.compact_frequency,
      old.has_dates, old.scheduled_from, v_until, app.current_person_id());
  elsif app.schedule_has_dates(v_row.frequency_type, v_row.has_dates) = v_new_dated
    and (not v_new_dated
      or (v_row.frequency is not distinct from new.frequency
        and v_row.scheduled_from = new.scheduled_from))
  then
    -- Changed back the same day: nothing changed after all.
    delete from app.process_schedules_ended where id = v_row.id;
  else
    -- Changed already today: the version being replaced decided no day.
    update app.process_schedules_ended
    set changed_by = app.current_person_id(), changed_at = pg_catalog.now()
    where id = v_row.id;
  end if;
  return null;
end
$$;
comment on function app.end_schedule() is
  'AFTER UPDATE on app.processes: keeps the schedule a process had before a change of its dates, in force until the day before the organisation''s today (one row per change day).';
create trigger processes_end_schedule
  after update of frequency_type, frequency, has_dates, scheduled_from on app.processes
  for each row execute function app.end_schedule();

-- Task lists are computed from it too (app.task_source_changes, decision 007).
create trigger process_schedules_ended_note_insert after insert on app.process_schedules_ended
  referencing new table as new_rows for each statement
  execute function app.note_task_source_insert();
create trigger process_schedules_ended_note_update after update on app.process_schedules_ended
  referencing new table as new_rows old table as old_rows for each statement
  execute function app.note_task_source_update();
create trigger process_schedules_ended_note_delete after delete on app.process_schedules_ended
  referencing old table as old_rows for each statement
  execute function app.note_task_source_delete();

-- Read by whoever may read the process; written by the trigger above only.
alter table app.process_schedules_ended enable row level security;
grant select, insert, update, delete on app.process_schedules_ended to authenticated, service_role;

create policy process_schedules_ended_select_manager_or_assignee on app.process_schedules_ended
  for select to authenticated
  using (org_id = (select app.current_org_id())
    and ((select app.is_catalogue_manager())
      or process_id = any ((select app.current_process_ids())::bigint[])));
create policy process_schedules_ended_insert_nobody on app.process_schedules_ended
  for insert to authenticated with check (org_id = (select app.current_org_id()) and false);
create policy process_schedules_ended_update_nobody on app.process_schedules_ended
  for update to authenticated using (org_id = (select app.current_org_id()))
  with check (org_id = (select app.current_org_id()) and false);
create policy process_schedules_ended_delete_nobody on app.process_schedules_ended
  for delete to authenticated using (org_id = (select app.current_org_id()) and false);
