-- The current schema of this area, generated from supabase/migrations by
-- scripts/schema-dump.ts. To change it: docs/database.md#changing-the-schema

SET check_function_bodies = false;
SELECT pg_catalog.set_config('search_path', '', false);

--
-- Name: discard_import_rows(bigint); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.discard_import_rows(job bigint) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select app.discard_import_rows_of(j.org_id, j.id) from app.import_jobs j
  where j.id = job and j.org_id = (select app.current_org_id())
    and (select app.is_catalogue_manager())
$$;

--
-- Name: FUNCTION discard_import_rows(job bigint); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.discard_import_rows(job bigint) IS 'Deletes the rows an unfinished import of the caller''s organisation wrote and stops hiding them (see app.hidden_import_jobs).';

--
-- Name: discard_import_rows_of(bigint, bigint); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.discard_import_rows_of(org bigint, job bigint) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  delete from app.processes p where p.org_id = org and p.import_job_id = job;
  delete from app.labels l where l.org_id = org and l.import_job_id = job;
  delete from app.people p where p.org_id = org and p.import_job_id = job;
  update app.import_jobs j set hides_rows = false where j.org_id = org and j.id = job;
$$;

--
-- Name: FUNCTION discard_import_rows_of(org bigint, job bigint); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.discard_import_rows_of(org bigint, job bigint) IS 'Deletes the rows an unfinished import of the organisation wrote and stops hiding them; for the stack''s own connection (cut-off imports at start).';

--
-- Name: reveal_import_rows(bigint); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.reveal_import_rows(job bigint) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  org bigint;
begin
  update app.import_jobs j set hides_rows = false
  where j.id = job and j.org_id = (select app.current_org_id())
    and (select app.is_catalogue_manager())
  returning j.org_id into org;
  if org is not null then
    perform app.note_task_source_orgs(array[org]);
  end if;
end
$$;

--
-- Name: FUNCTION reveal_import_rows(job bigint); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.reveal_import_rows(job bigint) IS 'Shows the rows an import of the caller''s organisation wrote while it ran (see app.hidden_import_jobs).';

--
-- Name: import_jobs; Type: TABLE; Schema: app; Owner: -
--

CREATE TABLE app.import_jobs (
    id bigint NOT NULL,
    org_id bigint NOT NULL,
    kind text NOT NULL,
    started_by bigint,
    dry_run boolean DEFAULT false NOT NULL,
    phase text DEFAULT 'CHECKING'::text NOT NULL,
    lines_total integer DEFAULT 0 NOT NULL,
    lines_checked integer DEFAULT 0 NOT NULL,
    lines_written integer DEFAULT 0 NOT NULL,
    cancel_requested boolean DEFAULT false NOT NULL,
    result jsonb,
    heartbeat_at timestamp with time zone DEFAULT now() NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    finished_at timestamp with time zone,
    hides_rows boolean DEFAULT false NOT NULL,
    CONSTRAINT import_jobs_check CHECK (((finished_at IS NULL) = (phase = ANY (ARRAY['CHECKING'::text, 'STAGING'::text, 'APPLYING'::text])))),
    CONSTRAINT import_jobs_kind_check CHECK ((kind = ANY (ARRAY['USERS'::text, 'ROLES'::text, 'PROCESSES'::text]))),
    CONSTRAINT import_jobs_lines_checked_check CHECK ((lines_checked >= 0)),
    CONSTRAINT import_jobs_lines_total_check CHECK ((lines_total >= 0)),
    CONSTRAINT import_jobs_lines_written_check CHECK ((lines_written >= 0)),
    CONSTRAINT import_jobs_phase_check CHECK ((phase = ANY (ARRAY['CHECKING'::text, 'STAGING'::text, 'APPLYING'::text, 'DONE'::text, 'CANCELLED'::text, 'FAILED'::text])))
);

--
-- Name: import_jobs_id_seq; Type: SEQUENCE; Schema: app; Owner: -
--

ALTER TABLE app.import_jobs ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME app.import_jobs_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: import_staging; Type: TABLE; Schema: app; Owner: -
--

CREATE TABLE app.import_staging (
    org_id bigint NOT NULL,
    job_id bigint NOT NULL,
    line integer NOT NULL,
    payload jsonb NOT NULL,
    CONSTRAINT import_staging_line_check CHECK ((line >= 1))
);

--
-- Name: import_jobs import_jobs_org_id_id_key; Type: CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.import_jobs
    ADD CONSTRAINT import_jobs_org_id_id_key UNIQUE (org_id, id);

--
-- Name: import_jobs import_jobs_pkey; Type: CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.import_jobs
    ADD CONSTRAINT import_jobs_pkey PRIMARY KEY (id);

--
-- Name: import_staging import_staging_pkey; Type: CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.import_staging
    ADD CONSTRAINT import_staging_pkey PRIMARY KEY (job_id, line);

--
-- Name: import_jobs_hiding_idx; Type: INDEX; Schema: app; Owner: -
--

CREATE INDEX import_jobs_hiding_idx ON app.import_jobs USING btree (org_id) WHERE hides_rows;

--
-- Name: import_jobs_last_idx; Type: INDEX; Schema: app; Owner: -
--

CREATE INDEX import_jobs_last_idx ON app.import_jobs USING btree (org_id, kind, id DESC);

--
-- Name: import_jobs_one_running_key; Type: INDEX; Schema: app; Owner: -
--

CREATE UNIQUE INDEX import_jobs_one_running_key ON app.import_jobs USING btree (org_id, kind) WHERE (finished_at IS NULL);

--
-- Name: import_jobs_started_by_idx; Type: INDEX; Schema: app; Owner: -
--

CREATE INDEX import_jobs_started_by_idx ON app.import_jobs USING btree (org_id, started_by);

--
-- Name: import_staging_org_job_idx; Type: INDEX; Schema: app; Owner: -
--

CREATE INDEX import_staging_org_job_idx ON app.import_staging USING btree (org_id, job_id);

--
-- Name: import_jobs import_jobs_recount_series; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER import_jobs_recount_series AFTER UPDATE OF hides_rows ON app.import_jobs FOR EACH ROW WHEN ((old.hides_rows AND (NOT new.hides_rows))) EXECUTE FUNCTION app.recount_series_of_import();

--
-- Name: import_jobs import_jobs_set_updated_at; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER import_jobs_set_updated_at BEFORE UPDATE ON app.import_jobs FOR EACH ROW EXECUTE FUNCTION app.set_updated_at();

--
-- Name: import_jobs import_jobs_org_id_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.import_jobs
    ADD CONSTRAINT import_jobs_org_id_fkey FOREIGN KEY (org_id) REFERENCES app.organizations(id) ON DELETE CASCADE;

--
-- Name: import_jobs import_jobs_org_id_started_by_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.import_jobs
    ADD CONSTRAINT import_jobs_org_id_started_by_fkey FOREIGN KEY (org_id, started_by) REFERENCES app.people(org_id, id) ON DELETE SET NULL (started_by);

--
-- Name: import_staging import_staging_org_id_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.import_staging
    ADD CONSTRAINT import_staging_org_id_fkey FOREIGN KEY (org_id) REFERENCES app.organizations(id) ON DELETE CASCADE;

--
-- Name: import_staging import_staging_org_id_job_id_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.import_staging
    ADD CONSTRAINT import_staging_org_id_job_id_fkey FOREIGN KEY (org_id, job_id) REFERENCES app.import_jobs(org_id, id) ON DELETE CASCADE;

--
-- Name: import_jobs; Type: ROW SECURITY; Schema: app; Owner: -
--

ALTER TABLE app.import_jobs ENABLE ROW LEVEL SECURITY;

--
-- Name: import_jobs import_jobs_delete_manager; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY import_jobs_delete_manager ON app.import_jobs FOR DELETE TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager)));

--
-- Name: import_jobs import_jobs_insert_manager; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY import_jobs_insert_manager ON app.import_jobs FOR INSERT TO authenticated WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager)));

--
-- Name: import_jobs import_jobs_select_manager; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY import_jobs_select_manager ON app.import_jobs FOR SELECT TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager)));

--
-- Name: import_jobs import_jobs_update_manager; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY import_jobs_update_manager ON app.import_jobs FOR UPDATE TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager))) WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager)));

--
-- Name: import_staging; Type: ROW SECURITY; Schema: app; Owner: -
--

ALTER TABLE app.import_staging ENABLE ROW LEVEL SECURITY;

--
-- Name: import_staging import_staging_delete_manager; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY import_staging_delete_manager ON app.import_staging FOR DELETE TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager)));

--
-- Name: import_staging import_staging_insert_manager; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY import_staging_insert_manager ON app.import_staging FOR INSERT TO authenticated WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager)));

--
-- Name: import_staging import_staging_select_manager; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY import_staging_select_manager ON app.import_staging FOR SELECT TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager)));

--
-- Name: import_staging import_staging_update_manager; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY import_staging_update_manager ON app.import_staging FOR UPDATE TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager))) WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager)));

--
-- Name: FUNCTION discard_import_rows(job bigint); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.discard_import_rows(job bigint) FROM PUBLIC;
GRANT ALL ON FUNCTION app.discard_import_rows(job bigint) TO authenticated;

--
-- Name: FUNCTION discard_import_rows_of(org bigint, job bigint); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.discard_import_rows_of(org bigint, job bigint) FROM PUBLIC;

--
-- Name: FUNCTION reveal_import_rows(job bigint); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.reveal_import_rows(job bigint) FROM PUBLIC;
GRANT ALL ON FUNCTION app.reveal_import_rows(job bigint) TO authenticated;

--
-- Name: TABLE import_jobs; Type: ACL; Schema: app; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE app.import_jobs TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE app.import_jobs TO service_role;

--
-- Name: TABLE import_staging; Type: ACL; Schema: app; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE app.import_staging TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE app.import_staging TO service_role;
