-- The current schema of this area, generated from supabase/migrations by
-- scripts/schema-dump.ts. To change it: docs/database.md#changing-the-schema

SET check_function_bodies = false;
SELECT pg_catalog.set_config('search_path', '', false);

--
-- Name: enqueue_due_reminders(timestamp with time zone); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.enqueue_due_reminders(p_now timestamp with time zone DEFAULT now()) RETURNS integer
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(sum(n), 0)::integer from (
    -- The weekly email: from Monday 07:00 local time, and for a day after it: a scheduler
    -- that was down at 07:00 catches up, but a run is never started late in the week.
    select app.enqueue_reminder_period(
             s.org_id, 'email', to_char(w.monday, 'IYYY-"W"IW'), p_now) as n
    from app.settings s
    cross join lateral (select app.local_time(s.timezone, p_now) as local_time) l
    cross join lateral (
      select (l.local_time::date - (extract(isodow from l.local_time)::int - 1)) as monday
    ) w
    where s.send_weekly_reminders_via_email
      and l.local_time >= w.monday + time '07:00'
      and l.local_time < w.monday + time '07:00' + interval '1 day'
    union all
    -- The daily SMS about late tasks (docs/reminders.md#daily-sms): from 08:00 local time
    -- until the end of that day.
    select app.enqueue_reminder_period(
             s.org_id, 'sms', to_char(l.local_time::date, 'YYYY-MM-DD'), p_now)
    from app.settings s
    cross join lateral (select app.local_time(s.timezone, p_now) as local_time) l
    where s.send_daily_reminders_for_late_tasks_via_sms
      and l.local_time >= l.local_time::date + time '08:00'
  ) periods
$$;

--
-- Name: FUNCTION enqueue_due_reminders(p_now timestamp with time zone); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.enqueue_due_reminders(p_now timestamp with time zone) IS 'Enqueues the reminders due at p_now (default now): for every organisation sending weekly email whose local time is between Monday 07:00 and Tuesday 07:00, one outbox row per enabled person with an email who receives weekly reminders; for every organisation sending the daily SMS whose local time is past 08:00, one row per enabled person with a mobile number for that day. Idempotent (on conflict do nothing): safe from any number of schedulers. Returns how many rows it added.';

--
-- Name: enqueue_reminder_period(bigint, text, text, timestamp with time zone); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.enqueue_reminder_period(p_org_id bigint, p_channel text, p_period text, p_now timestamp with time zone) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_run bigint;
  v_rows integer;
begin
  insert into app.reminder_runs (org_id, channel, period, started_at)
  values (p_org_id, p_channel, p_period, p_now)
  on conflict (org_id, channel, period) do nothing;
  select r.id into v_run from app.reminder_runs r
  where r.org_id = p_org_id and r.channel = p_channel and r.period = p_period;

  -- Email: people who receive weekly reminders and have an address. SMS: people with a
  -- mobile number. Whether there is anything to say is decided when it is sent: nothing
  -- → skipped, no message.
  insert into app.reminder_outbox (org_id, run_id, person_id, channel, period, next_attempt_at)
  select p.org_id, v_run, p.id, p_channel, p_period, p_now
  from app.people p
  where p.org_id = p_org_id
    and p.is_auth_enabled
    and app.import_row_shown(p.import_job_id) -- hidden
    and case p_channel
          when 'email' then p.receive_weekly_reminders and p.email is not null
          else p.mobile is not null
        end
  on conflict (org_id, person_id, channel, period) do nothing;
  get diagnostics v_rows = row_count;

  if v_rows > 0 then
    update app.reminder_runs r set enqueued = r.enqueued + v_rows, finished_at = null
    where r.id = v_run;
  end if;
  return v_rows;
end
$$;

--
-- Name: FUNCTION enqueue_reminder_period(p_org_id bigint, p_channel text, p_period text, p_now timestamp with time zone); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.enqueue_reminder_period(p_org_id bigint, p_channel text, p_period text, p_now timestamp with time zone) IS 'Enqueues one period (ISO week for email, day for SMS) of one channel in one organisation: the run row and one outbox row per person reached, each once. Returns the rows added.';

--
-- Name: unsubscribe_by_token(text); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.unsubscribe_by_token(p_token_hash text) RETURNS boolean
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  with spent as (
    update app.reminder_tokens t set used_at = pg_catalog.now()
    where t.token_hash = p_token_hash
      and t.purpose = 'unsubscribe'
      and t.used_at is null
      and t.expires_at > pg_catalog.now()
    returning t.org_id, t.person_id
  ), changed as (
    update app.people p set receive_weekly_reminders = false
    from spent s
    where p.org_id = s.org_id and p.id = s.person_id
    returning p.id
  )
  select exists (select from spent)
$$;

--
-- Name: FUNCTION unsubscribe_by_token(p_token_hash text); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.unsubscribe_by_token(p_token_hash text) IS 'Spends a live unsubscribe token (by its SHA-256 hex) and turns its person''s weekly reminders off. True when the token was live; a spent, expired or unknown token changes nothing.';

--
-- Name: unsubscribe_subject(text); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.unsubscribe_subject(p_token_hash text) RETURNS TABLE(org_name text, person_name text, email text, is_subscribed boolean)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select o.name, p.name, p.email, p.receive_weekly_reminders
  from app.reminder_tokens t
  join app.organizations o on o.id = t.org_id
  join app.people p on p.org_id = t.org_id and p.id = t.person_id
  where t.token_hash = p_token_hash
    and t.purpose = 'unsubscribe'
    and t.used_at is null
    and t.expires_at > pg_catalog.now()
$$;

--
-- Name: FUNCTION unsubscribe_subject(p_token_hash text); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.unsubscribe_subject(p_token_hash text) IS 'Whom a live unsubscribe token (by its SHA-256 hex) concerns: organisation name, person name, email and whether they receive weekly reminders; no row for an unknown, spent or expired token.';

--
-- Name: reminder_outbox; Type: TABLE; Schema: app; Owner: -
--

CREATE TABLE app.reminder_outbox (
    id bigint NOT NULL,
    org_id bigint NOT NULL,
    run_id bigint NOT NULL,
    person_id bigint NOT NULL,
    channel text NOT NULL,
    period text NOT NULL,
    status text DEFAULT 'queued'::text NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    next_attempt_at timestamp with time zone DEFAULT now() NOT NULL,
    claimed_by text,
    claimed_until timestamp with time zone,
    last_error text,
    payload jsonb,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    sent_at timestamp with time zone,
    CONSTRAINT reminder_outbox_attempts_check CHECK ((attempts >= 0)),
    CONSTRAINT reminder_outbox_channel_check CHECK ((channel = ANY (ARRAY['email'::text, 'sms'::text]))),
    CONSTRAINT reminder_outbox_check CHECK (((status = 'sending'::text) = (claimed_until IS NOT NULL))),
    CONSTRAINT reminder_outbox_period_check CHECK ((period ~ '^\d{4}-(W\d{2}|\d{2}-\d{2})$'::text)),
    CONSTRAINT reminder_outbox_status_check CHECK ((status = ANY (ARRAY['queued'::text, 'sending'::text, 'sent'::text, 'skipped'::text, 'failed'::text])))
);

--
-- Name: reminder_outbox_id_seq; Type: SEQUENCE; Schema: app; Owner: -
--

ALTER TABLE app.reminder_outbox ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME app.reminder_outbox_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: reminder_runs; Type: TABLE; Schema: app; Owner: -
--

CREATE TABLE app.reminder_runs (
    id bigint NOT NULL,
    org_id bigint NOT NULL,
    channel text NOT NULL,
    period text NOT NULL,
    started_at timestamp with time zone DEFAULT now() NOT NULL,
    finished_at timestamp with time zone,
    enqueued integer DEFAULT 0 NOT NULL,
    sent integer DEFAULT 0 NOT NULL,
    skipped integer DEFAULT 0 NOT NULL,
    failed integer DEFAULT 0 NOT NULL,
    CONSTRAINT reminder_runs_channel_check CHECK ((channel = ANY (ARRAY['email'::text, 'sms'::text]))),
    CONSTRAINT reminder_runs_enqueued_check CHECK ((enqueued >= 0)),
    CONSTRAINT reminder_runs_failed_check CHECK ((failed >= 0)),
    CONSTRAINT reminder_runs_period_check CHECK ((period ~ '^\d{4}-(W\d{2}|\d{2}-\d{2})$'::text)),
    CONSTRAINT reminder_runs_sent_check CHECK ((sent >= 0)),
    CONSTRAINT reminder_runs_skipped_check CHECK ((skipped >= 0))
);

--
-- Name: reminder_runs_id_seq; Type: SEQUENCE; Schema: app; Owner: -
--

ALTER TABLE app.reminder_runs ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME app.reminder_runs_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: reminder_tokens; Type: TABLE; Schema: app; Owner: -
--

CREATE TABLE app.reminder_tokens (
    token_hash text NOT NULL,
    org_id bigint NOT NULL,
    person_id bigint NOT NULL,
    purpose text DEFAULT 'unsubscribe'::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone DEFAULT (now() + '90 days'::interval) NOT NULL,
    used_at timestamp with time zone,
    CONSTRAINT reminder_tokens_purpose_check CHECK ((purpose = 'unsubscribe'::text)),
    CONSTRAINT reminder_tokens_token_hash_check CHECK ((token_hash ~ '^[0-9a-f]{64}$'::text))
);

--
-- Name: reminder_outbox reminder_outbox_org_id_id_key; Type: CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.reminder_outbox
    ADD CONSTRAINT reminder_outbox_org_id_id_key UNIQUE (org_id, id);

--
-- Name: reminder_outbox reminder_outbox_org_id_person_id_channel_period_key; Type: CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.reminder_outbox
    ADD CONSTRAINT reminder_outbox_org_id_person_id_channel_period_key UNIQUE (org_id, person_id, channel, period);

--
-- Name: reminder_outbox reminder_outbox_pkey; Type: CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.reminder_outbox
    ADD CONSTRAINT reminder_outbox_pkey PRIMARY KEY (id);

--
-- Name: reminder_runs reminder_runs_org_id_channel_period_key; Type: CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.reminder_runs
    ADD CONSTRAINT reminder_runs_org_id_channel_period_key UNIQUE (org_id, channel, period);

--
-- Name: reminder_runs reminder_runs_org_id_id_key; Type: CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.reminder_runs
    ADD CONSTRAINT reminder_runs_org_id_id_key UNIQUE (org_id, id);

--
-- Name: reminder_runs reminder_runs_pkey; Type: CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.reminder_runs
    ADD CONSTRAINT reminder_runs_pkey PRIMARY KEY (id);

--
-- Name: reminder_tokens reminder_tokens_pkey; Type: CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.reminder_tokens
    ADD CONSTRAINT reminder_tokens_pkey PRIMARY KEY (token_hash);

--
-- Name: reminder_outbox_due_idx; Type: INDEX; Schema: app; Owner: -
--

CREATE INDEX reminder_outbox_due_idx ON app.reminder_outbox USING btree (next_attempt_at) WHERE (status = 'queued'::text);

--
-- Name: reminder_outbox_lease_idx; Type: INDEX; Schema: app; Owner: -
--

CREATE INDEX reminder_outbox_lease_idx ON app.reminder_outbox USING btree (claimed_until) WHERE (status = 'sending'::text);

--
-- Name: reminder_outbox_person_idx; Type: INDEX; Schema: app; Owner: -
--

CREATE INDEX reminder_outbox_person_idx ON app.reminder_outbox USING btree (org_id, person_id);

--
-- Name: reminder_outbox_run_idx; Type: INDEX; Schema: app; Owner: -
--

CREATE INDEX reminder_outbox_run_idx ON app.reminder_outbox USING btree (org_id, run_id, status);

--
-- Name: reminder_runs_last_idx; Type: INDEX; Schema: app; Owner: -
--

CREATE INDEX reminder_runs_last_idx ON app.reminder_runs USING btree (org_id, started_at DESC);

--
-- Name: reminder_tokens_expires_idx; Type: INDEX; Schema: app; Owner: -
--

CREATE INDEX reminder_tokens_expires_idx ON app.reminder_tokens USING btree (expires_at);

--
-- Name: reminder_tokens_person_idx; Type: INDEX; Schema: app; Owner: -
--

CREATE INDEX reminder_tokens_person_idx ON app.reminder_tokens USING btree (org_id, person_id);

--
-- Name: reminder_outbox reminder_outbox_set_updated_at; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER reminder_outbox_set_updated_at BEFORE UPDATE ON app.reminder_outbox FOR EACH ROW EXECUTE FUNCTION app.set_updated_at();

--
-- Name: reminder_outbox reminder_outbox_org_id_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.reminder_outbox
    ADD CONSTRAINT reminder_outbox_org_id_fkey FOREIGN KEY (org_id) REFERENCES app.organizations(id) ON DELETE CASCADE;

--
-- Name: reminder_outbox reminder_outbox_org_id_person_id_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.reminder_outbox
    ADD CONSTRAINT reminder_outbox_org_id_person_id_fkey FOREIGN KEY (org_id, person_id) REFERENCES app.people(org_id, id) ON DELETE CASCADE;

--
-- Name: reminder_outbox reminder_outbox_org_id_run_id_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.reminder_outbox
    ADD CONSTRAINT reminder_outbox_org_id_run_id_fkey FOREIGN KEY (org_id, run_id) REFERENCES app.reminder_runs(org_id, id) ON DELETE CASCADE;

--
-- Name: reminder_runs reminder_runs_org_id_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.reminder_runs
    ADD CONSTRAINT reminder_runs_org_id_fkey FOREIGN KEY (org_id) REFERENCES app.organizations(id) ON DELETE CASCADE;

--
-- Name: reminder_tokens reminder_tokens_org_id_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.reminder_tokens
    ADD CONSTRAINT reminder_tokens_org_id_fkey FOREIGN KEY (org_id) REFERENCES app.organizations(id) ON DELETE CASCADE;

--
-- Name: reminder_tokens reminder_tokens_org_id_person_id_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.reminder_tokens
    ADD CONSTRAINT reminder_tokens_org_id_person_id_fkey FOREIGN KEY (org_id, person_id) REFERENCES app.people(org_id, id) ON DELETE CASCADE;

--
-- Name: reminder_outbox; Type: ROW SECURITY; Schema: app; Owner: -
--

ALTER TABLE app.reminder_outbox ENABLE ROW LEVEL SECURITY;

--
-- Name: reminder_outbox reminder_outbox_delete_system; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY reminder_outbox_delete_system ON app.reminder_outbox FOR DELETE TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND (( SELECT app.current_user_type() AS current_user_type) = 'System'::text)));

--
-- Name: reminder_outbox reminder_outbox_insert_system; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY reminder_outbox_insert_system ON app.reminder_outbox FOR INSERT TO authenticated WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND (( SELECT app.current_user_type() AS current_user_type) = 'System'::text)));

--
-- Name: reminder_outbox reminder_outbox_select_admin; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY reminder_outbox_select_admin ON app.reminder_outbox FOR SELECT TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND (( SELECT app.current_user_type() AS current_user_type) = 'Admin'::text)));

--
-- Name: reminder_outbox reminder_outbox_update_admin; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY reminder_outbox_update_admin ON app.reminder_outbox FOR UPDATE TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND (( SELECT app.current_user_type() AS current_user_type) = ANY (ARRAY['Admin'::text, 'System'::text])))) WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND (( SELECT app.current_user_type() AS current_user_type) = ANY (ARRAY['Admin'::text, 'System'::text]))));

--
-- Name: reminder_runs; Type: ROW SECURITY; Schema: app; Owner: -
--

ALTER TABLE app.reminder_runs ENABLE ROW LEVEL SECURITY;

--
-- Name: reminder_runs reminder_runs_delete_system; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY reminder_runs_delete_system ON app.reminder_runs FOR DELETE TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND (( SELECT app.current_user_type() AS current_user_type) = 'System'::text)));

--
-- Name: reminder_runs reminder_runs_insert_system; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY reminder_runs_insert_system ON app.reminder_runs FOR INSERT TO authenticated WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND (( SELECT app.current_user_type() AS current_user_type) = 'System'::text)));

--
-- Name: reminder_runs reminder_runs_select_admin; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY reminder_runs_select_admin ON app.reminder_runs FOR SELECT TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND (( SELECT app.current_user_type() AS current_user_type) = 'Admin'::text)));

--
-- Name: reminder_runs reminder_runs_update_admin; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY reminder_runs_update_admin ON app.reminder_runs FOR UPDATE TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND (( SELECT app.current_user_type() AS current_user_type) = ANY (ARRAY['Admin'::text, 'System'::text])))) WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND (( SELECT app.current_user_type() AS current_user_type) = ANY (ARRAY['Admin'::text, 'System'::text]))));

--
-- Name: reminder_tokens; Type: ROW SECURITY; Schema: app; Owner: -
--

ALTER TABLE app.reminder_tokens ENABLE ROW LEVEL SECURITY;

--
-- Name: reminder_tokens reminder_tokens_delete_system; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY reminder_tokens_delete_system ON app.reminder_tokens FOR DELETE TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND (( SELECT app.current_user_type() AS current_user_type) = 'System'::text)));

--
-- Name: reminder_tokens reminder_tokens_insert_system; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY reminder_tokens_insert_system ON app.reminder_tokens FOR INSERT TO authenticated WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND (( SELECT app.current_user_type() AS current_user_type) = 'System'::text)));

--
-- Name: reminder_tokens reminder_tokens_select_own; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY reminder_tokens_select_own ON app.reminder_tokens FOR SELECT TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND (person_id = ( SELECT app.current_person_id() AS current_person_id))));

--
-- Name: reminder_tokens reminder_tokens_update_own; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY reminder_tokens_update_own ON app.reminder_tokens FOR UPDATE TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND (person_id = ( SELECT app.current_person_id() AS current_person_id)))) WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND (person_id = ( SELECT app.current_person_id() AS current_person_id))));

--
-- Name: FUNCTION enqueue_due_reminders(p_now timestamp with time zone); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.enqueue_due_reminders(p_now timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION app.enqueue_due_reminders(p_now timestamp with time zone) TO service_role;

--
-- Name: FUNCTION enqueue_reminder_period(p_org_id bigint, p_channel text, p_period text, p_now timestamp with time zone); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.enqueue_reminder_period(p_org_id bigint, p_channel text, p_period text, p_now timestamp with time zone) FROM PUBLIC;

--
-- Name: FUNCTION unsubscribe_by_token(p_token_hash text); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.unsubscribe_by_token(p_token_hash text) FROM PUBLIC;
GRANT ALL ON FUNCTION app.unsubscribe_by_token(p_token_hash text) TO anon;
GRANT ALL ON FUNCTION app.unsubscribe_by_token(p_token_hash text) TO service_role;

--
-- Name: FUNCTION unsubscribe_subject(p_token_hash text); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.unsubscribe_subject(p_token_hash text) FROM PUBLIC;
GRANT ALL ON FUNCTION app.unsubscribe_subject(p_token_hash text) TO anon;
GRANT ALL ON FUNCTION app.unsubscribe_subject(p_token_hash text) TO service_role;

--
-- Name: TABLE reminder_outbox; Type: ACL; Schema: app; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE app.reminder_outbox TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE app.reminder_outbox TO service_role;

--
-- Name: TABLE reminder_runs; Type: ACL; Schema: app; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE app.reminder_runs TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE app.reminder_runs TO service_role;

--
-- Name: TABLE reminder_tokens; Type: ACL; Schema: app; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE app.reminder_tokens TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE app.reminder_tokens TO service_role;
