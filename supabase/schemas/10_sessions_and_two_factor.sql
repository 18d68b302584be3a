-- The current schema of this area, generated from supabase/migrations by
-- scripts/schema-dump.ts. To change it: docs/database.md#changing-the-schema

SET check_function_bodies = false;
SELECT pg_catalog.set_config('search_path', '', false);

--
-- Name: delete_auth_sessions(uuid[]); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.delete_auth_sessions(p_ids uuid[]) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
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
$_$;

--
-- Name: FUNCTION delete_auth_sessions(p_ids uuid[]); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.delete_auth_sessions(p_ids uuid[]) IS 'Ends the given auth.sessions rows and revokes their refresh tokens (auth.refresh_tokens where that table exists; the local stack''s cascade). Internal: callers decide whose sessions may go. Returns how many sessions were deleted.';

--
-- Name: end_my_other_sessions(); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.end_my_other_sessions() RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: FUNCTION end_my_other_sessions(); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.end_my_other_sessions() IS 'Ends every sign-in session of the caller (auth.uid()) except the calling token''s and revokes their refresh tokens. Returns how many ended.';

--
-- Name: end_my_session(uuid); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.end_my_session(p_session_id uuid) RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: FUNCTION end_my_session(p_session_id uuid); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.end_my_session(p_session_id uuid) IS 'Ends one sign-in session of the caller (auth.uid()) and revokes its refresh tokens; never the session of the calling token. Answers ended, current (refused, nothing changed) or unknown.';

--
-- Name: end_person_sessions(bigint); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.end_person_sessions(p_person_id bigint) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: FUNCTION end_person_sessions(p_person_id bigint); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.end_person_sessions(p_person_id bigint) IS 'For an enabled Admin of the tenant: ends every sign-in session of a person of that organisation (all of the person''s account) and revokes their refresh tokens. Returns how many ended, null when the organisation has no such person; refuses (42501) anyone but an Admin.';

--
-- Name: my_sessions(integer, integer); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.my_sessions(p_offset integer, p_limit integer) RETURNS TABLE(id uuid, created_at timestamp with time zone, last_used_at timestamp with time zone, ip text, user_agent text, is_current boolean, total_count bigint)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $_$
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
$_$;

--
-- Name: FUNCTION my_sessions(p_offset integer, p_limit integer); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.my_sessions(p_offset integer, p_limit integer) IS 'The caller''s (auth.uid()) live sign-in sessions, last used first: id, start, last use (last refresh, else start), client address, user agent, whether it is the session of the calling token, and the total count. One page by offset and limit; when the page is empty, one row with null id carrying the total.';

--
-- Name: people_with_two_factor(bigint[]); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.people_with_two_factor(p_person_ids bigint[]) RETURNS SETOF bigint
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select p.id
  from app.people p
  where p.id = any (p_person_ids)
    and p.org_id = app.current_org_id()
    and app.current_user_type() in ('Admin', 'Manager')
    and exists (select 1 from auth.mfa_factors f
                where f.user_id = p.auth_user_id and f.status = 'verified')
$$;

--
-- Name: FUNCTION people_with_two_factor(p_person_ids bigint[]); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.people_with_two_factor(p_person_ids bigint[]) IS 'Ids among p_person_ids of people of the caller''s organisation whose account has a verified second factor; empty unless the caller is an Admin or Manager there.';

--
-- Name: remove_person_two_factor(bigint); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.remove_person_two_factor(p_person_id bigint) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: FUNCTION remove_person_two_factor(p_person_id bigint); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.remove_person_two_factor(p_person_id bigint) IS 'Admin only: removes every second factor of a person of the caller''s organisation and drops their sessions to aal1; null when the caller may not (not an Admin, or not a person of their organisation).';

--
-- Name: FUNCTION delete_auth_sessions(p_ids uuid[]); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.delete_auth_sessions(p_ids uuid[]) FROM PUBLIC;

--
-- Name: FUNCTION end_my_other_sessions(); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.end_my_other_sessions() FROM PUBLIC;
GRANT ALL ON FUNCTION app.end_my_other_sessions() TO authenticated;

--
-- Name: FUNCTION end_my_session(p_session_id uuid); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.end_my_session(p_session_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION app.end_my_session(p_session_id uuid) TO authenticated;

--
-- Name: FUNCTION end_person_sessions(p_person_id bigint); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.end_person_sessions(p_person_id bigint) FROM PUBLIC;
GRANT ALL ON FUNCTION app.end_person_sessions(p_person_id bigint) TO authenticated;

--
-- Name: FUNCTION my_sessions(p_offset integer, p_limit integer); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.my_sessions(p_offset integer, p_limit integer) FROM PUBLIC;
GRANT ALL ON FUNCTION app.my_sessions(p_offset integer, p_limit integer) TO authenticated;

--
-- Name: FUNCTION people_with_two_factor(p_person_ids bigint[]); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.people_with_two_factor(p_person_ids bigint[]) FROM PUBLIC;
GRANT ALL ON FUNCTION app.people_with_two_factor(p_person_ids bigint[]) TO authenticated;

--
-- Name: FUNCTION remove_person_two_factor(p_person_id bigint); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.remove_person_two_factor(p_person_id bigint) FROM PUBLIC;
GRANT ALL ON FUNCTION app.remove_person_two_factor(p_person_id bigint) TO authenticated;
