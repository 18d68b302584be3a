-- Who is asking: the helpers every policy is written against
-- (docs/security.md#row-level-security), the two entry points used around sign-in, and the
-- triggers that narrow what a User-type member may change. All helpers are security definer
-- with an empty search_path so that they read app.people regardless of the caller's RLS and
-- cannot be hijacked by objects in the caller's schemas.

-- The one place that resolves (auth.uid(), app.tenant) to a person. Every other helper
-- reads it, so the membership rule (linked, enabled, organisation of the requested
-- prefix) is stated once.
create function app.current_member()
returns table (org_id bigint, person_id bigint, user_type text)
language sql stable security definer set search_path = ''
as $$
  select p.org_id, p.id, p.user_type
  from app.organizations o
  join app.people p on p.org_id = o.id
  where lower(o.prefix) = lower(nullif(pg_catalog.current_setting('app.tenant', true), ''))
    and p.auth_user_id = auth.uid()
    and p.is_auth_enabled
  limit 1
$$;
comment on function app.current_member() is
  'The enabled person of the organisation whose prefix is app.tenant linked to auth.uid(): (org_id, person_id, user_type), or no row.';

create function app.current_org_id()
returns bigint
language sql stable security definer set search_path = ''
as $$ select m.org_id from app.current_member() m $$;
comment on function app.current_org_id() is
  'Id of the organisation named by app.tenant, only when auth.uid() is an enabled member of it; else null. Every tenant policy compares org_id with it.';

create function app.current_person_id()
returns bigint
language sql stable security definer set search_path = ''
as $$ select m.person_id from app.current_member() m $$;
comment on function app.current_person_id() is
  'Id of the caller''s app.people row in the organisation of app.tenant (enabled and linked), else null.';

create function app.current_user_type()
returns text
language sql stable security definer set search_path = ''
as $$ select m.user_type from app.current_member() m $$;
comment on function app.current_user_type() is
  'userType of the caller in the organisation of app.tenant: Admin, Manager or User; null when not a member.';

create function app.is_catalogue_manager()
returns boolean
language sql stable security definer set search_path = ''
as $$ select coalesce((select m.user_type in ('Admin', 'Manager') from app.current_member() m), false) $$;
comment on function app.is_catalogue_manager() is
  'True when the caller is an Admin or Manager of the organisation of app.tenant: they may change the catalogue.';

-- First sign-in: the identity provider proved the email, so the person of
-- this tenant with that email, not yet linked and allowed to sign in, becomes the
-- caller's. Returns the caller's person id in the tenant (already or newly linked,
-- enabled), or null when there is none.
create function app.link_person_to_auth_user()
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

  if v_email is not null then
    update app.people p
    set auth_user_id = v_uid
    where p.org_id = v_org
      and lower(p.email) = lower(v_email)
      and p.auth_user_id is null
      and p.is_auth_enabled
      -- The same account cannot hold two people of one organisation.
      and not exists (select 1 from app.people q where q.org_id = v_org and q.auth_user_id = v_uid);
  end if;

  -- Read back rather than use RETURNING: a concurrent first sign-in may have linked it.
  select p.id into v_person
  from app.people p
  where p.org_id = v_org and p.auth_user_id = v_uid and p.is_auth_enabled;
  return v_person;
end
$$;
comment on function app.link_person_to_auth_user() is
  'First sign-in: links the enabled, unlinked person of tenant app.tenant whose email equals the token''s email to auth.uid(); returns the caller''s person id in that tenant or null.';

-- The login page needs these before anyone signs in, hence anon. Unknown prefix: no row.
create function app.tenant_login_options(prefix text)
returns table (
  organization_name text,
  is_email_auth_enabled boolean,
  is_google_auth_enabled boolean,
  is_microsoft_auth_enabled boolean
)
language sql stable security definer set search_path = ''
as $$
  select o.name,
         coalesce(s.is_email_auth_enabled, true),
         coalesce(s.is_google_auth_enabled, false),
         coalesce(s.is_microsoft_auth_enabled, false)
  from app.organizations o
  left join app.settings s on s.org_id = o.id
  where lower(o.prefix) = lower($1)
$$;
comment on function app.tenant_login_options(text) is
  'Public login options of the organisation with this prefix (name and enabled sign-in methods); no row for an unknown prefix. Callable without signing in.';

revoke execute on function app.current_member(), app.current_org_id(), app.current_person_id(),
  app.current_user_type(), app.is_catalogue_manager(), app.link_person_to_auth_user(),
  app.tenant_login_options(text) from public;
grant execute on function app.current_member(), app.current_org_id(), app.current_person_id(),
  app.current_user_type(), app.is_catalogue_manager(), app.link_person_to_auth_user(),
  app.tenant_login_options(text) to authenticated, service_role;
-- anon may resolve a schema-qualified function only with usage on the schema; it has no
-- privilege on any table in it.
grant usage on schema app to anon;
grant execute on function app.tenant_login_options(text) to anon;

-- ---------------------------------------------------------------------------
-- Triggers
-- ---------------------------------------------------------------------------

create function app.set_updated_at()
returns trigger
language plpgsql set search_path = ''
as $$
begin
  new.updated_at := pg_catalog.now();
  return new;
end
$$;
comment on function app.set_updated_at() is 'BEFORE UPDATE trigger: stamps updated_at with the transaction time.';

create trigger settings_set_updated_at before update on app.settings
  for each row execute function app.set_updated_at();
create trigger people_set_updated_at before update on app.people
  for each row execute function app.set_updated_at();
create trigger roles_set_updated_at before update on app.roles
  for each row execute function app.set_updated_at();
create trigger processes_set_updated_at before update on app.processes
  for each row execute function app.set_updated_at();
create trigger tasks_set_updated_at before update on app.tasks
  for each row execute function app.set_updated_at();
create trigger filters_set_updated_at before update on app.filters
  for each row execute function app.set_updated_at();

-- The two guards below are SECURITY INVOKER on purpose: current_user must be the role
-- that ran the UPDATE. Requests run as `authenticated`; the service paths (postgres,
-- service_role) and security definer functions such as link_person_to_auth_user run as
-- another role and are not narrowed. RLS already limits which rows a User-type member
-- reaches; these limit which columns they may change in them.

create function app.guard_task_update()
returns trigger
language plpgsql set search_path = ''
as $$
begin
  if current_user <> 'authenticated' or app.is_catalogue_manager() then
    return new;
  end if;
  if old.person_id is distinct from app.current_person_id() then
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
  'BEFORE UPDATE on app.tasks: a User-type member may change only the status of their own tasks; admins, managers and service paths are not narrowed.';

create trigger tasks_guard_update before update on app.tasks
  for each row execute function app.guard_task_update();

create function app.guard_person_update()
returns trigger
language plpgsql set search_path = ''
as $$
begin
  if current_user <> 'authenticated' or app.is_catalogue_manager() then
    return new;
  end if;
  if old.id is distinct from app.current_person_id() then
    raise exception 'You may only change your own profile.' using errcode = '42501';
  end if;
  if (pg_catalog.to_jsonb(new) - 'name' - 'receive_weekly_reminders' - 'updated_at')
     is distinct from (pg_catalog.to_jsonb(old) - 'name' - 'receive_weekly_reminders' - 'updated_at') then
    raise exception 'You may only change your name and weekly reminder choice.' using errcode = '42501';
  end if;
  return new;
end
$$;
comment on function app.guard_person_update() is
  'BEFORE UPDATE on app.people: a User-type member may change only their own name and receive_weekly_reminders; admins, managers and service paths are not narrowed.';

create trigger people_guard_update before update on app.people
  for each row execute function app.guard_person_update();

revoke execute on function app.set_updated_at(), app.guard_task_update(), app.guard_person_update() from public;
