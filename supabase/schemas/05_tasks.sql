-- The current schema of this area, generated from supabase/migrations by
-- scripts/schema-dump.ts. To change it: docs/database.md#changing-the-schema

SET check_function_bodies = false;
SELECT pg_catalog.set_config('search_path', '', false);

--
-- Name: date_assignment(); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.date_assignment() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if new.assigned_from is null then
    select case when p.created_at = pg_catalog.now() then p.scheduled_from end
      into new.assigned_from
    from app.processes p where p.org_id = new.org_id and p.id = new.process_id;
    new.assigned_from := coalesce(new.assigned_from, app.holding_change_day(new.org_id));
  end if;
  return new;
end
$$;

--
-- Name: FUNCTION date_assignment(); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.date_assignment() IS 'BEFORE INSERT on app.process_roles: an assignment made with its process starts at its scheduledFrom, a later one on the change day, unless it names its start.';

--
-- Name: date_holding(); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.date_holding() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new.held_from := coalesce(new.held_from, app.holding_change_day(new.org_id));
  return new;
end
$$;

--
-- Name: FUNCTION date_holding(); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.date_holding() IS 'BEFORE INSERT on app.role_members: a holding starts on the change day unless it names its start.';

--
-- Name: end_assignment(); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.end_assignment() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_until date := app.holding_change_day(old.org_id);
begin
  if (old.assigned_from is null or old.assigned_from <= v_until)
     and not app.is_staged_import_row(old.org_id, old.import_job_id)
     and exists (select 1 from app.processes p where p.org_id = old.org_id and p.id = old.process_id)
     and exists (select 1 from app.roles r where r.org_id = old.org_id and r.id = old.role_id)
  then
    insert into app.process_assignments_ended
      (org_id, process_id, role_id, assigned_from, assigned_until)
    values (old.org_id, old.process_id, old.role_id, old.assigned_from, v_until);
  end if;
  return null;
end
$$;

--
-- Name: FUNCTION end_assignment(); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.end_assignment() IS 'AFTER DELETE on app.process_roles: keeps the ended assignment, to the end of the change day.';

--
-- Name: end_holding(); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.end_holding() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_until date := app.holding_change_day(old.org_id);
begin
  if (old.held_from is null or old.held_from <= v_until)
     and not app.is_staged_import_row(old.org_id, old.import_job_id)
     and exists (select 1 from app.people p where p.org_id = old.org_id and p.id = old.person_id)
     and exists (select 1 from app.roles r where r.org_id = old.org_id and r.id = old.role_id)
  then
    insert into app.role_holdings_ended (org_id, role_id, person_id, held_from, held_until)
    values (old.org_id, old.role_id, old.person_id, old.held_from, v_until);
  end if;
  return null;
end
$$;

--
-- Name: FUNCTION end_holding(); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.end_holding() IS 'AFTER DELETE on app.role_members: keeps the ended holding, to the end of the change day.';

--
-- Name: end_schedule(); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.end_schedule() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  v_until date := app.org_today(old.org_id) - 1;
  v_row app.process_schedules_ended;
  v_old_dated boolean := app.schedule_has_dates(old.frequency_type, old.has_dates);
  v_new_dated boolean := app.schedule_has_dates(new.frequency_type, new.has_dates);
begin
  -- Only a change of the dates counts (scheduledFrom of a process without dates is not one),
  -- and not while an unfinished import still hides the process it created.
  if (v_old_dated = v_new_dated
      and (not v_old_dated
        or (old.frequency is not distinct from new.frequency
          and old.scheduled_from = new.scheduled_from)))
     or app.is_staged_import_row(old.org_id, old.import_job_id)
  then
    return null;
  end if;
  select * into v_row from app.process_schedules_ended e
  where e.org_id = old.org_id and e.process_id = old.id and e.in_force_until >= v_until
  order by e.in_force_until desc limit 1;
  if not found then
    insert into app.process_schedules_ended (org_id, process_id, frequency_type, frequency,
      compact_frequency, has_dates, scheduled_from, in_force_until, changed_by)
    values (old.org_id, old.id, old.frequency_type, old.frequency, old.compact_frequency,
      old.has_dates, old.scheduled_from, v_until, app.current_person_id());
  elsif app.schedule_has_dates(v_row.frequency_type, v_row.has_dates) = v_new_dated
    and (not v_new_dated
      or (v_row.frequency is not distinct from new.frequency
        and v_row.scheduled_from = new.scheduled_from))
  then
    -- Changed back the same day: nothing changed after all.
    delete from app.process_schedules_ended where id = v_row.id;
  else
    -- Changed already today: the version being replaced decided no day.
    update app.process_schedules_ended
    set changed_by = app.current_person_id(), changed_at = pg_catalog.now()
    where id = v_row.id;
  end if;
  return null;
end
$$;

--
-- Name: FUNCTION end_schedule(); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.end_schedule() IS 'AFTER UPDATE on app.processes: keeps the schedule a process had before a change of its dates, in force until the day before the organisation''s today (one row per change day).';

--
-- Name: guard_task_update(); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.guard_task_update() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
declare
  writer text;
begin
  -- As the invoker: current_user is the statement's role (authenticated for API requests).
  if current_user <> 'authenticated' then
    return new;
  end if;
  writer := app.task_writer();
  if pg_catalog.split_part(writer, ':', 2) = 'free' then
    return new;
  end if;
  if old.person_id is distinct from nullif(pg_catalog.split_part(writer, ':', 1), '')::bigint then
    raise exception 'You may only change your own tasks.' using errcode = '42501';
  end if;
  if (pg_catalog.to_jsonb(new) - 'status' - 'updated_at' - 'occurrence_process_id'
        - 'occurrence_person_id' - 'occurrence_day')
     is distinct from (pg_catalog.to_jsonb(old) - 'status' - 'updated_at'
        - 'occurrence_process_id' - 'occurrence_person_id' - 'occurrence_day') then
    raise exception 'You may only change the status of your tasks.' using errcode = '42501';
  end if;
  return new;
end
$$;

--
-- Name: FUNCTION guard_task_update(); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.guard_task_update() IS 'BEFORE UPDATE on app.tasks: a User-type member may change only the status of their own tasks; admins, managers and service paths are not narrowed (the caller as the statement resolved it, app.task_writer()).';

--
-- Name: holding_change_day(bigint); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.holding_change_day(p_org_id bigint) RETURNS date
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(
    nullif(pg_catalog.current_setting('app.holding_change_on', true), '')::date,
    app.org_today(p_org_id))
$$;

--
-- Name: FUNCTION holding_change_day(p_org_id bigint); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.holding_change_day(p_org_id bigint) IS 'The day the holding and assignment changes of this transaction take effect: the day app.set_holding_change_day named, else the organisation''s today.';

--
-- Name: is_staged_import_row(bigint, bigint); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.is_staged_import_row(p_org_id bigint, p_job bigint) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select p_job is not null and exists (
    select 1 from app.import_jobs j where j.org_id = p_org_id and j.id = p_job and j.hides_rows)
$$;

--
-- Name: FUNCTION is_staged_import_row(p_org_id bigint, p_job bigint); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.is_staged_import_row(p_org_id bigint, p_job bigint) IS 'Whether a row written by import job p_job is still hidden, staged by an unfinished import (not a holding or assignment yet).';

--
-- Name: note_task_source_delete(); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.note_task_source_delete() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform app.note_task_source_orgs((select pg_catalog.array_agg(distinct d.org_id) from old_rows d));
  return null;
end
$$;

--
-- Name: FUNCTION note_task_source_delete(); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.note_task_source_delete() IS 'AFTER DELETE statement trigger on the tables task lists are computed from (see app.task_source_changes).';

--
-- Name: note_task_source_insert(); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.note_task_source_insert() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform app.note_task_source_orgs((select pg_catalog.array_agg(distinct n.org_id) from new_rows n));
  return null;
end
$$;

--
-- Name: FUNCTION note_task_source_insert(); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.note_task_source_insert() IS 'AFTER INSERT statement trigger on the tables task lists are computed from (see app.task_source_changes).';

--
-- Name: note_task_source_orgs(bigint[]); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.note_task_source_orgs(orgs bigint[]) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  o bigint;
  last bigint;
begin
  foreach o in array coalesce(orgs, '{}'::bigint[]) loop
    -- Not for an organisation being removed (its rows go with it).
    last := null;
    insert into app.task_source_changes (org_id)
    select o where exists (select 1 from app.organizations g where g.id = o)
    returning id into last;
    -- Fold every 64th change: the rows this snapshot sees become one of equal weight.
    if last % 64 = 0 then
      with gone as (
        delete from app.task_source_changes c where c.org_id = o and c.id < last returning c.weight
      )
      insert into app.task_source_changes (org_id, weight)
      select o, sum(g.weight) from gone g having count(*) > 0;
    end if;
  end loop;
end
$$;

--
-- Name: FUNCTION note_task_source_orgs(orgs bigint[]); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.note_task_source_orgs(orgs bigint[]) IS 'One app.task_source_changes row per organisation given (that still exists); folds the log now and then.';

--
-- Name: note_task_source_update(); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.note_task_source_update() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform app.note_task_source_orgs((
    select pg_catalog.array_agg(distinct x.org_id)
    from (select n.org_id from new_rows n union all select d.org_id from old_rows d) x));
  return null;
end
$$;

--
-- Name: FUNCTION note_task_source_update(); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.note_task_source_update() IS 'AFTER UPDATE statement trigger on the tables task lists are computed from (see app.task_source_changes).';

--
-- Name: note_task_writer(); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.note_task_writer() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  -- Transaction-local, so it outlives this function; every statement on app.tasks sets it
  -- anew before its first row, so a caller switched between statements is seen.
  perform pg_catalog.set_config('app.task_writer', app.task_writer_now(), true);
  return null;
end
$$;

--
-- Name: FUNCTION note_task_writer(); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.note_task_writer() IS 'BEFORE INSERT OR UPDATE statement trigger on app.tasks: resolves the caller once per statement into the transaction-local setting app.task_writer (app.task_writer_now()), which the row triggers read.';

--
-- Name: note_unheld_occurrences(); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.note_unheld_occurrences() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  insert into app.unheld_occurrences (org_id, task_id, process_id)
  select n.org_id, n.id, n.process_id
  from (
    select n.org_id, n.id, n.process_id, n.occurrence_person_id as person_id,
           n.occurrence_day as day
    from new_rows n
    where n.process_id is not null and n.occurrence_process_id is not null
  ) n
  where exists (select 1 from app.task_series_rules r
                where r.org_id = n.org_id and r.process_id = n.process_id
                  and r.person_id = n.person_id and r.from_date <= n.day)
     or not exists (
       select 1
       from (select pr.role_id, pr.assigned_from as f, null::date as u
             from app.process_roles pr
             where pr.org_id = n.org_id and pr.process_id = n.process_id
               and (pr.import_job_id is null or app.import_row_shown(pr.import_job_id))
             union all
             select e.role_id, e.assigned_from, e.assigned_until
             from app.process_assignments_ended e
             where e.org_id = n.org_id and e.process_id = n.process_id) a
       join (select rm.role_id, rm.held_from as f, null::date as u
             from app.role_members rm
             where rm.org_id = n.org_id and rm.person_id = n.person_id
               and (rm.import_job_id is null or app.import_row_shown(rm.import_job_id))
             union all
             select e.role_id, e.held_from, e.held_until
             from app.role_holdings_ended e
             where e.org_id = n.org_id and e.person_id = n.person_id) h on h.role_id = a.role_id
       where (a.f is null or a.f <= n.day) and (h.f is null or h.f <= n.day)
         and (a.u is null or a.u >= n.day) and (h.u is null or h.u >= n.day));
  return null;
end
$$;

--
-- Name: FUNCTION note_unheld_occurrences(); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.note_unheld_occurrences() IS 'AFTER INSERT statement trigger on app.tasks: notes the new stored occurrences whose own series does not make them (app.unheld_occurrences).';

--
-- Name: processes_of_roles(bigint, bigint[]); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.processes_of_roles(p_org bigint, p_roles bigint[]) RETURNS bigint[]
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(pg_catalog.array_agg(distinct x.process_id), '{}'::bigint[])
  from (
    select pr.process_id from app.process_roles pr
    where pr.org_id = p_org and pr.role_id = any (p_roles)
    union all
    select e.process_id from app.process_assignments_ended e
    where e.org_id = p_org and e.role_id = any (p_roles)
  ) x
$$;

--
-- Name: FUNCTION processes_of_roles(p_org bigint, p_roles bigint[]); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.processes_of_roles(p_org bigint, p_roles bigint[]) IS 'The processes the given roles of the organisation are or were assigned: those a change of the roles'' holders touches.';

--
-- Name: record_task_change(); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.record_task_change() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  -- The fields a history entry lists, in this order, as text (what to_jsonb(row) ->> field
  -- gave the row trigger this replaces): name, description, userId, dueDate, status, deleted,
  -- skipReason.
  insert into app.task_changes (org_id, task_id, by_person_id, by_name, changes)
  select n.org_id, n.id, n.updated_by, p.name, d.changes
  from new_rows n
  join old_rows o on o.id = n.id
  cross join lateral (
    select pg_catalog.jsonb_agg(
             pg_catalog.jsonb_build_object('field', f.field, 'from', f.was, 'to', f.now)
             order by f.ord) as changes
    from (values (1, 'name', o.name, n.name), (2, 'description', o.description, n.description),
                 (3, 'userId', o.person_id::text, n.person_id::text),
                 (4, 'dueDate', pg_catalog.to_jsonb(o.due_date) #>> '{}',
                                pg_catalog.to_jsonb(n.due_date) #>> '{}'),
                 (5, 'status', o.status, n.status), (6, 'deleted', o.deleted::text, n.deleted::text),
                 (7, 'skipReason', o.skip_reason, n.skip_reason)) f(ord, field, was, now)
    where f.was is distinct from f.now
  ) d
  left join app.people p on p.org_id = n.org_id and p.id = n.updated_by
  where d.changes is not null;
  return null;
end
$$;

--
-- Name: FUNCTION record_task_change(); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.record_task_change() IS 'AFTER UPDATE statement trigger on app.tasks (transition tables old_rows, new_rows): one app.task_changes row per task whose listed fields changed (security definer: the history is written by the trigger only, never by a client).';

--
-- Name: record_task_insert(); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.record_task_insert() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  -- The fields a history entry lists, in this order, as text (what to_jsonb(row) ->> field
  -- gave the row trigger this replaces): name, description, userId, dueDate, status, deleted,
  -- skipReason.
  -- A manual task's insert is its first entry, every field from nothing (skipReason only
  -- when given). A stored occurrence is inserted as generated: no change.
  insert into app.task_changes (org_id, task_id, by_person_id, by_name, changes)
  select n.org_id, n.id, n.updated_by, p.name, d.changes
  from new_rows n
  cross join lateral (
    select pg_catalog.jsonb_agg(
             pg_catalog.jsonb_build_object('field', f.field, 'from', null::text, 'to', f.now)
             order by f.ord) as changes
    from (values (1, 'name', n.name), (2, 'description', n.description),
                 (3, 'userId', n.person_id::text),
                 (4, 'dueDate', pg_catalog.to_jsonb(n.due_date) #>> '{}'),
                 (5, 'status', n.status), (6, 'deleted', n.deleted::text),
                 (7, 'skipReason', n.skip_reason)) f(ord, field, now)
    where f.field <> 'skipReason' or f.now is not null
  ) d
  left join app.people p on p.org_id = n.org_id and p.id = n.updated_by
  where n.is_manually_created;
  return null;
end
$$;

--
-- Name: FUNCTION record_task_insert(); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.record_task_insert() IS 'AFTER INSERT statement trigger on app.tasks (transition table new_rows): one app.task_changes row per manual task inserted, every field from nothing; a stored occurrence is inserted as generated, no change (security definer: the history is written by the trigger only, never by a client).';

--
-- Name: recount_series_deleted(); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.recount_series_deleted() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  o record;
begin
  for o in
    select d.org_id, pg_catalog.array_agg(distinct (pg_catalog.to_jsonb(d) ->> TG_ARGV[0])::bigint) as ids
    from old_rows d group by d.org_id
  loop
    perform app.recount_series_of(o.org_id, TG_ARGV[0], o.ids);
  end loop;
  return null;
end
$$;

--
-- Name: FUNCTION recount_series_deleted(); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.recount_series_deleted() IS 'AFTER DELETE statement trigger on holdings (argument role_id), assignments and rules (process_id): recounts the series the deleted rows touched.';

--
-- Name: recount_series_inserted(); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.recount_series_inserted() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  o record;
begin
  for o in
    select n.org_id, pg_catalog.array_agg(distinct (pg_catalog.to_jsonb(n) ->> TG_ARGV[0])::bigint) as ids
    from new_rows n
    where app.import_row_shown((pg_catalog.to_jsonb(n) ->> 'import_job_id')::bigint)
    group by n.org_id
  loop
    perform app.recount_series_of(o.org_id, TG_ARGV[0], o.ids);
  end loop;
  return null;
end
$$;

--
-- Name: FUNCTION recount_series_inserted(); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.recount_series_inserted() IS 'AFTER INSERT statement trigger on holdings (argument role_id), assignments and rules (process_id): recounts the series the new rows touch (app.recount_series_of).';

--
-- Name: recount_series_of(bigint, text, bigint[]); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.recount_series_of(p_org bigint, p_column text, p_ids bigint[]) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform app.refresh_series(p_org,
    case when p_column = 'role_id' then app.processes_of_roles(p_org, p_ids) else p_ids end);
end
$$;

--
-- Name: FUNCTION recount_series_of(p_org bigint, p_column text, p_ids bigint[]); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.recount_series_of(p_org bigint, p_column text, p_ids bigint[]) IS 'Recounts the series a change of these roles'' holders (p_column role_id) or of these processes'' assignments or rules (process_id) touches.';

--
-- Name: recount_series_of_import(); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.recount_series_of_import() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform app.refresh_series(new.org_id, (
    select coalesce(pg_catalog.array_agg(distinct x.process_id), '{}'::bigint[]) from (
      select pr.process_id from app.process_roles pr
      where pr.org_id = new.org_id and pr.import_job_id = new.id
      union all
      select pid from pg_catalog.unnest(app.processes_of_roles(new.org_id, (
        select pg_catalog.array_agg(distinct rm.role_id) from app.role_members rm
        where rm.org_id = new.org_id and rm.import_job_id = new.id))) pid
    ) x));
  return null;
end
$$;

--
-- Name: FUNCTION recount_series_of_import(); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.recount_series_of_import() IS 'AFTER UPDATE OF hides_rows on app.import_jobs: an import''s holdings and assignments count from when it shows them.';

--
-- Name: recount_series_updated(); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.recount_series_updated() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  o record;
begin
  for o in
    select x.org_id, pg_catalog.array_agg(distinct x.id) as ids
    from (select n.org_id, (pg_catalog.to_jsonb(n) ->> TG_ARGV[0])::bigint as id from new_rows n
          union all
          select d.org_id, (pg_catalog.to_jsonb(d) ->> TG_ARGV[0])::bigint from old_rows d) x
    group by x.org_id
  loop
    perform app.recount_series_of(o.org_id, TG_ARGV[0], o.ids);
  end loop;
  return null;
end
$$;

--
-- Name: FUNCTION recount_series_updated(); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.recount_series_updated() IS 'AFTER UPDATE statement trigger on holdings (argument role_id), assignments and rules (process_id): recounts the series the changed rows touch, before and after.';

--
-- Name: refresh_series(bigint, bigint[]); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.refresh_series(p_org bigint, p_processes bigint[]) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if p_processes is null or pg_catalog.cardinality(p_processes) = 0 then
    return;
  end if;
  delete from app.series_people s where s.org_id = p_org and s.process_id = any (p_processes);
  delete from app.series_spans s where s.org_id = p_org and s.process_id = any (p_processes);
  delete from app.unheld_occurrences u where u.org_id = p_org and u.process_id = any (p_processes);

  insert into app.series_people (org_id, process_id, person_id, held_from, held_until)
  select p_org, d.process_id, d.person_id, pg_catalog.lower(r), pg_catalog.upper(r) - 1
  from app.series_days(p_org, p_processes) d, pg_catalog.unnest(d.held) r
  -- A process being deleted takes its rows with it.
  where exists (select 1 from app.processes p where p.org_id = p_org and p.id = d.process_id);

  insert into app.series_spans (org_id, process_id, role_id, held_from, held_until, holders)
  select p_org, s.process_id, null::bigint, s.held_from, s.held_until, count(*)::integer
  from app.series_people s
  where s.org_id = p_org and s.process_id = any (p_processes)
  group by s.process_id, s.held_from, s.held_until
  union all
  -- role:R keeps the people who fill R now, of a process R is assigned to now
  -- (domain/query/match-task.ts, roles through which a task comes).
  select p_org, s.process_id, pr.role_id, s.held_from, s.held_until, count(*)::integer
  from app.series_people s
  join app.process_roles pr on pr.org_id = p_org and pr.process_id = s.process_id
    and (pr.import_job_id is null or app.import_row_shown(pr.import_job_id))
  join app.role_members rm on rm.org_id = p_org and rm.role_id = pr.role_id
    and rm.person_id = s.person_id and (rm.import_job_id is null or app.import_row_shown(rm.import_job_id))
  where s.org_id = p_org and s.process_id = any (p_processes)
  group by s.process_id, pr.role_id, s.held_from, s.held_until;

  insert into app.unheld_occurrences (org_id, task_id, process_id)
  select p_org, t.id, t.process_id
  from app.tasks t
  left join app.series_days(p_org, p_processes) d on d.process_id = t.process_id
    and d.person_id = t.occurrence_person_id
  where t.org_id = p_org and t.process_id = any (p_processes)
    and t.occurrence_process_id is not null
    and not coalesce(d.held @> t.occurrence_day, false);
end
$$;

--
-- Name: FUNCTION refresh_series(p_org bigint, p_processes bigint[]); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.refresh_series(p_org bigint, p_processes bigint[]) IS 'Recounts app.series_people, app.series_spans and app.unheld_occurrences of the given processes of the organisation (the statement triggers call it for what a write touched).';

--
-- Name: schedule_has_dates(text, boolean); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.schedule_has_dates(p_frequency_type text, p_has_dates boolean) RETURNS boolean
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$ select p_frequency_type = 'Scheduled' and p_has_dates $$;

--
-- Name: FUNCTION schedule_has_dates(p_frequency_type text, p_has_dates boolean); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.schedule_has_dates(p_frequency_type text, p_has_dates boolean) IS 'Whether a schedule (frequency_type, has_dates) yields any date: only a Scheduled one with dates does.';

--
-- Name: series_days(bigint, bigint[]); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.series_days(p_org bigint, p_processes bigint[]) RETURNS TABLE(process_id bigint, person_id bigint, held datemultirange)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  with a as (
    select pr.process_id, pr.role_id, pr.assigned_from as f, null::date as u
    from app.process_roles pr
    where pr.org_id = p_org and pr.process_id = any (p_processes)
      and (pr.import_job_id is null or app.import_row_shown(pr.import_job_id))
    union all
    select e.process_id, e.role_id, e.assigned_from, e.assigned_until
    from app.process_assignments_ended e
    where e.org_id = p_org and e.process_id = any (p_processes)
  ), h as (
    select rm.role_id, rm.person_id, rm.held_from as f, null::date as u
    from app.role_members rm
    where rm.org_id = p_org and rm.role_id in (select a.role_id from a)
      and (rm.import_job_id is null or app.import_row_shown(rm.import_job_id))
    union all
    select e.role_id, e.person_id, e.held_from, e.held_until
    from app.role_holdings_ended e
    where e.org_id = p_org and e.role_id in (select a.role_id from a)
  ), both_held as (
    -- greatest and least skip nulls: an open bound gives way to the other's.
    select a.process_id, h.person_id, greatest(a.f, h.f) as f, least(a.u, h.u) as u
    from a join h on h.role_id = a.role_id
  ), first_rule as (
    select r.process_id, r.person_id, min(r.from_date) as from_date
    from app.task_series_rules r
    where r.org_id = p_org and r.process_id = any (p_processes)
    group by r.process_id, r.person_id
  )
  select b.process_id, b.person_id,
         -- Both held on no day: empty (a condition beside it would not guard the constructor).
         pg_catalog.range_agg(case when b.f is null or b.u is null or b.f <= b.u
                              then pg_catalog.daterange(b.f, b.u, '[]')
                              else 'empty'::pg_catalog.daterange end)
         * pg_catalog.datemultirange(
           pg_catalog.daterange(null, min(fr.from_date), '[)')) as held
  from both_held b
  left join first_rule fr on fr.process_id = b.process_id and fr.person_id = b.person_id
  group by b.process_id, b.person_id
$$;

--
-- Name: FUNCTION series_days(p_org bigint, p_processes bigint[]); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.series_days(p_org bigint, p_processes bigint[]) IS 'The days each series (process, person) of the given processes makes occurrences, without its rules: the days the person held a role assigned to the process while it was, before the series'' first rule.';

--
-- Name: series_held(bigint[]); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.series_held(p_processes bigint[]) RETURNS TABLE(process_id bigint, person_id bigint, held_from date, held_until date)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select d.process_id, d.person_id, pg_catalog.lower(r), pg_catalog.upper(r) - 1
  from app.series_days((select app.current_org_id()), p_processes) d, pg_catalog.unnest(d.held) r
  where (select app.is_catalogue_manager())
$$;

--
-- Name: FUNCTION series_held(p_processes bigint[]); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.series_held(p_processes bigint[]) IS 'The spans of days each series of the given processes of the caller''s organisation makes occurrences (without rules); for catalogue managers, else nothing.';

--
-- Name: series_people_page(bigint[], date, text, integer, boolean); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.series_people_page(p_processes bigint[], p_day date, p_role text, p_limit integer, p_from_end boolean) RETURNS TABLE(process_id bigint, person_id bigint)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $_$
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
$_$;

--
-- Name: FUNCTION series_people_page(p_processes bigint[], p_day date, p_role text, p_limit integer, p_from_end boolean); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.series_people_page(p_processes bigint[], p_day date, p_role text, p_limit integer, p_from_end boolean) IS 'The first p_limit occurrences on a day of the given processes of the caller''s organisation, by person then process (from the end: the last ones, in the opposite order), that no stored task replaces; with p_role (lower case), only those whose person fills that role of the process. For catalogue managers, else nothing.';

--
-- Name: set_holding_change_day(date); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.set_holding_change_day(p_day date) RETURNS void
    LANGUAGE sql
    SET search_path TO ''
    AS $$
  select pg_catalog.set_config('app.holding_change_on', coalesce(p_day::text, ''), true)
$$;

--
-- Name: FUNCTION set_holding_change_day(p_day date); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.set_holding_change_day(p_day date) IS 'Makes p_day (null: the organisation''s today) the day this transaction''s role holdings and process assignments start or end.';

--
-- Name: stamp_task_writer(); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.stamp_task_writer() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  -- What the statement trigger resolved: a lookup per row cost 0.13 ms, the setting a
  -- microsecond. The setting is as trustworthy as the request settings it derives from
  -- (request.jwt.claims, app.tenant), which only the server sets.
  new.updated_by := nullif(pg_catalog.split_part(app.task_writer(), ':', 1), '')::bigint;
  return new;
end
$$;

--
-- Name: FUNCTION stamp_task_writer(); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.stamp_task_writer() IS 'BEFORE INSERT OR UPDATE on app.tasks: updated_by is the caller''s person as the statement resolved it (app.task_writer(); null for the system actor and service paths).';

--
-- Name: task_source_version(); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.task_source_version() RETURNS bigint
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(sum(c.weight), 0)::bigint from app.task_source_changes c
  where c.org_id = (select app.current_org_id())
$$;

--
-- Name: FUNCTION task_source_version(); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.task_source_version() IS 'Sum of the change weights of the caller''s organisation: equal sums, equal task sources (see app.task_source_changes).';

--
-- Name: task_writer(); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.task_writer() RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select coalesce(nullif(pg_catalog.current_setting('app.task_writer', true), ''),
                  app.task_writer_now())
$$;

--
-- Name: FUNCTION task_writer(); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.task_writer() IS 'The caller the current statement on app.tasks resolved (app.note_task_writer), else resolved now (a row trigger without its statement trigger).';

--
-- Name: task_writer_now(); Type: FUNCTION; Schema: app; Owner: -
--

CREATE FUNCTION app.task_writer_now() RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select coalesce(app.current_person_id()::text, '') || ':'
         || case when app.is_catalogue_manager() then 'free' else 'narrowed' end
$$;

--
-- Name: FUNCTION task_writer_now(); Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON FUNCTION app.task_writer_now() IS 'The caller as the app.tasks row triggers need it, ''<person id>:free'' (an admin, a manager, the system actor: not narrowed by the guard) or ''<person id>:narrowed''; the person id is empty when there is none.';

--
-- Name: process_assignments_ended; Type: TABLE; Schema: app; Owner: -
--

CREATE TABLE app.process_assignments_ended (
    id bigint NOT NULL,
    org_id bigint NOT NULL,
    process_id bigint NOT NULL,
    role_id bigint NOT NULL,
    assigned_from date,
    assigned_until date NOT NULL,
    ended_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT process_assignments_ended_check CHECK (((assigned_from IS NULL) OR (assigned_from <= assigned_until)))
);

--
-- Name: TABLE process_assignments_ended; Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON TABLE app.process_assignments_ended IS 'Assignments of a process to a role that ended: from assigned_from (null: since scheduledFrom) to assigned_until, both days included.';

--
-- Name: process_assignments_ended_id_seq; Type: SEQUENCE; Schema: app; Owner: -
--

ALTER TABLE app.process_assignments_ended ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME app.process_assignments_ended_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: process_schedules_ended; Type: TABLE; Schema: app; Owner: -
--

CREATE TABLE app.process_schedules_ended (
    id bigint NOT NULL,
    org_id bigint NOT NULL,
    process_id bigint NOT NULL,
    frequency_type text NOT NULL,
    frequency jsonb,
    compact_frequency text DEFAULT ''::text NOT NULL,
    has_dates boolean DEFAULT false NOT NULL,
    scheduled_from date NOT NULL,
    in_force_until date NOT NULL,
    changed_by bigint,
    changed_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT process_schedules_ended_frequency_type_check CHECK ((frequency_type = ANY (ARRAY['Scheduled'::text, 'AsNeeded'::text])))
);

--
-- Name: TABLE process_schedules_ended; Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON TABLE app.process_schedules_ended IS 'Schedules a process had before a change: each decided the process''s dates up to in_force_until (included), from the day after the previous one''s end. changed_by/changed_at: who replaced it, and when.';

--
-- Name: process_schedules_ended_id_seq; Type: SEQUENCE; Schema: app; Owner: -
--

ALTER TABLE app.process_schedules_ended ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME app.process_schedules_ended_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: role_holdings_ended; Type: TABLE; Schema: app; Owner: -
--

CREATE TABLE app.role_holdings_ended (
    id bigint NOT NULL,
    org_id bigint NOT NULL,
    role_id bigint NOT NULL,
    person_id bigint NOT NULL,
    held_from date,
    held_until date NOT NULL,
    ended_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT role_holdings_ended_check CHECK (((held_from IS NULL) OR (held_from <= held_until)))
);

--
-- Name: TABLE role_holdings_ended; Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON TABLE app.role_holdings_ended IS 'Holdings of a role that ended: the person held it from held_from (null: since before dates were kept) to held_until, both days included.';

--
-- Name: role_holdings_ended_id_seq; Type: SEQUENCE; Schema: app; Owner: -
--

ALTER TABLE app.role_holdings_ended ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME app.role_holdings_ended_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: series_people; Type: TABLE; Schema: app; Owner: -
--

CREATE TABLE app.series_people (
    org_id bigint NOT NULL,
    process_id bigint NOT NULL,
    person_id bigint NOT NULL,
    held_from date,
    held_until date
);

--
-- Name: TABLE series_people; Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON TABLE app.series_people IS 'Per series (process, person), the spans of days it makes occurrences, without its rules (app.series_days). Kept by app.refresh_series.';

--
-- Name: series_spans; Type: TABLE; Schema: app; Owner: -
--

CREATE TABLE app.series_spans (
    org_id bigint NOT NULL,
    process_id bigint NOT NULL,
    role_id bigint,
    held_from date,
    held_until date,
    holders integer NOT NULL,
    CONSTRAINT series_spans_holders_check CHECK ((holders > 0))
);

--
-- Name: TABLE series_spans; Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON TABLE app.series_spans IS 'Per process and span of days, how many people''s series make its occurrences (role_id null), and how many of those fill role_id (assigned to the process). Kept by app.refresh_series.';

--
-- Name: task_changes; Type: TABLE; Schema: app; Owner: -
--

CREATE TABLE app.task_changes (
    id bigint NOT NULL,
    org_id bigint NOT NULL,
    task_id bigint NOT NULL,
    at timestamp with time zone DEFAULT now() NOT NULL,
    by_person_id bigint,
    by_name text,
    changes jsonb NOT NULL
);

--
-- Name: task_changes_id_seq; Type: SEQUENCE; Schema: app; Owner: -
--

ALTER TABLE app.task_changes ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME app.task_changes_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: task_series_rules; Type: TABLE; Schema: app; Owner: -
--

CREATE TABLE app.task_series_rules (
    id bigint NOT NULL,
    org_id bigint NOT NULL,
    process_id bigint NOT NULL,
    person_id bigint NOT NULL,
    from_date date NOT NULL,
    from_handle text NOT NULL,
    assignee_id bigint,
    name text NOT NULL,
    description text DEFAULT ''::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by bigint,
    CONSTRAINT task_series_rules_description_check CHECK ((length(description) <= 10000)),
    CONSTRAINT task_series_rules_name_check CHECK (((length(name) >= 1) AND (length(name) <= 300)))
);

--
-- Name: task_series_rules_id_seq; Type: SEQUENCE; Schema: app; Owner: -
--

ALTER TABLE app.task_series_rules ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME app.task_series_rules_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: task_source_changes; Type: TABLE; Schema: app; Owner: -
--

CREATE TABLE app.task_source_changes (
    id bigint NOT NULL,
    org_id bigint NOT NULL,
    weight bigint DEFAULT 1 NOT NULL
);

--
-- Name: task_source_changes_id_seq; Type: SEQUENCE; Schema: app; Owner: -
--

ALTER TABLE app.task_source_changes ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME app.task_source_changes_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: tasks; Type: TABLE; Schema: app; Owner: -
--

CREATE TABLE app.tasks (
    id bigint NOT NULL,
    org_id bigint NOT NULL,
    handle text NOT NULL,
    init_handle text NOT NULL,
    name text NOT NULL,
    description text DEFAULT ''::text NOT NULL,
    process_id bigint,
    person_id bigint,
    due_date date NOT NULL,
    status text DEFAULT 'NotStarted'::text NOT NULL,
    deleted boolean DEFAULT false NOT NULL,
    is_manually_created boolean DEFAULT false NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_by bigint,
    skip_reason text,
    occurrence_process_id bigint GENERATED ALWAYS AS (
CASE
    WHEN ((NOT is_manually_created) AND (handle ~ '^[0-9]+-[0-9]+-[0-9]{4}-[0-9]{2}-[0-9]{2}$'::text)) THEN (split_part(handle, '-'::text, 1))::bigint
    ELSE NULL::bigint
END) STORED,
    occurrence_person_id bigint GENERATED ALWAYS AS (
CASE
    WHEN ((NOT is_manually_created) AND (handle ~ '^[0-9]+-[0-9]+-[0-9]{4}-[0-9]{2}-[0-9]{2}$'::text)) THEN (split_part(handle, '-'::text, 2))::bigint
    ELSE NULL::bigint
END) STORED,
    occurrence_day date GENERATED ALWAYS AS (
CASE
    WHEN ((NOT is_manually_created) AND (handle ~ '^[0-9]+-[0-9]+-[0-9]{4}-[0-9]{2}-[0-9]{2}$'::text)) THEN make_date((substr("right"(handle, 10), 1, 4))::integer, (substr("right"(handle, 10), 6, 2))::integer, (substr("right"(handle, 10), 9, 2))::integer)
    ELSE NULL::date
END) STORED,
    CONSTRAINT tasks_name_check CHECK (((length(name) >= 1) AND (length(name) <= 300))),
    CONSTRAINT tasks_skip_reason_check CHECK (((skip_reason IS NULL) OR ((length(skip_reason) >= 1) AND (length(skip_reason) <= 500)))),
    CONSTRAINT tasks_status_check CHECK ((status = ANY (ARRAY['NotStarted'::text, 'InProgress'::text, 'Complete'::text])))
);

--
-- Name: COLUMN tasks.skip_reason; Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON COLUMN app.tasks.skip_reason IS 'Why the occurrence was skipped (removeTask); null when no reason was given or it is not skipped.';

--
-- Name: COLUMN tasks.occurrence_day; Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON COLUMN app.tasks.occurrence_day IS 'The day the handle of a stored occurrence names (with occurrence_process_id and occurrence_person_id: its series); null for a task made by hand.';

--
-- Name: tasks_id_seq; Type: SEQUENCE; Schema: app; Owner: -
--

ALTER TABLE app.tasks ALTER COLUMN id ADD GENERATED ALWAYS AS IDENTITY (
    SEQUENCE NAME app.tasks_id_seq
    START WITH 1
    INCREMENT BY 1
    NO MINVALUE
    NO MAXVALUE
    CACHE 1
);

--
-- Name: unheld_occurrences; Type: TABLE; Schema: app; Owner: -
--

CREATE TABLE app.unheld_occurrences (
    org_id bigint NOT NULL,
    task_id bigint NOT NULL,
    process_id bigint NOT NULL
);

--
-- Name: TABLE unheld_occurrences; Type: COMMENT; Schema: app; Owner: -
--

COMMENT ON TABLE app.unheld_occurrences IS 'Stored occurrences (app.tasks, not made by hand) whose own series, without its rules, does not make them on the day their handle names. Kept by app.refresh_series and on insert.';

--
-- Name: process_assignments_ended process_assignments_ended_pkey; Type: CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.process_assignments_ended
    ADD CONSTRAINT process_assignments_ended_pkey PRIMARY KEY (id);

--
-- Name: process_schedules_ended process_schedules_ended_org_id_process_id_in_force_until_key; Type: CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.process_schedules_ended
    ADD CONSTRAINT process_schedules_ended_org_id_process_id_in_force_until_key UNIQUE (org_id, process_id, in_force_until);

--
-- Name: process_schedules_ended process_schedules_ended_pkey; Type: CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.process_schedules_ended
    ADD CONSTRAINT process_schedules_ended_pkey PRIMARY KEY (id);

--
-- Name: role_holdings_ended role_holdings_ended_pkey; Type: CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.role_holdings_ended
    ADD CONSTRAINT role_holdings_ended_pkey PRIMARY KEY (id);

--
-- Name: task_changes task_changes_pkey; Type: CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.task_changes
    ADD CONSTRAINT task_changes_pkey PRIMARY KEY (id);

--
-- Name: task_series_rules task_series_rules_org_id_process_id_person_id_from_date_key; Type: CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.task_series_rules
    ADD CONSTRAINT task_series_rules_org_id_process_id_person_id_from_date_key UNIQUE (org_id, process_id, person_id, from_date);

--
-- Name: task_series_rules task_series_rules_pkey; Type: CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.task_series_rules
    ADD CONSTRAINT task_series_rules_pkey PRIMARY KEY (id);

--
-- Name: task_source_changes task_source_changes_pkey; Type: CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.task_source_changes
    ADD CONSTRAINT task_source_changes_pkey PRIMARY KEY (id);

--
-- Name: tasks tasks_org_id_id_key; Type: CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.tasks
    ADD CONSTRAINT tasks_org_id_id_key UNIQUE (org_id, id);

--
-- Name: tasks tasks_pkey; Type: CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.tasks
    ADD CONSTRAINT tasks_pkey PRIMARY KEY (id);

--
-- Name: unheld_occurrences unheld_occurrences_pkey; Type: CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.unheld_occurrences
    ADD CONSTRAINT unheld_occurrences_pkey PRIMARY KEY (org_id, task_id);

--
-- Name: process_assignments_ended_process_idx; Type: INDEX; Schema: app; Owner: -
--

CREATE INDEX process_assignments_ended_process_idx ON app.process_assignments_ended USING btree (org_id, process_id);

--
-- Name: process_assignments_ended_role_idx; Type: INDEX; Schema: app; Owner: -
--

CREATE INDEX process_assignments_ended_role_idx ON app.process_assignments_ended USING btree (org_id, role_id);

--
-- Name: process_schedules_ended_changed_by_idx; Type: INDEX; Schema: app; Owner: -
--

CREATE INDEX process_schedules_ended_changed_by_idx ON app.process_schedules_ended USING btree (org_id, changed_by) WHERE (changed_by IS NOT NULL);

--
-- Name: role_holdings_ended_person_idx; Type: INDEX; Schema: app; Owner: -
--

CREATE INDEX role_holdings_ended_person_idx ON app.role_holdings_ended USING btree (org_id, person_id);

--
-- Name: role_holdings_ended_role_idx; Type: INDEX; Schema: app; Owner: -
--

CREATE INDEX role_holdings_ended_role_idx ON app.role_holdings_ended USING btree (org_id, role_id);

--
-- Name: series_people_process_idx; Type: INDEX; Schema: app; Owner: -
--

CREATE INDEX series_people_process_idx ON app.series_people USING btree (org_id, process_id);

--
-- Name: series_spans_process_idx; Type: INDEX; Schema: app; Owner: -
--

CREATE INDEX series_spans_process_idx ON app.series_spans USING btree (org_id, process_id);

--
-- Name: task_changes_task_idx; Type: INDEX; Schema: app; Owner: -
--

CREATE INDEX task_changes_task_idx ON app.task_changes USING btree (org_id, task_id, at DESC);

--
-- Name: task_series_rules_assignee_idx; Type: INDEX; Schema: app; Owner: -
--

CREATE INDEX task_series_rules_assignee_idx ON app.task_series_rules USING btree (org_id, assignee_id);

--
-- Name: task_source_changes_org_idx; Type: INDEX; Schema: app; Owner: -
--

CREATE INDEX task_source_changes_org_idx ON app.task_source_changes USING btree (org_id, id);

--
-- Name: tasks_due_idx; Type: INDEX; Schema: app; Owner: -
--

CREATE INDEX tasks_due_idx ON app.tasks USING btree (org_id, due_date);

--
-- Name: tasks_handle_key; Type: INDEX; Schema: app; Owner: -
--

CREATE UNIQUE INDEX tasks_handle_key ON app.tasks USING btree (org_id, handle);

--
-- Name: tasks_init_handle_idx; Type: INDEX; Schema: app; Owner: -
--

CREATE INDEX tasks_init_handle_idx ON app.tasks USING btree (org_id, init_handle);

--
-- Name: tasks_occurrence_date_idx; Type: INDEX; Schema: app; Owner: -
--

CREATE INDEX tasks_occurrence_date_idx ON app.tasks USING btree (org_id, "right"(handle, 10)) WHERE (NOT is_manually_created);

--
-- Name: tasks_org_status_due_idx; Type: INDEX; Schema: app; Owner: -
--

CREATE INDEX tasks_org_status_due_idx ON app.tasks USING btree (org_id, status, due_date) WHERE (NOT deleted);

--
-- Name: tasks_person_idx; Type: INDEX; Schema: app; Owner: -
--

CREATE INDEX tasks_person_idx ON app.tasks USING btree (org_id, person_id, due_date);

--
-- Name: tasks_process_idx; Type: INDEX; Schema: app; Owner: -
--

CREATE INDEX tasks_process_idx ON app.tasks USING btree (org_id, process_id);

--
-- Name: unheld_occurrences_process_idx; Type: INDEX; Schema: app; Owner: -
--

CREATE INDEX unheld_occurrences_process_idx ON app.unheld_occurrences USING btree (org_id, process_id);

--
-- Name: labels labels_note_delete; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER labels_note_delete AFTER DELETE ON app.labels REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app.note_task_source_delete();

--
-- Name: labels labels_note_insert; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER labels_note_insert AFTER INSERT ON app.labels REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.note_task_source_insert();

--
-- Name: labels labels_note_update; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER labels_note_update AFTER UPDATE ON app.labels REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.note_task_source_update();

--
-- Name: people people_note_delete; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER people_note_delete AFTER DELETE ON app.people REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app.note_task_source_delete();

--
-- Name: people people_note_insert; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER people_note_insert AFTER INSERT ON app.people REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.note_task_source_insert();

--
-- Name: people people_note_update; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER people_note_update AFTER UPDATE ON app.people REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.note_task_source_update();

--
-- Name: process_assignments_ended process_assignments_ended_note_insert; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER process_assignments_ended_note_insert AFTER INSERT ON app.process_assignments_ended REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.note_task_source_insert();

--
-- Name: process_assignments_ended process_assignments_ended_recount_series_delete; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER process_assignments_ended_recount_series_delete AFTER DELETE ON app.process_assignments_ended REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app.recount_series_deleted('process_id');

--
-- Name: process_assignments_ended process_assignments_ended_recount_series_insert; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER process_assignments_ended_recount_series_insert AFTER INSERT ON app.process_assignments_ended REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.recount_series_inserted('process_id');

--
-- Name: process_assignments_ended process_assignments_ended_recount_series_update; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER process_assignments_ended_recount_series_update AFTER UPDATE ON app.process_assignments_ended REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.recount_series_updated('process_id');

--
-- Name: process_labels process_labels_note_delete; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER process_labels_note_delete AFTER DELETE ON app.process_labels REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app.note_task_source_delete();

--
-- Name: process_labels process_labels_note_insert; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER process_labels_note_insert AFTER INSERT ON app.process_labels REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.note_task_source_insert();

--
-- Name: process_labels process_labels_note_update; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER process_labels_note_update AFTER UPDATE ON app.process_labels REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.note_task_source_update();

--
-- Name: process_roles process_roles_date; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER process_roles_date BEFORE INSERT ON app.process_roles FOR EACH ROW EXECUTE FUNCTION app.date_assignment();

--
-- Name: process_roles process_roles_end; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER process_roles_end AFTER DELETE ON app.process_roles FOR EACH ROW EXECUTE FUNCTION app.end_assignment();

--
-- Name: process_roles process_roles_note_delete; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER process_roles_note_delete AFTER DELETE ON app.process_roles REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app.note_task_source_delete();

--
-- Name: process_roles process_roles_note_insert; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER process_roles_note_insert AFTER INSERT ON app.process_roles REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.note_task_source_insert();

--
-- Name: process_roles process_roles_note_update; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER process_roles_note_update AFTER UPDATE ON app.process_roles REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.note_task_source_update();

--
-- Name: process_roles process_roles_recount_series_delete; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER process_roles_recount_series_delete AFTER DELETE ON app.process_roles REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app.recount_series_deleted('process_id');

--
-- Name: process_roles process_roles_recount_series_insert; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER process_roles_recount_series_insert AFTER INSERT ON app.process_roles REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.recount_series_inserted('process_id');

--
-- Name: process_roles process_roles_recount_series_update; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER process_roles_recount_series_update AFTER UPDATE ON app.process_roles REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.recount_series_updated('process_id');

--
-- Name: process_schedules_ended process_schedules_ended_note_delete; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER process_schedules_ended_note_delete AFTER DELETE ON app.process_schedules_ended REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app.note_task_source_delete();

--
-- Name: process_schedules_ended process_schedules_ended_note_insert; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER process_schedules_ended_note_insert AFTER INSERT ON app.process_schedules_ended REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.note_task_source_insert();

--
-- Name: process_schedules_ended process_schedules_ended_note_update; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER process_schedules_ended_note_update AFTER UPDATE ON app.process_schedules_ended REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.note_task_source_update();

--
-- Name: processes processes_end_schedule; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER processes_end_schedule AFTER UPDATE OF frequency_type, frequency, has_dates, scheduled_from ON app.processes FOR EACH ROW EXECUTE FUNCTION app.end_schedule();

--
-- Name: processes processes_note_delete; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER processes_note_delete AFTER DELETE ON app.processes REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app.note_task_source_delete();

--
-- Name: processes processes_note_insert; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER processes_note_insert AFTER INSERT ON app.processes REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.note_task_source_insert();

--
-- Name: processes processes_note_update; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER processes_note_update AFTER UPDATE ON app.processes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.note_task_source_update();

--
-- Name: role_holdings_ended role_holdings_ended_note_insert; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER role_holdings_ended_note_insert AFTER INSERT ON app.role_holdings_ended REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.note_task_source_insert();

--
-- Name: role_holdings_ended role_holdings_ended_recount_series_delete; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER role_holdings_ended_recount_series_delete AFTER DELETE ON app.role_holdings_ended REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app.recount_series_deleted('role_id');

--
-- Name: role_holdings_ended role_holdings_ended_recount_series_insert; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER role_holdings_ended_recount_series_insert AFTER INSERT ON app.role_holdings_ended REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.recount_series_inserted('role_id');

--
-- Name: role_holdings_ended role_holdings_ended_recount_series_update; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER role_holdings_ended_recount_series_update AFTER UPDATE ON app.role_holdings_ended REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.recount_series_updated('role_id');

--
-- Name: role_members role_members_date; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER role_members_date BEFORE INSERT ON app.role_members FOR EACH ROW EXECUTE FUNCTION app.date_holding();

--
-- Name: role_members role_members_end; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER role_members_end AFTER DELETE ON app.role_members FOR EACH ROW EXECUTE FUNCTION app.end_holding();

--
-- Name: role_members role_members_note_delete; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER role_members_note_delete AFTER DELETE ON app.role_members REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app.note_task_source_delete();

--
-- Name: role_members role_members_note_insert; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER role_members_note_insert AFTER INSERT ON app.role_members REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.note_task_source_insert();

--
-- Name: role_members role_members_note_update; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER role_members_note_update AFTER UPDATE ON app.role_members REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.note_task_source_update();

--
-- Name: role_members role_members_recount_series_delete; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER role_members_recount_series_delete AFTER DELETE ON app.role_members REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app.recount_series_deleted('role_id');

--
-- Name: role_members role_members_recount_series_insert; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER role_members_recount_series_insert AFTER INSERT ON app.role_members REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.recount_series_inserted('role_id');

--
-- Name: role_members role_members_recount_series_update; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER role_members_recount_series_update AFTER UPDATE ON app.role_members REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.recount_series_updated('role_id');

--
-- Name: roles roles_note_delete; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER roles_note_delete AFTER DELETE ON app.roles REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app.note_task_source_delete();

--
-- Name: roles roles_note_insert; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER roles_note_insert AFTER INSERT ON app.roles REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.note_task_source_insert();

--
-- Name: roles roles_note_update; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER roles_note_update AFTER UPDATE ON app.roles REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.note_task_source_update();

--
-- Name: task_series_rules task_series_rules_note_delete; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER task_series_rules_note_delete AFTER DELETE ON app.task_series_rules REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app.note_task_source_delete();

--
-- Name: task_series_rules task_series_rules_note_insert; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER task_series_rules_note_insert AFTER INSERT ON app.task_series_rules REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.note_task_source_insert();

--
-- Name: task_series_rules task_series_rules_note_update; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER task_series_rules_note_update AFTER UPDATE ON app.task_series_rules REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.note_task_source_update();

--
-- Name: task_series_rules task_series_rules_recount_series_delete; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER task_series_rules_recount_series_delete AFTER DELETE ON app.task_series_rules REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app.recount_series_deleted('process_id');

--
-- Name: task_series_rules task_series_rules_recount_series_insert; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER task_series_rules_recount_series_insert AFTER INSERT ON app.task_series_rules REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.recount_series_inserted('process_id');

--
-- Name: task_series_rules task_series_rules_recount_series_update; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER task_series_rules_recount_series_update AFTER UPDATE ON app.task_series_rules REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.recount_series_updated('process_id');

--
-- Name: task_series_rules task_series_rules_set_updated_at; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER task_series_rules_set_updated_at BEFORE UPDATE ON app.task_series_rules FOR EACH ROW EXECUTE FUNCTION app.set_updated_at();

--
-- Name: tasks tasks_guard_update; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER tasks_guard_update BEFORE UPDATE ON app.tasks FOR EACH ROW EXECUTE FUNCTION app.guard_task_update();

--
-- Name: tasks tasks_note_delete; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER tasks_note_delete AFTER DELETE ON app.tasks REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION app.note_task_source_delete();

--
-- Name: tasks tasks_note_insert; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER tasks_note_insert AFTER INSERT ON app.tasks REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.note_task_source_insert();

--
-- Name: tasks tasks_note_unheld; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER tasks_note_unheld AFTER INSERT ON app.tasks REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.note_unheld_occurrences();

--
-- Name: tasks tasks_note_update; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER tasks_note_update AFTER UPDATE ON app.tasks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.note_task_source_update();

--
-- Name: tasks tasks_note_writer; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER tasks_note_writer BEFORE INSERT OR UPDATE ON app.tasks FOR EACH STATEMENT EXECUTE FUNCTION app.note_task_writer();

--
-- Name: tasks tasks_record_insert; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER tasks_record_insert AFTER INSERT ON app.tasks REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.record_task_insert();

--
-- Name: tasks tasks_record_update; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER tasks_record_update AFTER UPDATE ON app.tasks REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION app.record_task_change();

--
-- Name: tasks tasks_set_updated_at; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER tasks_set_updated_at BEFORE UPDATE ON app.tasks FOR EACH ROW EXECUTE FUNCTION app.set_updated_at();

--
-- Name: tasks tasks_stamp_writer; Type: TRIGGER; Schema: app; Owner: -
--

CREATE TRIGGER tasks_stamp_writer BEFORE INSERT OR UPDATE ON app.tasks FOR EACH ROW EXECUTE FUNCTION app.stamp_task_writer();

--
-- Name: process_assignments_ended process_assignments_ended_org_id_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.process_assignments_ended
    ADD CONSTRAINT process_assignments_ended_org_id_fkey FOREIGN KEY (org_id) REFERENCES app.organizations(id) ON DELETE CASCADE;

--
-- Name: process_assignments_ended process_assignments_ended_org_id_process_id_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.process_assignments_ended
    ADD CONSTRAINT process_assignments_ended_org_id_process_id_fkey FOREIGN KEY (org_id, process_id) REFERENCES app.processes(org_id, id) ON DELETE CASCADE;

--
-- Name: process_assignments_ended process_assignments_ended_org_id_role_id_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.process_assignments_ended
    ADD CONSTRAINT process_assignments_ended_org_id_role_id_fkey FOREIGN KEY (org_id, role_id) REFERENCES app.roles(org_id, id) ON DELETE CASCADE;

--
-- Name: process_schedules_ended process_schedules_ended_org_id_changed_by_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.process_schedules_ended
    ADD CONSTRAINT process_schedules_ended_org_id_changed_by_fkey FOREIGN KEY (org_id, changed_by) REFERENCES app.people(org_id, id) ON DELETE SET NULL (changed_by);

--
-- Name: process_schedules_ended process_schedules_ended_org_id_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.process_schedules_ended
    ADD CONSTRAINT process_schedules_ended_org_id_fkey FOREIGN KEY (org_id) REFERENCES app.organizations(id) ON DELETE CASCADE;

--
-- Name: process_schedules_ended process_schedules_ended_org_id_process_id_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.process_schedules_ended
    ADD CONSTRAINT process_schedules_ended_org_id_process_id_fkey FOREIGN KEY (org_id, process_id) REFERENCES app.processes(org_id, id) ON DELETE CASCADE;

--
-- Name: role_holdings_ended role_holdings_ended_org_id_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.role_holdings_ended
    ADD CONSTRAINT role_holdings_ended_org_id_fkey FOREIGN KEY (org_id) REFERENCES app.organizations(id) ON DELETE CASCADE;

--
-- Name: role_holdings_ended role_holdings_ended_org_id_person_id_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.role_holdings_ended
    ADD CONSTRAINT role_holdings_ended_org_id_person_id_fkey FOREIGN KEY (org_id, person_id) REFERENCES app.people(org_id, id) ON DELETE CASCADE;

--
-- Name: role_holdings_ended role_holdings_ended_org_id_role_id_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.role_holdings_ended
    ADD CONSTRAINT role_holdings_ended_org_id_role_id_fkey FOREIGN KEY (org_id, role_id) REFERENCES app.roles(org_id, id) ON DELETE CASCADE;

--
-- Name: series_people series_people_org_id_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.series_people
    ADD CONSTRAINT series_people_org_id_fkey FOREIGN KEY (org_id) REFERENCES app.organizations(id) ON DELETE CASCADE;

--
-- Name: series_spans series_spans_org_id_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.series_spans
    ADD CONSTRAINT series_spans_org_id_fkey FOREIGN KEY (org_id) REFERENCES app.organizations(id) ON DELETE CASCADE;

--
-- Name: task_changes task_changes_org_id_by_person_id_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.task_changes
    ADD CONSTRAINT task_changes_org_id_by_person_id_fkey FOREIGN KEY (org_id, by_person_id) REFERENCES app.people(org_id, id) ON DELETE SET NULL (by_person_id);

--
-- Name: task_changes task_changes_org_id_task_id_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.task_changes
    ADD CONSTRAINT task_changes_org_id_task_id_fkey FOREIGN KEY (org_id, task_id) REFERENCES app.tasks(org_id, id) ON DELETE CASCADE;

--
-- Name: task_series_rules task_series_rules_org_id_assignee_id_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.task_series_rules
    ADD CONSTRAINT task_series_rules_org_id_assignee_id_fkey FOREIGN KEY (org_id, assignee_id) REFERENCES app.people(org_id, id) ON DELETE SET NULL (assignee_id);

--
-- Name: task_series_rules task_series_rules_org_id_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.task_series_rules
    ADD CONSTRAINT task_series_rules_org_id_fkey FOREIGN KEY (org_id) REFERENCES app.organizations(id) ON DELETE CASCADE;

--
-- Name: task_series_rules task_series_rules_org_id_person_id_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.task_series_rules
    ADD CONSTRAINT task_series_rules_org_id_person_id_fkey FOREIGN KEY (org_id, person_id) REFERENCES app.people(org_id, id) ON DELETE CASCADE;

--
-- Name: task_series_rules task_series_rules_org_id_process_id_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.task_series_rules
    ADD CONSTRAINT task_series_rules_org_id_process_id_fkey FOREIGN KEY (org_id, process_id) REFERENCES app.processes(org_id, id) ON DELETE CASCADE;

--
-- Name: task_source_changes task_source_changes_org_id_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.task_source_changes
    ADD CONSTRAINT task_source_changes_org_id_fkey FOREIGN KEY (org_id) REFERENCES app.organizations(id) ON DELETE CASCADE;

--
-- Name: tasks tasks_org_id_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.tasks
    ADD CONSTRAINT tasks_org_id_fkey FOREIGN KEY (org_id) REFERENCES app.organizations(id) ON DELETE CASCADE;

--
-- Name: tasks tasks_org_id_person_id_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.tasks
    ADD CONSTRAINT tasks_org_id_person_id_fkey FOREIGN KEY (org_id, person_id) REFERENCES app.people(org_id, id) ON DELETE SET NULL (person_id);

--
-- Name: tasks tasks_org_id_process_id_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.tasks
    ADD CONSTRAINT tasks_org_id_process_id_fkey FOREIGN KEY (org_id, process_id) REFERENCES app.processes(org_id, id) ON DELETE CASCADE;

--
-- Name: tasks tasks_updated_by_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.tasks
    ADD CONSTRAINT tasks_updated_by_fkey FOREIGN KEY (org_id, updated_by) REFERENCES app.people(org_id, id) ON DELETE SET NULL (updated_by);

--
-- Name: unheld_occurrences unheld_occurrences_org_id_task_id_fkey; Type: FK CONSTRAINT; Schema: app; Owner: -
--

ALTER TABLE ONLY app.unheld_occurrences
    ADD CONSTRAINT unheld_occurrences_org_id_task_id_fkey FOREIGN KEY (org_id, task_id) REFERENCES app.tasks(org_id, id) ON DELETE CASCADE;

--
-- Name: process_assignments_ended; Type: ROW SECURITY; Schema: app; Owner: -
--

ALTER TABLE app.process_assignments_ended ENABLE ROW LEVEL SECURITY;

--
-- Name: process_assignments_ended process_assignments_ended_delete_nobody; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY process_assignments_ended_delete_nobody ON app.process_assignments_ended FOR DELETE TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND false));

--
-- Name: process_assignments_ended process_assignments_ended_insert_nobody; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY process_assignments_ended_insert_nobody ON app.process_assignments_ended FOR INSERT TO authenticated WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND false));

--
-- Name: process_assignments_ended process_assignments_ended_select_manager_or_holder; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY process_assignments_ended_select_manager_or_holder ON app.process_assignments_ended FOR SELECT TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND (( SELECT app.is_catalogue_manager() AS is_catalogue_manager) OR (role_id = ANY (( SELECT app.current_role_ids() AS current_role_ids)::bigint[])) OR (EXISTS ( SELECT 1
   FROM app.role_holdings_ended h
  WHERE ((h.org_id = process_assignments_ended.org_id) AND (h.role_id = process_assignments_ended.role_id) AND (h.person_id = ( SELECT app.current_person_id() AS current_person_id))))))));

--
-- Name: process_assignments_ended process_assignments_ended_update_nobody; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY process_assignments_ended_update_nobody ON app.process_assignments_ended FOR UPDATE TO authenticated USING ((org_id = ( SELECT app.current_org_id() AS current_org_id))) WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND false));

--
-- Name: process_schedules_ended; Type: ROW SECURITY; Schema: app; Owner: -
--

ALTER TABLE app.process_schedules_ended ENABLE ROW LEVEL SECURITY;

--
-- Name: process_schedules_ended process_schedules_ended_delete_nobody; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY process_schedules_ended_delete_nobody ON app.process_schedules_ended FOR DELETE TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND false));

--
-- Name: process_schedules_ended process_schedules_ended_insert_nobody; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY process_schedules_ended_insert_nobody ON app.process_schedules_ended FOR INSERT TO authenticated WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND false));

--
-- Name: process_schedules_ended process_schedules_ended_select_manager_or_assignee; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY process_schedules_ended_select_manager_or_assignee ON app.process_schedules_ended FOR SELECT TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND (( SELECT app.is_catalogue_manager() AS is_catalogue_manager) OR (process_id = ANY (( SELECT app.current_process_ids() AS current_process_ids)::bigint[])))));

--
-- Name: process_schedules_ended process_schedules_ended_update_nobody; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY process_schedules_ended_update_nobody ON app.process_schedules_ended FOR UPDATE TO authenticated USING ((org_id = ( SELECT app.current_org_id() AS current_org_id))) WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND false));

--
-- Name: role_holdings_ended; Type: ROW SECURITY; Schema: app; Owner: -
--

ALTER TABLE app.role_holdings_ended ENABLE ROW LEVEL SECURITY;

--
-- Name: role_holdings_ended role_holdings_ended_delete_nobody; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY role_holdings_ended_delete_nobody ON app.role_holdings_ended FOR DELETE TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND false));

--
-- Name: role_holdings_ended role_holdings_ended_insert_nobody; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY role_holdings_ended_insert_nobody ON app.role_holdings_ended FOR INSERT TO authenticated WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND false));

--
-- Name: role_holdings_ended role_holdings_ended_select_manager_or_self; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY role_holdings_ended_select_manager_or_self ON app.role_holdings_ended FOR SELECT TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND (( SELECT app.is_catalogue_manager() AS is_catalogue_manager) OR (person_id = ( SELECT app.current_person_id() AS current_person_id)))));

--
-- Name: role_holdings_ended role_holdings_ended_update_nobody; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY role_holdings_ended_update_nobody ON app.role_holdings_ended FOR UPDATE TO authenticated USING ((org_id = ( SELECT app.current_org_id() AS current_org_id))) WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND false));

--
-- Name: series_people; Type: ROW SECURITY; Schema: app; Owner: -
--

ALTER TABLE app.series_people ENABLE ROW LEVEL SECURITY;

--
-- Name: series_people series_people_delete_nobody; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY series_people_delete_nobody ON app.series_people FOR DELETE TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND false));

--
-- Name: series_people series_people_insert_nobody; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY series_people_insert_nobody ON app.series_people FOR INSERT TO authenticated WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND false));

--
-- Name: series_people series_people_select_manager; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY series_people_select_manager ON app.series_people FOR SELECT TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager)));

--
-- Name: series_people series_people_update_nobody; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY series_people_update_nobody ON app.series_people FOR UPDATE TO authenticated USING ((org_id = ( SELECT app.current_org_id() AS current_org_id))) WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND false));

--
-- Name: series_spans; Type: ROW SECURITY; Schema: app; Owner: -
--

ALTER TABLE app.series_spans ENABLE ROW LEVEL SECURITY;

--
-- Name: series_spans series_spans_delete_nobody; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY series_spans_delete_nobody ON app.series_spans FOR DELETE TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND false));

--
-- Name: series_spans series_spans_insert_nobody; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY series_spans_insert_nobody ON app.series_spans FOR INSERT TO authenticated WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND false));

--
-- Name: series_spans series_spans_select_manager; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY series_spans_select_manager ON app.series_spans FOR SELECT TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager)));

--
-- Name: series_spans series_spans_update_nobody; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY series_spans_update_nobody ON app.series_spans FOR UPDATE TO authenticated USING ((org_id = ( SELECT app.current_org_id() AS current_org_id))) WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND false));

--
-- Name: task_changes; Type: ROW SECURITY; Schema: app; Owner: -
--

ALTER TABLE app.task_changes ENABLE ROW LEVEL SECURITY;

--
-- Name: task_changes task_changes_delete_nobody; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY task_changes_delete_nobody ON app.task_changes FOR DELETE TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND false));

--
-- Name: task_changes task_changes_insert_nobody; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY task_changes_insert_nobody ON app.task_changes FOR INSERT TO authenticated WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND false));

--
-- Name: task_changes task_changes_select_task_reader; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY task_changes_select_task_reader ON app.task_changes FOR SELECT TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND (EXISTS ( SELECT 1
   FROM app.tasks t
  WHERE ((t.org_id = task_changes.org_id) AND (t.id = task_changes.task_id))))));

--
-- Name: task_changes task_changes_update_nobody; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY task_changes_update_nobody ON app.task_changes FOR UPDATE TO authenticated USING ((org_id = ( SELECT app.current_org_id() AS current_org_id))) WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND false));

--
-- Name: task_series_rules; Type: ROW SECURITY; Schema: app; Owner: -
--

ALTER TABLE app.task_series_rules ENABLE ROW LEVEL SECURITY;

--
-- Name: task_series_rules task_series_rules_delete_manager; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY task_series_rules_delete_manager ON app.task_series_rules FOR DELETE TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager)));

--
-- Name: task_series_rules task_series_rules_insert_manager; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY task_series_rules_insert_manager ON app.task_series_rules FOR INSERT TO authenticated WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager)));

--
-- Name: task_series_rules task_series_rules_select_manager_or_assignee; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY task_series_rules_select_manager_or_assignee ON app.task_series_rules FOR SELECT TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND (( SELECT app.is_catalogue_manager() AS is_catalogue_manager) OR (person_id = ( SELECT app.current_person_id() AS current_person_id)) OR (assignee_id = ( SELECT app.current_person_id() AS current_person_id)))));

--
-- Name: task_series_rules task_series_rules_update_manager; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY task_series_rules_update_manager ON app.task_series_rules FOR UPDATE TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager))) WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager)));

--
-- Name: task_source_changes; Type: ROW SECURITY; Schema: app; Owner: -
--

ALTER TABLE app.task_source_changes ENABLE ROW LEVEL SECURITY;

--
-- Name: task_source_changes task_source_changes_delete_nobody; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY task_source_changes_delete_nobody ON app.task_source_changes FOR DELETE TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND false));

--
-- Name: task_source_changes task_source_changes_insert_nobody; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY task_source_changes_insert_nobody ON app.task_source_changes FOR INSERT TO authenticated WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND false));

--
-- Name: task_source_changes task_source_changes_select_member; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY task_source_changes_select_member ON app.task_source_changes FOR SELECT TO authenticated USING ((org_id = ( SELECT app.current_org_id() AS current_org_id)));

--
-- Name: task_source_changes task_source_changes_update_nobody; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY task_source_changes_update_nobody ON app.task_source_changes FOR UPDATE TO authenticated USING ((org_id = ( SELECT app.current_org_id() AS current_org_id))) WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND false));

--
-- Name: tasks; Type: ROW SECURITY; Schema: app; Owner: -
--

ALTER TABLE app.tasks ENABLE ROW LEVEL SECURITY;

--
-- Name: tasks tasks_delete_manager; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY tasks_delete_manager ON app.tasks FOR DELETE TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager)));

--
-- Name: tasks tasks_insert_manager_or_assignee; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY tasks_insert_manager_or_assignee ON app.tasks FOR INSERT TO authenticated WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND (( SELECT app.is_catalogue_manager() AS is_catalogue_manager) OR ((person_id = ( SELECT app.current_person_id() AS current_person_id)) AND (NOT is_manually_created) AND (NOT deleted) AND (status = 'NotStarted'::text) AND (process_id = ANY (( SELECT app.current_process_ids() AS current_process_ids)::bigint[])) AND (handle ~~ ((process_id || '-%-'::text) || to_char((due_date)::timestamp with time zone, 'YYYY-MM-DD'::text)))))));

--
-- Name: tasks tasks_select_manager_or_assignee; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY tasks_select_manager_or_assignee ON app.tasks FOR SELECT TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND (( SELECT app.is_catalogue_manager() AS is_catalogue_manager) OR (person_id = ( SELECT app.current_person_id() AS current_person_id)))));

--
-- Name: tasks tasks_update_manager_or_assignee; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY tasks_update_manager_or_assignee ON app.tasks FOR UPDATE TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND (( SELECT app.is_catalogue_manager() AS is_catalogue_manager) OR (person_id = ( SELECT app.current_person_id() AS current_person_id))))) WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND (( SELECT app.is_catalogue_manager() AS is_catalogue_manager) OR (person_id = ( SELECT app.current_person_id() AS current_person_id)))));

--
-- Name: unheld_occurrences; Type: ROW SECURITY; Schema: app; Owner: -
--

ALTER TABLE app.unheld_occurrences ENABLE ROW LEVEL SECURITY;

--
-- Name: unheld_occurrences unheld_occurrences_delete_nobody; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY unheld_occurrences_delete_nobody ON app.unheld_occurrences FOR DELETE TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND false));

--
-- Name: unheld_occurrences unheld_occurrences_insert_nobody; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY unheld_occurrences_insert_nobody ON app.unheld_occurrences FOR INSERT TO authenticated WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND false));

--
-- Name: unheld_occurrences unheld_occurrences_select_manager; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY unheld_occurrences_select_manager ON app.unheld_occurrences FOR SELECT TO authenticated USING (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND ( SELECT app.is_catalogue_manager() AS is_catalogue_manager)));

--
-- Name: unheld_occurrences unheld_occurrences_update_nobody; Type: POLICY; Schema: app; Owner: -
--

CREATE POLICY unheld_occurrences_update_nobody ON app.unheld_occurrences FOR UPDATE TO authenticated USING ((org_id = ( SELECT app.current_org_id() AS current_org_id))) WITH CHECK (((org_id = ( SELECT app.current_org_id() AS current_org_id)) AND false));

--
-- Name: FUNCTION date_assignment(); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.date_assignment() FROM PUBLIC;

--
-- Name: FUNCTION date_holding(); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.date_holding() FROM PUBLIC;

--
-- Name: FUNCTION end_assignment(); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.end_assignment() FROM PUBLIC;

--
-- Name: FUNCTION end_holding(); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.end_holding() FROM PUBLIC;

--
-- Name: FUNCTION end_schedule(); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.end_schedule() FROM PUBLIC;

--
-- Name: FUNCTION guard_task_update(); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.guard_task_update() FROM PUBLIC;

--
-- Name: FUNCTION holding_change_day(p_org_id bigint); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.holding_change_day(p_org_id bigint) FROM PUBLIC;
GRANT ALL ON FUNCTION app.holding_change_day(p_org_id bigint) TO authenticated;
GRANT ALL ON FUNCTION app.holding_change_day(p_org_id bigint) TO service_role;

--
-- Name: FUNCTION is_staged_import_row(p_org_id bigint, p_job bigint); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.is_staged_import_row(p_org_id bigint, p_job bigint) FROM PUBLIC;

--
-- Name: FUNCTION note_task_source_delete(); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.note_task_source_delete() FROM PUBLIC;

--
-- Name: FUNCTION note_task_source_insert(); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.note_task_source_insert() FROM PUBLIC;

--
-- Name: FUNCTION note_task_source_orgs(orgs bigint[]); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.note_task_source_orgs(orgs bigint[]) FROM PUBLIC;

--
-- Name: FUNCTION note_task_source_update(); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.note_task_source_update() FROM PUBLIC;

--
-- Name: FUNCTION note_task_writer(); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.note_task_writer() FROM PUBLIC;

--
-- Name: FUNCTION note_unheld_occurrences(); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.note_unheld_occurrences() FROM PUBLIC;

--
-- Name: FUNCTION processes_of_roles(p_org bigint, p_roles bigint[]); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.processes_of_roles(p_org bigint, p_roles bigint[]) FROM PUBLIC;

--
-- Name: FUNCTION record_task_change(); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.record_task_change() FROM PUBLIC;

--
-- Name: FUNCTION record_task_insert(); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.record_task_insert() FROM PUBLIC;

--
-- Name: FUNCTION recount_series_deleted(); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.recount_series_deleted() FROM PUBLIC;

--
-- Name: FUNCTION recount_series_inserted(); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.recount_series_inserted() FROM PUBLIC;

--
-- Name: FUNCTION recount_series_of(p_org bigint, p_column text, p_ids bigint[]); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.recount_series_of(p_org bigint, p_column text, p_ids bigint[]) FROM PUBLIC;

--
-- Name: FUNCTION recount_series_of_import(); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.recount_series_of_import() FROM PUBLIC;

--
-- Name: FUNCTION recount_series_updated(); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.recount_series_updated() FROM PUBLIC;

--
-- Name: FUNCTION refresh_series(p_org bigint, p_processes bigint[]); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.refresh_series(p_org bigint, p_processes bigint[]) FROM PUBLIC;

--
-- Name: FUNCTION schedule_has_dates(p_frequency_type text, p_has_dates boolean); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.schedule_has_dates(p_frequency_type text, p_has_dates boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION app.schedule_has_dates(p_frequency_type text, p_has_dates boolean) TO authenticated;
GRANT ALL ON FUNCTION app.schedule_has_dates(p_frequency_type text, p_has_dates boolean) TO service_role;

--
-- Name: FUNCTION series_days(p_org bigint, p_processes bigint[]); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.series_days(p_org bigint, p_processes bigint[]) FROM PUBLIC;

--
-- Name: FUNCTION series_held(p_processes bigint[]); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.series_held(p_processes bigint[]) FROM PUBLIC;
GRANT ALL ON FUNCTION app.series_held(p_processes bigint[]) TO authenticated;
GRANT ALL ON FUNCTION app.series_held(p_processes bigint[]) TO service_role;

--
-- Name: FUNCTION series_people_page(p_processes bigint[], p_day date, p_role text, p_limit integer, p_from_end boolean); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.series_people_page(p_processes bigint[], p_day date, p_role text, p_limit integer, p_from_end boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION app.series_people_page(p_processes bigint[], p_day date, p_role text, p_limit integer, p_from_end boolean) TO authenticated;
GRANT ALL ON FUNCTION app.series_people_page(p_processes bigint[], p_day date, p_role text, p_limit integer, p_from_end boolean) TO service_role;

--
-- Name: FUNCTION set_holding_change_day(p_day date); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.set_holding_change_day(p_day date) FROM PUBLIC;
GRANT ALL ON FUNCTION app.set_holding_change_day(p_day date) TO authenticated;
GRANT ALL ON FUNCTION app.set_holding_change_day(p_day date) TO service_role;

--
-- Name: FUNCTION stamp_task_writer(); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.stamp_task_writer() FROM PUBLIC;

--
-- Name: FUNCTION task_source_version(); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.task_source_version() FROM PUBLIC;
GRANT ALL ON FUNCTION app.task_source_version() TO authenticated;

--
-- Name: FUNCTION task_writer(); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.task_writer() FROM PUBLIC;
GRANT ALL ON FUNCTION app.task_writer() TO authenticated;
GRANT ALL ON FUNCTION app.task_writer() TO service_role;

--
-- Name: FUNCTION task_writer_now(); Type: ACL; Schema: app; Owner: -
--

REVOKE ALL ON FUNCTION app.task_writer_now() FROM PUBLIC;
GRANT ALL ON FUNCTION app.task_writer_now() TO authenticated;
GRANT ALL ON FUNCTION app.task_writer_now() TO service_role;

--
-- Name: TABLE process_assignments_ended; Type: ACL; Schema: app; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE app.process_assignments_ended TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE app.process_assignments_ended TO service_role;

--
-- Name: TABLE process_schedules_ended; Type: ACL; Schema: app; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE app.process_schedules_ended TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE app.process_schedules_ended TO service_role;

--
-- Name: TABLE role_holdings_ended; Type: ACL; Schema: app; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE app.role_holdings_ended TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE app.role_holdings_ended TO service_role;

--
-- Name: TABLE series_people; Type: ACL; Schema: app; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE app.series_people TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE app.series_people TO service_role;

--
-- Name: TABLE series_spans; Type: ACL; Schema: app; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE app.series_spans TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE app.series_spans TO service_role;

--
-- Name: TABLE task_changes; Type: ACL; Schema: app; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE app.task_changes TO authenticated;

--
-- Name: TABLE task_series_rules; Type: ACL; Schema: app; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE app.task_series_rules TO authenticated;

--
-- Name: TABLE task_source_changes; Type: ACL; Schema: app; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE app.task_source_changes TO authenticated;

--
-- Name: TABLE tasks; Type: ACL; Schema: app; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE app.tasks TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE app.tasks TO service_role;

--
-- Name: SEQUENCE tasks_id_seq; Type: ACL; Schema: app; Owner: -
--

GRANT SELECT,USAGE ON SEQUENCE app.tasks_id_seq TO authenticated;
GRANT SELECT,USAGE ON SEQUENCE app.tasks_id_seq TO service_role;

--
-- Name: TABLE unheld_occurrences; Type: ACL; Schema: app; Owner: -
--

GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE app.unheld_occurrences TO authenticated;
GRANT SELECT,INSERT,DELETE,UPDATE ON TABLE app.unheld_occurrences TO service_role;
