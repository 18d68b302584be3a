-- Saved matrices (docs/dashboards.md#matrix). The table was laid
-- down with the first schema but nothing used it; this gives it the shape and rules the
-- matrix API needs:
--   * row_dim / col_dim (were row_prefix / col_prefix): a dimension is a label prefix or
--     the built-in Role, which is no prefix.
--   * private unless said otherwise (the SDL: privacy defaults to true).
--   * a name that is not blank, updated_at with its trigger.
--   * writes by the owner only, and only while the owner is an Admin or Manager (a User
--     may not use the matrix); no one, not even an Admin, changes another
--     person's matrix. Reads: one's own and the organisation's public ones.

alter table app.saved_matrices rename column row_prefix to row_dim;
alter table app.saved_matrices rename column col_prefix to col_dim;
alter table app.saved_matrices alter column is_private set default true;
alter table app.saved_matrices add column updated_at timestamptz not null default now();
alter table app.saved_matrices
  add constraint saved_matrices_name_check_not_blank check (btrim(name) <> ''),
  add constraint saved_matrices_row_dim_check check (length(row_dim) between 1 and 200),
  add constraint saved_matrices_col_dim_check check (length(col_dim) between 1 and 200);

create trigger saved_matrices_set_updated_at before update on app.saved_matrices
  for each row execute function app.set_updated_at();

-- The list reads "mine or public" and sorts by id (the default) or name.
create index saved_matrices_public_idx on app.saved_matrices (org_id, id) where not is_private;
create index saved_matrices_name_idx on app.saved_matrices (org_id, lower(name));

drop policy saved_matrices_select_member on app.saved_matrices;
drop policy saved_matrices_insert_owner_or_manager on app.saved_matrices;
drop policy saved_matrices_update_owner_or_manager on app.saved_matrices;
drop policy saved_matrices_delete_owner_or_manager on app.saved_matrices;

create policy saved_matrices_select_member on app.saved_matrices
  for select to authenticated
  using (org_id = (select app.current_org_id()) and (not is_private or owner_id = (select app.current_person_id())));
-- "owner_manager": the owner, while an Admin or Manager.
create policy saved_matrices_insert_owner_manager on app.saved_matrices
  for insert to authenticated
  with check (org_id = (select app.current_org_id()) and owner_id = (select app.current_person_id()) and (select app.is_catalogue_manager()));
create policy saved_matrices_update_owner_manager on app.saved_matrices
  for update to authenticated
  using (org_id = (select app.current_org_id()) and owner_id = (select app.current_person_id()) and (select app.is_catalogue_manager()))
  with check (org_id = (select app.current_org_id()) and owner_id = (select app.current_person_id()) and (select app.is_catalogue_manager()));
create policy saved_matrices_delete_owner_manager on app.saved_matrices
  for delete to authenticated
  using (org_id = (select app.current_org_id()) and owner_id = (select app.current_person_id()) and (select app.is_catalogue_manager()));
