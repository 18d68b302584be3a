-- Bulk writes to app.tasks that stay fast (docs/task-engine.md#task-states): skipping 10,000
-- occurrences stores them as generated and marks them skipped, two statements of 10,000 rows.
-- Measured (bench/skip-tasks.ts) before this migration, the backend's time went to the
-- per-row triggers, not to the writes: the writer stamp (app.current_person_id() for every row
-- inserted and updated, some 0.13 ms each) and the User guard (app.is_catalogue_manager() and
-- app.current_person_id() for every row updated), then the history (a row trigger, one insert
-- each). The caller is now resolved once per statement for the row triggers, and the history
-- sees the statement's rows all at once through transition tables. What they decide is
-- unchanged: one history entry per changed task with who, when and what changed; the same
-- refusals for a User (the guard stays a row trigger: it refuses before row-level security
-- checks the new row, with its own message).

-- ---------------------------------------------------------------------------------------------
-- The writer, once per statement
-- ---------------------------------------------------------------------------------------------

create or replace function app.task_writer_now()
returns text
language sql stable set search_path = ''
as $$
  select coalesce(app.current_person_id()::text, '') || ':'
         || case when app.is_catalogue_manager() then 'free' else 'narrowed' end
$$;
comment on function app.task_writer_now() is
  'The caller as the app.tasks row triggers need it, ''<person id>:free'' (an admin, a manager, the system actor: not narrowed by the guard) or ''<person id>:narrowed''; the person id is empty when there is none.';

create or replace function app.task_writer()
returns text
language sql stable set search_path = ''
as $$
  select coalesce(nullif(pg_catalog.current_setting('app.task_writer', true), ''),
                  app.task_writer_now())
$$;
comment on function app.task_writer() is
  'The caller the current statement on app.tasks resolved (app.note_task_writer), else resolved now (a row trigger without its statement trigger).';

-- The row triggers run as the statement's role.
grant execute on function app.task_writer_now(), app.task_writer() to authenticated, service_role;

create or replace function app.note_task_writer()
returns trigger
language plpgsql set search_path = ''
as $$
begin
  -- Transaction-local, so it outlives this function; every statement on app.tasks sets it
  -- anew before its first row, so a caller switched between statements is seen.
  perform pg_catalog.set_config('app.task_writer', app.task_writer_now(), true);
  return null;
end
$$;
comment on function app.note_task_writer() is
  'BEFORE INSERT OR UPDATE statement trigger on app.tasks: resolves the caller once per statement into the transaction-local setting app.task_writer (app.task_writer_now()), which the row triggers read.';

create trigger tasks_note_writer before insert or update on app.tasks
  for each statement execute function app.note_task_writer();

create or replace function app.stamp_task_writer()
returns trigger
language plpgsql set search_path = ''
as $$
begin
  -- What the statement trigger resolved: a lookup per row cost 0.13 ms, the setting a
  -- microsecond. The setting is as trustworthy as the request settings it derives from
  -- (request.jwt.claims, app.tenant), which only the server sets.
  new.updated_by := nullif(pg_catalog.split_part(app.task_writer(), ':', 1), '')::bigint;
  return new;
end
$$;
comment on function app.stamp_task_writer() is
  'BEFORE INSERT OR UPDATE on app.tasks: updated_by is the caller''s person as the statement resolved it (app.task_writer(); null for the system actor and service paths).';

-- ---------------------------------------------------------------------------------------------
-- The User guard: the caller once per statement
-- ---------------------------------------------------------------------------------------------

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
  if (pg_catalog.to_jsonb(new) - 'status' - 'updated_at')
     is distinct from (pg_catalog.to_jsonb(old) - 'status' - 'updated_at') then
    raise exception 'You may only change the status of your tasks.' using errcode = '42501';
  end if;
  return new;
end
$$;
comment on function app.guard_task_update() is
  'BEFORE UPDATE on app.tasks: a User-type member may change only the status of their own tasks; admins, managers and service paths are not narrowed (the caller as the statement resolved it, app.task_writer()).';

-- ---------------------------------------------------------------------------------------------
-- The history, one insert per statement
-- ---------------------------------------------------------------------------------------------

drop trigger tasks_record_change on app.tasks;

-- Two functions, one per trigger: an insert has no old rows, and plpgsql_check reads a
-- function whole against the transition tables of the trigger it is checked with.
create or replace function app.record_task_insert()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  -- The fields a history entry lists, in this order, as text (what to_jsonb(row) ->> field
  -- gave the row trigger this replaces): name, description, userId, dueDate, status, deleted,
  -- skipReason.
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
  return null;
end
$$;
comment on function app.record_task_insert() is
  'AFTER INSERT statement trigger on app.tasks (transition table new_rows): one app.task_changes row per manual task inserted, every field from nothing; a stored occurrence is inserted as generated, no change (security definer: the history is written by the trigger only, never by a client).';

create or replace function app.record_task_change()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  -- The fields a history entry lists, in this order, as text (what to_jsonb(row) ->> field
  -- gave the row trigger this replaces): name, description, userId, dueDate, status, deleted,
  -- skipReason.
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
  return null;
end
$$;
comment on function app.record_task_change() is
  'AFTER UPDATE statement trigger on app.tasks (transition tables old_rows, new_rows): one app.task_changes row per task whose listed fields changed (security definer: the history is written by the trigger only, never by a client).';

create trigger tasks_record_insert after insert on app.tasks
  referencing new table as new_rows
  for each statement execute function app.record_task_insert();
create trigger tasks_record_update after update on app.tasks
  referencing old table as old_rows new table as new_rows
  for each statement execute function app.record_task_change();
