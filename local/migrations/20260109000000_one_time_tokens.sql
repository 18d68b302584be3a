-- One-time links of the local auth server: sign-up confirmation, invitation
-- and password reset. On Supabase, Supabase Auth keeps its own; these exist only where the
-- local stack runs (local/auth/one-time-tokens.ts issues and consumes them).
--
-- A link carries a random token of 256 bits; only its SHA-256 is stored, so the table
-- does not hand out usable links. Each token is bound to the email it was sent to, works
-- once (consuming deletes the row) and expires. One live link per account and purpose:
-- issuing another replaces the row, which revokes the previous link.

-- Supabase's auth.users has it: when the account was last invited.
alter table auth.users add column if not exists invited_at timestamptz;

create table if not exists local_auth.one_time_tokens (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  token_type text not null check (token_type in ('signup', 'invite', 'recovery')),
  token_hash text not null unique check (token_hash ~ '^[0-9a-f]{64}$'),
  email text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  unique (user_id, token_type)
);
comment on table local_auth.one_time_tokens is
  'Single-use emailed links (signup, invite, recovery): SHA-256 of the token, the email it is bound to, its expiry; one per account and purpose.';

-- Nobody but the auth server (the database owner) reads or writes them.
revoke all on local_auth.one_time_tokens from public;
do $$
begin
  if exists (select 1 from pg_roles where rolname = 'anon') then
    revoke all on local_auth.one_time_tokens from anon;
  end if;
  if exists (select 1 from pg_roles where rolname = 'authenticated') then
    revoke all on local_auth.one_time_tokens from authenticated;
  end if;
end
$$;

-- An invitation sent from the app (GraphQL invitePerson, supabase/functions/_shared/
-- commands/people/invite-person.ts). The request runs as `authenticated` with the caller's
-- claims, which may not touch auth tables; this function checks what the command checked
-- (an Admin or Manager of the tenant, a person of it with an email who may sign in) and
-- writes the account (created unconfirmed, without a password, as GoTrue's invite does)
-- and the token. An account that already signs in with a password is not invited again:
-- "Forgot password" is its way back.
create or replace function app.issue_invitation(
  p_person_id bigint,
  p_token_hash text,
  p_expires_at timestamptz
)
returns table (email text, user_id uuid)
language plpgsql volatile security definer set search_path = ''
as $$
#variable_conflict use_column
declare
  v_member record;
  v_email text;
  v_user auth.users%rowtype;
begin
  select m.org_id, m.user_type into v_member from app.current_member() m;
  if v_member.org_id is null or v_member.user_type not in ('Admin', 'Manager') then
    raise exception 'not allowed to invite' using errcode = '42501';
  end if;
  select lower(pg_catalog.btrim(p.email)) into v_email
    from app.people p
   where p.org_id = v_member.org_id and p.id = p_person_id
     and p.is_auth_enabled and nullif(pg_catalog.btrim(p.email), '') is not null;
  if v_email is null then
    raise exception 'person cannot be invited' using errcode = 'P0002';
  end if;

  select * into v_user from auth.users u where lower(u.email) = v_email for update;
  if found and v_user.email_confirmed_at is not null
     and coalesce(v_user.encrypted_password, '') <> '' then
    raise exception 'already registered' using errcode = '23505';
  end if;
  if not found then
    insert into auth.users (instance_id, id, aud, role, email, invited_at,
       raw_app_meta_data, raw_user_meta_data, created_at, updated_at, is_anonymous)
    values ('00000000-0000-0000-0000-000000000000', gen_random_uuid(), 'authenticated',
       'authenticated', v_email, now(),
       '{"provider":"email","providers":["email"]}'::jsonb, '{}'::jsonb, now(), now(), false)
    returning * into v_user;
  else
    update auth.users set invited_at = now(), updated_at = now() where id = v_user.id;
  end if;

  insert into local_auth.one_time_tokens (user_id, token_type, token_hash, email, expires_at)
  values (v_user.id, 'invite', p_token_hash, v_email, p_expires_at)
  on conflict (user_id, token_type) do update
     set token_hash = excluded.token_hash, email = excluded.email,
         created_at = now(), expires_at = excluded.expires_at;
  return query select v_email, v_user.id;
end
$$;
comment on function app.issue_invitation(bigint, text, timestamptz) is
  'Local stack only: an Admin or Manager of tenant app.tenant invites person p_person_id (enabled for sign-in, with an email): creates the unconfirmed account when absent and stores the link''s SHA-256, replacing (revoking) any earlier invitation; refuses an account that already signs in with a password.';
revoke execute on function app.issue_invitation(bigint, text, timestamptz) from public;
grant execute on function app.issue_invitation(bigint, text, timestamptz) to authenticated;
