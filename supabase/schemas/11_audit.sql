-- The current schema of this area, generated from supabase/migrations by
-- scripts/schema-dump.ts. To change it: docs/database.md#changing-the-schema

SET check_function_bodies = false;
SELECT pg_catalog.set_config('search_path', '', false);

--
-- Name: apply_audit_retention(bigint, timestamp with time zone, integer); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.apply_audit_retention(p_org_id bigint, p_now timestamp with time zone DEFAULT now(), p_max integer DEFAULT 10000) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_days integer;
  v_first bigint;
  v_last bigint;
  v_cut bigint;
  v_hash bytea;
  v_removed integer;
begin
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended('app.audit_entries:' || p_org_id, 0));
  v_days := coalesce((select s.audit_retention_days from app.settings s where s.org_id = p_org_id), 400);
  select min(a.seq), max(a.seq) into v_first, v_last from app.audit_entries a
  where a.org_id = p_org_id and a.seq is not null;
  if v_last is null then
    return 0;
  end if;
  select coalesce(min(a.seq) - 1, v_last) into v_cut from app.audit_entries a
  where a.org_id = p_org_id and a.seq is not null
    and a.at >= p_now - pg_catalog.make_interval(days => v_days);
  -- At most p_max entries a run, so that no run holds the database long (the embedded one
  -- runs one transaction at a time); the next run goes on from there.
  v_cut := least(v_cut, v_last - 1, v_first + p_max - 1);
  if v_cut < v_first then
    return 0;
  end if;
  select a.hash into strict v_hash from app.audit_entries a
  where a.org_id = p_org_id and a.seq = v_cut;
  perform pg_catalog.set_config('app.audit_retention', p_org_id::text, true);
  delete from app.audit_entries a where a.org_id = p_org_id and a.seq is not null and a.seq <= v_cut;
  get diagnostics v_removed = row_count;
  perform pg_catalog.set_config('app.audit_retention', '', true);
  insert into app.audit_entries (org_id, actor, entity, action, after)
  values (p_org_id, 'system: audit retention', 'audit_entries', 'retention',
          pg_catalog.jsonb_build_object(
            'removed', v_removed, 'from_seq', v_first, 'through_seq', v_cut,
            'continues_from', pg_catalog.encode(v_hash, 'hex'), 'retention_days', v_days));
  return v_removed;
end
$$;

--
-- Name: FUNCTION apply_audit_retention(p_org_id bigint, p_now timestamp with time zone, p_max integer); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.apply_audit_retention(p_org_id bigint, p_now timestamp with time zone, p_max integer) IS 'Removes the prefix of an organisation''s sealed audit chain older than its retention at p_now (never the newest sealed entry; at most p_max entries) and records it in an entry carrying the hash the chain continues from.';

--
-- Name: audit_actor(); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.audit_actor(OUT member_org bigint, OUT person_id bigint, OUT person_name text, OUT session_id uuid, OUT actor text, OUT client_address text) RETURNS record
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
declare
  v_claims jsonb;
  v_type text;
  -- What the answer depends on; the answer is kept for the rest of the transaction while
  -- they stay the same, since finding the member costs about a millisecond and an import
  -- runs dozens of audited statements per transaction.
  v_inputs text := pg_catalog.concat_ws(pg_catalog.chr(31),
    pg_catalog.current_setting('request.jwt.claims', true),
    pg_catalog.current_setting('app.tenant', true),
    pg_catalog.current_setting('app.actor', true),
    pg_catalog.current_setting('app.client_address', true));
  v_cached jsonb;
begin
  if pg_catalog.current_setting('app.audit_actor_inputs', true) = v_inputs then
    v_cached := nullif(pg_catalog.current_setting('app.audit_actor_value', true), '')::jsonb;
    if v_cached is not null then
      member_org := (v_cached ->> 'member_org')::bigint;
      person_id := (v_cached ->> 'person_id')::bigint;
      person_name := v_cached ->> 'person_name';
      session_id := (v_cached ->> 'session_id')::uuid;
      actor := v_cached ->> 'actor';
      client_address := v_cached ->> 'client_address';
      return;
    end if;
  end if;
  v_claims := coalesce(nullif(pg_catalog.current_setting('request.jwt.claims', true), '')::jsonb,
                       '{}'::jsonb);
  if v_claims ->> 'session_id' ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then
    session_id := (v_claims ->> 'session_id')::uuid;
  end if;
  select m.org_id, m.person_id, m.user_type into member_org, person_id, v_type
  from app.current_member() m;
  if person_id is not null then
    select p.name into person_name from app.people p
    where p.org_id = member_org and p.id = audit_actor.person_id;
  end if;
  actor := coalesce(
    nullif(pg_catalog.current_setting('app.actor', true), ''),
    case
      when person_id is not null then 'person'
      when v_type = 'System' then 'system'
      when v_claims ->> 'sub' is not null
        then 'account ' || coalesce(v_claims ->> 'email', v_claims ->> 'sub')
      else 'database'
    end);
  client_address := nullif(pg_catalog.current_setting('app.client_address', true), '');
  -- Transaction-local: gone at commit or rollback, never seen by the next transaction.
  perform pg_catalog.set_config('app.audit_actor_value', pg_catalog.jsonb_build_object(
    'member_org', member_org, 'person_id', person_id, 'person_name', person_name,
    'session_id', session_id, 'actor', actor, 'client_address', client_address)::text, true);
  perform pg_catalog.set_config('app.audit_actor_inputs', v_inputs, true);
end
$_$;

--
-- Name: FUNCTION audit_actor(OUT member_org bigint, OUT person_id bigint, OUT person_name text, OUT session_id uuid, OUT actor text, OUT client_address text); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.audit_actor(OUT member_org bigint, OUT person_id bigint, OUT person_name text, OUT session_id uuid, OUT actor text, OUT client_address text) IS 'Who the current statement acts for, for the audit trail: the member''s organisation, person and name, the token''s session, the actor label (app.actor, else person / system / account / database) and the client address (app.client_address).';

--
-- Name: audit_auth_change(); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.audit_auth_change() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: FUNCTION audit_auth_change(); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.audit_auth_change() IS 'AFTER row trigger on the sign-in service''s tables (auth.sessions, auth.users, auth.mfa_factors, local_auth.sign_in_attempts): records sign-in, session ended, email confirmed, password set/changed/removed, invitation sent (outside the API), two-factor added/removed and failed sign-in as security events.';

--
-- Name: audit_chain_first_break(bigint); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.audit_chain_first_break(p_org_id bigint) RETURNS bigint
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  with c as (
    select a.id, a.seq, a.prev_hash, a.hash,
           app.audit_entry_hash(a.prev_hash, a.seq, a) as recomputed,
           pg_catalog.lag(a.hash) over w as before_hash,
           pg_catalog.lag(a.seq) over w as before_seq,
           pg_catalog.row_number() over w as n
    from app.audit_entries a
    where a.org_id = p_org_id and a.seq is not null
    window w as (order by a.seq)
  )
  select c.id from c
  where c.hash is distinct from c.recomputed
     or (c.n > 1 and (c.prev_hash is distinct from c.before_hash or c.seq <> c.before_seq + 1))
     or (c.n = 1 and c.prev_hash <> app.audit_genesis()
         and not exists (select from app.audit_entries r
                         where r.org_id = p_org_id and r.action = 'retention'
                           and r.after ->> 'continues_from' = pg_catalog.encode(c.prev_hash, 'hex')))
  order by c.seq
  limit 1
$$;

--
-- Name: FUNCTION audit_chain_first_break(p_org_id bigint); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.audit_chain_first_break(p_org_id bigint) IS 'Checks an organisation''s audit hash chain: the id of the first entry whose link is broken, or null when it holds.';

--
-- Name: audit_chain_head(bigint); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.audit_chain_head(p_org_id bigint, OUT seq bigint, OUT hash text) RETURNS record
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select a.seq, pg_catalog.encode(a.hash, 'hex') from app.audit_entries a
  where a.org_id = p_org_id and a.seq is not null order by a.seq desc limit 1
$$;

--
-- Name: FUNCTION audit_chain_head(p_org_id bigint, OUT seq bigint, OUT hash text); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.audit_chain_head(p_org_id bigint, OUT seq bigint, OUT hash text) IS 'Position and hex hash of the newest sealed entry of an organisation''s audit chain.';

--
-- Name: audit_clean(jsonb, text, text[]); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.audit_clean(p_row jsonb, p_org_col text, p_masked text[]) RETURNS jsonb
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select coalesce(
    (select pg_catalog.jsonb_object_agg(e.key,
              case when e.key = any (p_masked) then '"(hidden)"'::jsonb else e.value end)
     from pg_catalog.jsonb_each(p_row) e
     where e.key <> 'org_id' or p_org_col <> 'org_id'),
    '{}'::jsonb)
$$;

--
-- Name: FUNCTION audit_clean(p_row jsonb, p_org_col text, p_masked text[]); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.audit_clean(p_row jsonb, p_org_col text, p_masked text[]) IS 'A row as the audit trail keeps it: without org_id (the entry has it) and with the masked columns'' values hidden.';

--
-- Name: audit_entries_guard(); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.audit_entries_guard() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if tg_op = 'INSERT' then
    -- The chain is the sealer's alone: an insert cannot bring its own.
    new.seq := null;
    new.prev_hash := null;
    new.hash := null;
    return new;
  elsif tg_op = 'UPDATE' then
    -- Sealing: the chain columns of an unsealed entry, once, and nothing else.
    if old.hash is null and new.hash is not null
       and (new.id, new.org_id, new.at, new.person_id, new.person_name, new.session_id,
            new.actor, new.client_address, new.entity, new.entity_id, new.action,
            new.before::text, new.after::text)
           is not distinct from
           (old.id, old.org_id, old.at, old.person_id, old.person_name, old.session_id,
            old.actor, old.client_address, old.entity, old.entity_id, old.action,
            old.before::text, old.after::text) then
      return new;
    end if;
  elsif tg_op = 'DELETE' then
    -- The organisation itself is being removed: its trail goes with it.
    if not exists (select from app.organizations o where o.id = old.org_id) then
      return old;
    end if;
    -- app.apply_audit_retention removing a sealed prefix (it records that it did).
    if old.seq is not null
       and pg_catalog.current_setting('app.audit_retention', true) = old.org_id::text then
      return old;
    end if;
  else
    raise exception 'The audit trail is append-only: it cannot be truncated.'
      using errcode = '42501';
  end if;
  raise exception 'The audit trail is append-only: entries cannot be changed or deleted.'
    using errcode = '42501';
end
$$;

--
-- Name: FUNCTION audit_entries_guard(); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.audit_entries_guard() IS 'Keeps app.audit_entries append-only for every role: refuses updates (but sealing an unsealed entry once), deletes (but a retention prefix or the removal of the organisation) and truncate.';


SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: audit_entries; Type: TABLE; Schema: app; Owner: -
--

CREATE TABLE app.audit_entries (
    id bigint NOT NULL,
    org_id bigint NOT NULL,
    at timestamp with time zone DEFAULT now() NOT NULL,
    person_id bigint,
    person_name text,
    session_id uuid,
    actor text NOT NULL,
    client_address text,
    entity text NOT NULL,
    entity_id text,
    action text NOT NULL,
    before json,
    after json,
    seq bigint,
    prev_hash bytea,
    hash bytea,
    CONSTRAINT audit_entries_check CHECK ((((seq IS NULL) = (hash IS NULL)) AND ((seq IS NULL) = (prev_hash IS NULL))))
);

--
-- Name: TABLE audit_entries; Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON TABLE app.audit_entries IS 'Append-only audit trail per organisation: who (person, session, actor, client address), what (entity, id, action), before → after; hash-chained by app.seal_audit_entries.';

--
-- Name: audit_entry_hash(bytea, bigint, app.audit_entries); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.audit_entry_hash(p_prev bytea, p_seq bigint, e app.audit_entries) RETURNS bytea
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select pg_catalog.sha256(pg_catalog.convert_to(pg_catalog.jsonb_build_array(
    pg_catalog.encode(p_prev, 'hex'), p_seq, e.id, e.org_id,
    (extract(epoch from e.at) * 1000000)::bigint,
    e.person_id, e.person_name, e.session_id, e.actor, e.client_address,
    e.entity, e.entity_id, e.action, e.before, e.after)::text, 'UTF8'))
$$;

--
-- Name: FUNCTION audit_entry_hash(p_prev bytea, p_seq bigint, e app.audit_entries); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.audit_entry_hash(p_prev bytea, p_seq bigint, e app.audit_entries) IS 'The chain hash of an audit entry at position p_seq after the entry whose hash is p_prev.';

--
-- Name: audit_forget_organization(); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.audit_forget_organization() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  delete from app.audit_entries a where a.org_id in (select d.id from old_rows d);
  return null;
end
$$;

--
-- Name: FUNCTION audit_forget_organization(); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.audit_forget_organization() IS 'AFTER DELETE statement trigger on app.organizations: removes the audit trail of the removed organisations.';

--
-- Name: audit_genesis(); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.audit_genesis() RETURNS bytea
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$ select pg_catalog.decode(pg_catalog.repeat('00', 32), 'hex') $$;

--
-- Name: FUNCTION audit_genesis(); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.audit_genesis() IS 'The hash the first entry of an organisation''s audit chain continues from: 32 zero bytes.';

--
-- Name: audit_key(jsonb, text[]); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.audit_key(p_row jsonb, p_keys text[]) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case when pg_catalog.array_length(p_keys, 1) = 1 then p_row ->> p_keys[1]
    else (select pg_catalog.string_agg(k || '=' || coalesce(p_row ->> k, ''), ',' order by o)
          from pg_catalog.unnest(p_keys) with ordinality u(k, o)) end
$$;

--
-- Name: FUNCTION audit_key(p_row jsonb, p_keys text[]); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.audit_key(p_row jsonb, p_keys text[]) IS 'The key of a row as the audit trail names it: the value of its one key column, or col=value pairs.';

--
-- Name: audit_maintenance(timestamp with time zone); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.audit_maintenance(p_now timestamp with time zone DEFAULT now()) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_org record;
  v_sealed integer;
begin
  -- A bounded batch per run, as retention: a minute's new entries are far fewer.
  v_sealed := app.seal_audit_entries(5000);
  for v_org in
    select o.id from app.organizations o
    left join app.settings s on s.org_id = o.id
    where exists (select from app.audit_entries a
                  where a.org_id = o.id and a.seq is not null
                    and a.at < p_now - pg_catalog.make_interval(days => coalesce(s.audit_retention_days, 400)))
  loop
    if app.apply_audit_retention(v_org.id, p_now) > 0 then
      v_sealed := v_sealed + app.seal_audit_entries(5000);
    end if;
  end loop;
  return v_sealed;
end
$$;

--
-- Name: FUNCTION audit_maintenance(p_now timestamp with time zone); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.audit_maintenance(p_now timestamp with time zone) IS 'The audit trail''s minute job: seals up to 5,000 unsealed entries and applies each organisation''s retention (up to 10,000 entries each).';

--
-- Name: audit_organization_change(); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.audit_organization_change() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  a record;
  v_before jsonb;
  v_after jsonb;
begin
  select * into a from app.audit_actor();
  if tg_op = 'INSERT' then
    v_after := pg_catalog.to_jsonb(new);
  else
    select pg_catalog.jsonb_object_agg(e.key, pg_catalog.to_jsonb(old) -> e.key),
           pg_catalog.jsonb_object_agg(e.key, e.value)
      into v_before, v_after
    from pg_catalog.jsonb_each(pg_catalog.to_jsonb(new)) e
    where (pg_catalog.to_jsonb(old) -> e.key) is distinct from e.value;
    if v_after is null then
      return null;
    end if;
  end if;
  insert into app.audit_entries (org_id, person_id, person_name, session_id, actor,
                                 client_address, entity, entity_id, action, before, after)
  values (new.id,
          case when new.id = a.member_org then a.person_id end,
          case when new.id = a.member_org then a.person_name end,
          a.session_id, a.actor, a.client_address, 'organizations', new.id::text,
          pg_catalog.lower(tg_op), v_before::json, v_after::json);
  return null;
end
$$;

--
-- Name: FUNCTION audit_organization_change(); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.audit_organization_change() IS 'AFTER INSERT OR UPDATE row trigger on app.organizations: the new organisation, or its changed columns before and after, in app.audit_entries.';

--
-- Name: audit_rows_deleted(); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.audit_rows_deleted() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    SET jit TO 'off'
    AS $$
declare
  v_keys text[] := pg_catalog.string_to_array(tg_argv[0], ',');
  v_org text := coalesce(tg_argv[1], 'org_id');
  v_masked text[] := pg_catalog.string_to_array(coalesce(tg_argv[3], ''), ',');
  -- The cheap paths, taken by almost every table: one key column, nothing masked, so a
  -- row costs two jsonb operators rather than a function call.
  v_key1 text := case when pg_catalog.array_length(v_keys, 1) = 1 then v_keys[1] end;
  v_drop text := case when v_org = 'org_id' then 'org_id' else '' end;
  v_plain boolean := v_masked = '{}'::text[];
  v_rows bigint;
  v_per_row boolean;
  a record;
begin
  select count(*) into v_rows from old_rows;
  if v_rows = 0 then
    return null;
  end if;
  -- A statement of up to 20 rows (every edit through the API) gets an entry per row. A
  -- bigger one (an import's chunk, a bulk removal) gets one entry per organisation whose
  -- before/after is the list of its rows (entity_id null): an entry per row would make
  -- the trail cost a large part of such a write.
  v_per_row := v_rows <= 20;
  select * into a from app.audit_actor();
  if not v_per_row and v_plain and v_org = 'org_id' then
    insert into app.audit_entries (org_id, person_id, person_name, session_id, actor,
                                   client_address, entity, action, before)
    select d.org_id,
           case when d.org_id = a.member_org then a.person_id end,
           case when d.org_id = a.member_org then a.person_name end,
           a.session_id, a.actor, a.client_address, tg_table_name, 'delete',
           pg_catalog.json_agg(d)
    from old_rows d
    -- Not for an organisation being removed: its trail goes with it.
    where exists (select from app.organizations o where o.id = d.org_id)
    group by d.org_id;
    return null;
  end if;
  with changed as materialized (
    select (x.j ->> v_org)::bigint as org_id,
           case when v_key1 is not null then x.j ->> v_key1 else app.audit_key(x.j, v_keys) end as k,
           case when v_plain then x.j - v_drop else app.audit_clean(x.j, v_org, v_masked) end as before
    from (select pg_catalog.to_jsonb(d) as j from old_rows d) x
    -- Not for an organisation being removed: its trail goes with it.
    where exists (select from app.organizations o where o.id = (x.j ->> v_org)::bigint)
  )
  insert into app.audit_entries (org_id, person_id, person_name, session_id, actor,
                                 client_address, entity, entity_id, action, before)
  select c.org_id,
         case when c.org_id = a.member_org then a.person_id end,
         case when c.org_id = a.member_org then a.person_name end,
         a.session_id, a.actor, a.client_address, tg_table_name, c.k, 'delete', c.before::json
  from changed c
  where v_per_row
  union all
  select c.org_id,
         case when c.org_id = a.member_org then a.person_id end,
         case when c.org_id = a.member_org then a.person_name end,
         a.session_id, a.actor, a.client_address, tg_table_name, null, 'delete',
         pg_catalog.json_agg(c.before)
  from changed c
  where not v_per_row
  group by c.org_id;
  return null;
end
$$;

--
-- Name: FUNCTION audit_rows_deleted(); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.audit_rows_deleted() IS 'AFTER DELETE statement trigger of the audited app tables: the removed rows in app.audit_entries, in the writing transaction (an entry per row for up to 20 rows, else one per organisation listing them).';

--
-- Name: audit_rows_inserted(); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.audit_rows_inserted() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    SET jit TO 'off'
    AS $$
declare
  v_keys text[] := pg_catalog.string_to_array(tg_argv[0], ',');
  v_org text := coalesce(tg_argv[1], 'org_id');
  v_masked text[] := pg_catalog.string_to_array(coalesce(tg_argv[3], ''), ',');
  -- The cheap paths, taken by almost every table: one key column, nothing masked, so a
  -- row costs two jsonb operators rather than a function call.
  v_key1 text := case when pg_catalog.array_length(v_keys, 1) = 1 then v_keys[1] end;
  v_drop text := case when v_org = 'org_id' then 'org_id' else '' end;
  v_plain boolean := v_masked = '{}'::text[];
  v_rows bigint;
  v_per_row boolean;
  a record;
begin
  select count(*) into v_rows from new_rows;
  if v_rows = 0 then
    return null;
  end if;
  -- A statement of up to 20 rows (every edit through the API) gets an entry per row. A
  -- bigger one (an import's chunk, a bulk removal) gets one entry per organisation whose
  -- before/after is the list of its rows (entity_id null): an entry per row would make
  -- the trail cost a large part of such a write.
  v_per_row := v_rows <= 20;
  select * into a from app.audit_actor();
  if not v_per_row and v_plain and v_org = 'org_id' then
    -- The rows as PostgreSQL writes them out (json_agg), the cheapest complete record.
    -- Reached only by tables with an org_id column.
    insert into app.audit_entries (org_id, person_id, person_name, session_id, actor,
                                   client_address, entity, action, after)
    select n.org_id,
           case when n.org_id = a.member_org then a.person_id end,
           case when n.org_id = a.member_org then a.person_name end,
           a.session_id, a.actor, a.client_address, tg_table_name, 'insert',
           pg_catalog.json_agg(n)
    from new_rows n
    group by n.org_id;
    return null;
  end if;
  with changed as materialized (
    select (x.j ->> v_org)::bigint as org_id,
           case when v_key1 is not null then x.j ->> v_key1 else app.audit_key(x.j, v_keys) end as k,
           case when v_plain then x.j - v_drop else app.audit_clean(x.j, v_org, v_masked) end as after
    from (select pg_catalog.to_jsonb(n) as j from new_rows n) x
  )
  insert into app.audit_entries (org_id, person_id, person_name, session_id, actor,
                                 client_address, entity, entity_id, action, after)
  select c.org_id,
         case when c.org_id = a.member_org then a.person_id end,
         case when c.org_id = a.member_org then a.person_name end,
         a.session_id, a.actor, a.client_address, tg_table_name, c.k, 'insert', c.after::json
  from changed c
  where v_per_row
  union all
  select c.org_id,
         case when c.org_id = a.member_org then a.person_id end,
         case when c.org_id = a.member_org then a.person_name end,
         a.session_id, a.actor, a.client_address, tg_table_name, null, 'insert',
         pg_catalog.json_agg(c.after)
  from changed c
  where not v_per_row
  group by c.org_id;
  return null;
end
$$;

--
-- Name: FUNCTION audit_rows_inserted(); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.audit_rows_inserted() IS 'AFTER INSERT statement trigger of the audited app tables: the new rows in app.audit_entries, in the writing transaction (an entry per row for up to 20 rows, else one per organisation listing them).';

--
-- Name: audit_rows_updated(); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.audit_rows_updated() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    SET jit TO 'off'
    AS $$
declare
  v_keys text[] := pg_catalog.string_to_array(tg_argv[0], ',');
  v_org text := coalesce(tg_argv[1], 'org_id');
  v_masked text[] := pg_catalog.string_to_array(coalesce(tg_argv[3], ''), ',');
  -- The cheap paths, taken by almost every table: one key column, nothing masked, so a
  -- row costs two jsonb operators rather than a function call.
  v_key1 text := case when pg_catalog.array_length(v_keys, 1) = 1 then v_keys[1] end;
  v_drop text := case when v_org = 'org_id' then 'org_id' else '' end;
  v_plain boolean := v_masked = '{}'::text[];
  v_rows bigint;
  v_per_row boolean;
  a record;
  v_ignored text[] := array['updated_at'] || pg_catalog.string_to_array(coalesce(tg_argv[2], ''), ',');
begin
  select count(*) into v_rows from new_rows;
  if v_rows = 0 then
    return null;
  end if;
  -- A statement of up to 20 rows (every edit through the API) gets an entry per row. A
  -- bigger one (an import's chunk, a bulk removal) gets one entry per organisation whose
  -- before/after is the list of its rows (entity_id null): an entry per row would make
  -- the trail cost a large part of such a write.
  v_per_row := v_rows <= 20;
  select * into a from app.audit_actor();
  -- Materialised: each row becomes jsonb once, not once per key the diff compares (inlined,
  -- the planner would repeat to_jsonb inside the lateral diff).
  with n as materialized (
    select case when v_key1 is not null then y.j ->> v_key1 else app.audit_key(y.j, v_keys) end as k, y.j
    from (select pg_catalog.to_jsonb(x) as j from new_rows x) y
  ), o as materialized (
    select case when v_key1 is not null then y.j ->> v_key1 else app.audit_key(y.j, v_keys) end as k, y.j
    from (select pg_catalog.to_jsonb(x) as j from old_rows x) y
  ), changed as materialized (
    select u.org_id, u.k, u.before, u.after, app.audit_update_action(tg_table_name, u.after) as action
    from (
      select (n.j ->> v_org)::bigint as org_id, n.k,
             case when v_plain then d.before - v_drop else app.audit_clean(d.before, v_org, v_masked) end as before,
             case when v_plain then d.after - v_drop else app.audit_clean(d.after, v_org, v_masked) end as after
      from n
      join o on o.k = n.k
      cross join lateral (
        select pg_catalog.jsonb_object_agg(e.key, o.j -> e.key) as before,
               pg_catalog.jsonb_object_agg(e.key, e.value) as after
        from pg_catalog.jsonb_each(n.j) e
        where (o.j -> e.key) is distinct from e.value and e.key <> all (v_ignored)
      ) d
      -- Something other than the ignored columns changed.
      where d.after is not null
    ) u
  )
  insert into app.audit_entries (org_id, person_id, person_name, session_id, actor,
                                 client_address, entity, entity_id, action, before, after)
  select c.org_id,
         case when c.org_id = a.member_org then a.person_id end,
         case when c.org_id = a.member_org then a.person_name end,
         a.session_id, a.actor, a.client_address, tg_table_name,
         c.k, c.action, c.before::json, c.after::json
  from changed c
  where v_per_row
  union all
  -- Each row's changed columns under its key; the action the rows' own when they share one.
  select c.org_id,
         case when c.org_id = a.member_org then a.person_id end,
         case when c.org_id = a.member_org then a.person_name end,
         a.session_id, a.actor, a.client_address, tg_table_name, null,
         case when min(c.action) = max(c.action) then min(c.action) else 'update' end,
         pg_catalog.json_agg(pg_catalog.jsonb_build_object('key', c.k) || c.before),
         pg_catalog.json_agg(pg_catalog.jsonb_build_object('key', c.k) || c.after)
  from changed c
  where not v_per_row
  group by c.org_id;
  return null;
end
$$;

--
-- Name: FUNCTION audit_rows_updated(); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.audit_rows_updated() IS 'AFTER UPDATE statement trigger of the audited app tables: the changed columns of each row, before and after, in app.audit_entries, in the writing transaction (an entry per row for up to 20 rows, else one per organisation listing them).';

--
-- Name: audit_update_action(text, jsonb); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.audit_update_action(p_entity text, p_after jsonb) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case
    when p_entity = 'people' and p_after ? 'is_auth_enabled'
         and not (p_after ->> 'is_auth_enabled')::boolean then 'person_disabled'
    when p_entity = 'people' and p_after ? 'user_type' then 'type_changed'
    when p_entity = 'people' and p_after ? 'is_auth_enabled' then 'person_enabled'
    when p_entity = 'settings' then 'settings_changed'
    else 'update'
  end
$$;

--
-- Name: FUNCTION audit_update_action(p_entity text, p_after jsonb); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.audit_update_action(p_entity text, p_after jsonb) IS 'The action an update is recorded as: person_disabled, type_changed, person_enabled, settings_changed, else update.';

--
-- Name: record_security_event(uuid, text, text, text, text, jsonb, uuid, text); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.record_security_event(p_user_id uuid, p_email text, p_entity text, p_entity_id text, p_action text, p_details jsonb, p_session uuid, p_address text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: FUNCTION record_security_event(p_user_id uuid, p_email text, p_entity text, p_entity_id text, p_action text, p_details jsonb, p_session uuid, p_address text); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.record_security_event(p_user_id uuid, p_email text, p_entity text, p_entity_id text, p_action text, p_details jsonb, p_session uuid, p_address text) IS 'One audit entry of a security event of an account (by id or email) in every organisation where it is a person: the acting member''s in their organisation, "another organisation" (no person) in the others when a member acted on someone else''s account, else the person''s own with the acting session.';

--
-- Name: seal_audit_entries(integer); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.seal_audit_entries(p_limit integer DEFAULT 100000) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_org bigint;
  v_seq bigint;
  v_hash bytea;
  e app.audit_entries;
  v_ids bigint[];
  v_seqs bigint[];
  v_prevs bytea[];
  v_hashes bytea[];
  v_count integer := 0;
begin
  for v_org in select distinct u.org_id from app.audit_entries u where u.seq is null loop
    continue when not pg_catalog.pg_try_advisory_xact_lock(
      pg_catalog.hashtextextended('app.audit_entries:' || v_org, 0));
    select a.seq, a.hash into v_seq, v_hash from app.audit_entries a
    where a.org_id = v_org and a.seq is not null order by a.seq desc limit 1;
    v_seq := coalesce(v_seq, 0);
    v_hash := coalesce(v_hash, app.audit_genesis());
    -- Each hash needs the one before, so they are computed one by one; the rows are then
    -- written in one statement per batch.
    loop
      v_ids := '{}';
      v_seqs := '{}';
      v_prevs := '{}';
      v_hashes := '{}';
      for e in select * from app.audit_entries a where a.org_id = v_org and a.seq is null
               order by a.id limit least(10000, p_limit - v_count) loop
        v_seq := v_seq + 1;
        v_ids := v_ids || e.id;
        v_seqs := v_seqs || v_seq;
        v_prevs := v_prevs || v_hash;
        v_hash := app.audit_entry_hash(v_hash, v_seq, e);
        v_hashes := v_hashes || v_hash;
      end loop;
      exit when pg_catalog.cardinality(v_ids) = 0;
      update app.audit_entries a set seq = b.seq, prev_hash = b.prev, hash = b.hash
      from unnest(v_ids, v_seqs, v_prevs, v_hashes) as b(id, seq, prev, hash)
      where a.id = b.id;
      v_count := v_count + pg_catalog.cardinality(v_ids);
      exit when v_count >= p_limit;
    end loop;
    exit when v_count >= p_limit;
  end loop;
  return v_count;
end
$$;

--
-- Name: FUNCTION seal_audit_entries(p_limit integer); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.seal_audit_entries(p_limit integer) IS 'Chains up to p_limit committed unsealed audit entries: each gets the next position of its organisation''s chain, the previous hash and its own. Run every minute (pg_cron on Supabase, the local stack''s scheduler).';

--
-- Name: audit_entries_id_seq; Type: SEQUENCE; Schema: app; Owner: -
--

ALTER TABLE app.audit_entries ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME app.audit_entries_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: audit_entries audit_entries_pkey; Type: CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.audit_entries
    ADD CONSTRAINT audit_entries_pkey PRIMARY KEY (id);

--
-- Name: audit_entries_at_idx; Type: INDEX; Schema: app; Owner: -
--

CREATE INDEX audit_entries_at_idx ON app.audit_entries USING btree (org_id, at);

--
-- Name: audit_entries_org_idx; Type: INDEX; Schema: app; Owner: -
--

CREATE INDEX audit_entries_org_idx ON app.audit_entries USING btree (org_id, id DESC);

--
-- Name: audit_entries_person_idx; Type: INDEX; Schema: app; Owner: -
--

CREATE INDEX audit_entries_person_idx ON app.audit_entries USING btree (org_id, person_id, id DESC);

--
-- Name: audit_entries_seq_key; Type: INDEX; Schema: app; Owner: -
--

CREATE UNIQUE INDEX audit_entries_seq_key ON app.audit_entries USING btree (org_id, seq) WHERE (seq IS NOT NULL);

--
-- Name: audit_entries_unsealed_idx; Type: INDEX; Schema: app; Owner: -
--

CREATE INDEX audit_entries_unsealed_idx ON app.audit_entries USING btree (org_id, id) WHERE (seq IS NULL);

--
-- Name: audit_entries audit_entries_guard_insert; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER audit_entries_guard_insert BEFORE INSERT ON app.audit_entries FOR EACH ROW WHEN (((new.seq IS NOT NULL) OR (new.prev_hash IS NOT NULL) OR (new.hash IS NOT NULL))) EXECUTE FUNCTION app.audit_entries_guard();

--
-- Name: audit_entries audit_entries_guard_rows; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER audit_entries_guard_rows BEFORE DELETE OR UPDATE ON app.audit_entries FOR EACH ROW EXECUTE FUNCTION app.audit_entries_guard();

--
-- Name: audit_entries audit_entries_guard_truncate; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER audit_entries_guard_truncate BEFORE TRUNCATE ON app.audit_entries FOR EACH STATEMENT EXECUTE FUNCTION app.audit_entries_guard();

--
-- Name: calendar_feeds calendar_feeds_audit_delete; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER calendar_feeds_audit_delete AFTER DELETE ON app.calendar_feeds REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app.audit_rows_deleted('person_id', 'org_id', '', 'token_hash');

--
-- Name: calendar_feeds calendar_feeds_audit_insert; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER calendar_feeds_audit_insert AFTER INSERT ON app.calendar_feeds REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.audit_rows_inserted('person_id', 'org_id', '', 'token_hash');

--
-- Name: calendar_feeds calendar_feeds_audit_update; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER calendar_feeds_audit_update AFTER UPDATE ON app.calendar_feeds REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.audit_rows_updated('person_id', 'org_id', '', 'token_hash');

--
-- Name: filters filters_audit_delete; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER filters_audit_delete AFTER DELETE ON app.filters REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app.audit_rows_deleted('id', 'org_id', '', '');

--
-- Name: filters filters_audit_insert; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER filters_audit_insert AFTER INSERT ON app.filters REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.audit_rows_inserted('id', 'org_id', '', '');

--
-- Name: filters filters_audit_update; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER filters_audit_update AFTER UPDATE ON app.filters REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.audit_rows_updated('id', 'org_id', '', '');

--
-- Name: import_jobs import_jobs_audit_delete; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER import_jobs_audit_delete AFTER DELETE ON app.import_jobs REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app.audit_rows_deleted('id', 'org_id', 'heartbeat_at,lines_total,lines_checked,lines_written,result', 'result');

--
-- Name: import_jobs import_jobs_audit_insert; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER import_jobs_audit_insert AFTER INSERT ON app.import_jobs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.audit_rows_inserted('id', 'org_id', 'heartbeat_at,lines_total,lines_checked,lines_written,result', 'result');

--
-- Name: import_jobs import_jobs_audit_update; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER import_jobs_audit_update AFTER UPDATE ON app.import_jobs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.audit_rows_updated('id', 'org_id', 'heartbeat_at,lines_total,lines_checked,lines_written,result', 'result');

--
-- Name: labels labels_audit_delete; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER labels_audit_delete AFTER DELETE ON app.labels REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app.audit_rows_deleted('id', 'org_id', '', '');

--
-- Name: labels labels_audit_insert; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER labels_audit_insert AFTER INSERT ON app.labels REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.audit_rows_inserted('id', 'org_id', '', '');

--
-- Name: labels labels_audit_update; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER labels_audit_update AFTER UPDATE ON app.labels REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.audit_rows_updated('id', 'org_id', '', '');

--
-- Name: organizations organizations_audit; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER organizations_audit AFTER INSERT OR UPDATE ON app.organizations FOR EACH ROW EXECUTE FUNCTION app.audit_organization_change();

--
-- Name: organizations organizations_audit_forget; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER organizations_audit_forget AFTER DELETE ON app.organizations REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app.audit_forget_organization();

--
-- Name: people people_audit_delete; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER people_audit_delete AFTER DELETE ON app.people REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app.audit_rows_deleted('id', 'org_id', '', '');

--
-- Name: people people_audit_insert; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER people_audit_insert AFTER INSERT ON app.people REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.audit_rows_inserted('id', 'org_id', '', '');

--
-- Name: people people_audit_update; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER people_audit_update AFTER UPDATE ON app.people REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.audit_rows_updated('id', 'org_id', '', '');

--
-- Name: process_categories process_categories_audit_delete; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER process_categories_audit_delete AFTER DELETE ON app.process_categories REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app.audit_rows_deleted('id', 'org_id', '', '');

--
-- Name: process_categories process_categories_audit_insert; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER process_categories_audit_insert AFTER INSERT ON app.process_categories REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.audit_rows_inserted('id', 'org_id', '', '');

--
-- Name: process_categories process_categories_audit_update; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER process_categories_audit_update AFTER UPDATE ON app.process_categories REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.audit_rows_updated('id', 'org_id', '', '');

--
-- Name: process_docs process_docs_audit_delete; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER process_docs_audit_delete AFTER DELETE ON app.process_docs REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app.audit_rows_deleted('id', 'org_id', '', '');

--
-- Name: process_docs process_docs_audit_insert; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER process_docs_audit_insert AFTER INSERT ON app.process_docs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.audit_rows_inserted('id', 'org_id', '', '');

--
-- Name: process_docs process_docs_audit_update; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER process_docs_audit_update AFTER UPDATE ON app.process_docs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.audit_rows_updated('id', 'org_id', '', '');

--
-- Name: process_labels process_labels_audit_delete; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER process_labels_audit_delete AFTER DELETE ON app.process_labels REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app.audit_rows_deleted('process_id,label_id', 'org_id', '', '');

--
-- Name: process_labels process_labels_audit_insert; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER process_labels_audit_insert AFTER INSERT ON app.process_labels REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.audit_rows_inserted('process_id,label_id', 'org_id', '', '');

--
-- Name: process_labels process_labels_audit_update; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER process_labels_audit_update AFTER UPDATE ON app.process_labels REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.audit_rows_updated('process_id,label_id', 'org_id', '', '');

--
-- Name: process_roles process_roles_audit_delete; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER process_roles_audit_delete AFTER DELETE ON app.process_roles REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app.audit_rows_deleted('process_id,role_id', 'org_id', '', '');

--
-- Name: process_roles process_roles_audit_insert; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER process_roles_audit_insert AFTER INSERT ON app.process_roles REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.audit_rows_inserted('process_id,role_id', 'org_id', '', '');

--
-- Name: process_roles process_roles_audit_update; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER process_roles_audit_update AFTER UPDATE ON app.process_roles REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.audit_rows_updated('process_id,role_id', 'org_id', '', '');

--
-- Name: processes processes_audit_delete; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER processes_audit_delete AFTER DELETE ON app.processes REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app.audit_rows_deleted('id', 'org_id', '', '');

--
-- Name: processes processes_audit_insert; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER processes_audit_insert AFTER INSERT ON app.processes REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.audit_rows_inserted('id', 'org_id', '', '');

--
-- Name: processes processes_audit_update; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER processes_audit_update AFTER UPDATE ON app.processes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.audit_rows_updated('id', 'org_id', '', '');

--
-- Name: role_members role_members_audit_delete; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER role_members_audit_delete AFTER DELETE ON app.role_members REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app.audit_rows_deleted('role_id,person_id', 'org_id', '', '');

--
-- Name: role_members role_members_audit_insert; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER role_members_audit_insert AFTER INSERT ON app.role_members REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.audit_rows_inserted('role_id,person_id', 'org_id', '', '');

--
-- Name: role_members role_members_audit_update; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER role_members_audit_update AFTER UPDATE ON app.role_members REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.audit_rows_updated('role_id,person_id', 'org_id', '', '');

--
-- Name: roles roles_audit_delete; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER roles_audit_delete AFTER DELETE ON app.roles REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app.audit_rows_deleted('id', 'org_id', '', '');

--
-- Name: roles roles_audit_insert; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER roles_audit_insert AFTER INSERT ON app.roles REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.audit_rows_inserted('id', 'org_id', '', '');

--
-- Name: roles roles_audit_update; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER roles_audit_update AFTER UPDATE ON app.roles REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.audit_rows_updated('id', 'org_id', '', '');

--
-- Name: saved_matrices saved_matrices_audit_delete; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER saved_matrices_audit_delete AFTER DELETE ON app.saved_matrices REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app.audit_rows_deleted('id', 'org_id', '', '');

--
-- Name: saved_matrices saved_matrices_audit_insert; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER saved_matrices_audit_insert AFTER INSERT ON app.saved_matrices REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.audit_rows_inserted('id', 'org_id', '', '');

--
-- Name: saved_matrices saved_matrices_audit_update; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER saved_matrices_audit_update AFTER UPDATE ON app.saved_matrices REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.audit_rows_updated('id', 'org_id', '', '');

--
-- Name: settings settings_audit_delete; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER settings_audit_delete AFTER DELETE ON app.settings REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app.audit_rows_deleted('org_id', 'org_id', '', '');

--
-- Name: settings settings_audit_insert; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER settings_audit_insert AFTER INSERT ON app.settings REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.audit_rows_inserted('org_id', 'org_id', '', '');

--
-- Name: settings settings_audit_update; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER settings_audit_update AFTER UPDATE ON app.settings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.audit_rows_updated('org_id', 'org_id', '', '');

--
-- Name: task_series_rules task_series_rules_audit_delete; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER task_series_rules_audit_delete AFTER DELETE ON app.task_series_rules REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app.audit_rows_deleted('id', 'org_id', 'updated_by', '');

--
-- Name: task_series_rules task_series_rules_audit_insert; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER task_series_rules_audit_insert AFTER INSERT ON app.task_series_rules REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.audit_rows_inserted('id', 'org_id', 'updated_by', '');

--
-- Name: task_series_rules task_series_rules_audit_update; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER task_series_rules_audit_update AFTER UPDATE ON app.task_series_rules REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.audit_rows_updated('id', 'org_id', 'updated_by', '');

--
-- Name: tasks tasks_audit_delete; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER tasks_audit_delete AFTER DELETE ON app.tasks REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app.audit_rows_deleted('id', 'org_id', 'updated_by', '');

--
-- Name: tasks tasks_audit_insert; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER tasks_audit_insert AFTER INSERT ON app.tasks REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.audit_rows_inserted('id', 'org_id', 'updated_by', '');

--
-- Name: tasks tasks_audit_update; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER tasks_audit_update AFTER UPDATE ON app.tasks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.audit_rows_updated('id', 'org_id', 'updated_by', '');

--
-- Name: mfa_factors mfa_factors_audit; Type: TRIGGER; Schema: auth; Owner: -
--

CREATE TRIGGER mfa_factors_audit AFTER INSERT OR DELETE OR UPDATE ON auth.mfa_factors FOR EACH ROW EXECUTE FUNCTION app.audit_auth_change();

--
-- Name: sessions sessions_audit; Type: TRIGGER; Schema: auth; Owner: -
--

CREATE TRIGGER sessions_audit AFTER INSERT OR DELETE ON auth.sessions FOR EACH ROW EXECUTE FUNCTION app.audit_auth_change();

--
-- Name: users users_audit; Type: TRIGGER; Schema: auth; Owner: -
--

CREATE TRIGGER users_audit AFTER INSERT OR UPDATE ON auth.users FOR EACH ROW EXECUTE FUNCTION app.audit_auth_change();

--
-- Name: audit_entries; Type: ROW SECURITY; Schema: app; Owner: -
--

ALTER TABLE app.audit_entries ENABLE ROW LEVEL SECURITY;

--
-- Name: audit_entries audit_entries_delete_nobody; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY audit_entries_delete_nobody ON app.audit_entries FOR DELETE TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND false));

--
-- Name: audit_entries audit_entries_insert_nobody; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY audit_entries_insert_nobody ON app.audit_entries FOR INSERT TO authenticated WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND false));

--
-- Name: audit_entries audit_entries_select_admin; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY audit_entries_select_admin ON app.audit_entries FOR SELECT TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND (( SELECT app.current_user_type() AS current_user_type) = 'Admin'::text)));

--
-- Name: audit_entries audit_entries_update_nobody; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY audit_entries_update_nobody ON app.audit_entries FOR UPDATE TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND false)) WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND false));

--
-- Name: FUNCTION apply_audit_retention(p_org_id bigint, p_now timestamp with time zone, p_max integer); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.apply_audit_retention(p_org_id bigint, p_now timestamp with time zone, p_max integer) FROM PUBLIC;

--
-- Name: FUNCTION audit_actor(OUT member_org bigint, OUT person_id bigint, OUT person_name text, OUT session_id uuid, OUT actor text, OUT client_address text); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.audit_actor(OUT member_org bigint, OUT person_id bigint, OUT person_name text, OUT session_id uuid, OUT actor text, OUT client_address text) FROM PUBLIC;

--
-- Name: FUNCTION audit_auth_change(); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.audit_auth_change() FROM PUBLIC;

--
-- Name: FUNCTION audit_chain_first_break(p_org_id bigint); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.audit_chain_first_break(p_org_id bigint) FROM PUBLIC;

--
-- Name: FUNCTION audit_chain_head(p_org_id bigint, OUT seq bigint, OUT hash text); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.audit_chain_head(p_org_id bigint, OUT seq bigint, OUT hash text) FROM PUBLIC;

--
-- Name: FUNCTION audit_clean(p_row jsonb, p_org_col text, p_masked text[]); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.audit_clean(p_row jsonb, p_org_col text, p_masked text[]) FROM PUBLIC;

--
-- Name: FUNCTION audit_entries_guard(); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.audit_entries_guard() FROM PUBLIC;

--
-- Name: TABLE audit_entries; Type: ACL; Schema: app; Owner: -
--

GRANT SELECT ON TABLE app.audit_entries TO authenticated;
GRANT SELECT ON TABLE app.audit_entries TO service_role;

--
-- Name: FUNCTION audit_entry_hash(p_prev bytea, p_seq bigint, e app.audit_entries); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.audit_entry_hash(p_prev bytea, p_seq bigint, e app.audit_entries) FROM PUBLIC;

--
-- Name: FUNCTION audit_forget_organization(); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.audit_forget_organization() FROM PUBLIC;

--
-- Name: FUNCTION audit_genesis(); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.audit_genesis() FROM PUBLIC;

--
-- Name: FUNCTION audit_key(p_row jsonb, p_keys text[]); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.audit_key(p_row jsonb, p_keys text[]) FROM PUBLIC;

--
-- Name: FUNCTION audit_maintenance(p_now timestamp with time zone); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.audit_maintenance(p_now timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION app.audit_maintenance(p_now timestamp with time zone) TO service_role;

--
-- Name: FUNCTION audit_organization_change(); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.audit_organization_change() FROM PUBLIC;

--
-- Name: FUNCTION audit_rows_deleted(); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.audit_rows_deleted() FROM PUBLIC;

--
-- Name: FUNCTION audit_rows_inserted(); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.audit_rows_inserted() FROM PUBLIC;

--
-- Name: FUNCTION audit_rows_updated(); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.audit_rows_updated() FROM PUBLIC;

--
-- Name: FUNCTION audit_update_action(p_entity text, p_after jsonb); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.audit_update_action(p_entity text, p_after jsonb) FROM PUBLIC;

--
-- Name: FUNCTION record_security_event(p_user_id uuid, p_email text, p_entity text, p_entity_id text, p_action text, p_details jsonb, p_session uuid, p_address text); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.record_security_event(p_user_id uuid, p_email text, p_entity text, p_entity_id text, p_action text, p_details jsonb, p_session uuid, p_address text) FROM PUBLIC;

--
-- Name: FUNCTION seal_audit_entries(p_limit integer); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.seal_audit_entries(p_limit integer) FROM PUBLIC;
