-- Scans of a whole organisation's stored tasks (the stored corrections of its counts,
-- docs/task-engine.md#counting-in-the-database) may use PostgreSQL's parallel workers.
--
-- Every policy calls the caller's helpers below, as an initplan (`(select app.f())`). A
-- function's default label, PARALLEL UNSAFE, keeps any query that names it off parallel
-- plans; PARALLEL RESTRICTED lets the leader run it (initplans run there, and their values
-- go to the workers) while workers scan. They read the caller's settings (app.tenant, the
-- JWT's claims) and the people table, so the leader is where they belong anyway.
alter function app.current_org_id() parallel restricted;
alter function app.current_person_id() parallel restricted;
alter function app.current_user_type() parallel restricted;
alter function app.is_catalogue_manager() parallel restricted;
alter function app.current_process_ids() parallel restricted;
alter function app.current_role_ids() parallel restricted;
alter function app.hidden_import_jobs() parallel restricted;
