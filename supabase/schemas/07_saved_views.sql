-- The current schema of this area, generated from supabase/migrations by
-- scripts/schema-dump.ts. To change it: docs/database.md#changing-the-schema

SET check_function_bodies = false;
SELECT pg_catalog.set_config('search_path', '', false);

--
-- Name: filter_authors(); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.filter_authors() RETURNS TABLE(id bigint, name text)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select p.id, p.name
  from app.people p
  where p.org_id = (select app.current_org_id())
    and exists (
      select 1 from app.filters f
      where f.org_id = p.org_id and f.owner_id = p.id
        and (not f.is_private or f.owner_id = (select app.current_person_id()))
    )
$$;

--
-- Name: FUNCTION filter_authors(); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.filter_authors() IS 'Id and name of the people who own a saved filter the caller may see (public, or their own), in the organisation of app.tenant: a filter shows its author to everyone it is shared with.';

--
-- Name: filters; Type: TABLE; Schema: app; Owner: -
--

CREATE TABLE app.filters (
    id bigint NOT NULL,
    org_id bigint NOT NULL,
    name text NOT NULL,
    associated_entity text NOT NULL,
    is_private boolean DEFAULT false NOT NULL,
    owner_id bigint NOT NULL,
    criteria jsonb DEFAULT '[]'::jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT filters_associated_entity_check CHECK ((associated_entity = ANY (ARRAY['User'::text, 'Role'::text, 'Process'::text, 'Task'::text]))),
    CONSTRAINT filters_criteria_check CHECK ((jsonb_typeof(criteria) = 'array'::text)),
    CONSTRAINT filters_name_check CHECK (((length(name) >= 1) AND (length(name) <= 200)))
);

--
-- Name: filters_id_seq; Type: SEQUENCE; Schema: app; Owner: -
--

ALTER TABLE app.filters ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME app.filters_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: saved_matrices; Type: TABLE; Schema: app; Owner: -
--

CREATE TABLE app.saved_matrices (
    id bigint NOT NULL,
    org_id bigint NOT NULL,
    name character varying(255) NOT NULL,
    row_dim text NOT NULL,
    col_dim text NOT NULL,
    is_private boolean DEFAULT true NOT NULL,
    owner_id bigint NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT saved_matrices_col_dim_check CHECK (((length(col_dim) >= 1) AND (length(col_dim) <= 200))),
    CONSTRAINT saved_matrices_name_check CHECK ((length((name)::text) >= 1)),
    CONSTRAINT saved_matrices_name_check_not_blank CHECK ((btrim((name)::text) <> ''::text)),
    CONSTRAINT saved_matrices_row_dim_check CHECK (((length(row_dim) >= 1) AND (length(row_dim) <= 200)))
);

--
-- Name: saved_matrices_id_seq; Type: SEQUENCE; Schema: app; Owner: -
--

ALTER TABLE app.saved_matrices ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME app.saved_matrices_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: filters filters_org_id_id_key; Type: CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.filters
    ADD CONSTRAINT filters_org_id_id_key UNIQUE (org_id, id);

--
-- Name: filters filters_pkey; Type: CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.filters
    ADD CONSTRAINT filters_pkey PRIMARY KEY (id);

--
-- Name: saved_matrices saved_matrices_org_id_id_key; Type: CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.saved_matrices
    ADD CONSTRAINT saved_matrices_org_id_id_key UNIQUE (org_id, id);

--
-- Name: saved_matrices saved_matrices_pkey; Type: CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.saved_matrices
    ADD CONSTRAINT saved_matrices_pkey PRIMARY KEY (id);

--
-- Name: filters_owner_idx; Type: INDEX; Schema: app; Owner: -
--

CREATE INDEX filters_owner_idx ON app.filters USING btree (org_id, owner_id);

--
-- Name: saved_matrices_name_idx; Type: INDEX; Schema: app; Owner: -
--

CREATE INDEX saved_matrices_name_idx ON app.saved_matrices USING btree (org_id, lower((name)::text));

--
-- Name: saved_matrices_owner_idx; Type: INDEX; Schema: app; Owner: -
--

CREATE INDEX saved_matrices_owner_idx ON app.saved_matrices USING btree (org_id, owner_id);

--
-- Name: saved_matrices_public_idx; Type: INDEX; Schema: app; Owner: -
--

CREATE INDEX saved_matrices_public_idx ON app.saved_matrices USING btree (org_id, id) WHERE (NOT is_private);

--
-- Name: filters filters_set_updated_at; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER filters_set_updated_at BEFORE UPDATE ON app.filters FOR EACH ROW EXECUTE FUNCTION app.set_updated_at();

--
-- Name: saved_matrices saved_matrices_set_updated_at; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER saved_matrices_set_updated_at BEFORE UPDATE ON app.saved_matrices FOR EACH ROW EXECUTE FUNCTION app.set_updated_at();

--
-- Name: filters filters_org_id_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.filters
    ADD CONSTRAINT filters_org_id_fkey FOREIGN KEY (org_id) REFERENCES app.organizations(id) ON DELETE CASCADE;

--
-- Name: filters filters_org_id_owner_id_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.filters
    ADD CONSTRAINT filters_org_id_owner_id_fkey FOREIGN KEY (org_id, owner_id) REFERENCES app.people(org_id, id) ON DELETE CASCADE;

--
-- Name: saved_matrices saved_matrices_org_id_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.saved_matrices
    ADD CONSTRAINT saved_matrices_org_id_fkey FOREIGN KEY (org_id) REFERENCES app.organizations(id) ON DELETE CASCADE;

--
-- Name: saved_matrices saved_matrices_org_id_owner_id_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.saved_matrices
    ADD CONSTRAINT saved_matrices_org_id_owner_id_fkey FOREIGN KEY (org_id, owner_id) REFERENCES app.people(org_id, id) ON DELETE CASCADE;

--
-- Name: filters; Type: ROW SECURITY; Schema: app; Owner: -
--

ALTER TABLE app.filters ENABLE ROW LEVEL SECURITY;

--
-- Name: filters filters_delete_owner_or_manager; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY filters_delete_owner_or_manager ON app.filters FOR DELETE TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ((owner_id = ( SELECT app.current_person_id() AS current_person_id)) OR (( SELECT app.is_catalogue_manager() AS is_catalogue_manager) AND (NOT is_private)))));

--
-- Name: filters filters_insert_owner_or_manager; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY filters_insert_owner_or_manager ON app.filters FOR INSERT TO authenticated WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ((owner_id = ( SELECT app.current_person_id() AS current_person_id)) OR (( SELECT app.is_catalogue_manager() AS is_catalogue_manager) AND (NOT is_private)))));

--
-- Name: filters filters_select_member; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY filters_select_member ON app.filters FOR SELECT TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ((NOT is_private) OR (owner_id = ( SELECT app.current_person_id() AS current_person_id)))));

--
-- Name: filters filters_update_owner_or_manager; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY filters_update_owner_or_manager ON app.filters FOR UPDATE TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ((owner_id = ( SELECT app.current_person_id() AS current_person_id)) OR (( SELECT app.is_catalogue_manager() AS is_catalogue_manager) AND (NOT is_private))))) WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ((owner_id = ( SELECT app.current_person_id() AS current_person_id)) OR (( SELECT app.is_catalogue_manager() AS is_catalogue_manager) AND (NOT is_private)))));

--
-- Name: saved_matrices; Type: ROW SECURITY; Schema: app; Owner: -
--

ALTER TABLE app.saved_matrices ENABLE ROW LEVEL SECURITY;

--
-- Name: saved_matrices saved_matrices_delete_owner_manager; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY saved_matrices_delete_owner_manager ON app.saved_matrices FOR DELETE TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND (owner_id = ( SELECT app.current_person_id() AS current_person_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager)));

--
-- Name: saved_matrices saved_matrices_insert_owner_manager; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY saved_matrices_insert_owner_manager ON app.saved_matrices FOR INSERT TO authenticated WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND (owner_id = ( SELECT app.current_person_id() AS current_person_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager)));

--
-- Name: saved_matrices saved_matrices_select_member; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY saved_matrices_select_member ON app.saved_matrices FOR SELECT TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ((NOT is_private) OR (owner_id = ( SELECT app.current_person_id() AS current_person_id)))));

--
-- Name: saved_matrices saved_matrices_update_owner_manager; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY saved_matrices_update_owner_manager ON app.saved_matrices FOR UPDATE TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND (owner_id = ( SELECT app.current_person_id() AS current_person_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager))) WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND (owner_id = ( SELECT app.current_person_id() AS current_person_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager)));

--
-- Name: FUNCTION filter_authors(); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.filter_authors() FROM PUBLIC;
GRANT ALL ON FUNCTION app.filter_authors() TO authenticated;
GRANT ALL ON FUNCTION app.filter_authors() TO service_role;

--
-- Name: TABLE filters; Type: ACL; Schema: app; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE app.filters TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE app.filters TO service_role;

--
-- Name: SEQUENCE filters_id_seq; Type: ACL; Schema: app; Owner: -
--

GRANT SELECT,USAGE ON SEQUENCE app.filters_id_seq TO authenticated;
GRANT SELECT,USAGE ON SEQUENCE app.filters_id_seq TO service_role;

--
-- Name: TABLE saved_matrices; Type: ACL; Schema: app; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE app.saved_matrices TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE app.saved_matrices TO service_role;

--
-- Name: SEQUENCE saved_matrices_id_seq; Type: ACL; Schema: app; Owner: -
--

GRANT SELECT,USAGE ON SEQUENCE app.saved_matrices_id_seq TO authenticated;
GRANT SELECT,USAGE ON SEQUENCE app.saved_matrices_id_seq TO service_role;
