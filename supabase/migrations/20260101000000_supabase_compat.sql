-- What Supabase provides out of the box, created only where absent, so the same
-- migrations run on Supabase, on plain PostgreSQL and on PGlite.

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;

create table if not exists auth.users (
  instance_id uuid,
  id uuid primary key,
  aud varchar(255),
  role varchar(255),
  email varchar(255),
  encrypted_password varchar(255),
  email_confirmed_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb,
  raw_user_meta_data jsonb,
  is_super_admin boolean,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  phone text,
  is_anonymous boolean not null default false
);
create unique index if not exists users_email_key_local on auth.users (lower(email));

-- auth.jwt(), auth.uid() and auth.role() as Supabase defines them; created only when
-- absent because on Supabase they belong to the auth service and must not be replaced.
do $$
begin
  if not exists (select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace
                 where n.nspname = 'auth' and p.proname = 'jwt') then
    execute $f$
      create function auth.jwt() returns jsonb language sql stable as $b$
        select coalesce(nullif(current_setting('request.jwt.claims', true), '')::jsonb, '{}'::jsonb)
      $b$;
      comment on function auth.jwt() is 'Claims of the verified token of the current request.';
    $f$;
  end if;
  if not exists (select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace
                 where n.nspname = 'auth' and p.proname = 'uid') then
    execute $f$
      create function auth.uid() returns uuid language sql stable as $b$
        select nullif(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub', '')::uuid
      $b$;
      comment on function auth.uid() is 'Subject (auth.users.id) of the current request, or null.';
    $f$;
  end if;
  if not exists (select 1 from pg_proc p join pg_namespace n on n.oid = p.pronamespace
                 where n.nspname = 'auth' and p.proname = 'role') then
    execute $f$
      create function auth.role() returns text language sql stable as $b$
        select nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role'
      $b$;
      comment on function auth.role() is 'Role claim of the current request.';
    $f$;
  end if;
end
$$;

grant execute on function auth.jwt(), auth.uid(), auth.role() to anon, authenticated, service_role;
