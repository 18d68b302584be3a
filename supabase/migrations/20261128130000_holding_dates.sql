-- Who held which role, and when; which role a process was assigned to, and when
-- (docs/task-engine.md#who-held-a-role-when, decision 012).
--
-- A holding (app.role_members) and an assignment (app.process_roles) now carry the day they
-- started; when one ends, its whole interval moves to a table of ended ones. The task engine
-- makes a person's occurrences of a process only on the days they held a role assigned to it
-- while it was assigned. Rows from before this migration keep no start (null: since the
-- process's scheduledFrom), so no existing list, count or late task changes.
--
-- The day a change takes effect is the organisation's today, or the day a command names for
-- its transaction (app.holding_change_on, set by app.set_holding_change_day): a start on
-- that day, or an end at the end of that day (its occurrence stays the leaver's).

alter table app.role_members add column held_from date;
alter table app.process_roles add column assigned_from date;

comment on column app.role_members.held_from is
  'The first day the person held the role; null for holdings older than these dates (since the process''s scheduledFrom).';
comment on column app.process_roles.assigned_from is
  'The first day the role was assigned the process; null for assignments older than these dates (since scheduledFrom).';

create table app.role_holdings_ended (
  id bigint generated always as identity primary key,
  org_id bigint not null references app.organizations (id) on delete cascade,
  role_id bigint not null,
  person_id bigint not null,
  held_from date,
  held_until date not null,
  ended_at timestamptz not null default now(),
  foreign key (org_id, role_id) references app.roles (org_id, id) on delete cascade,
  foreign key (org_id, person_id) references app.people (org_id, id) on delete cascade,
  check (held_from is null or held_from <= held_until)
);
comment on table app.role_holdings_ended is
  'Holdings of a role that ended: the person held it from held_from (null: since before dates were kept) to held_until, both days included.';
create index role_holdings_ended_person_idx on app.role_holdings_ended (org_id, person_id);
create index role_holdings_ended_role_idx on app.role_holdings_ended (org_id, role_id);

create table app.process_assignments_ended (
  id bigint generated always as identity primary key,
  org_id bigint not null references app.organizations (id) on delete cascade,
  process_id bigint not null,
  role_id bigint not null,
  assigned_from date,
  assigned_until date not null,
  ended_at timestamptz not null default now(),
  foreign key (org_id, process_id) references app.processes (org_id, id) on delete cascade,
  foreign key (org_id, role_id) references app.roles (org_id, id) on delete cascade,
  check (assigned_from is null or assigned_from <= assigned_until)
);
comment on table app.process_assignments_ended is
  'Assignments of a process to a role that ended: from assigned_from (null: since scheduledFrom) to assigned_until, both days included.';
create index process_assignments_ended_process_idx
  on app.process_assignments_ended (org_id, process_id);
create index process_assignments_ended_role_idx on app.process_assignments_ended (org_id, role_id);

-- The day this transaction's holding and assignment changes take effect. Security definer:
-- it reads the organisation's time zone for whoever changes a holding.
create function app.holding_change_day(p_org_id bigint) returns date
language sql stable security definer set search_path = ''
as $$
  select coalesce(
    nullif(pg_catalog.current_setting('app.holding_change_on', true), '')::date,
    app.org_today(p_org_id))
$$;
comment on function app.holding_change_day(bigint) is
  'The day the holding and assignment changes of this transaction take effect: the day app.set_holding_change_day named, else the organisation''s today.';
grant execute on function app.holding_change_day(bigint) to authenticated, service_role;

-- Names the day for the rest of the transaction (a command given a start or end date).
create function app.set_holding_change_day(p_day date) returns void
language sql volatile set search_path = ''
as $$
  select pg_catalog.set_config('app.holding_change_on', coalesce(p_day::text, ''), true)
$$;
comment on function app.set_holding_change_day(date) is
  'Makes p_day (null: the organisation''s today) the day this transaction''s role holdings and process assignments start or end.';
grant execute on function app.set_holding_change_day(date) to authenticated, service_role;

create function app.date_holding() returns trigger
language plpgsql set search_path = ''
as $$
begin
  new.held_from := coalesce(new.held_from, app.holding_change_day(new.org_id));
  return new;
end
$$;
comment on function app.date_holding() is
  'BEFORE INSERT on app.role_members: a holding starts on the change day unless it names its start.';
create trigger role_members_date before insert on app.role_members
  for each row execute function app.date_holding();

-- An assignment made with its process starts at the process's scheduledFrom: the process's
-- schedule was meant for its roles from the start. Later ones start on the change day.
create function app.date_assignment() returns trigger
language plpgsql set search_path = ''
as $$
begin
  if new.assigned_from is null then
    select case when p.created_at = pg_catalog.now() then p.scheduled_from end
      into new.assigned_from
    from app.processes p where p.org_id = new.org_id and p.id = new.process_id;
    new.assigned_from := coalesce(new.assigned_from, app.holding_change_day(new.org_id));
  end if;
  return new;
end
$$;
comment on function app.date_assignment() is
  'BEFORE INSERT on app.process_roles: an assignment made with its process starts at its scheduledFrom, a later one on the change day, unless it names its start.';
create trigger process_roles_date before insert on app.process_roles
  for each row execute function app.date_assignment();

-- Rows an unfinished import staged are not holdings yet: discarding them ends nothing.
create function app.is_staged_import_row(p_org_id bigint, p_job bigint) returns boolean
language sql stable security definer set search_path = ''
as $$
  select p_job is not null and exists (
    select 1 from app.import_jobs j where j.org_id = p_org_id and j.id = p_job and j.hides_rows)
$$;
comment on function app.is_staged_import_row(bigint, bigint) is
  'Whether a row written by import job p_job is still hidden, staged by an unfinished import (not a holding or assignment yet).';

-- Security definer: the ended tables take no writes from anyone else. A holding whose person
-- or role is being deleted leaves nothing (their rows go with them); one that would end
-- before it started never took effect.
create function app.end_holding() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_until date := app.holding_change_day(old.org_id);
begin
  if (old.held_from is null or old.held_from <= v_until)
     and not app.is_staged_import_row(old.org_id, old.import_job_id)
     and exists (select 1 from app.people p where p.org_id = old.org_id and p.id = old.person_id)
     and exists (select 1 from app.roles r where r.org_id = old.org_id and r.id = old.role_id)
  then
    insert into app.role_holdings_ended (org_id, role_id, person_id, held_from, held_until)
    values (old.org_id, old.role_id, old.person_id, old.held_from, v_until);
  end if;
  return null;
end
$$;
comment on function app.end_holding() is
  'AFTER DELETE on app.role_members: keeps the ended holding, to the end of the change day.';
create trigger role_members_end after delete on app.role_members
  for each row execute function app.end_holding();

create function app.end_assignment() returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  v_until date := app.holding_change_day(old.org_id);
begin
  if (old.assigned_from is null or old.assigned_from <= v_until)
     and not app.is_staged_import_row(old.org_id, old.import_job_id)
     and exists (select 1 from app.processes p where p.org_id = old.org_id and p.id = old.process_id)
     and exists (select 1 from app.roles r where r.org_id = old.org_id and r.id = old.role_id)
  then
    insert into app.process_assignments_ended
      (org_id, process_id, role_id, assigned_from, assigned_until)
    values (old.org_id, old.process_id, old.role_id, old.assigned_from, v_until);
  end if;
  return null;
end
$$;
comment on function app.end_assignment() is
  'AFTER DELETE on app.process_roles: keeps the ended assignment, to the end of the change day.';
create trigger process_roles_end after delete on app.process_roles
  for each row execute function app.end_assignment();

-- Task lists are computed from these too (app.task_source_changes).
create trigger role_holdings_ended_note_insert after insert on app.role_holdings_ended
  referencing new table as new_rows for each statement
  execute function app.note_task_source_insert();
create trigger process_assignments_ended_note_insert after insert on app.process_assignments_ended
  referencing new table as new_rows for each statement
  execute function app.note_task_source_insert();

-- Read as the holdings are: a catalogue manager all of the organisation's, a person their own;
-- an ended assignment by whoever may read the process's current ones. Written by the triggers
-- above only: as for task history, every write policy refuses.
alter table app.role_holdings_ended enable row level security;
alter table app.process_assignments_ended enable row level security;
grant select, insert, update, delete on app.role_holdings_ended, app.process_assignments_ended
  to authenticated, service_role;

create policy role_holdings_ended_insert_nobody on app.role_holdings_ended
  for insert to authenticated with check (org_id = (select app.current_org_id()) and false);
create policy role_holdings_ended_update_nobody on app.role_holdings_ended
  for update to authenticated using (org_id = (select app.current_org_id()))
  with check (org_id = (select app.current_org_id()) and false);
create policy role_holdings_ended_delete_nobody on app.role_holdings_ended
  for delete to authenticated using (org_id = (select app.current_org_id()) and false);
create policy process_assignments_ended_insert_nobody on app.process_assignments_ended
  for insert to authenticated with check (org_id = (select app.current_org_id()) and false);
create policy process_assignments_ended_update_nobody on app.process_assignments_ended
  for update to authenticated using (org_id = (select app.current_org_id()))
  with check (org_id = (select app.current_org_id()) and false);
create policy process_assignments_ended_delete_nobody on app.process_assignments_ended
  for delete to authenticated using (org_id = (select app.current_org_id()) and false);

create policy role_holdings_ended_select_manager_or_self on app.role_holdings_ended
  for select to authenticated
  using (org_id = (select app.current_org_id())
    and ((select app.is_catalogue_manager()) or person_id = (select app.current_person_id())));

create policy process_assignments_ended_select_manager_or_holder
  on app.process_assignments_ended for select to authenticated
  using (org_id = (select app.current_org_id())
    and ((select app.is_catalogue_manager())
      or role_id = any ((select app.current_role_ids())::bigint[])
      or exists (select 1 from app.role_holdings_ended h
        where h.org_id = process_assignments_ended.org_id
          and h.role_id = process_assignments_ended.role_id
          and h.person_id = (select app.current_person_id()))));
