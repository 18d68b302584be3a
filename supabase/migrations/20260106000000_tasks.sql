-- Tasks from schedules (docs/task-engine.md#series-and-overrides): series rules ("this and
-- following"), who changed a stored task and its history, and what a User-type person may
-- store of their own occurrences.
--
-- A series is (process, person holding an assigned role); its occurrences are computed
-- (_shared/domain/tasks). app.tasks holds only occurrences that carry state and manual
-- tasks. A rule of app.task_series_rules changes a series from one occurrence on, so
-- the future is never written row by row.

-- ---------------------------------------------------------------------------
-- Series rules
-- ---------------------------------------------------------------------------
create table app.task_series_rules (
  id bigint generated always as identity primary key,
  org_id bigint not null references app.organizations (id) on delete cascade,
  process_id bigint not null,
  -- The person whose series it is (the middle part of its handles).
  person_id bigint not null,
  -- The first occurrence the rule applies to, and its handle (the init_handle of the
  -- occurrences it governs).
  from_date date not null,
  from_handle text not null,
  -- The values from from_date on: complete, so the latest rule on or before a date alone
  -- decides that occurrence.
  assignee_id bigint,
  name text not null check (length(name) between 1 and 300),
  description text not null default '' check (length(description) <= 10000),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  updated_by bigint,
  unique (org_id, process_id, person_id, from_date),
  foreign key (org_id, process_id) references app.processes (org_id, id) on delete cascade,
  foreign key (org_id, person_id) references app.people (org_id, id) on delete cascade,
  foreign key (org_id, assignee_id) references app.people (org_id, id) on delete set null (assignee_id)
);
create index task_series_rules_assignee_idx on app.task_series_rules (org_id, assignee_id);
alter table app.task_series_rules enable row level security;
grant select, insert, update, delete on app.task_series_rules to authenticated;

create trigger task_series_rules_set_updated_at before update on app.task_series_rules
  for each row execute function app.set_updated_at();

-- Everyone reads the rules of the series they are in (their own tasks depend on them);
-- admins and managers (and the system actor) read and write all of them. One policy per
-- command (docs/security.md#row-level-security).
create policy task_series_rules_select_manager_or_assignee on app.task_series_rules
  for select to authenticated
  using (org_id = (select app.current_org_id())
         and ((select app.is_catalogue_manager())
              or person_id = (select app.current_person_id())
              or assignee_id = (select app.current_person_id())));
create policy task_series_rules_insert_manager on app.task_series_rules
  for insert to authenticated
  with check (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()));
create policy task_series_rules_update_manager on app.task_series_rules
  for update to authenticated
  using (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()))
  with check (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()));
create policy task_series_rules_delete_manager on app.task_series_rules
  for delete to authenticated
  using (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()));

-- ---------------------------------------------------------------------------
-- Who changed a stored task, and its history
-- ---------------------------------------------------------------------------
alter table app.tasks add column updated_by bigint;
alter table app.tasks add constraint tasks_updated_by_fkey
  foreign key (org_id, updated_by) references app.people (org_id, id) on delete set null (updated_by);

create table app.task_changes (
  id bigint generated always as identity primary key,
  org_id bigint not null,
  task_id bigint not null,
  at timestamptz not null default now(),
  -- Null: the system actor (an import or a scheduled job), or a person since removed.
  by_person_id bigint,
  -- The writer's name when they wrote it: the history reads the same to a User, who
  -- may not read other people's rows.
  by_name text,
  -- [{"field": "status", "from": "NotStarted", "to": "Complete"}, …]
  changes jsonb not null,
  foreign key (org_id, task_id) references app.tasks (org_id, id) on delete cascade,
  foreign key (org_id, by_person_id) references app.people (org_id, id) on delete set null (by_person_id)
);
create index task_changes_task_idx on app.task_changes (org_id, task_id, at desc);
alter table app.task_changes enable row level security;
-- Granted like every table, so that what refuses a write is the policies below.
grant select, insert, update, delete on app.task_changes to authenticated;

-- A change is visible to whoever may read the task. Only the trigger below writes the
-- history (as its owner); nobody signed in writes or rewrites it.
create policy task_changes_select_task_reader on app.task_changes
  for select to authenticated
  using (org_id = (select app.current_org_id())
         and exists (select 1 from app.tasks t where t.org_id = task_changes.org_id and t.id = task_changes.task_id));
create policy task_changes_insert_nobody on app.task_changes
  for insert to authenticated
  with check (org_id = (select app.current_org_id()) and false);
create policy task_changes_update_nobody on app.task_changes
  for update to authenticated
  using (org_id = (select app.current_org_id()))
  with check (org_id = (select app.current_org_id()) and false);
create policy task_changes_delete_nobody on app.task_changes
  for delete to authenticated
  using (org_id = (select app.current_org_id()) and false);

-- Stamps the writer on every stored task (before), and records what changed (after).
-- Storing a generated occurrence inserts it as generated first, so its insert is no
-- change; a manual task's insert is its first change.
create function app.stamp_task_writer()
returns trigger
language plpgsql set search_path = ''
as $$
begin
  -- A scalar subquery: planned once per session, where the bare call is planned per row
  -- (some 0.7 ms each, which a bulk update of a thousand tasks would feel).
  new.updated_by := (select app.current_person_id());
  return new;
end
$$;
comment on function app.stamp_task_writer() is
  'BEFORE INSERT OR UPDATE on app.tasks: updated_by is the caller''s person (null for the system actor and service paths).';
create trigger tasks_stamp_writer before insert or update on app.tasks
  for each row execute function app.stamp_task_writer();

create function app.record_task_change()
returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  diff jsonb := '[]'::jsonb;
  f text;
  o jsonb := case when tg_op = 'UPDATE' then pg_catalog.to_jsonb(old) else '{}'::jsonb end;
  n jsonb := pg_catalog.to_jsonb(new);
begin
  if tg_op = 'INSERT' and not new.is_manually_created then
    return null;
  end if;
  foreach f in array array['name', 'description', 'person_id', 'due_date', 'status', 'deleted'] loop
    if (o -> f) is distinct from (n -> f) then
      diff := diff || pg_catalog.jsonb_build_object(
        'field', case f when 'person_id' then 'userId' when 'due_date' then 'dueDate' else f end,
        'from', o ->> f, 'to', n ->> f);
    end if;
  end loop;
  if diff <> '[]' then
    insert into app.task_changes (org_id, task_id, by_person_id, by_name, changes)
    values (new.org_id, new.id, new.updated_by,
            (select p.name from app.people p where p.org_id = new.org_id and p.id = new.updated_by),
            diff);
  end if;
  return null;
end
$$;
comment on function app.record_task_change() is
  'AFTER INSERT OR UPDATE on app.tasks: one app.task_changes row listing the fields that changed (security definer: the history is written by the trigger only, never by a client).';
create trigger tasks_record_change after insert or update on app.tasks
  for each row execute function app.record_task_change();

-- ---------------------------------------------------------------------------
-- A User-type person stores their own occurrence when they change its status
-- ---------------------------------------------------------------------------
-- Admins and managers (and the system actor) insert any task, as before. The occurrence a
-- User changes may never have been stored, so the first change inserts it. They may
-- insert only an occurrence assigned to them as the series makes it (the command computes
-- it, series rules included; this policy keeps a direct insert honest): not manual, not
-- deleted, still NotStarted (the status change is the UPDATE that follows, so it is in
-- the history), of one of their processes, its handle naming its process and its due
-- date. One policy per command (docs/security.md#row-level-security), so it replaces
-- tasks_insert_manager.
drop policy tasks_insert_manager on app.tasks;
create policy tasks_insert_manager_or_assignee on app.tasks
  for insert to authenticated
  with check (org_id = (select app.current_org_id())
              and ((select app.is_catalogue_manager())
                   or (person_id = (select app.current_person_id())
                       and not is_manually_created
                       and not deleted
                       and status = 'NotStarted'
                       and process_id = any ((select app.current_process_ids())::bigint[])
                       and handle like process_id || '-%-' || pg_catalog.to_char(due_date, 'YYYY-MM-DD'))));

-- Late and due-date lists read stored rows by (org, person, due date) and by the
-- occurrence a handle names; the handle index already serves look-ups by handle.
create index tasks_org_status_due_idx on app.tasks (org_id, status, due_date) where not deleted;

-- Stored rows are read for a date range by their due date and by the date their handle
-- names (an occurrence moved out of the range still replaces the one generated in it).
create index tasks_occurrence_date_idx on app.tasks (org_id, right(handle, 10)) where not is_manually_created;

-- ---------------------------------------------------------------------------
-- "Their processes" include the series handed to them by a rule
-- ---------------------------------------------------------------------------
-- A User reads the processes whose tasks they get (20260104000400). A series handed to
-- them by "this and following" gives them that process's tasks although they may hold
-- none of its roles, so its process is theirs to read too (name, schedule, labels).
create or replace function app.current_process_ids()
returns bigint[]
language plpgsql stable security definer set search_path = ''
as $$
declare
  m record;
begin
  select c.org_id, c.person_id into m from app.current_member() c;
  if not found then
    return '{}'::bigint[];
  end if;
  return coalesce((
    select pg_catalog.array_agg(distinct x.process_id)
    from (
      select pr.process_id
      from app.role_members rm
      join app.process_roles pr on pr.org_id = rm.org_id and pr.role_id = rm.role_id
      where rm.org_id = m.org_id and rm.person_id = m.person_id
      union all
      select r.process_id
      from app.task_series_rules r
      where r.org_id = m.org_id and r.assignee_id = m.person_id
    ) x
  ), '{}'::bigint[]);
end
$$;

-- ---------------------------------------------------------------------------
-- A version of what task lists are computed from, per organisation
-- ---------------------------------------------------------------------------
-- A big organisation's task list is computed from some 30,000 rows (processes, roles,
-- people, rules and a year of stored tasks); the API keeps what it computed per
-- organisation and reuses it while this version stands (db/tasks/task-source-cache.ts).
--
-- Every statement that changes one of those tables adds a row for each organisation it
-- touched. The version is the SUM of the weights of the rows a snapshot sees. Why a sum
-- over an append-only log rather than a counter: a counter row would be locked by every
-- writing transaction of the organisation until it commits (and two of them touching
-- rows in different order could deadlock); inserts never wait. And because the rows a
-- later snapshot sees include those an earlier one saw, two snapshots with the same sum
-- have seen the same changes. Now and then the log of an organisation is folded into one
-- row of the same total weight, so the sum stays a look-up of a few rows.
create table app.task_source_changes (
  id bigint generated always as identity primary key,
  org_id bigint not null references app.organizations (id) on delete cascade,
  weight bigint not null default 1
);
create index task_source_changes_org_idx on app.task_source_changes (org_id, id);
alter table app.task_source_changes enable row level security;
grant select, insert, update, delete on app.task_source_changes to authenticated;
-- Read by members of the organisation (ids and weights only); written by the triggers.
create policy task_source_changes_select_member on app.task_source_changes
  for select to authenticated
  using (org_id = (select app.current_org_id()));
create policy task_source_changes_insert_nobody on app.task_source_changes
  for insert to authenticated
  with check (org_id = (select app.current_org_id()) and false);
create policy task_source_changes_update_nobody on app.task_source_changes
  for update to authenticated
  using (org_id = (select app.current_org_id()))
  with check (org_id = (select app.current_org_id()) and false);
create policy task_source_changes_delete_nobody on app.task_source_changes
  for delete to authenticated
  using (org_id = (select app.current_org_id()) and false);

-- Notes a change of each organisation in `orgs`.
create function app.note_task_source_orgs(orgs bigint[])
returns void
language plpgsql security definer set search_path = ''
as $$
declare
  o bigint;
  last bigint;
begin
  foreach o in array coalesce(orgs, '{}'::bigint[]) loop
    -- Not for an organisation being removed (its rows go with it).
    last := null;
    insert into app.task_source_changes (org_id)
    select o where exists (select 1 from app.organizations g where g.id = o)
    returning id into last;
    -- Fold every 64th change: the rows this snapshot sees become one of equal weight.
    if last % 64 = 0 then
      with gone as (
        delete from app.task_source_changes c where c.org_id = o and c.id < last returning c.weight
      )
      insert into app.task_source_changes (org_id, weight)
      select o, sum(g.weight) from gone g having count(*) > 0;
    end if;
  end loop;
end
$$;
comment on function app.note_task_source_orgs(bigint[]) is
  'One app.task_source_changes row per organisation given (that still exists); folds the log now and then.';

-- The statement triggers, one per event: each names only the transition tables its event
-- has (array_agg of an empty one is null: nothing noted).
create function app.note_task_source_insert()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform app.note_task_source_orgs((select pg_catalog.array_agg(distinct n.org_id) from new_rows n));
  return null;
end
$$;
create function app.note_task_source_update()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform app.note_task_source_orgs((
    select pg_catalog.array_agg(distinct x.org_id)
    from (select n.org_id from new_rows n union all select d.org_id from old_rows d) x));
  return null;
end
$$;
create function app.note_task_source_delete()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform app.note_task_source_orgs((select pg_catalog.array_agg(distinct d.org_id) from old_rows d));
  return null;
end
$$;
comment on function app.note_task_source_insert() is
  'AFTER INSERT statement trigger on the tables task lists are computed from (see app.task_source_changes).';
comment on function app.note_task_source_update() is
  'AFTER UPDATE statement trigger on the tables task lists are computed from (see app.task_source_changes).';
comment on function app.note_task_source_delete() is
  'AFTER DELETE statement trigger on the tables task lists are computed from (see app.task_source_changes).';

do $$
declare
  t text;
  e text;
begin
  foreach t in array array['processes', 'process_roles', 'process_labels', 'labels', 'roles',
                           'role_members', 'people', 'tasks', 'task_series_rules'] loop
    foreach e in array array['insert', 'update', 'delete'] loop
      execute format(
        'create trigger %I after %s on app.%I referencing %s for each statement execute function app.%I()',
        t || '_note_' || e, e, t,
        case e when 'insert' then 'new table as new_rows'
               when 'delete' then 'old table as old_rows'
               else 'new table as new_rows old table as old_rows' end,
        'note_task_source_' || e);
    end loop;
  end loop;
end
$$;

-- The version a snapshot sees of the caller's organisation (0 before any change).
create function app.task_source_version()
returns bigint
language sql stable security definer set search_path = ''
as $$
  select coalesce(sum(c.weight), 0)::bigint from app.task_source_changes c
  where c.org_id = (select app.current_org_id())
$$;
comment on function app.task_source_version() is
  'Sum of the change weights of the caller''s organisation: equal sums, equal task sources (see app.task_source_changes).';
grant execute on function app.task_source_version() to authenticated;
