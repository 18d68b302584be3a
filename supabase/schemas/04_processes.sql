-- The current schema of this area, generated from supabase/migrations by
-- scripts/schema-dump.ts. To change it: docs/database.md#changing-the-schema

SET check_function_bodies = false;
SELECT pg_catalog.set_config('search_path', '', false);

--
-- Name: current_process_ids(); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.current_process_ids() RETURNS bigint[]
    LANGUAGE plpgsql STABLE SECURITY DEFINER PARALLEL RESTRICTED
    SET search_path TO ''
    AS $$
declare
  m record;
begin
  select c.org_id, c.person_id into m from app.current_member() c;
  if not found then
    return '{}'::bigint[];
  end if;
  return coalesce((
    with holdings as (
      select rm.role_id, rm.held_from as lo, null::date as hi
      from app.role_members rm
      where rm.org_id = m.org_id and rm.person_id = m.person_id
      union all
      select h.role_id, h.held_from, h.held_until
      from app.role_holdings_ended h
      where h.org_id = m.org_id and h.person_id = m.person_id
    ), assignments as (
      select pr.process_id, pr.role_id, pr.assigned_from as lo, null::date as hi
      from app.process_roles pr
      where pr.org_id = m.org_id and pr.role_id in (select role_id from holdings)
      union all
      select a.process_id, a.role_id, a.assigned_from, a.assigned_until
      from app.process_assignments_ended a
      where a.org_id = m.org_id and a.role_id in (select role_id from holdings)
    )
    select pg_catalog.array_agg(distinct x.process_id)
    from (
      select a.process_id
      from assignments a
      join holdings h on h.role_id = a.role_id
      where coalesce(a.lo, '-infinity'::date) <= coalesce(h.hi, 'infinity'::date)
        and coalesce(h.lo, '-infinity'::date) <= coalesce(a.hi, 'infinity'::date)
      union all
      select r.process_id
      from app.task_series_rules r
      where r.org_id = m.org_id and r.assignee_id = m.person_id
    ) x
  ), '{}'::bigint[]);
end
$$;

--
-- Name: FUNCTION current_process_ids(); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.current_process_ids() IS 'Ids of the processes the caller has or had a series of in the organisation of app.tenant (empty when not a member): assigned to a role they fill or filled while they held it, or handed to them by a series rule. What a User-type member may read of app.processes.';

--
-- Name: default_scheduled_from(); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.default_scheduled_from() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.scheduled_from is null then
    new.scheduled_from := app.org_today(new.org_id);
  end if;
  return new;
end
$$;

--
-- Name: FUNCTION default_scheduled_from(); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.default_scheduled_from() IS 'BEFORE INSERT on app.processes: a process created without scheduled_from starts on today in its organisation''s time zone (app.org_today).';

--
-- Name: processes_matching_text(text); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.processes_matching_text(pattern text) RETURNS SETOF bigint
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select p.id from app.processes p
  where p.org_id = (select app.current_org_id())
    and ((select app.is_catalogue_manager()) or p.id = any ((select app.current_process_ids())::bigint[]))
    and (p.name ilike pattern or p.process_handle ilike pattern or p.description ilike pattern)
$$;

--
-- Name: FUNCTION processes_matching_text(pattern text); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.processes_matching_text(pattern text) IS 'Ids of the processes the caller may read (the organisation''s for Admins and Managers, their own for a User) whose name, handle or description matches the ILIKE pattern; an index-served pre-filter for the processes list (q text terms). Nothing for a caller who is no enabled member.';

--
-- Name: labels; Type: TABLE; Schema: app; Owner: -
--

CREATE TABLE app.labels (
    id bigint NOT NULL,
    org_id bigint NOT NULL,
    label text NOT NULL,
    prefix text GENERATED ALWAYS AS (split_part(label, ':'::text, 1)) STORED,
    import_job_id bigint,
    CONSTRAINT labels_label_check CHECK (((label ~ '^[^:\s][^:]*:.+$'::text) AND (length(label) <= 200)))
);

--
-- Name: labels_id_seq; Type: SEQUENCE; Schema: app; Owner: -
--

ALTER TABLE app.labels ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME app.labels_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: process_categories; Type: TABLE; Schema: app; Owner: -
--

CREATE TABLE app.process_categories (
    id bigint NOT NULL,
    org_id bigint NOT NULL,
    prefix text NOT NULL,
    description text DEFAULT ''::text NOT NULL,
    increment integer DEFAULT 1 NOT NULL,
    CONSTRAINT process_categories_increment_check CHECK ((increment >= 1)),
    CONSTRAINT process_categories_prefix_check CHECK ((prefix ~ '^[A-Za-z0-9][A-Za-z0-9_]{0,15}$'::text))
);

--
-- Name: process_categories_id_seq; Type: SEQUENCE; Schema: app; Owner: -
--

ALTER TABLE app.process_categories ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME app.process_categories_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: process_docs; Type: TABLE; Schema: app; Owner: -
--

CREATE TABLE app.process_docs (
    id bigint NOT NULL,
    org_id bigint NOT NULL,
    process_id bigint NOT NULL,
    name text NOT NULL,
    url text NOT NULL,
    import_job_id bigint,
    CONSTRAINT process_docs_name_check CHECK (((length(name) >= 1) AND (length(name) <= 200))),
    CONSTRAINT process_docs_url_check CHECK (((url ~* '^https?://[^\s]+$'::text) AND (length(url) <= 2000)))
);

--
-- Name: process_docs_id_seq; Type: SEQUENCE; Schema: app; Owner: -
--

ALTER TABLE app.process_docs ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME app.process_docs_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: process_labels; Type: TABLE; Schema: app; Owner: -
--

CREATE TABLE app.process_labels (
    org_id bigint NOT NULL,
    process_id bigint NOT NULL,
    label_id bigint NOT NULL,
    import_job_id bigint
);

--
-- Name: process_roles; Type: TABLE; Schema: app; Owner: -
--

CREATE TABLE app.process_roles (
    org_id bigint NOT NULL,
    process_id bigint NOT NULL,
    role_id bigint NOT NULL,
    import_job_id bigint,
    assigned_from date
);

--
-- Name: COLUMN process_roles.assigned_from; Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON COLUMN app.process_roles.assigned_from IS 'The first day the role was assigned the process; null for assignments older than these dates (since scheduledFrom).';

--
-- Name: processes; Type: TABLE; Schema: app; Owner: -
--

CREATE TABLE app.processes (
    id bigint NOT NULL,
    org_id bigint NOT NULL,
    process_handle text NOT NULL,
    name text NOT NULL,
    description text DEFAULT ''::text NOT NULL,
    category_id bigint,
    owner_role_id bigint,
    frequency_type text DEFAULT 'AsNeeded'::text NOT NULL,
    frequency jsonb,
    compact_frequency text DEFAULT ''::text NOT NULL,
    scheduled_from date NOT NULL,
    has_dates boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    import_job_id bigint,
    unfinished_rule text DEFAULT 'StaysLate'::text NOT NULL,
    CONSTRAINT processes_frequency_type_check CHECK ((frequency_type = ANY (ARRAY['Scheduled'::text, 'AsNeeded'::text]))),
    CONSTRAINT processes_name_check CHECK (((length(name) >= 1) AND (length(name) <= 200))),
    CONSTRAINT processes_process_handle_check CHECK (((length(process_handle) >= 1) AND (length(process_handle) <= 64))),
    CONSTRAINT processes_unfinished_rule_check CHECK ((unfinished_rule = ANY (ARRAY['StaysLate'::text, 'Lapses'::text])))
);

--
-- Name: COLUMN processes.unfinished_rule; Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON COLUMN app.processes.unfinished_rule IS 'StaysLate: an unfinished occurrence stays late until done. Lapses: once a later occurrence is past due, the earlier unfinished ones are missed, not late.';

--
-- Name: processes_id_seq; Type: SEQUENCE; Schema: app; Owner: -
--

ALTER TABLE app.processes ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME app.processes_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: labels labels_org_id_id_key; Type: CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.labels
    ADD CONSTRAINT labels_org_id_id_key UNIQUE (org_id, id);

--
-- Name: labels labels_pkey; Type: CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.labels
    ADD CONSTRAINT labels_pkey PRIMARY KEY (id);

--
-- Name: process_categories process_categories_org_id_id_key; Type: CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.process_categories
    ADD CONSTRAINT process_categories_org_id_id_key UNIQUE (org_id, id);

--
-- Name: process_categories process_categories_pkey; Type: CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.process_categories
    ADD CONSTRAINT process_categories_pkey PRIMARY KEY (id);

--
-- Name: process_docs process_docs_org_id_id_key; Type: CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.process_docs
    ADD CONSTRAINT process_docs_org_id_id_key UNIQUE (org_id, id);

--
-- Name: process_docs process_docs_pkey; Type: CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.process_docs
    ADD CONSTRAINT process_docs_pkey PRIMARY KEY (id);

--
-- Name: process_labels process_labels_pkey; Type: CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.process_labels
    ADD CONSTRAINT process_labels_pkey PRIMARY KEY (org_id, process_id, label_id);

--
-- Name: process_roles process_roles_pkey; Type: CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.process_roles
    ADD CONSTRAINT process_roles_pkey PRIMARY KEY (org_id, process_id, role_id);

--
-- Name: processes processes_org_id_id_key; Type: CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.processes
    ADD CONSTRAINT processes_org_id_id_key UNIQUE (org_id, id);

--
-- Name: processes processes_pkey; Type: CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.processes
    ADD CONSTRAINT processes_pkey PRIMARY KEY (id);

--
-- Name: labels_import_job_idx; Type: INDEX; Schema: app; Owner: -
--

CREATE INDEX labels_import_job_idx ON app.labels USING btree (import_job_id) WHERE (import_job_id IS NOT NULL);

--
-- Name: labels_label_key; Type: INDEX; Schema: app; Owner: -
--

CREATE UNIQUE INDEX labels_label_key ON app.labels USING btree (org_id, lower(label));

--
-- Name: labels_prefix_idx; Type: INDEX; Schema: app; Owner: -
--

CREATE INDEX labels_prefix_idx ON app.labels USING btree (org_id, lower(prefix));

--
-- Name: process_categories_prefix_key; Type: INDEX; Schema: app; Owner: -
--

CREATE UNIQUE INDEX process_categories_prefix_key ON app.process_categories USING btree (org_id, lower(prefix));

--
-- Name: process_docs_process_idx; Type: INDEX; Schema: app; Owner: -
--

CREATE INDEX process_docs_process_idx ON app.process_docs USING btree (org_id, process_id);

--
-- Name: process_labels_label_idx; Type: INDEX; Schema: app; Owner: -
--

CREATE INDEX process_labels_label_idx ON app.process_labels USING btree (org_id, label_id);

--
-- Name: process_roles_role_idx; Type: INDEX; Schema: app; Owner: -
--

CREATE INDEX process_roles_role_idx ON app.process_roles USING btree (org_id, role_id);

--
-- Name: processes_category_idx; Type: INDEX; Schema: app; Owner: -
--

CREATE INDEX processes_category_idx ON app.processes USING btree (org_id, category_id);

--
-- Name: processes_description_trgm_idx; Type: INDEX; Schema: app; Owner: -
--

CREATE INDEX processes_description_trgm_idx ON app.processes USING gin (description extensions.gin_trgm_ops);

--
-- Name: processes_handle_key; Type: INDEX; Schema: app; Owner: -
--

CREATE UNIQUE INDEX processes_handle_key ON app.processes USING btree (org_id, lower(process_handle));

--
-- Name: processes_handle_trgm_idx; Type: INDEX; Schema: app; Owner: -
--

CREATE INDEX processes_handle_trgm_idx ON app.processes USING gin (process_handle extensions.gin_trgm_ops);

--
-- Name: processes_import_job_idx; Type: INDEX; Schema: app; Owner: -
--

CREATE INDEX processes_import_job_idx ON app.processes USING btree (import_job_id) WHERE (import_job_id IS NOT NULL);

--
-- Name: processes_name_idx; Type: INDEX; Schema: app; Owner: -
--

CREATE INDEX processes_name_idx ON app.processes USING btree (org_id, name);

--
-- Name: processes_name_lower_idx; Type: INDEX; Schema: app; Owner: -
--

CREATE INDEX processes_name_lower_idx ON app.processes USING btree (org_id, lower(name), id);

--
-- Name: processes_name_trgm_idx; Type: INDEX; Schema: app; Owner: -
--

CREATE INDEX processes_name_trgm_idx ON app.processes USING gin (name extensions.gin_trgm_ops);

--
-- Name: processes_owner_role_idx; Type: INDEX; Schema: app; Owner: -
--

CREATE INDEX processes_owner_role_idx ON app.processes USING btree (org_id, owner_role_id);

--
-- Name: processes processes_default_scheduled_from; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER processes_default_scheduled_from BEFORE INSERT ON app.processes FOR EACH ROW EXECUTE FUNCTION app.default_scheduled_from();

--
-- Name: processes processes_set_updated_at; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER processes_set_updated_at BEFORE UPDATE ON app.processes FOR EACH ROW EXECUTE FUNCTION app.set_updated_at();

--
-- Name: labels labels_org_id_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.labels
    ADD CONSTRAINT labels_org_id_fkey FOREIGN KEY (org_id) REFERENCES app.organizations(id) ON DELETE CASCADE;

--
-- Name: process_categories process_categories_org_id_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.process_categories
    ADD CONSTRAINT process_categories_org_id_fkey FOREIGN KEY (org_id) REFERENCES app.organizations(id) ON DELETE CASCADE;

--
-- Name: process_docs process_docs_org_id_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.process_docs
    ADD CONSTRAINT process_docs_org_id_fkey FOREIGN KEY (org_id) REFERENCES app.organizations(id) ON DELETE CASCADE;

--
-- Name: process_docs process_docs_org_id_process_id_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.process_docs
    ADD CONSTRAINT process_docs_org_id_process_id_fkey FOREIGN KEY (org_id, process_id) REFERENCES app.processes(org_id, id) ON DELETE CASCADE;

--
-- Name: process_labels process_labels_org_id_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.process_labels
    ADD CONSTRAINT process_labels_org_id_fkey FOREIGN KEY (org_id) REFERENCES app.organizations(id) ON DELETE CASCADE;

--
-- Name: process_labels process_labels_org_id_label_id_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.process_labels
    ADD CONSTRAINT process_labels_org_id_label_id_fkey FOREIGN KEY (org_id, label_id) REFERENCES app.labels(org_id, id) ON DELETE CASCADE;

--
-- Name: process_labels process_labels_org_id_process_id_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.process_labels
    ADD CONSTRAINT process_labels_org_id_process_id_fkey FOREIGN KEY (org_id, process_id) REFERENCES app.processes(org_id, id) ON DELETE CASCADE;

--
-- Name: process_roles process_roles_org_id_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.process_roles
    ADD CONSTRAINT process_roles_org_id_fkey FOREIGN KEY (org_id) REFERENCES app.organizations(id) ON DELETE CASCADE;

--
-- Name: process_roles process_roles_org_id_process_id_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.process_roles
    ADD CONSTRAINT process_roles_org_id_process_id_fkey FOREIGN KEY (org_id, process_id) REFERENCES app.processes(org_id, id) ON DELETE CASCADE;

--
-- Name: process_roles process_roles_org_id_role_id_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.process_roles
    ADD CONSTRAINT process_roles_org_id_role_id_fkey FOREIGN KEY (org_id, role_id) REFERENCES app.roles(org_id, id) ON DELETE RESTRICT;

--
-- Name: processes processes_org_id_category_id_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.processes
    ADD CONSTRAINT processes_org_id_category_id_fkey FOREIGN KEY (org_id, category_id) REFERENCES app.process_categories(org_id, id) ON DELETE SET NULL (category_id);

--
-- Name: processes processes_org_id_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.processes
    ADD CONSTRAINT processes_org_id_fkey FOREIGN KEY (org_id) REFERENCES app.organizations(id) ON DELETE CASCADE;

--
-- Name: processes processes_org_id_owner_role_id_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.processes
    ADD CONSTRAINT processes_org_id_owner_role_id_fkey FOREIGN KEY (org_id, owner_role_id) REFERENCES app.roles(org_id, id) ON DELETE SET NULL (owner_role_id);

--
-- Name: labels; Type: ROW SECURITY; Schema: app; Owner: -
--

ALTER TABLE app.labels ENABLE ROW LEVEL SECURITY;

--
-- Name: labels labels_delete_manager; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY labels_delete_manager ON app.labels FOR DELETE TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager)));

--
-- Name: labels labels_insert_manager; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY labels_insert_manager ON app.labels FOR INSERT TO authenticated WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager)));

--
-- Name: labels labels_select_member; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY labels_select_member ON app.labels FOR SELECT TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ((import_job_id IS NULL) OR (import_job_id <> ALL (( SELECT app.hidden_import_jobs() AS hidden_import_jobs)::bigint[])))));

--
-- Name: labels labels_update_manager; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY labels_update_manager ON app.labels FOR UPDATE TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager))) WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager)));

--
-- Name: process_categories; Type: ROW SECURITY; Schema: app; Owner: -
--

ALTER TABLE app.process_categories ENABLE ROW LEVEL SECURITY;

--
-- Name: process_categories process_categories_delete_manager; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY process_categories_delete_manager ON app.process_categories FOR DELETE TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager)));

--
-- Name: process_categories process_categories_insert_manager; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY process_categories_insert_manager ON app.process_categories FOR INSERT TO authenticated WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager)));

--
-- Name: process_categories process_categories_select_member; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY process_categories_select_member ON app.process_categories FOR SELECT TO authenticated USING ((org_id = ( SELECT app.current_org_id() AS current_org_id)));

--
-- Name: process_categories process_categories_update_manager; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY process_categories_update_manager ON app.process_categories FOR UPDATE TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager))) WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager)));

--
-- Name: process_docs; Type: ROW SECURITY; Schema: app; Owner: -
--

ALTER TABLE app.process_docs ENABLE ROW LEVEL SECURITY;

--
-- Name: process_docs process_docs_delete_manager; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY process_docs_delete_manager ON app.process_docs FOR DELETE TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager)));

--
-- Name: process_docs process_docs_insert_manager; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY process_docs_insert_manager ON app.process_docs FOR INSERT TO authenticated WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager)));

--
-- Name: process_docs process_docs_select_manager_or_assignee; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY process_docs_select_manager_or_assignee ON app.process_docs FOR SELECT TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND (( SELECT app.is_catalogue_manager() AS is_catalogue_manager) OR (process_id = ANY (( SELECT app.current_process_ids() AS current_process_ids)::bigint[]))) AND ((import_job_id IS NULL) OR (import_job_id <> ALL (( SELECT app.hidden_import_jobs() AS hidden_import_jobs)::bigint[])))));

--
-- Name: process_docs process_docs_update_manager; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY process_docs_update_manager ON app.process_docs FOR UPDATE TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager))) WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager)));

--
-- Name: process_labels; Type: ROW SECURITY; Schema: app; Owner: -
--

ALTER TABLE app.process_labels ENABLE ROW LEVEL SECURITY;

--
-- Name: process_labels process_labels_delete_manager; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY process_labels_delete_manager ON app.process_labels FOR DELETE TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager)));

--
-- Name: process_labels process_labels_insert_manager; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY process_labels_insert_manager ON app.process_labels FOR INSERT TO authenticated WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager)));

--
-- Name: process_labels process_labels_select_manager_or_assignee; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY process_labels_select_manager_or_assignee ON app.process_labels FOR SELECT TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND (( SELECT app.is_catalogue_manager() AS is_catalogue_manager) OR (process_id = ANY (( SELECT app.current_process_ids() AS current_process_ids)::bigint[]))) AND ((import_job_id IS NULL) OR (import_job_id <> ALL (( SELECT app.hidden_import_jobs() AS hidden_import_jobs)::bigint[])))));

--
-- Name: process_labels process_labels_update_manager; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY process_labels_update_manager ON app.process_labels FOR UPDATE TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager))) WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager)));

--
-- Name: process_roles; Type: ROW SECURITY; Schema: app; Owner: -
--

ALTER TABLE app.process_roles ENABLE ROW LEVEL SECURITY;

--
-- Name: process_roles process_roles_delete_manager; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY process_roles_delete_manager ON app.process_roles FOR DELETE TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager)));

--
-- Name: process_roles process_roles_insert_manager; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY process_roles_insert_manager ON app.process_roles FOR INSERT TO authenticated WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager)));

--
-- Name: process_roles process_roles_select_manager_or_holder; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY process_roles_select_manager_or_holder ON app.process_roles FOR SELECT TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND (( SELECT app.is_catalogue_manager() AS is_catalogue_manager) OR ((role_id = ANY (( SELECT app.current_role_ids() AS current_role_ids)::bigint[])) AND (process_id = ANY (( SELECT app.current_process_ids() AS current_process_ids)::bigint[])))) AND ((import_job_id IS NULL) OR (import_job_id <> ALL (( SELECT app.hidden_import_jobs() AS hidden_import_jobs)::bigint[])))));

--
-- Name: process_roles process_roles_update_manager; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY process_roles_update_manager ON app.process_roles FOR UPDATE TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager))) WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager)));

--
-- Name: processes; Type: ROW SECURITY; Schema: app; Owner: -
--

ALTER TABLE app.processes ENABLE ROW LEVEL SECURITY;

--
-- Name: processes processes_delete_manager; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY processes_delete_manager ON app.processes FOR DELETE TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager)));

--
-- Name: processes processes_insert_manager; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY processes_insert_manager ON app.processes FOR INSERT TO authenticated WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager)));

--
-- Name: processes processes_select_manager_or_assignee; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY processes_select_manager_or_assignee ON app.processes FOR SELECT TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND (( SELECT app.is_catalogue_manager() AS is_catalogue_manager) OR (id = ANY (( SELECT app.current_process_ids() AS current_process_ids)::bigint[]))) AND ((import_job_id IS NULL) OR (import_job_id <> ALL (( SELECT app.hidden_import_jobs() AS hidden_import_jobs)::bigint[])))));

--
-- Name: processes processes_update_manager; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY processes_update_manager ON app.processes FOR UPDATE TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager))) WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager)));

--
-- Name: FUNCTION current_process_ids(); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.current_process_ids() FROM PUBLIC;
GRANT ALL ON FUNCTION app.current_process_ids() TO authenticated;
GRANT ALL ON FUNCTION app.current_process_ids() TO service_role;

--
-- Name: FUNCTION default_scheduled_from(); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.default_scheduled_from() FROM PUBLIC;

--
-- Name: FUNCTION processes_matching_text(pattern text); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.processes_matching_text(pattern text) FROM PUBLIC;
GRANT ALL ON FUNCTION app.processes_matching_text(pattern text) TO authenticated;

--
-- Name: TABLE labels; Type: ACL; Schema: app; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE app.labels TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE app.labels TO service_role;

--
-- Name: SEQUENCE labels_id_seq; Type: ACL; Schema: app; Owner: -
--

GRANT SELECT,USAGE ON SEQUENCE app.labels_id_seq TO authenticated;
GRANT SELECT,USAGE ON SEQUENCE app.labels_id_seq TO service_role;

--
-- Name: TABLE process_categories; Type: ACL; Schema: app; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE app.process_categories TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE app.process_categories TO service_role;

--
-- Name: SEQUENCE process_categories_id_seq; Type: ACL; Schema: app; Owner: -
--

GRANT SELECT,USAGE ON SEQUENCE app.process_categories_id_seq TO authenticated;
GRANT SELECT,USAGE ON SEQUENCE app.process_categories_id_seq TO service_role;

--
-- Name: TABLE process_docs; Type: ACL; Schema: app; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE app.process_docs TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE app.process_docs TO service_role;

--
-- Name: SEQUENCE process_docs_id_seq; Type: ACL; Schema: app; Owner: -
--

GRANT SELECT,USAGE ON SEQUENCE app.process_docs_id_seq TO authenticated;
GRANT SELECT,USAGE ON SEQUENCE app.process_docs_id_seq TO service_role;

--
-- Name: TABLE process_labels; Type: ACL; Schema: app; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE app.process_labels TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE app.process_labels TO service_role;

--
-- Name: TABLE process_roles; Type: ACL; Schema: app; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE app.process_roles TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE app.process_roles TO service_role;

--
-- Name: TABLE processes; Type: ACL; Schema: app; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE app.processes TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE app.processes TO service_role;

--
-- Name: SEQUENCE processes_id_seq; Type: ACL; Schema: app; Owner: -
--

GRANT SELECT,USAGE ON SEQUENCE app.processes_id_seq TO authenticated;
GRANT SELECT,USAGE ON SEQUENCE app.processes_id_seq TO service_role;
