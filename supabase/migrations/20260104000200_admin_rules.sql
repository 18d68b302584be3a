-- Who makes an Admin (docs/security.md#abilities), in the database so that no path around
-- the API bypasses it:
--   1. Only an Admin makes or unmakes an Admin. A request of a Manager (or anyone but
--      an Admin) may not insert an Admin, give or take the Admin type, turn an Admin's
--      sign-in on or off, move an Admin's email or sign-in account, or delete an
--      Admin. Managers keep managing Users and Managers.
--   2. An organisation never loses its last enabled Admin. A deferred constraint
--      trigger re-checks at commit, under a per-organisation lock, so two concurrent
--      demotions (each seeing the other admin still there) cannot both commit.

-- The one lock every change that may take an enabled admin away holds until its
-- transaction ends: the API takes it before counting admins, the commit-time re-check
-- below takes it too. A transaction-level advisory lock needs no table privilege, and
-- its key is namespaced like the role-tree lock (app.roles.tree:<org>).
create function app.lock_org_admins(p_org_id bigint)
returns void
language sql volatile set search_path = ''
as $$
  select pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended('app.people.admins:' || p_org_id::text, 0))
$$;
comment on function app.lock_org_admins(bigint) is
  'Takes the transaction-level lock that serialises changes taking an enabled admin away in organisation p_org_id (count and write under one lock).';

-- SECURITY INVOKER on purpose, like app.guard_person_update: current_user must be the
-- role that ran the statement. Requests run as `authenticated`; service paths
-- (postgres, service_role, security definer functions such as first sign-in linking)
-- are not narrowed. The messages are the API's (domain/people/admin-rights.ts).
create function app.guard_admin_rights()
returns trigger
language plpgsql set search_path = ''
as $$
begin
  if current_user <> 'authenticated' or app.current_user_type() = 'Admin' then
    return coalesce(new, old);
  end if;
  if tg_op = 'INSERT' then
    if new.user_type = 'Admin' then
      raise exception 'Only an admin can make someone an admin.' using errcode = '42501';
    end if;
    return new;
  end if;
  if tg_op = 'DELETE' then
    if old.user_type = 'Admin' then
      raise exception 'Only an admin can remove an admin.' using errcode = '42501';
    end if;
    return old;
  end if;
  if old.user_type <> 'Admin' and new.user_type = 'Admin' then
    raise exception 'Only an admin can make someone an admin.' using errcode = '42501';
  end if;
  if old.user_type = 'Admin' and (
       new.user_type is distinct from old.user_type
       or new.is_auth_enabled is distinct from old.is_auth_enabled
       or lower(new.email) is distinct from lower(old.email)
       or new.auth_user_id is distinct from old.auth_user_id) then
    raise exception 'Only an admin can change an admin''s type, sign-in or email.' using errcode = '42501';
  end if;
  return new;
end
$$;
comment on function app.guard_admin_rights() is
  'BEFORE INSERT/UPDATE/DELETE on app.people: only an Admin request makes, unmakes, disables, relinks or removes an Admin; service paths are not narrowed.';

-- Triggers fire in name order: this one follows people_guard_update, so a User-type
-- member still hears that narrower refusal first.
create trigger people_guard_who_makes_admins before insert or update or delete on app.people
  for each row execute function app.guard_admin_rights();

-- Security definer: counts every person of the organisation whatever the caller's RLS.
-- Fires only for rows that were enabled admins; an organisation being deleted (its
-- people go by cascade) has nothing left to protect.
create function app.keep_an_enabled_admin()
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
                 where p.org_id = old.org_id and p.user_type = 'Admin' and p.is_auth_enabled) then
    raise exception 'The organisation needs at least one admin who can sign in.'
      using errcode = '23514', constraint = 'people_keep_an_admin';
  end if;
  return null;
end
$$;
comment on function app.keep_an_enabled_admin() is
  'Deferred AFTER UPDATE/DELETE on app.people of an enabled admin: at commit, under app.lock_org_admins, refuses to leave an existing organisation without an enabled Admin.';

create constraint trigger people_keep_an_admin after update or delete on app.people
  deferrable initially deferred
  for each row
  when (old.user_type = 'Admin' and old.is_auth_enabled)
  execute function app.keep_an_enabled_admin();

revoke execute on function app.lock_org_admins(bigint), app.guard_admin_rights(),
  app.keep_an_enabled_admin() from public;
grant execute on function app.lock_org_admins(bigint) to authenticated, service_role;
