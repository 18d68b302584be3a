-- Policies of the process catalogue (see ...000300 for the rules and naming): every
-- member of the organisation reads it, only Admins and Managers change it.

-- roles
create policy roles_select_member on app.roles
  for select to authenticated
  using (org_id = (select app.current_org_id()));
create policy roles_insert_manager on app.roles
  for insert to authenticated
  with check (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()));
create policy roles_update_manager on app.roles
  for update to authenticated
  using (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()))
  with check (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()));
create policy roles_delete_manager on app.roles
  for delete to authenticated
  using (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()));

-- role_members
create policy role_members_select_member on app.role_members
  for select to authenticated
  using (org_id = (select app.current_org_id()));
create policy role_members_insert_manager on app.role_members
  for insert to authenticated
  with check (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()));
create policy role_members_update_manager on app.role_members
  for update to authenticated
  using (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()))
  with check (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()));
create policy role_members_delete_manager on app.role_members
  for delete to authenticated
  using (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()));

-- process_categories
create policy process_categories_select_member on app.process_categories
  for select to authenticated
  using (org_id = (select app.current_org_id()));
create policy process_categories_insert_manager on app.process_categories
  for insert to authenticated
  with check (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()));
create policy process_categories_update_manager on app.process_categories
  for update to authenticated
  using (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()))
  with check (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()));
create policy process_categories_delete_manager on app.process_categories
  for delete to authenticated
  using (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()));

-- processes
create policy processes_select_member on app.processes
  for select to authenticated
  using (org_id = (select app.current_org_id()));
create policy processes_insert_manager on app.processes
  for insert to authenticated
  with check (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()));
create policy processes_update_manager on app.processes
  for update to authenticated
  using (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()))
  with check (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()));
create policy processes_delete_manager on app.processes
  for delete to authenticated
  using (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()));

-- process_roles
create policy process_roles_select_member on app.process_roles
  for select to authenticated
  using (org_id = (select app.current_org_id()));
create policy process_roles_insert_manager on app.process_roles
  for insert to authenticated
  with check (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()));
create policy process_roles_update_manager on app.process_roles
  for update to authenticated
  using (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()))
  with check (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()));
create policy process_roles_delete_manager on app.process_roles
  for delete to authenticated
  using (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()));

-- process_docs
create policy process_docs_select_member on app.process_docs
  for select to authenticated
  using (org_id = (select app.current_org_id()));
create policy process_docs_insert_manager on app.process_docs
  for insert to authenticated
  with check (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()));
create policy process_docs_update_manager on app.process_docs
  for update to authenticated
  using (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()))
  with check (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()));
create policy process_docs_delete_manager on app.process_docs
  for delete to authenticated
  using (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()));

-- labels
create policy labels_select_member on app.labels
  for select to authenticated
  using (org_id = (select app.current_org_id()));
create policy labels_insert_manager on app.labels
  for insert to authenticated
  with check (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()));
create policy labels_update_manager on app.labels
  for update to authenticated
  using (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()))
  with check (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()));
create policy labels_delete_manager on app.labels
  for delete to authenticated
  using (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()));

-- process_labels
create policy process_labels_select_member on app.process_labels
  for select to authenticated
  using (org_id = (select app.current_org_id()));
create policy process_labels_insert_manager on app.process_labels
  for insert to authenticated
  with check (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()));
create policy process_labels_update_manager on app.process_labels
  for update to authenticated
  using (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()))
  with check (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()));
create policy process_labels_delete_manager on app.process_labels
  for delete to authenticated
  using (org_id = (select app.current_org_id()) and (select app.is_catalogue_manager()));
