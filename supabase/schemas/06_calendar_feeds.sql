-- The current schema of this area, generated from supabase/migrations by
-- scripts/schema-dump.ts. To change it: docs/database.md#changing-the-schema

SET check_function_bodies = false;
SELECT pg_catalog.set_config('search_path', '', false);

--
-- Name: calendar_feed_owner(text); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.calendar_feed_owner(p_token_hash text) RETURNS TABLE(org_id bigint, org_prefix text, person_id bigint)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select f.org_id, o.prefix, f.person_id
  from app.calendar_feeds f
  join app.organizations o on o.id = f.org_id
  join app.people p on p.org_id = f.org_id and p.id = f.person_id
  where f.token_hash = p_token_hash
    and p.is_auth_enabled
$$;

--
-- Name: FUNCTION calendar_feed_owner(p_token_hash text); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.calendar_feed_owner(p_token_hash text) IS 'Whose calendar feed a token is, by the SHA-256 hex of the token: (org_id, org_prefix, person_id) of an enabled person, or no row. For the calendar function, which has no session (anon).';

--
-- Name: calendar_feeds; Type: TABLE; Schema: app; Owner: -
--

CREATE TABLE app.calendar_feeds (
    org_id bigint NOT NULL,
    person_id bigint NOT NULL,
    token_hash text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT calendar_feeds_token_hash_check CHECK ((token_hash ~ '^[0-9a-f]{64}$'::text))
);

--
-- Name: calendar_feeds calendar_feeds_pkey; Type: CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.calendar_feeds
    ADD CONSTRAINT calendar_feeds_pkey PRIMARY KEY (org_id, person_id);

--
-- Name: calendar_feeds calendar_feeds_token_hash_key; Type: CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.calendar_feeds
    ADD CONSTRAINT calendar_feeds_token_hash_key UNIQUE (token_hash);

--
-- Name: calendar_feeds calendar_feeds_org_id_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.calendar_feeds
    ADD CONSTRAINT calendar_feeds_org_id_fkey FOREIGN KEY (org_id) REFERENCES app.organizations(id) ON DELETE CASCADE;

--
-- Name: calendar_feeds calendar_feeds_org_id_person_id_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.calendar_feeds
    ADD CONSTRAINT calendar_feeds_org_id_person_id_fkey FOREIGN KEY (org_id, person_id) REFERENCES app.people(org_id, id) ON DELETE CASCADE;

--
-- Name: calendar_feeds; Type: ROW SECURITY; Schema: app; Owner: -
--

ALTER TABLE app.calendar_feeds ENABLE ROW LEVEL SECURITY;

--
-- Name: calendar_feeds calendar_feeds_delete_own; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY calendar_feeds_delete_own ON app.calendar_feeds FOR DELETE TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND (person_id = ( SELECT app.current_person_id() AS current_person_id))));

--
-- Name: calendar_feeds calendar_feeds_insert_own; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY calendar_feeds_insert_own ON app.calendar_feeds FOR INSERT TO authenticated WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND (person_id = ( SELECT app.current_person_id() AS current_person_id))));

--
-- Name: calendar_feeds calendar_feeds_select_own; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY calendar_feeds_select_own ON app.calendar_feeds FOR SELECT TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND (person_id = ( SELECT app.current_person_id() AS current_person_id))));

--
-- Name: calendar_feeds calendar_feeds_update_own; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY calendar_feeds_update_own ON app.calendar_feeds FOR UPDATE TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND (person_id = ( SELECT app.current_person_id() AS current_person_id)))) WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND (person_id = ( SELECT app.current_person_id() AS current_person_id))));

--
-- Name: FUNCTION calendar_feed_owner(p_token_hash text); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.calendar_feed_owner(p_token_hash text) FROM PUBLIC;
GRANT ALL ON FUNCTION app.calendar_feed_owner(p_token_hash text) TO anon;

--
-- Name: TABLE calendar_feeds; Type: ACL; Schema: app; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE app.calendar_feeds TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE app.calendar_feeds TO service_role;
