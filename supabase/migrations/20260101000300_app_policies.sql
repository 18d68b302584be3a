-- Row-level security policies for every table of schema app
-- (docs/security.md#row-level-security): one policy per command, named
-- <table>_<command>_<who>, all to `authenticated`, all comparing org_id with (select
-- app.current_org_id()) so that SQL sent under a person's claims never reaches another
-- organisation. The helpers are wrapped in (select …) so the planner runs them once per
-- statement (an InitPlan), not once per row.
--
-- Who may do what:
--   member   any enabled person of the organisation of app.tenant: reads its rows
--   manager  Admin or Manager (app.is_catalogue_manager()): writes the catalogue
--   admin    Admin only: renames the organisation
--   self / assignee / owner: a person's own people row (name, reminder choice), own
--            tasks (status; columns narrowed by the triggers of ...000200), own filters
--            and saved matrices.
-- This file: grants, organizations, settings, people, tasks; ...000301 the process
-- catalogue; ...000302 filters and saved matrices.
-- Deliberately absent: organizations insert and delete (organisations are created
-- and removed by a service path, never by a signed-in person). supabase/tests checks
-- exactly this list.
-- service_role bypasses RLS (bypassrls); postgres owns the tables.

-- ---------------------------------------------------------------------------
-- Table privileges: RLS does the scoping, these only open the door.
-- New tables in later migrations need their own grants and policies.
-- ---------------------------------------------------------------------------
grant select, insert, update, delete on
  app.settings, app.people, app.roles, app.role_members, app.process_categories,
  app.processes, app.process_roles, app.process_docs, app.labels, app.process_labels,
  app.tasks, app.filters, app.saved_matrices
  to authenticated;
-- Only the name: the prefix is the tenant's address (login URLs, x-tenant) and the
-- id/created_at are facts.
grant select, update (name) on app.organizations to authenticated;
grant usage, select on all sequences in schema app to authenticated;
grant select, insert, update, delete on all tables in schema app to service_role;
grant usage, select on all sequences in schema app to service_role;

-- ---------------------------------------------------------------------------
-- organizations
-- ---------------------------------------------------------------------------
create policy organizations_select_member on app.organizations
  for select to authenticated
  using (id = (select app.current_org_id()));
create policy organizations_update_admin on app.organizations
  for update to authenticated
  using (id = (select app.current_org_id()) and (select app.current_user_type()) = 'Admin')
  with check (id = (select app.current_org_id()) and (select app.current_user_type()) = 'Admin');

-- settings
create policy settings_select_member on app.settings
  for select to authenticated
  using (org_id = (select app.current_org_id()));
create policy settings_insert_manager on app.settings
  for insert to authenticated
  with check (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()));
create policy settings_update_manager on app.settings
  for update to authenticated
  using (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()))
  with check (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()));
create policy settings_delete_manager on app.settings
  for delete to authenticated
  using (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()));

-- people
create policy people_select_member on app.people
  for select to authenticated
  using (org_id = (select app.current_org_id()));
create policy people_insert_manager on app.people
  for insert to authenticated
  with check (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()));
-- A person may update their own row; app.guard_person_update narrows the columns.
create policy people_update_manager_or_self on app.people
  for update to authenticated
  using (org_id = (select app.current_org_id()) and ((select app.is_catalogue_manager()) or id = (select app.current_person_id())))
  with check (org_id = (select app.current_org_id()) and ((select app.is_catalogue_manager()) or id = (select app.current_person_id())));
create policy people_delete_manager on app.people
  for delete to authenticated
  using (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()));

-- tasks
create policy tasks_select_member on app.tasks
  for select to authenticated
  using (org_id = (select app.current_org_id()));
create policy tasks_insert_manager on app.tasks
  for insert to authenticated
  with check (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()));
-- The assignee may update their own task; app.guard_task_update narrows it to status.
create policy tasks_update_manager_or_assignee on app.tasks
  for update to authenticated
  using (org_id = (select app.current_org_id()) and ((select app.is_catalogue_manager()) or person_id = (select app.current_person_id())))
  with check (org_id = (select app.current_org_id()) and ((select app.is_catalogue_manager()) or person_id = (select app.current_person_id())));
create policy tasks_delete_manager on app.tasks
  for delete to authenticated
  using (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()));
