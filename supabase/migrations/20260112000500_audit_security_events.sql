-- Security events with the right who, across the sign-in service and the API.
--
-- 1. Who, per organisation. An account's event is recorded in every organisation where
--    it is a person; in the organisation of a member who acts (an Admin removing a
--    factor, ending a person's sessions) the entry is that member's, with their session
--    and client address. In the person's other organisations it must neither be put
--    down to the person nor tell which member of which other organisation acted: there
--    it has no person and the actor "another organisation". Otherwise (the person's own
--    request, the sign-in service) it is the person's, with the acting session when the
--    request names one (request.jwt.claims.session_id, which the local sign-in service
--    sets too) rather than the session the event is about (an ended session is the
--    entry's entity_id).
-- 2. The first proof of a mailbox (the takeover rule: the password chosen before it is
--    dropped and every session ended) is recorded as email_confirmed and password_removed
--    beside the sessions ended.
-- 3. Invitations sent through the API are recorded by the API, in the inviting
--    organisation only, with the inviting Admin or Manager and which mail went out (an
--    invitation, or a sign-in notice to an address that already has an account, which
--    changes no auth.users row): app.record_invitation_sent, in the transaction that
--    admitted the mail. auth.users.invited_at still records invitations made outside the
--    API (Supabase Auth's own admin invite).

create or replace function app.record_security_event(
  p_user_id uuid, p_email text, p_entity text, p_entity_id text, p_action text,
  p_details jsonb, p_session uuid, p_address text)
returns void
language plpgsql volatile security definer set search_path = ''
as $$
declare
  a record;
  v_user uuid := p_user_id;
  v_email text := p_email;
  v_sub text := nullif(pg_catalog.current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub';
  -- The account acts on itself (its own request or the sign-in service), or a member of
  -- an organisation acts on someone else's account.
  v_by_other boolean;
begin
  if v_user is null and v_email is not null then
    select u.id into v_user from auth.users u where lower(u.email) = lower(v_email) limit 1;
  end if;
  if v_email is null and v_user is not null then
    select u.email into v_email from auth.users u where u.id = v_user;
  end if;
  if v_user is null and v_email is null then
    return;
  end if;
  select * into a from app.audit_actor();
  v_by_other := a.person_id is not null and v_sub is distinct from v_user::text;
  insert into app.audit_entries (org_id, person_id, person_name, session_id, actor,
                                 client_address, entity, entity_id, action, after)
  select p.org_id, w.person_id, w.person_name, w.session_id, w.actor, w.client_address,
         p_entity, coalesce(p_entity_id, p.id::text), p_action,
         coalesce(p_details, '{}'::jsonb)
           || pg_catalog.jsonb_build_object('person_id', p.id, 'email', v_email)
  from app.people p
  -- How the entry names who: the acting member (their organisation), nobody (another
  -- organisation's member acted), or the person themselves.
  cross join lateral (
    select case when p.org_id = a.member_org and a.person_id is not null then 'member'
                when v_by_other then 'other'
                else 'self' end as how
  ) h
  cross join lateral (
    select case h.how when 'member' then a.person_id when 'self' then p.id end as person_id,
           case h.how when 'member' then a.person_name when 'self' then p.name end as person_name,
           case h.how when 'member' then a.session_id
                      when 'self' then coalesce(a.session_id, p_session) end as session_id,
           case h.how when 'member' then a.actor
                      when 'other' then 'another organisation'
                      else case when a.person_id is not null then 'person'
                                else coalesce(nullif(pg_catalog.current_setting('app.actor', true), ''),
                                              'auth') end
           end as actor,
           case h.how when 'member' then a.client_address
                      when 'self' then coalesce(p_address, a.client_address) end as client_address
  ) w
  where (v_user is not null and p.auth_user_id = v_user)
     or (p.auth_user_id is null and v_email is not null and lower(p.email) = lower(v_email));
end
$$;
comment on function app.record_security_event(uuid, text, text, text, text, jsonb, uuid, text) is
  'One audit entry of a security event of an account (by id or email) in every organisation where it is a person: the acting member''s in their organisation, "another organisation" (no person) in the others when a member acted on someone else''s account, else the person''s own with the acting session.';
revoke execute on function app.record_security_event(uuid, text, text, text, text, jsonb, uuid, text) from public;

create or replace function app.audit_auth_change()
returns trigger
language plpgsql security definer set search_path = ''
as $$
declare
  o jsonb := case when tg_op <> 'INSERT' then pg_catalog.to_jsonb(old) end;
  n jsonb := case when tg_op <> 'DELETE' then pg_catalog.to_jsonb(new) end;
  v_address text;
begin
  if tg_table_name = 'sessions' then
    v_address := coalesce(n, o) ->> 'ip';
    if tg_op = 'INSERT' then
      perform app.record_security_event((n ->> 'user_id')::uuid, null, 'session', n ->> 'id',
        'sign_in', pg_catalog.jsonb_build_object('user_agent', n ->> 'user_agent', 'ip', v_address),
        (n ->> 'id')::uuid, v_address);
    elsif tg_op = 'DELETE' then
      perform app.record_security_event((o ->> 'user_id')::uuid, null, 'session', o ->> 'id',
        'session_ended', pg_catalog.jsonb_build_object('user_agent', o ->> 'user_agent', 'ip', v_address),
        (o ->> 'id')::uuid, null);
    end if;
  elsif tg_table_name = 'users' then
    if tg_op = 'UPDATE' and (o ->> 'email_confirmed_at') is null
       and (n ->> 'email_confirmed_at') is not null then
      perform app.record_security_event((n ->> 'id')::uuid, n ->> 'email', 'account', null,
        'email_confirmed', null, null, null);
    end if;
    if tg_op = 'UPDATE'
       and coalesce(o ->> 'encrypted_password', '') is distinct from coalesce(n ->> 'encrypted_password', '') then
      perform app.record_security_event((n ->> 'id')::uuid, n ->> 'email', 'account', null,
        case when coalesce(n ->> 'encrypted_password', '') = '' then 'password_removed'
             when coalesce(o ->> 'encrypted_password', '') = '' then 'password_set'
             else 'password_changed' end,
        null, null, null);
    end if;
    -- Invitations through the API are recorded there (app.record_invitation_sent), with
    -- the mail that went out; this records those of Supabase Auth's own admin invite.
    if (n ->> 'invited_at') is not null
       and (o is null or (o ->> 'invited_at') is distinct from (n ->> 'invited_at'))
       and (select a.person_id from app.audit_actor() a) is null then
      perform app.record_security_event((n ->> 'id')::uuid, n ->> 'email', 'account', null,
        'invitation_sent', null, null, null);
    end if;
  elsif tg_table_name = 'mfa_factors' then
    if tg_op <> 'DELETE' and n ->> 'status' = 'verified'
       and (o is null or (o ->> 'status') is distinct from 'verified') then
      perform app.record_security_event((n ->> 'user_id')::uuid, null, 'two_factor', n ->> 'id',
        'two_factor_added',
        pg_catalog.jsonb_build_object('factor_type', n ->> 'factor_type', 'friendly_name', n ->> 'friendly_name'),
        null, null);
    elsif tg_op = 'DELETE' and o ->> 'status' = 'verified' then
      perform app.record_security_event((o ->> 'user_id')::uuid, null, 'two_factor', o ->> 'id',
        'two_factor_removed',
        pg_catalog.jsonb_build_object('factor_type', o ->> 'factor_type', 'friendly_name', o ->> 'friendly_name'),
        null, null);
    end if;
  elsif tg_table_name = 'sign_in_attempts' then
    -- The local stack's password attempts: recorded as failed when settled so.
    if tg_op = 'UPDATE' and not coalesce((n ->> 'succeeded')::boolean, false) then
      perform app.record_security_event(null, n ->> 'email', 'account', null, 'sign_in_failed',
        null, null, n ->> 'address');
    end if;
  end if;
  return null;
end
$$;
comment on function app.audit_auth_change() is
  'AFTER row trigger on the sign-in service''s tables (auth.sessions, auth.users, auth.mfa_factors, local_auth.sign_in_attempts): records sign-in, session ended, email confirmed, password set/changed/removed, invitation sent (outside the API), two-factor added/removed and failed sign-in as security events.';

-- The invitation mail just admitted (app.admit_invitation_mail, in this transaction) to
-- person p_person_id of the caller's organisation, recorded there with the caller as who:
-- p_mail 'invitation' (a link to set a password) or 'sign_in_notice' (the address already
-- has an account; the caller is answered alike, the Admins' trail says which). Only once
-- per admission, and only after one: nobody records an invitation that was not admitted.
create function app.record_invitation_sent(p_person_id bigint, p_mail text)
returns void
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_member record;
  v_email text;
  a record;
begin
  select m.org_id, m.user_type into v_member from app.current_member() m;
  if v_member.org_id is null or v_member.user_type not in ('Admin', 'Manager') then
    raise exception 'not allowed to invite' using errcode = '42501';
  end if;
  if p_mail is null or p_mail not in ('invitation', 'sign_in_notice') then
    raise exception 'unknown invitation mail %', p_mail using errcode = '22023';
  end if;
  select lower(pg_catalog.btrim(p.email)) into v_email from app.people p
   where p.org_id = v_member.org_id and p.id = p_person_id;
  -- The admission of this transaction (sent_at is its clock time, at or after now()).
  if v_email is null or not exists (
    select from app_private.invitation_mails m
     where m.org_id = v_member.org_id and m.email = v_email and m.sent_at >= pg_catalog.now())
  then
    raise exception 'no invitation mail was admitted' using errcode = '55000';
  end if;
  if exists (select from app.audit_entries e
              where e.org_id = v_member.org_id and e.action = 'invitation_sent'
                and e.entity_id = p_person_id::text and e.at = pg_catalog.now()) then
    return;
  end if;
  select * into a from app.audit_actor();
  insert into app.audit_entries (org_id, person_id, person_name, session_id, actor,
                                 client_address, entity, entity_id, action, after)
  values (v_member.org_id, a.person_id, a.person_name, a.session_id, a.actor, a.client_address,
          'account', p_person_id::text, 'invitation_sent',
          pg_catalog.json_build_object('person_id', p_person_id, 'email', v_email, 'mail', p_mail));
end
$$;
comment on function app.record_invitation_sent(bigint, text) is
  'Records the invitation mail admitted in this transaction to person p_person_id of the caller''s organisation (invitation or sign_in_notice), with the inviting Admin or Manager as who; once per admission.';
revoke execute on function app.record_invitation_sent(bigint, text) from public;
grant execute on function app.record_invitation_sent(bigint, text) to authenticated;

-- 4. A change of a person's type is named so even when the same update enables them again
--    (updateUser takes an absent isAuthEnabled as true): of the two, the type is what an
--    auditor looks for (who made whom an Admin); the entry's after shows both. Disabling
--    still comes first.
create or replace function app.audit_update_action(p_entity text, p_after jsonb)
returns text
language sql immutable set search_path = ''
as $$
  select case
    when p_entity = 'people' and p_after ? 'is_auth_enabled'
         and not (p_after ->> 'is_auth_enabled')::boolean then 'person_disabled'
    when p_entity = 'people' and p_after ? 'user_type' then 'type_changed'
    when p_entity = 'people' and p_after ? 'is_auth_enabled' then 'person_enabled'
    when p_entity = 'settings' then 'settings_changed'
    else 'update'
  end
$$;
comment on function app.audit_update_action(text, jsonb) is
  'The action an update is recorded as: person_disabled, type_changed, person_enabled, settings_changed, else update.';
