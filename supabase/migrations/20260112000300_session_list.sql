-- A person's own sign-in sessions, and an Admin ending every session of a person of
-- their organisation.
--
-- Sessions are rows of auth.sessions, which the auth service owns (GoTrue on Supabase,
-- local/auth on the local stack; 20260104000000_auth_sessions.sql creates it where
-- absent). Neither `authenticated` nor the API may read that table, so these
-- security-definer functions are the only way in, each scoped to the caller:
-- auth.uid() and the token's session_id claim (the request pipeline has already checked
-- that the session is live, app.request_caller), and for the Admin variant the caller's
-- membership in the tenant (app.current_member()).
--
-- Deleting a session row ends it everywhere at once: app.request_caller refuses access
-- tokens whose session row is gone, and refresh tokens go with it (the local stack's
-- local_auth.refresh_tokens and GoTrue's auth.refresh_tokens reference the session with
-- ON DELETE CASCADE). GoTrue's refresh tokens are also deleted explicitly, so the
-- revocation does not hang on that constraint being there in every GoTrue version.
--
-- Column types differ between the two services: `ip` is inet in GoTrue and text locally,
-- `refreshed_at` is a timestamp without time zone written in UTC by both. Every use casts.

-- Deletes the sessions and their refresh tokens. Not granted to anyone: only the
-- functions below call it, after they have decided whose sessions these are.
create function app.delete_auth_sessions(p_ids uuid[])
returns integer
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_count integer;
  -- GoTrue's table (absent on the local stack, whose tokens cascade from the session);
  -- named through its regclass so that the function compiles where it is absent.
  v_refresh_tokens regclass := pg_catalog.to_regclass('auth.refresh_tokens');
begin
  if v_refresh_tokens is not null then
    execute pg_catalog.format('delete from %s where session_id = any ($1)', v_refresh_tokens)
      using p_ids;
  end if;
  delete from auth.sessions s where s.id = any (p_ids);
  get diagnostics v_count = row_count;
  return v_count;
end
$$;
comment on function app.delete_auth_sessions(uuid[]) is
  'Ends the given auth.sessions rows and revokes their refresh tokens (auth.refresh_tokens where that table exists; the local stack''s cascade). Internal: callers decide whose sessions may go. Returns how many sessions were deleted.';
revoke execute on function app.delete_auth_sessions(uuid[]) from public;

-- The caller's live sessions, most recently used first. One page (offset, limit) and
-- the total: a page past the end still answers the total, as one row with a null id.
create function app.my_sessions(p_offset integer, p_limit integer)
returns table (
  id uuid,
  created_at timestamptz,
  last_used_at timestamptz,
  ip text,
  user_agent text,
  is_current boolean,
  total_count bigint
)
language sql stable security definer set search_path = ''
as $$
  with live as (
    select s.id,
           s.created_at,
           -- Last use is the last token refresh (GoTrue's LastRefreshedAt), else the start.
           greatest(s.created_at, s.refreshed_at at time zone 'UTC') as last_used_at,
           -- inet prints its mask (1.2.3.4/32); a plain address reads better.
           pg_catalog.regexp_replace(s.ip::text, '/(32|128)$', '') as ip,
           s.user_agent::text as user_agent,
           s.id::text = (auth.jwt() ->> 'session_id') as is_current
      from auth.sessions s
     where s.user_id = auth.uid()
       and (s.not_after is null or s.not_after > pg_catalog.now())
  ),
  total as (select pg_catalog.count(*) as n from live)
  select p.id, p.created_at, p.last_used_at, p.ip, p.user_agent, p.is_current, t.n
    from total t
    left join lateral (
      select l.* from live l
       order by l.last_used_at desc, l.created_at desc, l.id
      offset p_offset limit p_limit
    ) p on true
   order by p.last_used_at desc, p.created_at desc, p.id
$$;
comment on function app.my_sessions(integer, integer) is
  'The caller''s (auth.uid()) live sign-in sessions, last used first: id, start, last use (last refresh, else start), client address, user agent, whether it is the session of the calling token, and the total count. One page by offset and limit; when the page is empty, one row with null id carrying the total.';
revoke execute on function app.my_sessions(integer, integer) from public;
grant execute on function app.my_sessions(integer, integer) to authenticated;

-- Ends one of the caller's sessions other than the one the request's token belongs to
-- (ending that one is signing out, which the auth service does).
-- Answers 'ended', 'current' (nothing changed) or 'unknown' (no such session of the
-- caller; another account's session id is unknown too, so nothing is revealed).
create function app.end_my_session(p_session_id uuid)
returns text
language plpgsql volatile security definer set search_path = ''
as $$
begin
  if auth.uid() is null then
    raise exception 'Not signed in' using errcode = '42501';
  end if;
  if p_session_id::text = (auth.jwt() ->> 'session_id') then
    return 'current';
  end if;
  if not exists (select 1 from auth.sessions s
                 where s.id = p_session_id and s.user_id = auth.uid()) then
    return 'unknown';
  end if;
  perform app.delete_auth_sessions(array[p_session_id]);
  return 'ended';
end
$$;
comment on function app.end_my_session(uuid) is
  'Ends one sign-in session of the caller (auth.uid()) and revokes its refresh tokens; never the session of the calling token. Answers ended, current (refused, nothing changed) or unknown.';
revoke execute on function app.end_my_session(uuid) from public;
grant execute on function app.end_my_session(uuid) to authenticated;

-- Ends every session of the caller but the calling token's, as GoTrue's
-- /logout?scope=others does.
create function app.end_my_other_sessions()
returns integer
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_current text := auth.jwt() ->> 'session_id';
begin
  if auth.uid() is null or v_current is null then
    raise exception 'Not signed in' using errcode = '42501';
  end if;
  return app.delete_auth_sessions(array(
    select s.id from auth.sessions s
     where s.user_id = auth.uid() and s.id::text <> v_current));
end
$$;
comment on function app.end_my_other_sessions() is
  'Ends every sign-in session of the caller (auth.uid()) except the calling token''s and revokes their refresh tokens. Returns how many ended.';
revoke execute on function app.end_my_other_sessions() from public;
grant execute on function app.end_my_other_sessions() to authenticated;

-- An Admin ends every session of a person of their own organisation (a lost laptop, a
-- leaver). The check is here too, not only in the API: the caller must be an enabled
-- Admin of the tenant, and the person must belong to that tenant.
-- Answers the number of sessions ended, or null when the organisation has no such person.
create function app.end_person_sessions(p_person_id bigint)
returns integer
language plpgsql volatile security definer set search_path = ''
as $$
declare
  v_org bigint;
  v_type text;
  v_user uuid;
begin
  select m.org_id, m.user_type into v_org, v_type from app.current_member() m;
  if v_type is distinct from 'Admin' then
    raise exception 'Only an admin can end the sessions of a person' using errcode = '42501';
  end if;
  select p.auth_user_id into v_user
    from app.people p
   where p.org_id = v_org and p.id = p_person_id;
  if not found then
    return null;
  end if;
  if v_user is null then
    return 0; -- never signed in: no sessions
  end if;
  return app.delete_auth_sessions(array(
    select s.id from auth.sessions s where s.user_id = v_user));
end
$$;
comment on function app.end_person_sessions(bigint) is
  'For an enabled Admin of the tenant: ends every sign-in session of a person of that organisation (all of the person''s account) and revokes their refresh tokens. Returns how many ended, null when the organisation has no such person; refuses (42501) anyone but an Admin.';
revoke execute on function app.end_person_sessions(bigint) from public;
grant execute on function app.end_person_sessions(bigint) to authenticated;
