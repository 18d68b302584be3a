-- Bulk writes to app.tasks that stay fast (docs/task-engine.md#task-states): skipping 10,000
-- occurrences stores them as generated and marks them skipped, two statements of 10,000 rows.
-- Measured (bench/skip-tasks.ts) before this migration, the backend's time went to the
-- per-row triggers, not to the writes: the writer stamp (app.current_person_id() for every row
-- inserted and updated, some 0.13 ms each) and the User guard (app.is_catalogue_manager() and
-- app.current_person_id() for every row updated), then the history (a row trigger, one insert
-- each). The caller is now resolved once per statement, and the guard and the history see the
-- statement's rows all at once through transition tables. What they decide is unchanged: one
-- history entry per changed task with who, when and what changed; the same refusals for a User.

-- ---------------------------------------------------------------------------------------------
-- The writer, once per statement
-- ---------------------------------------------------------------------------------------------

create or replace function app.note_task_writer()
returns trigger
language plpgsql set search_path = ''
as $$
begin
  -- Transaction-local, so it outlives this function; every statement on app.tasks sets it
  -- anew before its first row, so a caller switched between statements is seen.
  perform pg_catalog.set_config('app.task_writer',
    coalesce((select app.current_person_id())::text, ''), true);
  return null;
end
$$;
comment on function app.note_task_writer() is
  'BEFORE INSERT OR UPDATE statement trigger on app.tasks: resolves the caller''s person once (app.current_person_id()) into the transaction-local setting app.task_writer, which app.stamp_task_writer stamps on each row.';

create trigger tasks_note_writer before insert or update on app.tasks
  for each statement execute function app.note_task_writer();

create or replace function app.stamp_task_writer()
returns trigger
language plpgsql set search_path = ''
as $$
begin
  -- Read from what the statement trigger resolved: a lookup per row cost 0.13 ms, the setting
  -- a microsecond. The setting is as trustworthy as the request settings it derives from
  -- (request.jwt.claims, app.tenant), which only the server sets.
  new.updated_by := nullif(pg_catalog.current_setting('app.task_writer', true), '')::bigint;
  return new;
end
$$;
comment on function app.stamp_task_writer() is
  'BEFORE INSERT OR UPDATE on app.tasks: updated_by is the caller''s person as the statement resolved it (app.note_task_writer; null for the system actor and service paths).';

-- ---------------------------------------------------------------------------------------------
-- The User guard, once per statement
-- ---------------------------------------------------------------------------------------------

drop trigger tasks_guard_update on app.tasks;

create or replace function app.guard_task_update()
returns trigger
language plpgsql set search_path = ''
as $$
declare
  me bigint;
begin
  -- As the invoker: current_user is the statement's role (authenticated for API requests).
  if current_user <> 'authenticated' or app.is_catalogue_manager() then
    return null;
  end if;
  me := app.current_person_id();
  if exists (select 1 from old_rows o where o.person_id is distinct from me) then
    raise exception 'You may only change your own tasks.' using errcode = '42501';
  end if;
  -- updated_at and updated_by are the triggers' to write, whatever the statement said.
  if exists (
    select 1 from old_rows o join new_rows n on n.id = o.id
    where (pg_catalog.to_jsonb(n) - 'status' - 'updated_at' - 'updated_by')
          is distinct from (pg_catalog.to_jsonb(o) - 'status' - 'updated_at' - 'updated_by')
  ) then
    raise exception 'You may only change the status of your tasks.' using errcode = '42501';
  end if;
  return null;
end
$$;
comment on function app.guard_task_update() is
  'AFTER UPDATE statement trigger on app.tasks: a User-type member may change only the status of their own tasks (the whole statement is refused otherwise); admins, managers and service paths are not narrowed.';

create trigger tasks_guard_update after update on app.tasks
  referencing old table as old_rows new table as new_rows
  for each statement execute function app.guard_task_update();

-- ---------------------------------------------------------------------------------------------
-- The history, one insert per statement
-- ---------------------------------------------------------------------------------------------

drop trigger tasks_record_change on app.tasks;

create or replace function app.record_task_change()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  -- The fields a history entry lists, in this order, as text (what to_jsonb(row) ->> field
  -- gave the row trigger this replaces): name, description, userId, dueDate, status, deleted,
  -- skipReason.
  if tg_op = 'INSERT' then
    -- A manual task's insert is its first entry, every field from nothing (skipReason only
    -- when given). A stored occurrence is inserted as generated: no change.
    insert into app.task_changes (org_id, task_id, by_person_id, by_name, changes)
    select n.org_id, n.id, n.updated_by, p.name, d.changes
    from new_rows n
    cross join lateral (
      select pg_catalog.jsonb_agg(
               pg_catalog.jsonb_build_object('field', f.field, 'from', null::text, 'to', f.now)
               order by f.ord) as changes
      from (values (1, 'name', n.name), (2, 'description', n.description),
                   (3, 'userId', n.person_id::text),
                   (4, 'dueDate', pg_catalog.to_jsonb(n.due_date) #>> '{}'),
                   (5, 'status', n.status), (6, 'deleted', n.deleted::text),
                   (7, 'skipReason', n.skip_reason)) f(ord, field, now)
      where f.field <> 'skipReason' or f.now is not null
    ) d
    left join app.people p on p.org_id = n.org_id and p.id = n.updated_by
    where n.is_manually_created;
  else
    insert into app.task_changes (org_id, task_id, by_person_id, by_name, changes)
    select n.org_id, n.id, n.updated_by, p.name, d.changes
    from new_rows n
    join old_rows o on o.id = n.id
    cross join lateral (
      select pg_catalog.jsonb_agg(
               pg_catalog.jsonb_build_object('field', f.field, 'from', f.was, 'to', f.now)
               order by f.ord) as changes
      from (values (1, 'name', o.name, n.name), (2, 'description', o.description, n.description),
                   (3, 'userId', o.person_id::text, n.person_id::text),
                   (4, 'dueDate', pg_catalog.to_jsonb(o.due_date) #>> '{}',
                                  pg_catalog.to_jsonb(n.due_date) #>> '{}'),
                   (5, 'status', o.status, n.status), (6, 'deleted', o.deleted::text, n.deleted::text),
                   (7, 'skipReason', o.skip_reason, n.skip_reason)) f(ord, field, was, now)
      where f.was is distinct from f.now
    ) d
    left join app.people p on p.org_id = n.org_id and p.id = n.updated_by
    where d.changes is not null;
  end if;
  return null;
end
$$;
comment on function app.record_task_change() is
  'AFTER INSERT / AFTER UPDATE statement trigger on app.tasks (transition tables): one app.task_changes row per task whose listed fields changed, and per manual task inserted (security definer: the history is written by the trigger only, never by a client).';

create trigger tasks_record_insert after insert on app.tasks
  referencing new table as new_rows
  for each statement execute function app.record_task_change();
create trigger tasks_record_update after update on app.tasks
  referencing old table as old_rows new table as new_rows
  for each statement execute function app.record_task_change();
