-- SQL hygiene (20260105000000_sql_hygiene.sql): functions in schema app are not executable
-- by PUBLIC by default, the indexes the queries need are there (and the unused one is not),
-- and a process created without scheduled_from starts on today in its organisation's time
-- zone, not the server's.
begin;
select plan(39);
\ir fixtures/personas.sql

-- ---------------------------------------------------------------------------
-- Default privileges
-- ---------------------------------------------------------------------------
-- A function created now, as migrations create them, with no revoke of its own.
create function app.probe_default_privileges() returns int language sql as $$ select 1 $$;
select ok(
  not exists (select 1 from pg_proc p cross join lateral aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a
              where p.oid = 'app.probe_default_privileges()'::regprocedure and a.grantee = 0),
  'a new function in schema app is not executable by PUBLIC');
select ok(not has_function_privilege('anon', 'app.probe_default_privileges()', 'execute')
          and not has_function_privilege('authenticated', 'app.probe_default_privileges()', 'execute'),
  'a new function in schema app is executable by neither anon nor authenticated until granted');
select ok(has_function_privilege('postgres', 'app.probe_default_privileges()', 'execute'),
  'its owner still executes it');
drop function app.probe_default_privileges();
-- PostgreSQL cannot revoke per schema, so the migration revokes globally and gives schema
-- public its usual default back.
create function public.probe_default_privileges() returns int language sql as $$ select 1 $$;
select ok(
  exists (select 1 from pg_proc p cross join lateral aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) a
          where p.oid = 'public.probe_default_privileges()'::regprocedure and a.grantee = 0 and a.privilege_type = 'EXECUTE'),
  'a new function in schema public is still executable by PUBLIC');
drop function public.probe_default_privileges();

-- ---------------------------------------------------------------------------
-- Indexes
-- ---------------------------------------------------------------------------
select has_index('app', 'processes', 'processes_owner_role_idx', array['org_id', 'owner_role_id'],
  'processes has an index on (org_id, owner_role_id)');
select has_index('app', 'tasks', 'tasks_init_handle_idx', array['org_id', 'init_handle'],
  'tasks has an index on (org_id, init_handle)');
select hasnt_index('app', 'people', 'people_auth_user_idx',
  'the unused people (auth_user_id) index is gone');
select hasnt_index('app', 'people', 'people_name_idx',
  'the unused people (org_id, name) index is gone');
select has_index('app', 'processes', 'processes_name_idx', array['org_id', 'name'],
  'processes keeps (org_id, name) for its name values');
select has_index('app', 'people', 'people_auth_user_key', array['org_id', 'auth_user_id'],
  'lookups by (org_id, auth_user_id) keep their unique index');

-- The plan of a query, one line per row (EXPLAIN without running it).
create function tests.plan_of(query text) returns setof text language plpgsql as $$
declare line text;
begin
  for line in execute 'explain ' || query loop
    return next line;
  end loop;
end $$;

-- The foreign-key action of a role's deletion finds the processes it owns by the index
-- (sequential scans off: the arranged tables are too small for the planner to bother).
set local enable_seqscan = off;
select ok(
  (select string_agg(line, E'\n') from (select * from tests.plan_of(format(
     'select 1 from app.processes where org_id = %s and owner_role_id = %s', tests.fx('a.org'), tests.fx('a.role')))) x (line))
  ~ 'processes_owner_role_idx',
  'processes of an owner role are read through processes_owner_role_idx');
select ok(
  (select string_agg(line, E'\n') from (select * from tests.plan_of(format(
     'select 1 from app.tasks where org_id = %s and init_handle = %L', tests.fx('a.org'), 'x'))) x (line))
  ~ 'tasks_init_handle_idx',
  'a task series is read through tasks_init_handle_idx');
reset enable_seqscan;

-- ---------------------------------------------------------------------------
-- app.org_today: the calendar day at the organisation's offset
-- ---------------------------------------------------------------------------
-- Organisations at the two ends of the allowed offsets, one at a half hour, one without
-- a settings row.
insert into app.organizations (prefix, name) values
  ('pgtap-east', 'East'), ('pgtap-west', 'West'), ('pgtap-india', 'India'), ('pgtap-bare', 'Bare');
insert into tests.fixtures select o.prefix, o.id from app.organizations o
  where o.prefix in ('pgtap-east', 'pgtap-west', 'pgtap-india', 'pgtap-bare');
insert into app.settings (org_id, timezone) values
  (tests.fx('pgtap-east'), 'GMT+14:00'), (tests.fx('pgtap-west'), 'GMT-12:00'),
  (tests.fx('pgtap-india'), 'GMT+05:30');

-- The server's own zone must not matter: put the session far from UTC.
set local timezone = 'America/Los_Angeles';

select is(app.org_today(tests.fx('pgtap-east'), '2026-01-04 23:59:59+00'), '2026-01-05'::date,
  'GMT+14:00, one second before midnight UTC: already the next day');
select is(app.org_today(tests.fx('pgtap-east'), '2026-01-05 00:00:00+00'), '2026-01-05'::date,
  'GMT+14:00, midnight UTC: the same day as UTC');
select is(app.org_today(tests.fx('pgtap-east'), '2026-01-05 09:59:59+00'), '2026-01-05'::date,
  'GMT+14:00, 09:59:59 UTC: still that day');
select is(app.org_today(tests.fx('pgtap-east'), '2026-01-05 10:00:00+00'), '2026-01-06'::date,
  'GMT+14:00, 10:00 UTC: midnight there, the next day');
select is(app.org_today(tests.fx('pgtap-west'), '2026-01-04 23:59:59+00'), '2026-01-04'::date,
  'GMT-12:00, one second before midnight UTC: the same day as UTC');
select is(app.org_today(tests.fx('pgtap-west'), '2026-01-05 00:00:00+00'), '2026-01-04'::date,
  'GMT-12:00, midnight UTC: still the day before');
select is(app.org_today(tests.fx('pgtap-west'), '2026-01-05 11:59:59+00'), '2026-01-04'::date,
  'GMT-12:00, 11:59:59 UTC: still the day before');
select is(app.org_today(tests.fx('pgtap-west'), '2026-01-05 12:00:00+00'), '2026-01-05'::date,
  'GMT-12:00, noon UTC: midnight there');
select is(app.org_today(tests.fx('pgtap-india'), '2026-01-05 18:29:59+00'), '2026-01-05'::date,
  'GMT+05:30, 18:29:59 UTC: that day');
select is(app.org_today(tests.fx('pgtap-india'), '2026-01-05 18:30:00+00'), '2026-01-06'::date,
  'GMT+05:30, 18:30 UTC: the next day (half-hour offsets count their minutes)');
select is(app.org_today(tests.fx('pgtap-bare'), '2026-01-04 23:59:59+00'), '2026-01-04'::date,
  'without a settings row: GMT+00:00, before midnight UTC');
select is(app.org_today(tests.fx('pgtap-bare'), '2026-01-05 00:00:00+00'), '2026-01-05'::date,
  'without a settings row: GMT+00:00, at midnight UTC');
select is(app.org_today(tests.fx('pgtap-east')), app.org_today(tests.fx('pgtap-east'), now()),
  'the instant defaults to now()');

select ok(not has_function_privilege('anon', 'app.org_today(bigint, timestamptz)', 'execute')
          and not has_function_privilege('authenticated', 'app.org_today(bigint, timestamptz)', 'execute')
          and has_function_privilege('service_role', 'app.org_today(bigint, timestamptz)', 'execute'),
  'app.org_today is for service paths: not anon, not authenticated, service_role');

-- ---------------------------------------------------------------------------
-- scheduled_from of a process created without one
-- ---------------------------------------------------------------------------
select col_hasnt_default('app', 'processes', 'scheduled_from',
  'scheduled_from has no column default (the server''s current_date was the wrong day)');
select col_not_null('app', 'processes', 'scheduled_from', 'scheduled_from stays not null');

insert into app.processes (org_id, process_handle, name) values
  (tests.fx('pgtap-east'), 'E1', 'East process'), (tests.fx('pgtap-west'), 'W1', 'West process'),
  (tests.fx('pgtap-bare'), 'B1', 'Bare process');
-- The expected days, computed apart from app.org_today from the transaction's instant.
select is((select scheduled_from from app.processes where process_handle = 'E1'),
  ((now() at time zone 'UTC') + interval '14 hours')::date,
  'GMT+14:00: a process created without scheduled_from starts on today there');
select is((select scheduled_from from app.processes where process_handle = 'W1'),
  ((now() at time zone 'UTC') - interval '12 hours')::date,
  'GMT-12:00: a process created without scheduled_from starts on today there');
select is((select scheduled_from from app.processes where process_handle = 'B1'),
  (now() at time zone 'UTC')::date,
  'without a settings row: today at GMT+00:00');
-- 26 hours apart, the two days always differ, so at any hour at least one of them differs
-- from the UTC day and from the server's current_date: the two tests above are never
-- satisfied by a zone-blind default.
select ok((select e.scheduled_from - w.scheduled_from from app.processes e, app.processes w
           where e.process_handle = 'E1' and w.process_handle = 'W1') in (1, 2),
  'the GMT+14:00 process starts one or two days after the GMT-12:00 one');
select is((select scheduled_from from app.processes where process_handle = 'E1'),
  app.org_today(tests.fx('pgtap-east'), now()), 'the trigger uses app.org_today at the transaction''s instant');

insert into app.processes (org_id, process_handle, name, scheduled_from) values
  (tests.fx('pgtap-east'), 'E2', 'Dated', '2030-02-03');
select is((select scheduled_from from app.processes where process_handle = 'E2'), '2030-02-03'::date,
  'a given scheduled_from is kept');
insert into app.processes (org_id, process_handle, name, scheduled_from) values
  (tests.fx('pgtap-west'), 'W2', 'Explicit default', default);
select is((select scheduled_from from app.processes where process_handle = 'W2'),
  ((now() at time zone 'UTC') - interval '12 hours')::date,
  'scheduled_from = DEFAULT is today in the organisation too');
select throws_ok(format('update app.processes set scheduled_from = null where org_id = %s', tests.fx('pgtap-east')),
  '23502', null, 'an update cannot clear scheduled_from');

-- Through the API's path: a manager of org A (now at GMT-12:00), under RLS, whose role may
-- not read other organisations' settings; the trigger reads them as the table owner.
update app.settings set timezone = 'GMT-12:00' where org_id = tests.fx('a.org');
select tests.act_as('manager', 'pgtap-a');
select is(tests.affected(format('insert into app.processes (org_id, process_handle, name) values (%s, ''A-TZ'', ''Zoned'')',
  tests.fx('a.org'))), 1::bigint, 'a manager creates a process without scheduled_from');
select is((select scheduled_from from app.processes where process_handle = 'A-TZ'),
  ((now() at time zone 'UTC') - interval '12 hours')::date,
  'and it starts on today in the organisation''s time zone');
select throws_ok(format('insert into app.processes (org_id, process_handle, name) values (%s, ''B-TZ'', ''Theirs'')',
  tests.fx('b.org')), '42501', 'new row violates row-level security policy for table "processes"',
  'the trigger does not open another organisation to the insert');
reset role;

select * from finish();
rollback;
