-- Two-factor sign-in (TOTP) and the organisation's rule that Admins and Managers use it.
--
-- The factor tables are Supabase Auth's own (auth.mfa_factors, auth.mfa_challenges,
-- auth.mfa_amr_claims, and the aal/factor_id columns of auth.sessions), created only where
-- absent in the auth service's shape: on Supabase they already exist and the auth service
-- owns them; locally the stack's auth (local/auth/mfa) writes them the same way. The API
-- reads them only through the narrow security-definer functions below.

do $$
begin
  if to_regtype('auth.factor_type') is null then
    create type auth.factor_type as enum ('totp', 'webauthn', 'phone');
  end if;
  if to_regtype('auth.factor_status') is null then
    create type auth.factor_status as enum ('unverified', 'verified');
  end if;
  if to_regtype('auth.aal_level') is null then
    create type auth.aal_level as enum ('aal1', 'aal2', 'aal3');
  end if;

  if to_regclass('auth.mfa_factors') is null then
    create table auth.mfa_factors (
      id uuid not null primary key,
      user_id uuid not null references auth.users (id) on delete cascade,
      friendly_name text,
      factor_type auth.factor_type not null,
      status auth.factor_status not null,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      secret text,
      phone text unique default null,
      last_challenged_at timestamptz unique default null
    );
    create unique index mfa_factors_user_friendly_name_unique
      on auth.mfa_factors (friendly_name, user_id) where trim(friendly_name) <> '';
    create index mfa_factors_user_id_idx on auth.mfa_factors (user_id);
    revoke all on auth.mfa_factors from public, anon, authenticated;
  end if;

  if to_regclass('auth.mfa_challenges') is null then
    create table auth.mfa_challenges (
      id uuid not null primary key,
      factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
      created_at timestamptz not null,
      verified_at timestamptz,
      ip_address inet not null,
      otp_code text
    );
    create index mfa_challenge_created_at_idx on auth.mfa_challenges (created_at desc);
    create index mfa_challenges_factor_id_idx on auth.mfa_challenges (factor_id);
    revoke all on auth.mfa_challenges from public, anon, authenticated;
  end if;

  if to_regclass('auth.mfa_amr_claims') is null then
    create table auth.mfa_amr_claims (
      id uuid not null primary key,
      session_id uuid not null references auth.sessions (id) on delete cascade,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      authentication_method text not null,
      constraint mfa_amr_claims_session_id_authentication_method_pkey
        unique (session_id, authentication_method)
    );
    revoke all on auth.mfa_amr_claims from public, anon, authenticated;
  end if;
end
$$;

-- Supabase's sessions carry the level they reached and the factor that raised it. Added
-- only where missing: on Supabase the columns exist and the auth service owns the table
-- (ALTER TABLE checks ownership before IF NOT EXISTS).
do $$
begin
  if not exists (select 1 from pg_catalog.pg_attribute
                 where attrelid = 'auth.sessions'::regclass and attname = 'factor_id'
                   and not attisdropped) then
    alter table auth.sessions add column factor_id uuid;
  end if;
  if not exists (select 1 from pg_catalog.pg_attribute
                 where attrelid = 'auth.sessions'::regclass and attname = 'aal'
                   and not attisdropped) then
    alter table auth.sessions add column aal auth.aal_level;
  end if;
end
$$;

-- The organisation's rule. Off by default; only an Admin turns it on or off.
alter table app.settings add column is_two_factor_required boolean not null default false;
comment on column app.settings.is_two_factor_required is
  'Admins and Managers must sign in with a second factor (session aal2) before the API accepts their writes.';

-- Which of these people have a verified second factor: for the people screens of
-- Admins and Managers of the caller's organisation; nobody else learns anything.
create function app.people_with_two_factor(p_person_ids bigint[])
returns setof bigint
language sql stable security definer set search_path = ''
as $$
  select p.id
  from app.people p
  where p.id = any (p_person_ids)
    and p.org_id = app.current_org_id()
    and app.current_user_type() in ('Admin', 'Manager')
    and exists (select 1 from auth.mfa_factors f
                where f.user_id = p.auth_user_id and f.status = 'verified')
$$;
comment on function app.people_with_two_factor(bigint[]) is
  'Ids among p_person_ids of people of the caller''s organisation whose account has a verified second factor; empty unless the caller is an Admin or Manager there.';

-- An Admin removes another person's second factors (a lost phone). Only a person of the
-- caller's own organisation; their sessions that a factor raised to aal2 drop to aal1,
-- as Supabase Auth does when a factor goes. Returns how many factors went, or null when
-- the person is not one the caller may touch (unknown, another organisation's, or the
-- caller is no Admin).
create function app.remove_person_two_factor(p_person_id bigint)
returns integer
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_user uuid;
  v_removed integer;
begin
  if app.current_user_type() is distinct from 'Admin' then
    return null;
  end if;
  select p.auth_user_id into v_user
  from app.people p
  where p.id = p_person_id and p.org_id = app.current_org_id();
  if not found then
    return null;
  end if;
  if v_user is null then
    return 0;
  end if;
  update auth.sessions set aal = 'aal1', factor_id = null
  where user_id = v_user and factor_id in (select id from auth.mfa_factors where user_id = v_user);
  delete from auth.mfa_amr_claims c
  using auth.sessions s
  where c.session_id = s.id and s.user_id = v_user
    and c.authentication_method in ('totp', 'mfa/phone', 'mfa/webauthn');
  delete from auth.mfa_factors where user_id = v_user;
  get diagnostics v_removed = row_count;
  return v_removed;
end
$$;
comment on function app.remove_person_two_factor(bigint) is
  'Admin only: removes every second factor of a person of the caller''s organisation and drops their sessions to aal1; null when the caller may not (not an Admin, or not a person of their organisation).';

revoke execute on function app.people_with_two_factor(bigint[]) from public;
revoke execute on function app.remove_person_two_factor(bigint) from public;
grant execute on function app.people_with_two_factor(bigint[]) to authenticated;
grant execute on function app.remove_person_two_factor(bigint) to authenticated;

-- The caller's request reads the organisation's two-factor rule with its sign-in methods,
-- in the one statement that establishes the caller (20260104000300_request_caller.sql),
-- so enforcing the rule costs no round trip. Same function, one more column.
drop function app.request_caller(text, text);

create function app.request_caller(claims text, tenant text)
returns table (
  db_role text,
  session_live boolean,
  org_id bigint,
  person_id bigint,
  user_type text,
  is_email_auth_enabled boolean,
  is_google_auth_enabled boolean,
  is_microsoft_auth_enabled boolean,
  is_two_factor_required boolean
)
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_session text;
begin
  -- Transaction-local, as SET LOCAL: they outlive this function (only search_path, the
  -- function's own SET clause, is restored at its exit) and end with the transaction.
  perform pg_catalog.set_config('request.jwt.claims', claims, true);
  perform pg_catalog.set_config('app.tenant', coalesce(tenant, ''), true);
  db_role := 'authenticated';

  -- The token's session must exist, belong to the token's subject and not be past its
  -- not_after. A token without a (well-formed) session_id has no live session.
  v_session := auth.jwt() ->> 'session_id';
  session_live := false;
  -- Checked apart, before the cast, so a malformed id is "not live", never an error.
  if v_session ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    session_live := exists (
      select 1 from auth.sessions s
      where s.id = v_session::uuid
        and s.user_id = auth.uid()
        and (s.not_after is null or s.not_after > pg_catalog.now())
    );
  end if;
  if not session_live then
    return next;
    return;
  end if;

  select m.org_id, m.person_id, m.user_type into org_id, person_id, user_type
  from app.current_member() m;
  if org_id is null then
    -- First sign-in links the person by confirmed email (20260103000100), then reads again.
    perform app.link_person_to_auth_user();
    select m.org_id, m.person_id, m.user_type into org_id, person_id, user_type
    from app.current_member() m;
  end if;

  if org_id is not null then
    -- An organisation without a settings row has the defaults (settings-store.ts).
    select coalesce(s.is_email_auth_enabled, true),
           coalesce(s.is_google_auth_enabled, false),
           coalesce(s.is_microsoft_auth_enabled, false),
           coalesce(s.is_two_factor_required, false)
      into is_email_auth_enabled, is_google_auth_enabled, is_microsoft_auth_enabled,
           is_two_factor_required
    from (select 1) one
    left join app.settings s on s.org_id = request_caller.org_id;
  end if;
  return next;
end
$$;
comment on function app.request_caller(text, text) is
  'Per API request, in one statement: sets request.jwt.claims and app.tenant (transaction-local), checks the token''s session (auth.sessions row of session_id for sub, not past not_after), resolves the caller''s person in the tenant (linking it on first sign-in) and returns it with the organisation''s sign-in methods, its two-factor rule and the role to assume. Always one row; org_id null when the session is not live or the caller is no enabled member.';

revoke execute on function app.request_caller(text, text) from public;
grant execute on function app.request_caller(text, text) to authenticated, service_role;
