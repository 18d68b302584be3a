-- What a User-type member may read (docs/product.md#roles-and-permissions). Admins and
-- Managers read the whole organisation; a User reads only:
--   their own people row;
--   the roles they fill, and their own role_members rows;
--   the processes assigned to those roles ("their processes": the ones whose tasks they
--   get, which /myProcesses lists and the process page shows) with those
--   processes' documents and label links, and the process_roles rows of their roles;
--   their own tasks.
-- Labels, categories, settings, the organisation and the saved views keep their policies:
-- labels and categories are the catalogue's vocabulary, not people, roles or processes.
--
-- Stated here, in the select policies, rather than in each query of the API, so that every
-- path to these rows (lists, possible values, nested fields, features still to come) is
-- scoped the same way. Owning a process is not enough: a role that owns a process without
-- being assigned to it gets no task from it.
--
-- Cost: the scope is two arrays computed by security-definer helpers, called as
-- (select app.f()) so each runs once per statement (an InitPlan). For Admins and Managers
-- `(select app.is_catalogue_manager())` is true and the arrays are never computed (an
-- InitPlan runs on first use).

-- plpgsql rather than SQL: the lookups are planned once per session (a SQL function body is
-- planned on every call, and app.current_member() is a set-returning function the planner
-- would expect 1000 rows from, choosing hash joins over whole tables), and they are index
-- lookups by the caller's (org_id, person_id).
create function app.current_role_ids()
returns bigint[]
language plpgsql stable security definer set search_path = ''
as $$
declare
  m record;
begin
  select c.org_id, c.person_id into m from app.current_member() c;
  if not found then
    return '{}';
  end if;
  return coalesce((
    select pg_catalog.array_agg(rm.role_id order by rm.role_id)
    from app.role_members rm
    where rm.org_id = m.org_id and rm.person_id = m.person_id
  ), '{}');
end
$$;
comment on function app.current_role_ids() is
  'Ids of the roles the caller fills in the organisation of app.tenant (empty when not a member): what a User-type member may read of app.roles.';

create function app.current_process_ids()
returns bigint[]
language plpgsql stable security definer set search_path = ''
as $$
declare
  m record;
begin
  select c.org_id, c.person_id into m from app.current_member() c;
  if not found then
    return '{}';
  end if;
  return coalesce((
    select pg_catalog.array_agg(distinct pr.process_id)
    from app.role_members rm
    join app.process_roles pr on pr.org_id = rm.org_id and pr.role_id = rm.role_id
    where rm.org_id = m.org_id and rm.person_id = m.person_id
  ), '{}');
end
$$;
comment on function app.current_process_ids() is
  'Ids of the processes assigned to a role the caller fills in the organisation of app.tenant (empty when not a member): what a User-type member may read of app.processes.';

revoke execute on function app.current_role_ids(), app.current_process_ids() from public;
grant execute on function app.current_role_ids(), app.current_process_ids() to authenticated, service_role;

-- ---------------------------------------------------------------------------
-- Select policies: managers as before, a User within their scope.
-- ---------------------------------------------------------------------------
drop policy people_select_member on app.people;
create policy people_select_manager_or_self on app.people
  for select to authenticated
  using (org_id = (select app.current_org_id())
         and ((select app.is_catalogue_manager()) or id = (select app.current_person_id())));

drop policy roles_select_member on app.roles;
create policy roles_select_manager_or_holder on app.roles
  for select to authenticated
  using (org_id = (select app.current_org_id())
         and ((select app.is_catalogue_manager()) or id = any ((select app.current_role_ids())::bigint[])));

-- The other people who fill the caller's roles are outside the scope: only their own rows.
drop policy role_members_select_member on app.role_members;
create policy role_members_select_manager_or_self on app.role_members
  for select to authenticated
  using (org_id = (select app.current_org_id())
         and ((select app.is_catalogue_manager()) or person_id = (select app.current_person_id())));

drop policy processes_select_member on app.processes;
create policy processes_select_manager_or_assignee on app.processes
  for select to authenticated
  using (org_id = (select app.current_org_id())
         and ((select app.is_catalogue_manager()) or id = any ((select app.current_process_ids())::bigint[])));

-- Links between the caller's roles and their processes; other roles of the same process
-- are outside the scope.
drop policy process_roles_select_member on app.process_roles;
create policy process_roles_select_manager_or_holder on app.process_roles
  for select to authenticated
  using (org_id = (select app.current_org_id())
         and ((select app.is_catalogue_manager()) or role_id = any ((select app.current_role_ids())::bigint[])));

drop policy process_docs_select_member on app.process_docs;
create policy process_docs_select_manager_or_assignee on app.process_docs
  for select to authenticated
  using (org_id = (select app.current_org_id())
         and ((select app.is_catalogue_manager()) or process_id = any ((select app.current_process_ids())::bigint[])));

drop policy process_labels_select_member on app.process_labels;
create policy process_labels_select_manager_or_assignee on app.process_labels
  for select to authenticated
  using (org_id = (select app.current_org_id())
         and ((select app.is_catalogue_manager()) or process_id = any ((select app.current_process_ids())::bigint[])));

drop policy tasks_select_member on app.tasks;
create policy tasks_select_manager_or_assignee on app.tasks
  for select to authenticated
  using (org_id = (select app.current_org_id())
         and ((select app.is_catalogue_manager()) or person_id = (select app.current_person_id())));

-- ---------------------------------------------------------------------------
-- Security-definer readers must keep the same scope.
-- ---------------------------------------------------------------------------

-- The processes list's index-served text pre-filter bypasses RLS to reach the trigram
-- indexes; it must not become an oracle on the names of processes outside the scope.
create or replace function app.processes_matching_text(pattern text)
returns setof bigint
language sql
stable
security definer
set search_path = ''
rows 1000
as $$
  select p.id from app.processes p
  where p.org_id = (select app.current_org_id())
    and ((select app.is_catalogue_manager()) or p.id = any ((select app.current_process_ids())::bigint[]))
    and (p.name ilike pattern or p.process_handle ilike pattern or p.description ilike pattern)
$$;
comment on function app.processes_matching_text(text) is
  'Ids of the processes the caller may read (the organisation''s for Admins and Managers, their own for a User) whose name, handle or description matches the ILIKE pattern; an index-served pre-filter for the processes list (q text terms). Nothing for a caller who is no enabled member.';
revoke execute on function app.processes_matching_text(text) from public;
grant execute on function app.processes_matching_text(text) to authenticated;

-- A saved filter names its author (spec: "owner (name)"; the filters menu says "by …").
-- Public filters are shared with the whole organisation, so the author's id and name are
-- part of what is shared; nothing else of their people row is.
create function app.filter_authors()
returns table (id bigint, name text)
language sql stable security definer set search_path = ''
as $$
  select p.id, p.name
  from app.people p
  where p.org_id = (select app.current_org_id())
    and exists (
      select 1 from app.filters f
      where f.org_id = p.org_id and f.owner_id = p.id
        and (not f.is_private or f.owner_id = (select app.current_person_id()))
    )
$$;
comment on function app.filter_authors() is
  'Id and name of the people who own a saved filter the caller may see (public, or their own), in the organisation of app.tenant: a filter shows its author to everyone it is shared with.';
revoke execute on function app.filter_authors() from public;
grant execute on function app.filter_authors() to authenticated, service_role;
