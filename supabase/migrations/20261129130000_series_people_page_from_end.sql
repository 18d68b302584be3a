-- A page deep in a day of the organisation's task list (docs/task-engine.md#counting-in-the-database)
-- reads the day from its nearer end: the day's occurrences come person by person up to the
-- page, and a page near a day's end read from its start walked the whole day's people (some
-- 0.7 s at ten times the task benchmark's organisation). From the end, the persons and their
-- processes come in the opposite order, and the caller reverses the slice.
drop function app.series_people_page(bigint[], date, text, integer);

create function app.series_people_page(
  p_processes bigint[],
  p_day date,
  p_role text,
  p_limit integer,
  p_from_end boolean
)
returns table (process_id bigint, person_id bigint)
language plpgsql stable security definer set search_path = ''
as $fn$
begin
  -- One statement for both directions, the direction spliced in (a fixed keyword): a walk
  -- in either direction stops at the limit, which an order that depended on p_from_end
  -- would not. A person's series as a function of their own would be called, not inlined,
  -- and cost as much as the walk saves.
  -- The columns come from the dynamic statement:
  -- @plpgsql_check_options: extra_warnings = off
  return query execute pg_catalog.format($q$
  select x.process_id, p.id
  from app.people p
  cross join lateral (
    -- The person's series of these processes that make an occurrence on the day: a role held
    -- that day, assigned to the process that day, no rule of the series from before.
    select distinct a.process_id
    from (
      select rm.role_id from app.role_members rm
      where rm.org_id = p.org_id and rm.person_id = p.id
        and (rm.held_from is null or rm.held_from <= $2)
        and (rm.import_job_id is null or app.import_row_shown(rm.import_job_id))
      union all
      select e.role_id from app.role_holdings_ended e
      where e.org_id = p.org_id and e.person_id = p.id
        and (e.held_from is null or e.held_from <= $2) and e.held_until >= $2
    ) h
    cross join lateral (
      select pr.process_id from app.process_roles pr
      where pr.org_id = p.org_id and pr.role_id = h.role_id
        and (pr.assigned_from is null or pr.assigned_from <= $2)
        and (pr.import_job_id is null or app.import_row_shown(pr.import_job_id))
      union all
      select e.process_id from app.process_assignments_ended e
      where e.org_id = p.org_id and e.role_id = h.role_id
        and (e.assigned_from is null or e.assigned_from <= $2) and e.assigned_until >= $2
    ) a
    where a.process_id = any ($1)
      and not exists (select 1 from app.task_series_rules r
                      where r.org_id = p.org_id and r.process_id = a.process_id
                        and r.person_id = p.id and r.from_date <= $2)
      -- Not replaced by a stored occurrence (the engine's handle: process-person-day).
      and not exists (select 1 from app.tasks t
                      where t.org_id = p.org_id
                        and t.handle = a.process_id || '-' || p.id || '-'
                                       || pg_catalog.to_char($2, 'YYYY-MM-DD'))
      -- role: as the list matches it, a role the person fills that is assigned to the process.
      and ($3 is null or exists (
        select 1 from app.process_roles pr
        join app.roles r on r.org_id = pr.org_id and r.id = pr.role_id
        join app.role_members rm on rm.org_id = pr.org_id and rm.role_id = pr.role_id
        where pr.org_id = p.org_id and pr.process_id = a.process_id and rm.person_id = p.id
          and pg_catalog.lower(r.role_handle) = $3
          and (pr.import_job_id is null or app.import_row_shown(pr.import_job_id))
          and (rm.import_job_id is null or app.import_row_shown(rm.import_job_id))))
  ) x
  where p.org_id = (select app.current_org_id()) and (select app.is_catalogue_manager())
  order by p.id %1$s, x.process_id %1$s
  limit $4
  $q$, case when p_from_end then 'desc' else 'asc' end)
  using p_processes, p_day, p_role, p_limit;
end
$fn$;
comment on function app.series_people_page(bigint[], date, text, integer, boolean) is
  'The first p_limit occurrences on a day of the given processes of the caller''s organisation, by person then process (from the end: the last ones, in the opposite order), that no stored task replaces; with p_role (lower case), only those whose person fills that role of the process. For catalogue managers, else nothing.';
revoke execute on function app.series_people_page(bigint[], date, text, integer, boolean) from public;
grant execute on function app.series_people_page(bigint[], date, text, integer, boolean) to authenticated, service_role;
