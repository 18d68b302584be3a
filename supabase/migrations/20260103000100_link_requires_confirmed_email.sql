-- First sign-in links a person by email (docs/security.md#sign-up-and-mailed-links). The
-- email must be one the account has proven it owns: otherwise anyone could sign up with a
-- colleague's address, and before confirming it, sign in to the colleague's organisation as
-- the colleague. So app.link_person_to_auth_user() now links only when auth.users has the
-- caller's email confirmed (email_confirmed_at set) and that confirmed email is the token's
-- email (a token minted before an email change carries an address the account may no longer
-- own). Same signature, so grants stay; the comment is restated with the rule.

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
comment on function app.link_person_to_auth_user() is
  'First sign-in: links the enabled, unlinked person of tenant app.tenant whose email equals the token''s email to auth.uid(), only when that email is the account''s confirmed email (auth.users.email_confirmed_at set); returns the caller''s person id in that tenant or null.';

-- create or replace keeps the privileges; restated so this file alone shows who may call it.
revoke execute on function app.link_person_to_auth_user() from public;
grant execute on function app.link_person_to_auth_user() to authenticated, service_role;
