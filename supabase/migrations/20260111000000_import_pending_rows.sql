-- Pending rows of a processes or people import (docs/csv.md#import): the new processes
-- (people) are written in chunks, each a short transaction, and shown all at once by one
-- row update.
--
-- Why: applying 10,000 new processes with their labels, roles and documents in one
-- transaction takes about 8 s on the embedded database, which runs one transaction at a
-- time, so every other request waited that long (10,000 people with their roles: 1.4 s). Instead the import writes the rows it
-- creates in chunks of a few hundred, each row marked with its job; such a row stays
-- hidden from every reader while its job "hides rows". The final apply transaction turns
-- that flag off (and applies the changes to existing rows), so the import still appears
-- all together or not at all. A cancelled, failed or cut-off import deletes its rows
-- (app.discard_import_rows); until then they stay hidden.
--
-- The marks stay on the rows after the import is shown (the job is then DONE and hides
-- nothing): they record which import created a row and cost nothing to keep.

alter table app.import_jobs add column hides_rows boolean not null default false;
-- Read by every catalogue query (app.hidden_import_jobs): only the few hiding jobs.
create index import_jobs_hiding_idx on app.import_jobs (org_id) where hides_rows;

alter table app.processes add column import_job_id bigint;
alter table app.labels add column import_job_id bigint;
alter table app.process_labels add column import_job_id bigint;
alter table app.process_roles add column import_job_id bigint;
alter table app.process_docs add column import_job_id bigint;
alter table app.people add column import_job_id bigint;
alter table app.role_members add column import_job_id bigint;
-- discard_import_rows finds a job's rows (processes and people cascade to their links and
-- documents).
create index processes_import_job_idx on app.processes (import_job_id) where import_job_id is not null;
create index labels_import_job_idx on app.labels (import_job_id) where import_job_id is not null;
create index people_import_job_idx on app.people (import_job_id) where import_job_id is not null;

-- The jobs of the caller's organisation whose rows are hidden, but not the one this
-- transaction writes for (app.import_job, set by the import's own writes: it reads back
-- the labels and processes it created, and RETURNING needs them visible).
create function app.hidden_import_jobs()
returns bigint[]
language sql stable security definer set search_path = ''
as $$
  select coalesce(pg_catalog.array_agg(j.id), '{}'::bigint[])
  from app.import_jobs j
  where j.org_id = (select app.current_org_id()) and j.hides_rows
    and (j.id is distinct from nullif(pg_catalog.current_setting('app.import_job', true), '')::bigint
         or not (select app.is_catalogue_manager()))
$$;
comment on function app.hidden_import_jobs() is
  'Ids of the imports of the caller''s organisation whose rows are not shown yet (or any more): written in chunks, not yet applied, or cancelled and not yet deleted.';
revoke execute on function app.hidden_import_jobs() from public;
grant execute on function app.hidden_import_jobs() to authenticated;

-- Each table's one select policy gains the condition, kept as it is
-- otherwise (read from the catalog, so this migration does not restate five policies).
-- A select policy also limits what an update or delete may touch. Security-definer
-- readers of these tables (app.processes_matching_text, app.current_process_ids,
-- app.current_role_ids) answer ids that are then read through these policies; those that
-- act on people themselves skip hidden people (below).
do $$
declare
  t text;
  p record;
begin
  foreach t in array array['processes', 'labels', 'process_labels', 'process_roles', 'process_docs',
                           'people', 'role_members'] loop
    select policyname, qual into strict p from pg_catalog.pg_policies
    where schemaname = 'app' and tablename = t and cmd = 'SELECT';
    execute format(
      'alter policy %I on app.%I using ((%s) and (import_job_id is null
         or import_job_id <> all ((select app.hidden_import_jobs())::bigint[])))',
      p.policyname, t, p.qual);
  end loop;
end
$$;

-- Shows the job's rows (the apply transaction, which also finishes the job). The task
-- lists and the matrix notice the change as for any write to these tables.
create function app.reveal_import_rows(job bigint)
returns void
language plpgsql security definer set search_path = ''
as $$
declare
  org bigint;
begin
  update app.import_jobs j set hides_rows = false
  where j.id = job and j.org_id = (select app.current_org_id())
    and (select app.is_catalogue_manager())
  returning j.org_id into org;
  if org is not null then
    perform app.note_task_source_orgs(array[org]);
  end if;
end
$$;
comment on function app.reveal_import_rows(bigint) is
  'Shows the rows an import of the caller''s organisation wrote while it ran (see app.hidden_import_jobs).';
revoke execute on function app.reveal_import_rows(bigint) from public;
grant execute on function app.reveal_import_rows(bigint) to authenticated;

-- Deletes the rows of an import that will not be shown (cancelled, failed, cut off):
-- its processes (their links and documents go with them), labels and people (their roles
-- go with them), and stops hiding.
-- Not granted: the stack's own connection calls it at start for cut-off imports;
-- requests call app.discard_import_rows.
create function app.discard_import_rows_of(org bigint, job bigint)
returns void
language sql security definer set search_path = ''
as $$
  delete from app.processes p where p.org_id = org and p.import_job_id = job;
  delete from app.labels l where l.org_id = org and l.import_job_id = job;
  delete from app.people p where p.org_id = org and p.import_job_id = job;
  update app.import_jobs j set hides_rows = false where j.org_id = org and j.id = job;
$$;
comment on function app.discard_import_rows_of(bigint, bigint) is
  'Deletes the rows an unfinished import of the organisation wrote and stops hiding them; for the stack''s own connection (cut-off imports at start).';
revoke execute on function app.discard_import_rows_of(bigint, bigint) from public;

-- The same for a manager of the job's organisation (the import itself, the reaper).
create function app.discard_import_rows(job bigint)
returns void
language sql security definer set search_path = ''
as $$
  select app.discard_import_rows_of(j.org_id, j.id) from app.import_jobs j
  where j.id = job and j.org_id = (select app.current_org_id())
    and (select app.is_catalogue_manager())
$$;
comment on function app.discard_import_rows(bigint) is
  'Deletes the rows an unfinished import of the caller''s organisation wrote and stops hiding them (see app.hidden_import_jobs).';
revoke execute on function app.discard_import_rows(bigint) from public;
grant execute on function app.discard_import_rows(bigint) to authenticated;

-- ---------------------------------------------------------------------------
-- Hidden people are nobody yet
-- ---------------------------------------------------------------------------
-- Three security-definer functions act on people outside row-level security: the first
-- sign-in's link by email, the last-enabled-Admin rule, and the reminder queue. A hidden
-- person of an import must not be linked to an account, count as the organisation's
-- Admin, or get reminders before the import is applied. Each is restated from its latest
-- migration with that one condition (marked "hidden").

create function app.import_row_shown(job bigint)
returns boolean
language sql stable security definer set search_path = ''
as $$
  select job is null or not exists (select 1 from app.import_jobs j where j.id = job and j.hides_rows)
$$;
comment on function app.import_row_shown(bigint) is
  'False for a row written by an import that hides its rows (see app.hidden_import_jobs); for security-definer readers, which bypass the select policies.';
revoke execute on function app.import_row_shown(bigint) from public;

create or replace function app.link_person_to_auth_user()
returns bigint
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_email text := nullif(pg_catalog.btrim(auth.jwt() ->> 'email'), '');
  v_org bigint;
  v_person bigint;
begin
  if v_uid is null then
    return null;
  end if;
  select o.id into v_org
  from app.organizations o
  where lower(o.prefix) = lower(nullif(pg_catalog.current_setting('app.tenant', true), ''));
  if v_org is null then
    return null;
  end if;

  if v_email is not null and exists (
    select 1 from auth.users u
    where u.id = v_uid
      and u.email_confirmed_at is not null
      and lower(u.email) = lower(v_email)
  ) then
    update app.people p
    set auth_user_id = v_uid
    where p.org_id = v_org
      and lower(p.email) = lower(v_email)
      and p.auth_user_id is null
      and p.is_auth_enabled
      and app.import_row_shown(p.import_job_id) -- hidden
      -- The same account cannot hold two people of one organisation.
      and not exists (select 1 from app.people q where q.org_id = v_org and q.auth_user_id = v_uid);
  end if;

  -- Read back rather than use RETURNING: a concurrent first sign-in may have linked it.
  -- An account already linked keeps working whatever its confirmation state.
  select p.id into v_person
  from app.people p
  where p.org_id = v_org and p.auth_user_id = v_uid and p.is_auth_enabled;
  return v_person;
end
$$;

create or replace function app.keep_an_enabled_admin()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  perform app.lock_org_admins(old.org_id);
  if not exists (select 1 from app.organizations o where o.id = old.org_id) then
    return null;
  end if;
  -- A new statement, hence (read committed) a new snapshot: it sees what a concurrent
  -- demotion committed while this transaction waited for the lock.
  if not exists (select 1 from app.people p
                 where p.org_id = old.org_id and p.user_type = 'Admin' and p.is_auth_enabled
                   and app.import_row_shown(p.import_job_id)) then -- hidden
    raise exception 'The organisation needs at least one admin who can sign in.'
      using errcode = '23514', constraint = 'people_keep_an_admin';
  end if;
  return null;
end
$$;

create or replace function app.enqueue_reminder_period(
  p_org_id bigint, p_channel text, p_period text, p_now timestamptz)
returns integer
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_run bigint;
  v_rows integer;
begin
  insert into app.reminder_runs (org_id, channel, period, started_at)
  values (p_org_id, p_channel, p_period, p_now)
  on conflict (org_id, channel, period) do nothing;
  select r.id into v_run from app.reminder_runs r
  where r.org_id = p_org_id and r.channel = p_channel and r.period = p_period;

  -- Email: people who receive weekly reminders and have an address. SMS: people with a
  -- mobile number. Whether there is anything to say is decided when it is sent: nothing
  -- → skipped, no message.
  insert into app.reminder_outbox (org_id, run_id, person_id, channel, period, next_attempt_at)
  select p.org_id, v_run, p.id, p_channel, p_period, p_now
  from app.people p
  where p.org_id = p_org_id
    and p.is_auth_enabled
    and app.import_row_shown(p.import_job_id) -- hidden
    and case p_channel
          when 'email' then p.receive_weekly_reminders and p.email is not null
          else p.mobile is not null
        end
  on conflict (org_id, person_id, channel, period) do nothing;
  get diagnostics v_rows = row_count;

  if v_rows > 0 then
    update app.reminder_runs r set enqueued = r.enqueued + v_rows, finished_at = null
    where r.id = v_run;
  end if;
  return v_rows;
end
$$;

-- The Admin-rights guard (20260104000200_admin_rules.sql), restated to ask who the
-- caller is only for a row that makes, unmakes or changes an Admin: it asked for every
-- row, and an import writes thousands of people in one statement (on the embedded
-- database that look-up came to about 1 ms a row once an organisation had a few thousand
-- people). The rules are unchanged.
create or replace function app.guard_admin_rights()
returns trigger
language plpgsql set search_path = ''
as $$
begin
  if current_user <> 'authenticated' then
    return coalesce(new, old);
  end if;
  if tg_op = 'INSERT' then
    if new.user_type = 'Admin' and app.current_user_type() is distinct from 'Admin' then
      raise exception 'Only an admin can make someone an admin.' using errcode = '42501';
    end if;
    return new;
  end if;
  if tg_op = 'DELETE' then
    if old.user_type = 'Admin' and app.current_user_type() is distinct from 'Admin' then
      raise exception 'Only an admin can remove an admin.' using errcode = '42501';
    end if;
    return old;
  end if;
  if old.user_type <> 'Admin' and new.user_type = 'Admin'
     and app.current_user_type() is distinct from 'Admin' then
    raise exception 'Only an admin can make someone an admin.' using errcode = '42501';
  end if;
  if old.user_type = 'Admin' and (
       new.user_type is distinct from old.user_type
       or new.is_auth_enabled is distinct from old.is_auth_enabled
       or lower(new.email) is distinct from lower(old.email)
       or new.auth_user_id is distinct from old.auth_user_id)
     and app.current_user_type() is distinct from 'Admin' then
    raise exception 'Only an admin can change an admin''s type, sign-in or email.' using errcode = '42501';
  end if;
  return new;
end
$$;

-- Fresh planner statistics for the people tables, while a people import writes them: the
-- embedded database has no autovacuum, and every statement looks up its caller among the
-- organisation's people (app.current_member) with a plan made for the table as it was;
-- each chunk of 500 new people took longer than the one before. On PostgreSQL this only
-- does early what autovacuum would do soon after.
create function app.refresh_people_statistics()
returns void
language plpgsql security definer set search_path = ''
as $$
begin
  if (select app.is_catalogue_manager()) then
    analyze app.people, app.role_members;
  end if;
end
$$;
comment on function app.refresh_people_statistics() is
  'Analyzes app.people and app.role_members (for a manager of the caller''s organisation, during a people import): the embedded database has no autovacuum.';
revoke execute on function app.refresh_people_statistics() from public;
grant execute on function app.refresh_people_statistics() to authenticated;
