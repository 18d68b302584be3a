-- The current schema of this area, generated from supabase/migrations by
-- scripts/schema-dump.ts. To change it: docs/database.md#changing-the-schema

SET check_function_bodies = false;
SELECT pg_catalog.set_config('search_path', '', false);

--
-- Name: app; Type: SCHEMA; Schema: -; Owner: -
--

CREATE SCHEMA app;

--
-- Name: app_private; Type: SCHEMA; Schema: -; Owner: -
--

CREATE SCHEMA app_private;

--
-- Name: pg_trgm; Type: EXTENSION; Schema: -; Owner: -
--

CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA extensions;

--
-- Name: EXTENSION pg_trgm; Type: COMMENT; Schema: -; Owner: -
--

COMMENT ON EXTENSION pg_trgm IS 'text similarity measurement and index searching based on trigrams';

--
-- Name: admit_organization_signup(text, integer, integer, integer); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.admit_organization_signup(p_address text, p_per_identity integer, p_per_address integer, p_window_seconds integer) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: FUNCTION admit_organization_signup(p_address text, p_per_identity integer, p_per_address integer, p_window_seconds integer); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.admit_organization_signup(p_address text, p_per_identity integer, p_per_address integer, p_window_seconds integer) IS 'Rate limit of organisation sign-ups: 0 when auth.uid() and p_address are both under their limits of organisations created within p_window_seconds, else the seconds to wait. Records nothing: app.record_organization_signup does, once the organisation exists.';

--
-- Name: create_organization(text, text, text); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.create_organization(p_name text, p_prefix text, p_timezone text) RETURNS TABLE(id bigint, prefix text, organization text)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
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
$_$;

--
-- Name: FUNCTION create_organization(p_name text, p_prefix text, p_timezone text); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.create_organization(p_name text, p_prefix text, p_timezone text) IS 'Creates a new organisation (name, prefix, GMT±hh:mm time zone), its settings and its first Admin person linked to auth.uid() with the account''s confirmed email; refuses a taken, reserved or malformed prefix (22023, column prefix) and an unconfirmed account (42501) before writing anything. Never touches an existing organisation.';

--
-- Name: current_member(); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.current_member() RETURNS TABLE(org_id bigint, person_id bigint, user_type text)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select p.org_id, p.id, p.user_type
  from app.organizations o
  join app.people p on p.org_id = o.id
  where lower(o.prefix) = lower(nullif(pg_catalog.current_setting('app.tenant', true), ''))
    and p.auth_user_id = auth.uid()
    and p.is_auth_enabled
  union all
  select o.id, null::bigint, 'System'
  from app.organizations o
  where lower(o.prefix) = lower(nullif(pg_catalog.current_setting('app.tenant', true), ''))
    and auth.role() = 'service_role'
    and auth.uid() is null
  limit 1
$$;

--
-- Name: FUNCTION current_member(); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.current_member() IS 'The enabled person of the organisation whose prefix is app.tenant linked to auth.uid(): (org_id, person_id, user_type); for service_role claims without a subject (the system actor of jobs and imports) (org_id, null, ''System''); else no row.';

--
-- Name: current_org_id(); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.current_org_id() RETURNS bigint
    LANGUAGE sql STABLE SECURITY DEFINER PARALLEL RESTRICTED
    SET search_path TO ''
    AS $$ select m.org_id from app.current_member() m $$;

--
-- Name: FUNCTION current_org_id(); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.current_org_id() IS 'Id of the organisation named by app.tenant, only when auth.uid() is an enabled member of it; else null. Every tenant policy compares org_id with it.';

--
-- Name: current_person_id(); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.current_person_id() RETURNS bigint
    LANGUAGE sql STABLE SECURITY DEFINER PARALLEL RESTRICTED
    SET search_path TO ''
    AS $$ select m.person_id from app.current_member() m $$;

--
-- Name: FUNCTION current_person_id(); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.current_person_id() IS 'Id of the caller''s app.people row in the organisation of app.tenant (enabled and linked), else null.';

--
-- Name: current_user_type(); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.current_user_type() RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER PARALLEL RESTRICTED
    SET search_path TO ''
    AS $$ select m.user_type from app.current_member() m $$;

--
-- Name: FUNCTION current_user_type(); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.current_user_type() IS 'userType of the caller in the organisation of app.tenant: Admin, Manager or User; null when not a member.';

--
-- Name: hidden_import_jobs(); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.hidden_import_jobs() RETURNS bigint[]
    LANGUAGE sql STABLE SECURITY DEFINER PARALLEL RESTRICTED
    SET search_path TO ''
    AS $$
  select coalesce(pg_catalog.array_agg(j.id), '{}'::bigint[])
  from app.import_jobs j
  where j.org_id = (select app.current_org_id()) and j.hides_rows
    and (j.id is distinct from nullif(pg_catalog.current_setting('app.import_job', true), '')::bigint
         or not (select app.is_catalogue_manager()))
$$;

--
-- Name: FUNCTION hidden_import_jobs(); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.hidden_import_jobs() IS 'Ids of the imports of the caller''s organisation whose rows are not shown yet (or any more): written in chunks, not yet applied, or cancelled and not yet deleted.';

--
-- Name: import_row_shown(bigint); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.import_row_shown(job bigint) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select job is null or not exists (select 1 from app.import_jobs j where j.id = job and j.hides_rows)
$$;

--
-- Name: FUNCTION import_row_shown(job bigint); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.import_row_shown(job bigint) IS 'False for a row written by an import that hides its rows (see app.hidden_import_jobs); for security-definer readers, which bypass the select policies.';

--
-- Name: is_catalogue_manager(); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.is_catalogue_manager() RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER PARALLEL RESTRICTED
    SET search_path TO ''
    AS $$ select coalesce((select m.user_type in ('Admin', 'Manager', 'System') from app.current_member() m), false) $$;

--
-- Name: FUNCTION is_catalogue_manager(); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.is_catalogue_manager() IS 'True when the caller is an Admin or Manager of the organisation of app.tenant, or the system actor there: they may change the catalogue.';

--
-- Name: local_time(text, timestamp with time zone); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.local_time(p_timezone text, p_at timestamp with time zone) RETURNS timestamp without time zone
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select (p_at at time zone 'UTC')
         + (case when substr(p_timezone, 4, 1) = '-' then -1 else 1 end)
           * (substr(p_timezone, 5, 2)::int * 60 + substr(p_timezone, 8, 2)::int)
           * interval '1 minute'
$$;

--
-- Name: FUNCTION local_time(p_timezone text, p_at timestamp with time zone); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.local_time(p_timezone text, p_at timestamp with time zone) IS 'The wall-clock time of instant p_at at the fixed UTC offset p_timezone (GMT+hh:mm / GMT-hh:mm, as app.settings stores it).';

--
-- Name: org_today(bigint, timestamp with time zone); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.org_today(p_org_id bigint, p_at timestamp with time zone DEFAULT now()) RETURNS date
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select app.local_time(
    coalesce((select s.timezone from app.settings s where s.org_id = p_org_id), 'GMT+00:00'),
    p_at)::date
$$;

--
-- Name: FUNCTION org_today(p_org_id bigint, p_at timestamp with time zone); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.org_today(p_org_id bigint, p_at timestamp with time zone) IS 'The calendar day of instant p_at (default now) at the UTC offset of organisation p_org_id (app.settings.timezone, GMT+00:00 without a row): the SQL twin of orgToday (org-today.ts). Reads the settings as the caller.';

--
-- Name: prefix_problem(text); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.prefix_problem(p_prefix text) RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $_$
  select case
    when p_prefix is null or p_prefix !~ '^[a-z0-9][a-z0-9-]{1,31}$' then 'format'
    when pg_catalog.strpos(p_prefix, '--') > 0 then 'dashes'
    when p_prefix = any (app.reserved_prefixes()) then 'reserved'
    when exists (select 1 from app.organizations o where lower(o.prefix) = lower(p_prefix))
      then 'taken'
  end
$_$;

--
-- Name: FUNCTION prefix_problem(p_prefix text); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.prefix_problem(p_prefix text) IS 'Why p_prefix cannot be a new organisation''s prefix: format (2–32 of a-z, 0-9, dash), dashes (two in a row, as xn-- of punycode), reserved, taken; null when free.';

--
-- Name: record_organization_signup(text); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.record_organization_signup(p_address text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: FUNCTION record_organization_signup(p_address text); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.record_organization_signup(p_address text) IS 'Counts an organisation just created by auth.uid() (in this transaction) against its identity and p_address, for app.admit_organization_signup.';

--
-- Name: request_caller(text, text); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.request_caller(claims text, tenant text) RETURNS TABLE(db_role text, session_live boolean, org_id bigint, person_id bigint, user_type text, is_email_auth_enabled boolean, is_google_auth_enabled boolean, is_microsoft_auth_enabled boolean, is_two_factor_required boolean)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
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
$_$;

--
-- Name: FUNCTION request_caller(claims text, tenant text); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.request_caller(claims text, tenant text) IS 'Per API request, in one statement: sets request.jwt.claims and app.tenant (transaction-local), checks the token''s session (auth.sessions row of session_id for sub, not past not_after), resolves the caller''s person in the tenant (linking it on first sign-in) and returns it with the organisation''s sign-in methods, its two-factor rule and the role to assume. Always one row; org_id null when the session is not live or the caller is no enabled member.';

--
-- Name: reserved_prefixes(); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.reserved_prefixes() RETURNS text[]
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select array[
    'admin', 'api', 'app', 'assets', 'auth', 'dashboard', 'demo-admin', 'functions',
    'graphql', 'help', 'login', 'logout', 'mail', 'mailbox', 'new', 'rest', 'root',
    'settings', 'signup', 'static', 'status', 'storage', 'support', 'system', 'tenant',
    'tenant-otref', 'unsubscribe', 'www'
  ]::text[]
$$;

--
-- Name: FUNCTION reserved_prefixes(); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.reserved_prefixes() IS 'Prefixes no organisation may take (paths of the app and the stack); the SQL copy of RESERVED_PREFIXES in _shared/domain/organizations/prefix.ts.';

--
-- Name: set_updated_at(); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.set_updated_at() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new.updated_at := pg_catalog.now();
  return new;
end
$$;

--
-- Name: FUNCTION set_updated_at(); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.set_updated_at() IS 'BEFORE UPDATE trigger: stamps updated_at with the transaction time.';

--
-- Name: tenant_login_options(text); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.tenant_login_options(prefix text) RETURNS TABLE(organization_name text, is_email_auth_enabled boolean, is_google_auth_enabled boolean, is_microsoft_auth_enabled boolean)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $_$
  select o.name,
         coalesce(s.is_email_auth_enabled, true),
         coalesce(s.is_google_auth_enabled, false),
         coalesce(s.is_microsoft_auth_enabled, false)
  from app.organizations o
  left join app.settings s on s.org_id = o.id
  where lower(o.prefix) = lower($1)
$_$;

--
-- Name: FUNCTION tenant_login_options(prefix text); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.tenant_login_options(prefix text) IS 'Public login options of the organisation with this prefix (name and enabled sign-in methods); no row for an unknown prefix. Callable without signing in.';

--
-- Name: organizations; Type: TABLE; Schema: app; Owner: -
--

CREATE TABLE app.organizations (
    id bigint NOT NULL,
    prefix text NOT NULL,
    name text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT organizations_name_check CHECK (((length(name) >= 1) AND (length(name) <= 200))),
    CONSTRAINT organizations_prefix_check CHECK ((prefix ~ '^[a-z0-9][a-z0-9-]{1,39}$'::text))
);

--
-- Name: organizations_id_seq; Type: SEQUENCE; Schema: app; Owner: -
--

ALTER TABLE app.organizations ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME app.organizations_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: settings; Type: TABLE; Schema: app; Owner: -
--

CREATE TABLE app.settings (
    org_id bigint NOT NULL,
    timezone text DEFAULT 'GMT+00:00'::text NOT NULL,
    is_email_auth_enabled boolean DEFAULT true NOT NULL,
    is_google_auth_enabled boolean DEFAULT false NOT NULL,
    is_microsoft_auth_enabled boolean DEFAULT false NOT NULL,
    send_daily_reminders_for_late_tasks_via_sms boolean DEFAULT false NOT NULL,
    send_weekly_reminders_via_email boolean DEFAULT true NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    tasks_look_ahead_days integer DEFAULT 7 NOT NULL,
    is_two_factor_required boolean DEFAULT false NOT NULL,
    audit_retention_days integer DEFAULT 400 NOT NULL,
    CONSTRAINT settings_audit_retention_days_check CHECK (((audit_retention_days >= 30) AND (audit_retention_days <= 36500))),
    CONSTRAINT settings_tasks_look_ahead_days_check CHECK (((tasks_look_ahead_days >= 1) AND (tasks_look_ahead_days <= 366))),
    CONSTRAINT settings_timezone_check CHECK ((timezone ~ '^GMT[+-](0[0-9]|1[0-4]):(00|15|30|45)$'::text))
);

--
-- Name: COLUMN settings.is_two_factor_required; Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON COLUMN app.settings.is_two_factor_required IS 'Admins and Managers must sign in with a second factor (session aal2) before the API accepts their writes.';

--
-- Name: organization_signup_attempts; Type: TABLE; Schema: app_private; Owner: -
--

CREATE TABLE app_private.organization_signup_attempts (
    id bigint NOT NULL,
    auth_user_id uuid NOT NULL,
    address text NOT NULL,
    attempted_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: TABLE organization_signup_attempts; Type: COMMENT; Schema: app_private; Owner: -
--

COMMENT ON TABLE app_private.organization_signup_attempts IS 'Organisation sign-up attempts of the last window, per identity and address (rate limit); written only by app.admit_organization_signup.';

--
-- Name: organization_signup_attempts_id_seq; Type: SEQUENCE; Schema: app_private; Owner: -
--

ALTER TABLE app_private.organization_signup_attempts ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME app_private.organization_signup_attempts_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: organizations organizations_pkey; Type: CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.organizations
    ADD CONSTRAINT organizations_pkey PRIMARY KEY (id);

--
-- Name: settings settings_pkey; Type: CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.settings
    ADD CONSTRAINT settings_pkey PRIMARY KEY (org_id);

--
-- Name: organization_signup_attempts organization_signup_attempts_pkey; Type: CONSTRAINT; Schema: app_private; Owner: -
--

ALTER TABLE ONLY app_private.organization_signup_attempts
    ADD CONSTRAINT organization_signup_attempts_pkey PRIMARY KEY (id);

--
-- Name: organizations_prefix_key; Type: INDEX; Schema: app; Owner: -
--

CREATE UNIQUE INDEX organizations_prefix_key ON app.organizations USING btree (lower(prefix));

--
-- Name: organization_signup_attempts_address_idx; Type: INDEX; Schema: app_private; Owner: -
--

CREATE INDEX organization_signup_attempts_address_idx ON app_private.organization_signup_attempts USING btree (address, attempted_at);

--
-- Name: organization_signup_attempts_user_idx; Type: INDEX; Schema: app_private; Owner: -
--

CREATE INDEX organization_signup_attempts_user_idx ON app_private.organization_signup_attempts USING btree (auth_user_id, attempted_at);

--
-- Name: settings settings_set_updated_at; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER settings_set_updated_at BEFORE UPDATE ON app.settings FOR EACH ROW EXECUTE FUNCTION app.set_updated_at();

--
-- Name: settings settings_org_id_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.settings
    ADD CONSTRAINT settings_org_id_fkey FOREIGN KEY (org_id) REFERENCES app.organizations(id) ON DELETE CASCADE;

--
-- Name: organizations; Type: ROW SECURITY; Schema: app; Owner: -
--

ALTER TABLE app.organizations ENABLE ROW LEVEL SECURITY;

--
-- Name: organizations organizations_select_member; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY organizations_select_member ON app.organizations FOR SELECT TO authenticated USING ((id = ( SELECT app.current_org_id() AS current_org_id)));

--
-- Name: organizations organizations_update_admin; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY organizations_update_admin ON app.organizations FOR UPDATE TO authenticated USING (((id = ( SELECT app.current_org_id() AS current_org_id)) AND (( SELECT app.current_user_type() AS current_user_type) = 'Admin'::text))) WITH CHECK (((id = ( SELECT app.current_org_id() AS current_org_id)) AND (( SELECT app.current_user_type() AS current_user_type) = 'Admin'::text)));

--
-- Name: settings; Type: ROW SECURITY; Schema: app; Owner: -
--

ALTER TABLE app.settings ENABLE ROW LEVEL SECURITY;

--
-- Name: settings settings_insert_manager; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY settings_insert_manager ON app.settings FOR INSERT TO authenticated WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager)));

--
-- Name: settings settings_select_member; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY settings_select_member ON app.settings FOR SELECT TO authenticated USING ((org_id = ( SELECT app.current_org_id() AS current_org_id)));

--
-- Name: settings settings_update_manager; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY settings_update_manager ON app.settings FOR UPDATE TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager))) WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager)));

--
-- Name: organization_signup_attempts; Type: ROW SECURITY; Schema: app_private; Owner: -
--

ALTER TABLE app_private.organization_signup_attempts ENABLE ROW LEVEL SECURITY;

--
-- Name: SCHEMA app; Type: ACL; Schema: -; Owner: -
--

GRANT USAGE ON SCHEMA app TO authenticated;
GRANT USAGE ON SCHEMA app TO service_role;
GRANT USAGE ON SCHEMA app TO anon;

--
-- Name: FUNCTION admit_organization_signup(p_address text, p_per_identity integer, p_per_address integer, p_window_seconds integer); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.admit_organization_signup(p_address text, p_per_identity integer, p_per_address integer, p_window_seconds integer) FROM PUBLIC;
GRANT ALL ON FUNCTION app.admit_organization_signup(p_address text, p_per_identity integer, p_per_address integer, p_window_seconds integer) TO authenticated;

--
-- Name: FUNCTION create_organization(p_name text, p_prefix text, p_timezone text); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.create_organization(p_name text, p_prefix text, p_timezone text) FROM PUBLIC;
GRANT ALL ON FUNCTION app.create_organization(p_name text, p_prefix text, p_timezone text) TO authenticated;

--
-- Name: FUNCTION current_member(); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.current_member() FROM PUBLIC;
GRANT ALL ON FUNCTION app.current_member() TO authenticated;
GRANT ALL ON FUNCTION app.current_member() TO service_role;

--
-- Name: FUNCTION current_org_id(); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.current_org_id() FROM PUBLIC;
GRANT ALL ON FUNCTION app.current_org_id() TO authenticated;
GRANT ALL ON FUNCTION app.current_org_id() TO service_role;

--
-- Name: FUNCTION current_person_id(); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.current_person_id() FROM PUBLIC;
GRANT ALL ON FUNCTION app.current_person_id() TO authenticated;
GRANT ALL ON FUNCTION app.current_person_id() TO service_role;

--
-- Name: FUNCTION current_user_type(); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.current_user_type() FROM PUBLIC;
GRANT ALL ON FUNCTION app.current_user_type() TO authenticated;
GRANT ALL ON FUNCTION app.current_user_type() TO service_role;

--
-- Name: FUNCTION hidden_import_jobs(); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.hidden_import_jobs() FROM PUBLIC;
GRANT ALL ON FUNCTION app.hidden_import_jobs() TO authenticated;

--
-- Name: FUNCTION import_row_shown(job bigint); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.import_row_shown(job bigint) FROM PUBLIC;

--
-- Name: FUNCTION is_catalogue_manager(); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.is_catalogue_manager() FROM PUBLIC;
GRANT ALL ON FUNCTION app.is_catalogue_manager() TO authenticated;
GRANT ALL ON FUNCTION app.is_catalogue_manager() TO service_role;

--
-- Name: FUNCTION local_time(p_timezone text, p_at timestamp with time zone); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.local_time(p_timezone text, p_at timestamp with time zone) FROM PUBLIC;

--
-- Name: FUNCTION org_today(p_org_id bigint, p_at timestamp with time zone); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.org_today(p_org_id bigint, p_at timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION app.org_today(p_org_id bigint, p_at timestamp with time zone) TO service_role;

--
-- Name: FUNCTION prefix_problem(p_prefix text); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.prefix_problem(p_prefix text) FROM PUBLIC;

--
-- Name: FUNCTION record_organization_signup(p_address text); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.record_organization_signup(p_address text) FROM PUBLIC;
GRANT ALL ON FUNCTION app.record_organization_signup(p_address text) TO authenticated;

--
-- Name: FUNCTION request_caller(claims text, tenant text); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.request_caller(claims text, tenant text) FROM PUBLIC;
GRANT ALL ON FUNCTION app.request_caller(claims text, tenant text) TO authenticated;
GRANT ALL ON FUNCTION app.request_caller(claims text, tenant text) TO service_role;

--
-- Name: FUNCTION reserved_prefixes(); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.reserved_prefixes() FROM PUBLIC;

--
-- Name: FUNCTION set_updated_at(); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.set_updated_at() FROM PUBLIC;

--
-- Name: FUNCTION tenant_login_options(prefix text); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.tenant_login_options(prefix text) FROM PUBLIC;
GRANT ALL ON FUNCTION app.tenant_login_options(prefix text) TO authenticated;
GRANT ALL ON FUNCTION app.tenant_login_options(prefix text) TO service_role;
GRANT ALL ON FUNCTION app.tenant_login_options(prefix text) TO anon;

--
-- Name: TABLE organizations; Type: ACL; Schema: app; Owner: -
--

GRANT SELECT ON TABLE app.organizations TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE app.organizations TO service_role;

--
-- Name: COLUMN organizations.name; Type: ACL; Schema: app; Owner: -
--

GRANT UPDATE(name) ON TABLE app.organizations TO authenticated;

--
-- Name: SEQUENCE organizations_id_seq; Type: ACL; Schema: app; Owner: -
--

GRANT SELECT,USAGE ON SEQUENCE app.organizations_id_seq TO authenticated;
GRANT SELECT,USAGE ON SEQUENCE app.organizations_id_seq TO service_role;

--
-- Name: TABLE settings; Type: ACL; Schema: app; Owner: -
--

GRANT SELECT,INSERT,UPDATE ON TABLE app.settings TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE app.settings TO service_role;

--
-- Name: DEFAULT PRIVILEGES FOR FUNCTIONS; Type: DEFAULT ACL; Schema: extensions; Owner: -
--

ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA extensions GRANT ALL ON FUNCTIONS  TO PUBLIC;

--
-- Name: DEFAULT PRIVILEGES FOR FUNCTIONS; Type: DEFAULT ACL; Schema: public; Owner: -
--

ALTER DEFAULT PRIVILEGES FOR ROLE postgres IN SCHEMA public GRANT ALL ON FUNCTIONS  TO PUBLIC;

--
-- Name: DEFAULT PRIVILEGES FOR FUNCTIONS; Type: DEFAULT ACL; Schema: -; Owner: -
--

ALTER DEFAULT PRIVILEGES FOR ROLE postgres REVOKE ALL ON FUNCTIONS  FROM PUBLIC;


--
