-- The current schema of this area, generated from supabase/migrations by
-- scripts/schema-dump.ts. To change it: docs/database.md#changing-the-schema

SET check_function_bodies = false;
SELECT pg_catalog.set_config('search_path', '', false);

--
-- Name: current_role_ids(); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.current_role_ids() RETURNS bigint[]
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
    select pg_catalog.array_agg(distinct x.role_id order by x.role_id)
    from (
      select rm.role_id from app.role_members rm
      where rm.org_id = m.org_id and rm.person_id = m.person_id
      union all
      select h.role_id from app.role_holdings_ended h
      where h.org_id = m.org_id and h.person_id = m.person_id
    ) x
  ), '{}'::bigint[]);
end
$$;

--
-- Name: FUNCTION current_role_ids(); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.current_role_ids() IS 'Ids of the roles the caller fills or filled before in the organisation of app.tenant (empty when not a member): what a User-type member may read of app.roles.';

--
-- Name: role_members; Type: TABLE; Schema: app; Owner: -
--

CREATE TABLE app.role_members (
    org_id bigint NOT NULL,
    role_id bigint NOT NULL,
    person_id bigint NOT NULL,
    import_job_id bigint,
    held_from date
);

--
-- Name: COLUMN role_members.held_from; Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON COLUMN app.role_members.held_from IS 'The first day the person held the role; null for holdings older than these dates (since the process''s scheduledFrom).';

--
-- Name: roles; Type: TABLE; Schema: app; Owner: -
--

CREATE TABLE app.roles (
    id bigint NOT NULL,
    org_id bigint NOT NULL,
    role_handle text NOT NULL,
    name text NOT NULL,
    description text DEFAULT ''::text NOT NULL,
    reports_to_id bigint,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT roles_check CHECK ((reports_to_id IS DISTINCT FROM id)),
    CONSTRAINT roles_name_check CHECK (((length(name) >= 1) AND (length(name) <= 200))),
    CONSTRAINT roles_role_handle_check CHECK (((length(role_handle) >= 1) AND (length(role_handle) <= 64)))
);

--
-- Name: roles_id_seq; Type: SEQUENCE; Schema: app; Owner: -
--

ALTER TABLE app.roles ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME app.roles_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: role_members role_members_pkey; Type: CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.role_members
    ADD CONSTRAINT role_members_pkey PRIMARY KEY (org_id, role_id, person_id);

--
-- Name: roles roles_org_id_id_key; Type: CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.roles
    ADD CONSTRAINT roles_org_id_id_key UNIQUE (org_id, id);

--
-- Name: roles roles_pkey; Type: CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.roles
    ADD CONSTRAINT roles_pkey PRIMARY KEY (id);

--
-- Name: role_members_person_idx; Type: INDEX; Schema: app; Owner: -
--

CREATE INDEX role_members_person_idx ON app.role_members USING btree (org_id, person_id);

--
-- Name: roles_handle_key; Type: INDEX; Schema: app; Owner: -
--

CREATE UNIQUE INDEX roles_handle_key ON app.roles USING btree (org_id, lower(role_handle));

--
-- Name: roles_reports_to_idx; Type: INDEX; Schema: app; Owner: -
--

CREATE INDEX roles_reports_to_idx ON app.roles USING btree (org_id, reports_to_id);

--
-- Name: roles roles_set_updated_at; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER roles_set_updated_at BEFORE UPDATE ON app.roles FOR EACH ROW EXECUTE FUNCTION app.set_updated_at();

--
-- Name: role_members role_members_org_id_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.role_members
    ADD CONSTRAINT role_members_org_id_fkey FOREIGN KEY (org_id) REFERENCES app.organizations(id) ON DELETE CASCADE;

--
-- Name: role_members role_members_org_id_person_id_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.role_members
    ADD CONSTRAINT role_members_org_id_person_id_fkey FOREIGN KEY (org_id, person_id) REFERENCES app.people(org_id, id) ON DELETE CASCADE;

--
-- Name: role_members role_members_org_id_role_id_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.role_members
    ADD CONSTRAINT role_members_org_id_role_id_fkey FOREIGN KEY (org_id, role_id) REFERENCES app.roles(org_id, id) ON DELETE CASCADE;

--
-- Name: roles roles_org_id_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.roles
    ADD CONSTRAINT roles_org_id_fkey FOREIGN KEY (org_id) REFERENCES app.organizations(id) ON DELETE CASCADE;

--
-- Name: roles roles_org_id_reports_to_id_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.roles
    ADD CONSTRAINT roles_org_id_reports_to_id_fkey FOREIGN KEY (org_id, reports_to_id) REFERENCES app.roles(org_id, id) ON DELETE SET NULL (reports_to_id);

--
-- Name: role_members; Type: ROW SECURITY; Schema: app; Owner: -
--

ALTER TABLE app.role_members ENABLE ROW LEVEL SECURITY;

--
-- Name: role_members role_members_delete_manager; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY role_members_delete_manager ON app.role_members FOR DELETE TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager)));

--
-- Name: role_members role_members_insert_manager; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY role_members_insert_manager ON app.role_members FOR INSERT TO authenticated WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager)));

--
-- Name: role_members role_members_select_manager_or_self; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY role_members_select_manager_or_self ON app.role_members FOR SELECT TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND (( SELECT app.is_catalogue_manager() AS is_catalogue_manager) OR (person_id = ( SELECT app.current_person_id() AS current_person_id))) AND ((import_job_id IS NULL) OR (import_job_id <> ALL (( SELECT app.hidden_import_jobs() AS hidden_import_jobs)::bigint[])))));

--
-- Name: role_members role_members_update_manager; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY role_members_update_manager ON app.role_members FOR UPDATE TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager))) WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager)));

--
-- Name: roles; Type: ROW SECURITY; Schema: app; Owner: -
--

ALTER TABLE app.roles ENABLE ROW LEVEL SECURITY;

--
-- Name: roles roles_delete_manager; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY roles_delete_manager ON app.roles FOR DELETE TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager)));

--
-- Name: roles roles_insert_manager; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY roles_insert_manager ON app.roles FOR INSERT TO authenticated WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager)));

--
-- Name: roles roles_select_manager_or_holder; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY roles_select_manager_or_holder ON app.roles FOR SELECT TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND (( SELECT app.is_catalogue_manager() AS is_catalogue_manager) OR (id = ANY (( SELECT app.current_role_ids() AS current_role_ids)::bigint[])))));

--
-- Name: roles roles_update_manager; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY roles_update_manager ON app.roles FOR UPDATE TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager))) WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager)));

--
-- Name: FUNCTION current_role_ids(); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.current_role_ids() FROM PUBLIC;
GRANT ALL ON FUNCTION app.current_role_ids() TO authenticated;
GRANT ALL ON FUNCTION app.current_role_ids() TO service_role;

--
-- Name: TABLE role_members; Type: ACL; Schema: app; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE app.role_members TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE app.role_members TO service_role;

--
-- Name: TABLE roles; Type: ACL; Schema: app; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE app.roles TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE app.roles TO service_role;

--
-- Name: SEQUENCE roles_id_seq; Type: ACL; Schema: app; Owner: -
--

GRANT SELECT,USAGE ON SEQUENCE app.roles_id_seq TO authenticated;
GRANT SELECT,USAGE ON SEQUENCE app.roles_id_seq TO service_role;
