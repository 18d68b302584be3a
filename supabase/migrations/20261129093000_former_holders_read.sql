-- A person who left a role still reads what they kept (docs/security.md#row-level-security).
--
-- A leaver keeps, as history, the occurrences due while they held a role
-- (docs/task-engine.md#who-held-a-role-when). Signed in as a User, they read their tasks
-- under row-level security, and the engine builds those occurrences from the role, its
-- process assignments and the process: readable until now only while the role was held. So
-- a User's own list lost their kept history the day they left. A role the caller held
-- before now reads like one they hold, and a process reads while one of its assignments
-- overlapped one of the caller's holdings.

create or replace function app.current_role_ids() returns bigint[]
language plpgsql stable security definer set search_path = ''
as $$
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
comment on function app.current_role_ids() is
  'Ids of the roles the caller fills or filled before in the organisation of app.tenant (empty when not a member): what a User-type member may read of app.roles.';

-- Intervals are days, both ends included; a null start is "since before dates were kept",
-- a null end "still".
create or replace function app.current_process_ids() returns bigint[]
language plpgsql stable security definer set search_path = ''
as $$
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
comment on function app.current_process_ids() is
  'Ids of the processes the caller has or had a series of in the organisation of app.tenant (empty when not a member): assigned to a role they fill or filled while they held it, or handed to them by a series rule. What a User-type member may read of app.processes.';

-- Which roles had a process, for the processes the caller reads: of a role they fill, every
-- process it has (all theirs); of a role they filled before, only the processes it had then.
alter policy process_roles_select_manager_or_holder on app.process_roles
  using (org_id = (select app.current_org_id())
         and ((select app.is_catalogue_manager())
              or (role_id = any ((select app.current_role_ids())::bigint[])
                  and process_id = any ((select app.current_process_ids())::bigint[])))
         and (import_job_id is null
              or import_job_id <> all ((select app.hidden_import_jobs())::bigint[])));
