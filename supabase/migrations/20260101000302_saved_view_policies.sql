-- Policies of a person's saved views (see ...000300 for the rules and naming).

-- filters: private ones are seen by their owner only, public ones by the whole
-- organisation. A manager may write others' public ones, never others' private ones
-- (a row one cannot see is not one to change).
create policy filters_select_member on app.filters
  for select to authenticated
  using (org_id = (select app.current_org_id()) and (not is_private or owner_id = (select app.current_person_id())));
create policy filters_insert_owner_or_manager on app.filters
  for insert to authenticated
  with check (org_id = (select app.current_org_id()) and (owner_id = (select app.current_person_id()) or ((select app.is_catalogue_manager()) and not is_private)));
create policy filters_update_owner_or_manager on app.filters
  for update to authenticated
  using (org_id = (select app.current_org_id()) and (owner_id = (select app.current_person_id()) or ((select app.is_catalogue_manager()) and not is_private)))
  with check (org_id = (select app.current_org_id()) and (owner_id = (select app.current_person_id()) or ((select app.is_catalogue_manager()) and not is_private)));
create policy filters_delete_owner_or_manager on app.filters
  for delete to authenticated
  using (org_id = (select app.current_org_id()) and (owner_id = (select app.current_person_id()) or ((select app.is_catalogue_manager()) and not is_private)));

-- saved_matrices: private ones are seen by their owner only, public ones by the whole
-- organisation. A manager may write others' public ones, never others' private ones
-- (a row one cannot see is not one to change).
create policy saved_matrices_select_member on app.saved_matrices
  for select to authenticated
  using (org_id = (select app.current_org_id()) and (not is_private or owner_id = (select app.current_person_id())));
create policy saved_matrices_insert_owner_or_manager on app.saved_matrices
  for insert to authenticated
  with check (org_id = (select app.current_org_id()) and (owner_id = (select app.current_person_id()) or ((select app.is_catalogue_manager()) and not is_private)));
create policy saved_matrices_update_owner_or_manager on app.saved_matrices
  for update to authenticated
  using (org_id = (select app.current_org_id()) and (owner_id = (select app.current_person_id()) or ((select app.is_catalogue_manager()) and not is_private)))
  with check (org_id = (select app.current_org_id()) and (owner_id = (select app.current_person_id()) or ((select app.is_catalogue_manager()) and not is_private)));
create policy saved_matrices_delete_owner_or_manager on app.saved_matrices
  for delete to authenticated
  using (org_id = (select app.current_org_id()) and (owner_id = (select app.current_person_id()) or ((select app.is_catalogue_manager()) and not is_private)));
