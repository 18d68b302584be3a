-- SQL hygiene: function privileges by default, no settings delete, the
-- indexes the queries use (and none they do not), scheduled_from in the organisation's
-- time zone, and two casts plpgsql_check (`supabase db lint`) asked for.

-- ---------------------------------------------------------------------------
-- Functions: not executable by PUBLIC unless granted
-- ---------------------------------------------------------------------------
-- PostgreSQL grants EXECUTE on every new function to PUBLIC; each migration so far revoked
-- it by hand. From here on a function created in schema app (by the role that runs the
-- migrations) is executable only by the roles it is granted to, so a forgotten revoke can
-- no longer expose a security-definer helper to anon. Every existing app function already
-- revokes PUBLIC (supabase/tests/00-catalog.test.sql checks them all).
--
-- `alter default privileges in schema app revoke execute on functions from public` alone
-- does nothing: per-schema default privileges only add to the global ones, and PUBLIC's
-- EXECUTE is global ("you cannot revoke privileges per-schema if they are granted
-- globally", ALTER DEFAULT PRIVILEGES). So the global default drops PUBLIC, and the two
-- schemas where PUBLIC functions are expected (public, and extensions, where extensions
-- such as pg_trgm install theirs) get it back; app and any new schema do not. Both apply
-- to functions the migrating role creates from here on; existing ones keep their grants.
alter default privileges revoke execute on functions from public;
alter default privileges in schema public grant execute on functions to public;
-- The extensions schema exists where pg_trgm could be installed (20260102000200).
do $$
begin
  if to_regnamespace('extensions') is not null then
    alter default privileges in schema extensions grant execute on functions to public;
  end if;
end
$$;
-- Stated too, so the intent reads where one looks for it; the global line above is what
-- takes effect.
alter default privileges in schema app revoke execute on functions from public;

-- ---------------------------------------------------------------------------
-- settings: written by upsert, never deleted
-- ---------------------------------------------------------------------------
-- The API saves the settings with insert … on conflict do update (settings-store.ts) and
-- never deletes them; an organisation without a row has the defaults. Nobody signed in
-- deletes the row, as nobody signed in deletes an organisation; service paths (and the
-- cascade from app.organizations) still do.
drop policy settings_delete_manager on app.settings;
revoke delete on app.settings from authenticated;

-- ---------------------------------------------------------------------------
-- Indexes
-- ---------------------------------------------------------------------------
-- Unused: every lookup of a person by account names the organisation too
-- (app.current_member, app.link_person_to_auth_user), which the unique people_auth_user_key
-- (org_id, auth_user_id) serves; nothing looks an account up across organisations.
drop index app.people_auth_user_idx;
-- Unused: people are sorted and matched by lower(name) (the users list, the assignee
-- values); the one query on plain name, the name values for filters (select distinct name
-- … order by 1 limit 1000), is planned as a scan and sort even at 5,000 people in one
-- organisation. (processes_name_idx stays: at processes' scale the same query reads it.)
drop index app.people_name_idx;
-- A role's owned processes: deleting a role sets owner_role_id to null in the processes it
-- owns, and without this index that foreign-key action reads every process of the
-- organisation (through the org_id of processes_org_id_id_key) to find them.
create index processes_owner_role_idx on app.processes (org_id, owner_role_id);
-- init_handle groups the occurrences of one series (an updateFutureTask rule is carried as
-- the init_handle of the later occurrences: docs/task-engine.md#series-and-overrides); the
-- task list and generation read a series' stored rows by it.
create index tasks_init_handle_idx on app.tasks (org_id, init_handle);

-- ---------------------------------------------------------------------------
-- scheduled_from: the organisation's today, not the server's
-- ---------------------------------------------------------------------------
-- The column defaulted to current_date, the server's date in the session's time zone:
-- around midnight UTC a process created without scheduled_from (a seed, an import, a
-- scheduled job, raw SQL) in an organisation at GMT+14:00 or GMT-12:00 got a day that is
-- not "today" where its people are, so its first task could fall a day early or late.
-- "No default" would make every such insert name the day explicitly, which is the caller
-- computing the organisation's today anyway (the API does: orgToday); a column default
-- cannot read the organisation's settings. So: no column default, and a BEFORE INSERT
-- trigger that fills a missing scheduled_from with app.org_today(org_id) — the SQL twin
-- of org-today.ts / todayInOffset, same rule: the calendar day at the organisation's
-- fixed UTC offset (app.settings.timezone, GMT±hh:mm), GMT+00:00 without a settings row.

create function app.org_today(p_org_id bigint, p_at timestamptz default pg_catalog.now())
returns date
language sql stable set search_path = ''
as $$
  select ((p_at at time zone 'UTC')
          + (case when substr(z.tz, 4, 1) = '-' then -1 else 1 end)
            * (substr(z.tz, 5, 2)::int * 60 + substr(z.tz, 8, 2)::int) * interval '1 minute')::date
  from (select coalesce((select s.timezone from app.settings s where s.org_id = p_org_id),
                        'GMT+00:00') as tz) z
$$;
comment on function app.org_today(bigint, timestamptz) is
  'The calendar day of instant p_at (default now) at the UTC offset of organisation p_org_id (app.settings.timezone, GMT+00:00 without a row): the SQL twin of orgToday (org-today.ts). Reads the settings as the caller.';
-- No grant to authenticated: the API computes today itself; service paths may use it.
grant execute on function app.org_today(bigint, timestamptz) to service_role;

-- Security definer: the organisation's settings are read whatever the inserting role may
-- read (a service path, an import). The row's org_id is still checked by the insert
-- policy after this trigger; the trigger only fills a date.
create function app.default_scheduled_from()
returns trigger
language plpgsql security definer set search_path = ''
as $$
begin
  if new.scheduled_from is null then
    new.scheduled_from := app.org_today(new.org_id);
  end if;
  return new;
end
$$;
comment on function app.default_scheduled_from() is
  'BEFORE INSERT on app.processes: a process created without scheduled_from starts on today in its organisation''s time zone (app.org_today).';

alter table app.processes alter column scheduled_from drop default;
create trigger processes_default_scheduled_from before insert on app.processes
  for each row execute function app.default_scheduled_from();

-- ---------------------------------------------------------------------------
-- plpgsql_check: an untyped '{}' returned as bigint[]
-- ---------------------------------------------------------------------------
-- `supabase db lint` warned "target type is different type than source type" (text to
-- bigint[]) on the early return of these two; same bodies with the literal typed. Same
-- signatures, so grants and comments stay.
create or replace function app.current_role_ids()
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
    select pg_catalog.array_agg(rm.role_id order by rm.role_id)
    from app.role_members rm
    where rm.org_id = m.org_id and rm.person_id = m.person_id
  ), '{}'::bigint[]);
end
$$;

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
    select pg_catalog.array_agg(distinct pr.process_id)
    from app.role_members rm
    join app.process_roles pr on pr.org_id = rm.org_id and pr.role_id = rm.role_id
    where rm.org_id = m.org_id and rm.person_id = m.person_id
  ), '{}'::bigint[]);
end
$$;
