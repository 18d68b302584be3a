-- Nobody sends mail through an organisation's invitations, and organisation sign-up
-- counts only what it creates.
--
-- 1. Invitation mails are counted in the database (every process of the stack and every
--    edge worker counts the same rows): at most one mail to a person (an address of the
--    organisation) per interval, and at most so many mails per organisation per window.
--    Counted per organisation, so one organisation's refusal says nothing about what
--    another sent. The limits themselves are the API's configuration, passed in.
-- 2. Organisation sign-up: the per-identity and per-address allowance counts the
--    organisations created, not refused attempts (a taken, reserved or malformed prefix
--    writes nothing, so it costs nothing); prefixes with two dashes in a row (the
--    `xn--` of internationalised domain names and every other reserved `??--` form) are
--    refused with their own message.

-- 1. Invitation mails -------------------------------------------------------------------

create table app_private.invitation_mails (
  id bigint generated always as identity primary key,
  org_id bigint not null references app.organizations (id) on delete cascade,
  email text not null,
  sent_at timestamptz not null default pg_catalog.clock_timestamp()
);
create index invitation_mails_org_idx on app_private.invitation_mails (org_id, sent_at);
create index invitation_mails_person_idx on app_private.invitation_mails (org_id, email, sent_at);
-- No policy: nobody but the owner (the function below) reads or writes it.
alter table app_private.invitation_mails enable row level security;
comment on table app_private.invitation_mails is
  'Invitation mails (and sign-in notices) sent in the last window, per organisation and address (rate limit); written only by app.admit_invitation_mail.';

-- Admits one invitation mail to person p_person_id of the caller's organisation, or says
-- how long to wait and which limit refused it. The caller must be an Admin or Manager of
-- the tenant; the address is the person's own, read here, so the counters cannot be fed
-- arbitrary addresses. An advisory lock held to the end of the transaction serialises the
-- organisation's admissions, so two Admins inviting at once cannot both pass a limit of one.
create function app.admit_invitation_mail(
  p_person_id bigint, p_min_interval_seconds int, p_per_organization int, p_window_seconds int)
returns table (wait_seconds int, limited_by text)
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_member record;
  v_email text;
  v_now timestamptz;
  v_last timestamptz;
  v_nth timestamptz;
begin
  select m.org_id, m.user_type into v_member from app.current_member() m;
  if v_member.org_id is null or v_member.user_type not in ('Admin', 'Manager') then
    raise exception 'not allowed to invite' using errcode = '42501';
  end if;
  if coalesce(p_min_interval_seconds, 0) < 1 or coalesce(p_per_organization, 0) < 1
     or coalesce(p_window_seconds, 0) < 1 then
    raise exception 'invitation limits must be positive' using errcode = '22023';
  end if;
  select lower(pg_catalog.btrim(p.email)) into v_email
    from app.people p
   where p.org_id = v_member.org_id and p.id = p_person_id
     and nullif(pg_catalog.btrim(p.email), '') is not null;
  if v_email is null then
    raise exception 'person cannot be invited' using errcode = 'P0002';
  end if;

  perform pg_catalog.pg_advisory_xact_lock(7403, pg_catalog.hashtext(v_member.org_id::text));
  -- Read after the lock: a concurrent admission that held it has committed by now.
  v_now := pg_catalog.clock_timestamp();

  select max(a.sent_at) into v_last from app_private.invitation_mails a
   where a.org_id = v_member.org_id and a.email = v_email
     and a.sent_at > v_now - pg_catalog.make_interval(secs => p_min_interval_seconds);
  if v_last is not null then
    return query select greatest(1, ceil(extract(epoch from
        v_last + pg_catalog.make_interval(secs => p_min_interval_seconds) - v_now)))::int,
      'person'::text;
    return;
  end if;
  -- The limit-th newest mail of the window: when it leaves the window, one more may go.
  select a.sent_at into v_nth from app_private.invitation_mails a
   where a.org_id = v_member.org_id
     and a.sent_at > v_now - pg_catalog.make_interval(secs => p_window_seconds)
   order by a.sent_at desc offset p_per_organization - 1 limit 1;
  if v_nth is not null then
    return query select greatest(1, ceil(extract(epoch from
        v_nth + pg_catalog.make_interval(secs => p_window_seconds) - v_now)))::int,
      'organization'::text;
    return;
  end if;

  insert into app_private.invitation_mails (org_id, email, sent_at)
  values (v_member.org_id, v_email, v_now);
  delete from app_private.invitation_mails a
   where a.org_id = v_member.org_id
     and a.sent_at <= v_now - pg_catalog.make_interval(
       secs => greatest(p_window_seconds, p_min_interval_seconds));
  return query select 0, null::text;
end
$$;
comment on function app.admit_invitation_mail(bigint, int, int, int) is
  'Rate limit of invitation mails: records one to person p_person_id of the caller''s organisation and answers (0, null), or answers the seconds to wait and the limit that refused it (person: one mail per address of the organisation per p_min_interval_seconds; organization: p_per_organization per p_window_seconds). Admins and Managers only.';
revoke execute on function app.admit_invitation_mail(bigint, int, int, int) from public;
grant execute on function app.admit_invitation_mail(bigint, int, int, int) to authenticated;

-- 2. Organisation sign-up ---------------------------------------------------------------

-- Two dashes in a row are refused: `xn--…` is how an internationalised name is written
-- in ASCII (punycode), and every label with dashes in its third and fourth places is
-- reserved for such encodings, so a prefix could otherwise pose as another name.
create or replace function app.prefix_problem(p_prefix text)
returns text
language sql stable set search_path = ''
as $$
  select case
    when p_prefix is null or p_prefix !~ '^[a-z0-9][a-z0-9-]{1,31}$' then 'format'
    when pg_catalog.strpos(p_prefix, '--') > 0 then 'dashes'
    when p_prefix = any (app.reserved_prefixes()) then 'reserved'
    when exists (select 1 from app.organizations o where lower(o.prefix) = lower(p_prefix))
      then 'taken'
  end
$$;
comment on function app.prefix_problem(text) is
  'Why p_prefix cannot be a new organisation''s prefix: format (2–32 of a-z, 0-9, dash), dashes (two in a row, as xn-- of punycode), reserved, taken; null when free.';

create or replace function app.create_organization(p_name text, p_prefix text, p_timezone text)
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
        when 'dashes' then 'Prefix may not contain two dashes in a row (such as xn--, the form of internationalised domain names).'
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

-- The allowance counts organisations created: the check takes the locks and answers the
-- wait without recording anything; app.record_organization_signup records a creation in
-- the same transaction, after it succeeded, while the locks are still held. A refused
-- attempt (rolled back to its savepoint) therefore leaves no trace and costs nothing.
create or replace function app.admit_organization_signup(
  p_address text, p_per_identity int, p_per_address int, p_window_seconds int)
returns int
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
  v_now timestamptz;
  v_since timestamptz;
  v_user_nth timestamptz;
  v_address_nth timestamptz;
begin
  if v_uid is null then
    raise exception 'Sign in to create an organisation.' using errcode = '42501';
  end if;
  perform pg_catalog.pg_advisory_xact_lock(7401, pg_catalog.hashtext(v_uid::text));
  perform pg_catalog.pg_advisory_xact_lock(7402, pg_catalog.hashtext(p_address));
  v_now := pg_catalog.clock_timestamp();
  v_since := v_now - pg_catalog.make_interval(secs => p_window_seconds);
  -- The limit-th newest creation inside the window: when it leaves the window, one more is allowed.
  select a.attempted_at into v_user_nth from app_private.organization_signup_attempts a
   where a.auth_user_id = v_uid and a.attempted_at > v_since
   order by a.attempted_at desc offset greatest(p_per_identity - 1, 0) limit 1;
  select a.attempted_at into v_address_nth from app_private.organization_signup_attempts a
   where a.address = p_address and a.attempted_at > v_since
   order by a.attempted_at desc offset greatest(p_per_address - 1, 0) limit 1;
  if v_user_nth is not null or v_address_nth is not null then
    return greatest(
      coalesce(ceil(extract(epoch from v_user_nth - v_since)), 0),
      coalesce(ceil(extract(epoch from v_address_nth - v_since)), 0),
      1)::int;
  end if;
  delete from app_private.organization_signup_attempts a
   where (a.auth_user_id = v_uid or a.address = p_address) and a.attempted_at <= v_since;
  return 0;
end
$$;
comment on function app.admit_organization_signup(text, int, int, int) is
  'Rate limit of organisation sign-ups: 0 when auth.uid() and p_address are both under their limits of organisations created within p_window_seconds, else the seconds to wait. Records nothing: app.record_organization_signup does, once the organisation exists.';

create function app.record_organization_signup(p_address text)
returns void
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_uid uuid := auth.uid();
begin
  if v_uid is null then
    raise exception 'Sign in to create an organisation.' using errcode = '42501';
  end if;
  -- Called by the API right after app.create_organization succeeded; the address is the
  -- one the API saw, as for app.admit_organization_signup.
  perform pg_catalog.pg_advisory_xact_lock(7401, pg_catalog.hashtext(v_uid::text));
  perform pg_catalog.pg_advisory_xact_lock(7402, pg_catalog.hashtext(p_address));
  insert into app_private.organization_signup_attempts (auth_user_id, address, attempted_at)
  values (v_uid, p_address, pg_catalog.clock_timestamp());
end
$$;
comment on function app.record_organization_signup(text) is
  'Counts an organisation just created by auth.uid() (in this transaction) against its identity and p_address, for app.admit_organization_signup.';
revoke execute on function app.record_organization_signup(text) from public;
grant execute on function app.record_organization_signup(text) to authenticated;
