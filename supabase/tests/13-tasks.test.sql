-- Tasks from schedules (migration 20260106000000): what a User-type person may store of
-- their own occurrences, who writes series rules, and the history every change of a
-- stored task leaves (with the writer stamped on the row).
begin;
select plan(29);
\ir fixtures/personas.sql

-- A process of org A the member holds no role of: not theirs to store occurrences of.
insert into app.processes (org_id, process_handle, name) values (tests.fx('a.org'), 'OPS2', 'Not theirs');
insert into tests.fixtures select 'a.process.other', id from app.processes where process_handle = 'OPS2';

-- An occurrence row of process p for person, on date d (NotStarted, not manual).
create function tests.occurrence_sql(p bigint, person bigint, d text, extra_cols text default '', extra_vals text default '')
returns text language sql as $$
  select format('insert into app.tasks (org_id, handle, init_handle, name, process_id, person_id, due_date%s)
    values (%s, %L, %L, ''Close the books task'', %s, %s, %L%s)',
    extra_cols, tests.fx('a.org'), p || '-' || person || '-' || d, p || '-' || person || '-' || d, p, person, d, extra_vals)
$$;

-- ---------------------------------------------------------------------------
-- A User stores only their own, untouched, non-manual occurrence of their process
-- ---------------------------------------------------------------------------
select tests.act_as('member', 'pgtap-a');
select is(tests.affected_undone(tests.occurrence_sql(tests.fx('a.process'), tests.fx('a.person.member'), '2026-12-08')),
  1::bigint, 'member stores their own occurrence as generated');
select throws_ok(tests.occurrence_sql(tests.fx('a.process'), tests.fx('a.person.colleague'), '2026-12-08'),
  '42501', null, 'member cannot store a colleague''s occurrence');
select throws_ok(tests.occurrence_sql(tests.fx('a.process'), tests.fx('a.person.member'), '2026-12-08', ', is_manually_created', ', true'),
  '42501', null, 'member cannot create a manual task');
select throws_ok(tests.occurrence_sql(tests.fx('a.process'), tests.fx('a.person.member'), '2026-12-08', ', deleted', ', true'),
  '42501', null, 'member cannot store their occurrence as skipped');
select throws_ok(tests.occurrence_sql(tests.fx('a.process'), tests.fx('a.person.member'), '2026-12-08', ', status', ', ''Complete'''),
  '42501', null, 'member cannot store a status directly (the change must be an update, so it is in the history)');
select throws_ok(tests.occurrence_sql(tests.fx('a.process.other'), tests.fx('a.person.member'), '2026-12-08'),
  '42501', null, 'member cannot store an occurrence of a process that is not theirs');
select throws_ok(format('insert into app.tasks (org_id, handle, init_handle, name, process_id, person_id, due_date)
    values (%s, %L, %L, ''x'', %s, %s, ''2026-12-09'')', tests.fx('a.org'),
    tests.fx('a.process') || '-' || tests.fx('a.person.member') || '-2026-12-08',
    tests.fx('a.process') || '-' || tests.fx('a.person.member') || '-2026-12-08',
    tests.fx('a.process'), tests.fx('a.person.member')),
  '42501', null, 'member cannot store an occurrence whose due date is not its handle''s');
select tests.act_as('member', 'pgtap-b');
select throws_ok(tests.occurrence_sql(tests.fx('a.process'), tests.fx('a.person.member'), '2026-12-08'),
  '42501', null, 'member cannot store their occurrence while asking for another tenant');
select tests.act_as('manager', 'pgtap-a');
select is(tests.affected_undone(tests.occurrence_sql(tests.fx('a.process.other'), tests.fx('a.person.colleague'), '2026-12-08', ', status', ', ''Complete''')),
  1::bigint, 'manager stores any occurrence');

-- ---------------------------------------------------------------------------
-- Series rules: admins and managers write them; a User reads those of their series
-- ---------------------------------------------------------------------------
reset role;
insert into app.task_series_rules (org_id, process_id, person_id, from_date, from_handle, assignee_id, name)
  values (tests.fx('a.org'), tests.fx('a.process'), tests.fx('a.person.member'), '2026-12-15',
          tests.fx('a.process') || '-' || tests.fx('a.person.member') || '-2026-12-15', tests.fx('a.person.colleague'), 'Handed over');
insert into tests.fixtures select 'a.rule.handed', id from app.task_series_rules
  where org_id = tests.fx('a.org') and from_date = '2026-12-15';
-- The colleague's own series, renamed: not the member's to read.
insert into app.task_series_rules (org_id, process_id, person_id, from_date, from_handle, assignee_id, name)
  values (tests.fx('a.org'), tests.fx('a.process'), tests.fx('a.person.colleague'), '2026-12-15',
          tests.fx('a.process') || '-' || tests.fx('a.person.colleague') || '-2026-12-15', tests.fx('a.person.colleague'), 'Renamed');

create function tests.rule_sql(person bigint, d text) returns text language sql as $$
  select format('insert into app.task_series_rules (org_id, process_id, person_id, from_date, from_handle, assignee_id, name)
    values (%s, %s, %s, %L, %L, %s, ''Renamed'')', tests.fx('a.org'), tests.fx('a.process'), person, d,
    tests.fx('a.process') || '-' || person || '-' || d, person)
$$;

select tests.act_as('member', 'pgtap-a');
select is((select count(*) from app.task_series_rules where person_id = tests.fx('a.person.member')), 2::bigint,
  'member reads the rules of their series');
select is((select count(*) from app.task_series_rules where person_id <> tests.fx('a.person.member')), 0::bigint,
  'member reads no rule of a colleague''s series');
select throws_ok(tests.rule_sql(tests.fx('a.person.member'), '2026-12-22'), '42501', null,
  'member cannot write a rule, even for their own series');
select is(tests.affected(format('update app.task_series_rules set assignee_id = %s where id = %s',
  tests.fx('a.person.member'), tests.fx('a.rule.handed'))), 0::bigint, 'member cannot change a rule');
select is(tests.affected(format('delete from app.task_series_rules where id = %s', tests.fx('a.rule.handed'))), 0::bigint,
  'member cannot delete a rule');
select tests.act_as('colleague', 'pgtap-a');
select is((select count(*) from app.task_series_rules), 2::bigint,
  'the person a series went to reads its rule, and their own series'' (not the member''s other rule)');
select ok(tests.fx('a.process') = any (app.current_process_ids()), 'the process of a series handed to them is theirs to read');
select tests.act_as('manager', 'pgtap-a');
select is(tests.affected_undone(tests.rule_sql(tests.fx('a.person.member'), '2026-12-22')), 1::bigint, 'manager writes a rule');
select tests.act_as('outsider', 'pgtap-b');
select is((select count(*) from app.task_series_rules where org_id = tests.fx('a.org')), 0::bigint,
  'another organisation''s admin reads no rule');
select throws_ok(tests.rule_sql(tests.fx('a.person.member'), '2026-12-22'), '42501', null,
  'another organisation''s admin cannot write a rule');

-- ---------------------------------------------------------------------------
-- History: who changed a stored task and what
-- ---------------------------------------------------------------------------
select tests.act_as('member', 'pgtap-a');
update app.tasks set status = 'InProgress' where id = tests.fx('a.task.member');
select is((select updated_by from app.tasks where id = tests.fx('a.task.member')), tests.fx('a.person.member'),
  'the row is stamped with its writer');
select results_eq(
  format('select by_person_id, by_name, changes from app.task_changes where task_id = %s order by id desc limit 1', tests.fx('a.task.member')),
  format($$ values (%s::bigint, 'Member'::text, '[{"field": "status", "from": "NotStarted", "to": "InProgress"}]'::jsonb) $$,
    tests.fx('a.person.member')),
  'a status change is one history entry naming the member');
update app.tasks set status = 'InProgress' where id = tests.fx('a.task.member');
select is((select count(*) from app.task_changes where task_id = tests.fx('a.task.member')), 2::bigint,
  'an update that changes nothing leaves no entry');
select is((select count(*) from app.task_changes where task_id = tests.fx('a.task.colleague')), 0::bigint,
  'member reads no history of a colleague''s task');
select throws_ok(format('insert into app.task_changes (org_id, task_id, changes) values (%s, %s, ''[]'')',
  tests.fx('a.org'), tests.fx('a.task.member')), '42501', null, 'member cannot write history');

select tests.act_as('manager', 'pgtap-a');
update app.tasks set name = 'Reworded', person_id = tests.fx('a.person.colleague'), updated_by = null
  where id = tests.fx('a.task.member');
select results_eq(
  format('select by_person_id, by_name, changes from app.task_changes where task_id = %s order by id desc limit 1', tests.fx('a.task.member')),
  format($$ values (%s::bigint, 'Manager'::text, '[{"field": "name", "from": "Close the books", "to": "Reworded"},
    {"field": "userId", "from": "%s", "to": "%s"}]'::jsonb) $$,
    tests.fx('a.person.manager'), tests.fx('a.person.member'), tests.fx('a.person.colleague')),
  'a manager''s change lists each field changed, by the manager (a writer given by the client is ignored)');
select is(tests.affected(tests.occurrence_sql(tests.fx('a.process'), tests.fx('a.person.member'), '2026-12-29')), 1::bigint,
  'manager stores an occurrence as generated');
select is((select count(*) from app.task_changes c join app.tasks t on t.id = c.task_id
  where t.handle like '%-2026-12-29'), 0::bigint, 'storing an occurrence as generated is no change');
insert into app.tasks (org_id, handle, init_handle, name, person_id, due_date, is_manually_created)
  values (tests.fx('a.org'), 'm-0123456789abcdef', 'm-0123456789abcdef', 'One-off', tests.fx('a.person.member'), '2026-12-30', true);
select results_eq(
  $$ select c.by_name, jsonb_array_length(c.changes) from app.task_changes c join app.tasks t on t.id = c.task_id
     where t.handle = 'm-0123456789abcdef' $$,
  $$ values ('Manager'::text, 6) $$,
  'a manual task''s insert is its first history entry, every field from nothing');
select tests.act_as('outsider', 'pgtap-b');
select is((select count(*) from app.task_changes where org_id = tests.fx('a.org')), 0::bigint,
  'another organisation''s admin reads no history');

select * from finish();
rollback;
