-- A page of a day of the organisation's task list (docs/task-engine.md#counting-in-the-database)
-- reads the day's occurrences person by person, in the list's order within a day (person,
-- then process), and stops at the page's end: at ten times the task benchmark's organisation a
-- day holds some 70,000 occurrences, and listing them all to keep 25 took 0.4 s.
-- It replaces app.series_people_on, which listed the whole day.
drop function app.series_people_on(bigint[], date);

create function app.series_people_page(
  p_processes bigint[],
  p_day date,
  p_role text,
  p_limit integer
)
returns table (process_id bigint, person_id bigint)
language sql stable security definer set search_path = ''
as $$
  select x.process_id, p.id
  from app.people p
  cross join lateral (
    -- The person's series of these processes that make an occurrence on the day: a role held
    -- that day, assigned to the process that day, no rule of the series from before.
    select distinct a.process_id
    from (
      select rm.role_id from app.role_members rm
      where rm.org_id = p.org_id and rm.person_id = p.id
        and (rm.held_from is null or rm.held_from <= p_day)
        and (rm.import_job_id is null or app.import_row_shown(rm.import_job_id))
      union all
      select e.role_id from app.role_holdings_ended e
      where e.org_id = p.org_id and e.person_id = p.id
        and (e.held_from is null or e.held_from <= p_day) and e.held_until >= p_day
    ) h
    cross join lateral (
      select pr.process_id from app.process_roles pr
      where pr.org_id = p.org_id and pr.role_id = h.role_id
        and (pr.assigned_from is null or pr.assigned_from <= p_day)
        and (pr.import_job_id is null or app.import_row_shown(pr.import_job_id))
      union all
      select e.process_id from app.process_assignments_ended e
      where e.org_id = p.org_id and e.role_id = h.role_id
        and (e.assigned_from is null or e.assigned_from <= p_day) and e.assigned_until >= p_day
    ) a
    where a.process_id = any (p_processes)
      and not exists (select 1 from app.task_series_rules r
                      where r.org_id = p.org_id and r.process_id = a.process_id
                        and r.person_id = p.id and r.from_date <= p_day)
      -- Not replaced by a stored occurrence (the engine's handle: process-person-day).
      and not exists (select 1 from app.tasks t
                      where t.org_id = p.org_id
                        and t.handle = a.process_id || '-' || p.id || '-'
                                       || pg_catalog.to_char(p_day, 'YYYY-MM-DD'))
      -- role: as the list matches it, a role the person fills that is assigned to the process.
      and (p_role is null or exists (
        select 1 from app.process_roles pr
        join app.roles r on r.org_id = pr.org_id and r.id = pr.role_id
        join app.role_members rm on rm.org_id = pr.org_id and rm.role_id = pr.role_id
        where pr.org_id = p.org_id and pr.process_id = a.process_id and rm.person_id = p.id
          and pg_catalog.lower(r.role_handle) = p_role
          and (pr.import_job_id is null or app.import_row_shown(pr.import_job_id))
          and (rm.import_job_id is null or app.import_row_shown(rm.import_job_id))))
  ) x
  where p.org_id = (select app.current_org_id()) and (select app.is_catalogue_manager())
  order by p.id, x.process_id
  limit p_limit
$$;
comment on function app.series_people_page(bigint[], date, text, integer) is
  'The first p_limit occurrences on a day of the given processes of the caller''s organisation, by person then process, that no stored task replaces; with p_role (lower case), only those whose person fills that role of the process. For catalogue managers, else nothing.';
revoke execute on function app.series_people_page(bigint[], date, text, integer) from public;
grant execute on function app.series_people_page(bigint[], date, text, integer) to authenticated, service_role;
