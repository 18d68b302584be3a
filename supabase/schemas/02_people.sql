-- The current schema of this area, generated from supabase/migrations by
-- scripts/schema-dump.ts. To change it: docs/database.md#changing-the-schema

SET check_function_bodies = false;
SELECT pg_catalog.set_config('search_path', '', false);

--
-- Name: admit_invitation_mail(bigint, integer, integer, integer); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.admit_invitation_mail(p_person_id bigint, p_min_interval_seconds integer, p_per_organization integer, p_window_seconds integer) RETURNS TABLE(wait_seconds integer, limited_by text)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: FUNCTION admit_invitation_mail(p_person_id bigint, p_min_interval_seconds integer, p_per_organization integer, p_window_seconds integer); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.admit_invitation_mail(p_person_id bigint, p_min_interval_seconds integer, p_per_organization integer, p_window_seconds integer) IS 'Rate limit of invitation mails: records one to person p_person_id of the caller''s organisation and answers (0, null), or answers the seconds to wait and the limit that refused it (person: one mail per address of the organisation per p_min_interval_seconds; organization: p_per_organization per p_window_seconds). Admins and Managers only.';

--
-- Name: guard_admin_rights(); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.guard_admin_rights() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if current_user <> 'authenticated' then
    return coalesce(new, old);
  end if;
  if tg_op = 'INSERT' then
    if new.user_type = 'Admin' and app.current_user_type() is distinct from 'Admin' then
      raise exception 'Only an admin can make someone an admin.' using errcode = '42501';
    end if;
    return new;
  end if;
  if tg_op = 'DELETE' then
    if old.user_type = 'Admin' and app.current_user_type() is distinct from 'Admin' then
      raise exception 'Only an admin can remove an admin.' using errcode = '42501';
    end if;
    return old;
  end if;
  if old.user_type <> 'Admin' and new.user_type = 'Admin'
     and app.current_user_type() is distinct from 'Admin' then
    raise exception 'Only an admin can make someone an admin.' using errcode = '42501';
  end if;
  if old.user_type = 'Admin' and (
       new.user_type is distinct from old.user_type
       or new.is_auth_enabled is distinct from old.is_auth_enabled
       or lower(new.email) is distinct from lower(old.email)
       or new.auth_user_id is distinct from old.auth_user_id)
     and app.current_user_type() is distinct from 'Admin' then
    raise exception 'Only an admin can change an admin''s type, sign-in or email.' using errcode = '42501';
  end if;
  return new;
end
$$;

--
-- Name: FUNCTION guard_admin_rights(); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.guard_admin_rights() IS 'BEFORE INSERT/UPDATE/DELETE on app.people: only an Admin request makes, unmakes, disables, relinks or removes an Admin; service paths are not narrowed.';

--
-- Name: guard_person_update(); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.guard_person_update() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if current_user <> 'authenticated' or app.is_catalogue_manager() then
    return new;
  end if;
  if old.id is distinct from app.current_person_id() then
    raise exception 'You may only change your own profile.' using errcode = '42501';
  end if;
  if (pg_catalog.to_jsonb(new) - 'name' - 'mobile' - 'receive_weekly_reminders' - 'updated_at')
     is distinct from (pg_catalog.to_jsonb(old) - 'name' - 'mobile' - 'receive_weekly_reminders' - 'updated_at') then
    raise exception 'You may only change your name, mobile number and weekly reminder choice.'
      using errcode = '42501';
  end if;
  return new;
end
$$;

--
-- Name: FUNCTION guard_person_update(); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.guard_person_update() IS 'BEFORE UPDATE on app.people: a User-type member may change only their own name, mobile and receive_weekly_reminders; admins, managers and service paths are not narrowed.';

--
-- Name: keep_an_enabled_admin(); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.keep_an_enabled_admin() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform app.lock_org_admins(old.org_id);
  if not exists (select 1 from app.organizations o where o.id = old.org_id) then
    return null;
  end if;
  -- A new statement, hence (read committed) a new snapshot: it sees what a concurrent
  -- demotion committed while this transaction waited for the lock.
  if not exists (select 1 from app.people p
                 where p.org_id = old.org_id and p.user_type = 'Admin' and p.is_auth_enabled
                   and app.import_row_shown(p.import_job_id)) then -- hidden
    raise exception 'The organisation needs at least one admin who can sign in.'
      using errcode = '23514', constraint = 'people_keep_an_admin';
  end if;
  return null;
end
$$;

--
-- Name: FUNCTION keep_an_enabled_admin(); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.keep_an_enabled_admin() IS 'Deferred AFTER UPDATE/DELETE on app.people of an enabled admin: at commit, under app.lock_org_admins, refuses to leave an existing organisation without an enabled Admin.';

--
-- Name: link_person_to_auth_user(); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.link_person_to_auth_user() RETURNS bigint
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
      and app.import_row_shown(p.import_job_id) -- hidden
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

--
-- Name: FUNCTION link_person_to_auth_user(); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.link_person_to_auth_user() IS 'First sign-in: links the enabled, unlinked person of tenant app.tenant whose email equals the token''s email to auth.uid(), only when that email is the account''s confirmed email (auth.users.email_confirmed_at set); returns the caller''s person id in that tenant or null.';

--
-- Name: lock_org_admins(bigint); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.lock_org_admins(p_org_id bigint) RETURNS void
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended('app.people.admins:' || p_org_id::text, 0))
$$;

--
-- Name: FUNCTION lock_org_admins(p_org_id bigint); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.lock_org_admins(p_org_id bigint) IS 'Takes the transaction-level lock that serialises changes taking an enabled admin away in organisation p_org_id (count and write under one lock).';

--
-- Name: record_invitation_sent(bigint, text); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.record_invitation_sent(p_person_id bigint, p_mail text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: FUNCTION record_invitation_sent(p_person_id bigint, p_mail text); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.record_invitation_sent(p_person_id bigint, p_mail text) IS 'Records the invitation mail admitted in this transaction to person p_person_id of the caller''s organisation (invitation or sign_in_notice), with the inviting Admin or Manager as who; once per admission.';

--
-- Name: refresh_people_statistics(); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.refresh_people_statistics() RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if (select app.is_catalogue_manager()) then
    analyze app.people, app.role_members;
  end if;
end
$$;

--
-- Name: FUNCTION refresh_people_statistics(); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.refresh_people_statistics() IS 'Analyzes app.people and app.role_members (for a manager of the caller''s organisation, during a people import): the embedded database has no autovacuum.';

--
-- Name: people; Type: TABLE; Schema: app; Owner: -
--

CREATE TABLE app.people (
    id bigint NOT NULL,
    org_id bigint NOT NULL,
    people_handle text NOT NULL,
    name text NOT NULL,
    description text DEFAULT ''::text NOT NULL,
    email text,
    user_type text DEFAULT 'User'::text NOT NULL,
    is_auth_enabled boolean DEFAULT true NOT NULL,
    receive_weekly_reminders boolean DEFAULT false NOT NULL,
    auth_user_id uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    mobile text,
    import_job_id bigint,
    CONSTRAINT people_email_check CHECK (((email IS NULL) OR (email ~ '^[^@\s]+@[^@\s]+$'::text))),
    CONSTRAINT people_mobile_check CHECK (((mobile IS NULL) OR (mobile ~ '^\+[1-9][0-9]{6,14}$'::text))),
    CONSTRAINT people_name_check CHECK (((length(name) >= 1) AND (length(name) <= 200))),
    CONSTRAINT people_people_handle_check CHECK (((length(people_handle) >= 1) AND (length(people_handle) <= 64))),
    CONSTRAINT people_user_type_check CHECK ((user_type = ANY (ARRAY['User'::text, 'Admin'::text, 'Manager'::text])))
);

--
-- Name: COLUMN people.mobile; Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON COLUMN app.people.mobile IS 'Mobile number in E.164 (+14155550123), or null: where the daily late-tasks SMS goes.';

--
-- Name: people_id_seq; Type: SEQUENCE; Schema: app; Owner: -
--

ALTER TABLE app.people ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME app.people_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: invitation_mails; Type: TABLE; Schema: app_private; Owner: -
--

CREATE TABLE app_private.invitation_mails (
    id bigint NOT NULL,
    org_id bigint NOT NULL,
    email text NOT NULL,
    sent_at timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);

--
-- Name: TABLE invitation_mails; Type: COMMENT; Schema: app_private; Owner: -
--

COMMENT ON TABLE app_private.invitation_mails IS 'Invitation mails (and sign-in notices) sent in the last window, per organisation and address (rate limit); written only by app.admit_invitation_mail.';

--
-- Name: invitation_mails_id_seq; Type: SEQUENCE; Schema: app_private; Owner: -
--

ALTER TABLE app_private.invitation_mails ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME app_private.invitation_mails_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: people people_org_id_id_key; Type: CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.people
    ADD CONSTRAINT people_org_id_id_key UNIQUE (org_id, id);

--
-- Name: people people_pkey; Type: CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.people
    ADD CONSTRAINT people_pkey PRIMARY KEY (id);

--
-- Name: invitation_mails invitation_mails_pkey; Type: CONSTRAINT; Schema: app_private; Owner: -
--

ALTER TABLE ONLY app_private.invitation_mails
    ADD CONSTRAINT invitation_mails_pkey PRIMARY KEY (id);

--
-- Name: people_auth_user_key; Type: INDEX; Schema: app; Owner: -
--

CREATE UNIQUE INDEX people_auth_user_key ON app.people USING btree (org_id, auth_user_id) WHERE (auth_user_id IS NOT NULL);

--
-- Name: people_email_key; Type: INDEX; Schema: app; Owner: -
--

CREATE UNIQUE INDEX people_email_key ON app.people USING btree (org_id, lower(email)) WHERE (email IS NOT NULL);

--
-- Name: people_handle_key; Type: INDEX; Schema: app; Owner: -
--

CREATE UNIQUE INDEX people_handle_key ON app.people USING btree (org_id, lower(people_handle));

--
-- Name: people_import_job_idx; Type: INDEX; Schema: app; Owner: -
--

CREATE INDEX people_import_job_idx ON app.people USING btree (import_job_id) WHERE (import_job_id IS NOT NULL);

--
-- Name: invitation_mails_org_idx; Type: INDEX; Schema: app_private; Owner: -
--

CREATE INDEX invitation_mails_org_idx ON app_private.invitation_mails USING btree (org_id, sent_at);

--
-- Name: invitation_mails_person_idx; Type: INDEX; Schema: app_private; Owner: -
--

CREATE INDEX invitation_mails_person_idx ON app_private.invitation_mails USING btree (org_id, email, sent_at);

--
-- Name: people people_guard_update; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER people_guard_update BEFORE UPDATE ON app.people FOR EACH ROW EXECUTE FUNCTION app.guard_person_update();

--
-- Name: people people_guard_who_makes_admins; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER people_guard_who_makes_admins BEFORE INSERT OR DELETE OR UPDATE ON app.people FOR EACH ROW EXECUTE FUNCTION app.guard_admin_rights();

--
-- Name: people people_keep_an_admin; Type: TRIGGER; Schema: app; Owner: -
--

CREATE CONSTRAINT TRIGGER people_keep_an_admin AFTER DELETE OR UPDATE ON app.people DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (((old.user_type = 'Admin'::text) AND old.is_auth_enabled)) EXECUTE FUNCTION app.keep_an_enabled_admin();

--
-- Name: people people_set_updated_at; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER people_set_updated_at BEFORE UPDATE ON app.people FOR EACH ROW EXECUTE FUNCTION app.set_updated_at();

--
-- Name: people people_org_id_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.people
    ADD CONSTRAINT people_org_id_fkey FOREIGN KEY (org_id) REFERENCES app.organizations(id) ON DELETE CASCADE;

--
-- Name: invitation_mails invitation_mails_org_id_fkey; Type: FK CONSTRAINT; Schema: app_private; Owner: -
--

ALTER TABLE ONLY app_private.invitation_mails
    ADD CONSTRAINT invitation_mails_org_id_fkey FOREIGN KEY (org_id) REFERENCES app.organizations(id) ON DELETE CASCADE;

--
-- Name: people; Type: ROW SECURITY; Schema: app; Owner: -
--

ALTER TABLE app.people ENABLE ROW LEVEL SECURITY;

--
-- Name: people people_delete_manager; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY people_delete_manager ON app.people FOR DELETE TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager)));

--
-- Name: people people_insert_manager; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY people_insert_manager ON app.people FOR INSERT TO authenticated WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager)));

--
-- Name: people people_select_manager_or_self; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY people_select_manager_or_self ON app.people FOR SELECT TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND (( SELECT app.is_catalogue_manager() AS is_catalogue_manager) OR (id = ( SELECT app.current_person_id() AS current_person_id))) AND ((import_job_id IS NULL) OR (import_job_id <> ALL (( SELECT app.hidden_import_jobs() AS hidden_import_jobs)::bigint[])))));

--
-- Name: people people_update_manager_or_self; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY people_update_manager_or_self ON app.people FOR UPDATE TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND (( SELECT app.is_catalogue_manager() AS is_catalogue_manager) OR (id = ( SELECT app.current_person_id() AS current_person_id))))) WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND (( SELECT app.is_catalogue_manager() AS is_catalogue_manager) OR (id = ( SELECT app.current_person_id() AS current_person_id)))));

--
-- Name: invitation_mails; Type: ROW SECURITY; Schema: app_private; Owner: -
--

ALTER TABLE app_private.invitation_mails ENABLE ROW LEVEL SECURITY;

--
-- Name: FUNCTION admit_invitation_mail(p_person_id bigint, p_min_interval_seconds integer, p_per_organization integer, p_window_seconds integer); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.admit_invitation_mail(p_person_id bigint, p_min_interval_seconds integer, p_per_organization integer, p_window_seconds integer) FROM PUBLIC;
GRANT ALL ON FUNCTION app.admit_invitation_mail(p_person_id bigint, p_min_interval_seconds integer, p_per_organization integer, p_window_seconds integer) TO authenticated;

--
-- Name: FUNCTION guard_admin_rights(); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.guard_admin_rights() FROM PUBLIC;

--
-- Name: FUNCTION guard_person_update(); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.guard_person_update() FROM PUBLIC;

--
-- Name: FUNCTION keep_an_enabled_admin(); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.keep_an_enabled_admin() FROM PUBLIC;

--
-- Name: FUNCTION link_person_to_auth_user(); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.link_person_to_auth_user() FROM PUBLIC;
GRANT ALL ON FUNCTION app.link_person_to_auth_user() TO authenticated;
GRANT ALL ON FUNCTION app.link_person_to_auth_user() TO service_role;

--
-- Name: FUNCTION lock_org_admins(p_org_id bigint); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.lock_org_admins(p_org_id bigint) FROM PUBLIC;
GRANT ALL ON FUNCTION app.lock_org_admins(p_org_id bigint) TO authenticated;
GRANT ALL ON FUNCTION app.lock_org_admins(p_org_id bigint) TO service_role;

--
-- Name: FUNCTION record_invitation_sent(p_person_id bigint, p_mail text); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.record_invitation_sent(p_person_id bigint, p_mail text) FROM PUBLIC;
GRANT ALL ON FUNCTION app.record_invitation_sent(p_person_id bigint, p_mail text) TO authenticated;

--
-- Name: FUNCTION refresh_people_statistics(); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.refresh_people_statistics() FROM PUBLIC;
GRANT ALL ON FUNCTION app.refresh_people_statistics() TO authenticated;

--
-- Name: TABLE people; Type: ACL; Schema: app; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE app.people TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE app.people TO service_role;

--
-- Name: SEQUENCE people_id_seq; Type: ACL; Schema: app; Owner: -
--

GRANT SELECT,USAGE ON SEQUENCE app.people_id_seq TO authenticated;
GRANT SELECT,USAGE ON SEQUENCE app.people_id_seq TO service_role;
