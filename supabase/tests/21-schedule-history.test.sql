-- Schedule history (migration 20261129090000): a change of a process's dates keeps the
-- schedule it had, in force until the day before the organisation's today; one row per
-- change day; read by whoever may read the process, written by the trigger only.
begin;
select plan(14);
\ir fixtures/personas.sql

create function tests.schedules(p bigint) returns bigint language sql as $$
  select count(*) from app.process_schedules_ended where process_id = p
$$;
-- The fixture's process: as needed until now (plus its fixture row ending 2026-03-31).
select is(tests.schedules(tests.fx('a.process')), 1::bigint, 'the fixture process has one past schedule');

select tests.act_as('manager', 'pgtap-a');
update app.processes set name = 'Close the books!' where id = tests.fx('a.process');
update app.processes set scheduled_from = '2025-01-01' where id = tests.fx('a.process');
select is(tests.schedules(tests.fx('a.process')), 1::bigint,
  'a rename, or a new scheduledFrom of a process without dates, keeps no schedule');

update app.processes set frequency_type = 'Scheduled', frequency = '{"Jan": {"days": [5]}}',
  compact_frequency = 'Jan:5', has_dates = true where id = tests.fx('a.process');
reset role;
select is(tests.schedules(tests.fx('a.process')), 2::bigint, 'a new schedule keeps the old one');
select results_eq(
  format($q$select frequency_type, in_force_until, changed_by, scheduled_from
    from app.process_schedules_ended where process_id = %s and in_force_until <> '2026-03-31'$q$,
    tests.fx('a.process')),
  format($q$values ('AsNeeded'::text, app.org_today(%s) - 1, %s::bigint, '2025-01-01'::date)$q$,
    tests.fx('a.org'), tests.fx('a.person.manager')),
  'the old schedule, in force until yesterday, changed by the manager');

select tests.act_as('manager', 'pgtap-a');
update app.processes set frequency = '{"Jan": {"days": [6]}}', compact_frequency = 'Jan:6'
  where id = tests.fx('a.process');
reset role;
select is(tests.schedules(tests.fx('a.process')), 2::bigint,
  'a second change the same day keeps no row for the version that decided no day');
select is((select frequency_type from app.process_schedules_ended
    where process_id = tests.fx('a.process') and in_force_until = app.org_today(tests.fx('a.org')) - 1),
  'AsNeeded', 'the day''s row still holds the schedule before the first change');

select tests.act_as('manager', 'pgtap-a');
update app.processes set scheduled_from = '2026-02-01' where id = tests.fx('a.process');
reset role;
select is(tests.schedules(tests.fx('a.process')), 2::bigint, 'moving scheduledFrom is a change too (same day: one row)');

select tests.act_as('manager', 'pgtap-a');
update app.processes set frequency_type = 'AsNeeded', frequency = null, compact_frequency = '',
  has_dates = false, scheduled_from = '2025-01-01' where id = tests.fx('a.process');
reset role;
select is(tests.schedules(tests.fx('a.process')), 1::bigint, 'changing back the same day removes the day''s row');

-- Reading: a User for the processes they may read; another organisation nothing.
select tests.act_as('member', 'pgtap-a');
select is((select count(*) from app.process_schedules_ended), 1::bigint, 'the member reads their process''s history');
select throws_ok(format($q$insert into app.process_schedules_ended (org_id, process_id, frequency_type,
    scheduled_from, in_force_until) values (%s, %s, 'AsNeeded', '2026-01-01', '2026-01-02')$q$,
    tests.fx('a.org'), tests.fx('a.process')),
  '42501', null, 'nobody writes history directly');
select tests.act_as('manager', 'pgtap-a');
select is(tests.affected(format('delete from app.process_schedules_ended where process_id = %s', tests.fx('a.process'))),
  0::bigint, 'not even a manager deletes it');
select tests.act_as('manager', 'pgtap-b');
select is((select count(*) from app.process_schedules_ended where org_id = tests.fx('a.org')), 0::bigint,
  'another organisation reads none of it');
reset role;

-- A process the member does not have.
insert into app.processes (org_id, process_handle, name) values (tests.fx('a.org'), 'OPS9', 'Not theirs');
update app.processes set frequency_type = 'Scheduled', frequency = '{"Jan": {"days": [1]}}', has_dates = true
  where process_handle = 'OPS9' and org_id = tests.fx('a.org');
select tests.act_as('member', 'pgtap-a');
select is((select count(*) from app.process_schedules_ended), 1::bigint, 'not the history of a process the member may not read');
reset role;

-- The task source version moves with the history (decision 007).
select isnt(
  (select count(*) from app.task_source_changes c where c.org_id = tests.fx('a.org')),
  0::bigint, 'history writes are noted as task source changes');

select * from finish();
rollback;
