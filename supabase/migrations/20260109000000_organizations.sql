-- Organisations sign up by themselves (docs/organisations.md#creating-an-organisation). One
-- security-definer function creates the organisation, its settings and its first Admin
-- linked to the caller, in the caller's transaction: either all three exist afterwards or
-- nothing. It only ever inserts a new organisation; a taken prefix is refused before
-- anything is written, so it cannot be used to join, or to learn anything about, an
-- existing one beyond what the public login page already says (that the prefix exists).

-- The reserved prefixes: a copy of RESERVED_PREFIXES in
-- _shared/domain/organizations/prefix.ts (its test compares the two), so that the rule
-- holds even for a caller that reaches the function without the API.
create function app.reserved_prefixes()
returns text[]
language sql immutable set search_path = ''
as $$
  select array[
    'admin', 'api', 'app', 'assets', 'auth', 'dashboard', 'demo-admin', 'functions',
    'graphql', 'help', 'login', 'logout', 'mail', 'mailbox', 'new', 'rest', 'root',
    'settings', 'signup', 'static', 'status', 'storage', 'support', 'system', 'tenant',
    'tenant-otref', 'unsubscribe', 'www'
  ]::text[]
$$;
comment on function app.reserved_prefixes() is
  'Prefixes no organisation may take (paths of the app and the stack); the SQL copy of RESERVED_PREFIXES in _shared/domain/organizations/prefix.ts.';

-- Why a prefix cannot be taken: 'format', 'reserved', 'taken', or null when it is free.
create function app.prefix_problem(p_prefix text)
returns text
language sql stable set search_path = ''
as $$
  select case
    when p_prefix is null or p_prefix !~ '^[a-z0-9][a-z0-9-]{1,31}$' then 'format'
    when p_prefix = any (app.reserved_prefixes()) then 'reserved'
    when exists (select 1 from app.organizations o where lower(o.prefix) = lower(p_prefix))
      then 'taken'
  end
$$;
comment on function app.prefix_problem(text) is
  'Why p_prefix cannot be a new organisation''s prefix: format (2–32 of a-z, 0-9, dash), reserved, taken; null when free.';
-- Called only by app.create_organization (as its owner): the public prefix check of the
-- API asks app.tenant_login_options, which anon may already call.
revoke execute on function app.prefix_problem(text) from public;

create function app.create_organization(p_name text, p_prefix text, p_timezone text)
returns table (id bigint, prefix text, organization text)
language plpgsql volatile security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  v_uid uuid := auth.uid();
  v_email text;
  v_name text := pg_catalog.btrim(coalesce(p_name, ''));
  v_problem text;
  v_org bigint;
begin
  if v_uid is null then
    raise exception 'Sign in to create an organisation.' using errcode = '42501';
  end if;
  -- The first Admin is the caller, reached by an email the account has proven it owns.
  select u.email into v_email
  from auth.users u
  where u.id = v_uid and u.email_confirmed_at is not null and u.email is not null;
  if v_email is null then
    raise exception 'Confirm your email address before creating an organisation.'
      using errcode = '42501';
  end if;
  if length(v_name) not between 1 and 200 then
    raise exception 'Organisation name is required (up to 200 characters).'
      using errcode = '22023', column = 'organization';
  end if;
  if p_timezone is null or p_timezone !~ '^GMT[+-](0[0-9]|1[0-4]):(00|15|30|45)$'
     or p_timezone in ('GMT-12:15', 'GMT-12:30', 'GMT-12:45', 'GMT-13:00', 'GMT-13:15',
                       'GMT-13:30', 'GMT-13:45', 'GMT-14:00', 'GMT-14:15', 'GMT-14:30',
                       'GMT-14:45', 'GMT+14:15', 'GMT+14:30', 'GMT+14:45') then
    raise exception 'Time zone must be written like GMT+05:30, from GMT-12:00 to GMT+14:00.'
      using errcode = '22023', column = 'timezone';
  end if;
  -- Two sign-ups of one prefix at once: the second waits here, then sees it taken.
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended('app.organizations.prefix:' || lower(coalesce(p_prefix, '')), 0));
  v_problem := app.prefix_problem(p_prefix);
  if v_problem is not null then
    raise exception '%', case v_problem
        when 'format' then 'Prefix must be 2–32 lower-case letters, digits or dashes, starting with a letter or digit.'
        when 'reserved' then 'This prefix is reserved; choose another.'
        else 'An organisation with this prefix already exists.' end
      using errcode = '22023', column = 'prefix';
  end if;

  insert into app.organizations (prefix, name) values (p_prefix, v_name) returning app.organizations.id into v_org;
  insert into app.settings (org_id, timezone) values (v_org, p_timezone);
  insert into app.people (org_id, people_handle, name, email, user_type, is_auth_enabled, auth_user_id)
  values (v_org, 'admin', v_email, v_email, 'Admin', true, v_uid);
  return query select v_org, p_prefix, v_name;
end
$$;
comment on function app.create_organization(text, text, text) is
  'Creates a new organisation (name, prefix, GMT±hh:mm time zone), its settings and its first Admin person linked to auth.uid() with the account''s confirmed email; refuses a taken, reserved or malformed prefix (22023, column prefix) and an unconfirmed account (42501) before writing anything. Never touches an existing organisation.';
revoke execute on function app.create_organization(text, text, text) from public;
grant execute on function app.create_organization(text, text, text) to authenticated;

-- Organisation sign-ups counted per identity and per client address (the API's rate
-- limit, like local_auth.sign_in_attempts for passwords), in the database so that every
-- process of the stack counts the same ones. Only the function below touches it: it
-- lives outside schema app, whose tables are all tenant tables, and no role but its
-- owner has any privilege on the schema.
create schema if not exists app_private;
revoke all on schema app_private from public;
create table app_private.organization_signup_attempts (
  id bigint generated always as identity primary key,
  auth_user_id uuid not null,
  address text not null,
  attempted_at timestamptz not null default pg_catalog.now()
);
create index organization_signup_attempts_user_idx
  on app_private.organization_signup_attempts (auth_user_id, attempted_at);
create index organization_signup_attempts_address_idx
  on app_private.organization_signup_attempts (address, attempted_at);
-- No policy: nobody but the owner (the function below) reads or writes it.
alter table app_private.organization_signup_attempts enable row level security;
comment on table app_private.organization_signup_attempts is
  'Organisation sign-up attempts of the last window, per identity and address (rate limit); written only by app.admit_organization_signup.';

-- Returns 0 and records the attempt when the caller may try again, else the seconds to
-- wait. Attempts of one identity (and one address) are serialised by advisory locks held
-- to the end of the transaction, so concurrent attempts cannot all slip under the limit.
create function app.admit_organization_signup(
  p_address text, p_per_identity int, p_per_address int, p_window_seconds int)
returns int
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_now timestamptz := pg_catalog.clock_timestamp();
  v_since timestamptz := v_now - pg_catalog.make_interval(secs => p_window_seconds);
  v_user_nth timestamptz;
  v_address_nth timestamptz;
  v_wait int := 0;
begin
  if v_uid is null then
    raise exception 'Sign in to create an organisation.' using errcode = '42501';
  end if;
  perform pg_catalog.pg_advisory_xact_lock(7401, pg_catalog.hashtext(v_uid::text));
  perform pg_catalog.pg_advisory_xact_lock(7402, pg_catalog.hashtext(p_address));
  -- The limit-th newest attempt inside the window: when it leaves the window, one more is allowed.
  select a.attempted_at into v_user_nth from app_private.organization_signup_attempts a
   where a.auth_user_id = v_uid and a.attempted_at > v_since
   order by a.attempted_at desc offset greatest(p_per_identity - 1, 0) limit 1;
  select a.attempted_at into v_address_nth from app_private.organization_signup_attempts a
   where a.address = p_address and a.attempted_at > v_since
   order by a.attempted_at desc offset greatest(p_per_address - 1, 0) limit 1;
  if v_user_nth is not null or v_address_nth is not null then
    v_wait := greatest(
      coalesce(ceil(extract(epoch from v_user_nth - v_since)), 0),
      coalesce(ceil(extract(epoch from v_address_nth - v_since)), 0),
      1)::int;
    return v_wait;
  end if;
  insert into app_private.organization_signup_attempts (auth_user_id, address, attempted_at)
  values (v_uid, p_address, v_now);
  delete from app_private.organization_signup_attempts a
   where (a.auth_user_id = v_uid or a.address = p_address) and a.attempted_at <= v_since;
  return 0;
end
$$;
comment on function app.admit_organization_signup(text, int, int, int) is
  'Rate limit of organisation sign-ups: 0 and the attempt recorded when auth.uid() and p_address are both under their limits within p_window_seconds, else the seconds to wait.';
revoke execute on function app.admit_organization_signup(text, int, int, int) from public;
grant execute on function app.admit_organization_signup(text, int, int, int) to authenticated;
