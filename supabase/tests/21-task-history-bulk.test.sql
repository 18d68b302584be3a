-- The task history and writer stamp of statements over many rows (migration
-- 20261129092000_task_bulk_writes): the history is written once per statement from its
-- transition tables, the caller is resolved once per statement. What they record per task is
-- what the row triggers recorded: one entry per changed task, with who and what changed.
begin;
select plan(20);
\ir fixtures/personas.sql

-- 30 stored occurrences of the member's in org A (and, by the colleague, three of theirs).
insert into app.tasks (org_id, handle, init_handle, name, process_id, person_id, due_date)
select tests.fx('a.org'), h, h, 'Daily round', tests.fx('a.process'), who, d::date
from (select tests.fx('a.process') || '-' || who || '-' || d as h, who, d
      from (select tests.fx('a.person.member') as who, ('2027-01-01'::date + g)::text as d
            from generate_series(0, 29) g
            union all
            select tests.fx('a.person.colleague'), ('2027-01-01'::date + g)::text
            from generate_series(0, 2) g) x) y;
create temp table bulk on commit drop as
  select id, person_id from app.tasks where org_id = tests.fx('a.org') and name = 'Daily round';
grant select on bulk to authenticated;

select is((select count(*) from app.task_changes c join bulk b on b.id = c.task_id), 0::bigint,
  'storing 33 occurrences as generated in one statement is no change');

-- ---------------------------------------------------------------------------
-- A manager skips them all in one statement
-- ---------------------------------------------------------------------------
select tests.act_as('manager', 'pgtap-a');
select is(tests.affected($$ update app.tasks set deleted = true, skip_reason = 'Closed'
  where id in (select id from bulk) $$), 33::bigint, 'a manager skips 33 tasks in one statement');
select is((select count(*) from app.task_changes c join bulk b on b.id = c.task_id), 33::bigint,
  'one history entry per task');
select is((select count(distinct c.task_id) from app.task_changes c join bulk b on b.id = c.task_id), 33::bigint,
  'each task has its own entry');
select is(
  (select count(*) from app.task_changes c join bulk b on b.id = c.task_id
   where c.by_person_id = tests.fx('a.person.manager') and c.by_name = 'Manager'
     and c.changes = '[{"field": "deleted", "from": "false", "to": "true"},
                       {"field": "skipReason", "from": null, "to": "Closed"}]'::jsonb),
  33::bigint, 'every entry names the manager and lists deleted, then skipReason');
select is((select count(*) from app.tasks t join bulk b on b.id = t.id
  where t.updated_by = tests.fx('a.person.manager')), 33::bigint, 'every row is stamped with the manager');

-- Some change, some do not: entries only for those that did.
select is(tests.affected($$ update app.tasks set skip_reason = case when due_date < '2027-01-11'
  then 'Stock-take' else skip_reason end where id in (select id from bulk) $$), 33::bigint,
  'one statement over all, changing ten of the member''s and three of the colleague''s');
select is((select count(*) from app.task_changes c join bulk b on b.id = c.task_id
  where c.changes = '[{"field": "skipReason", "from": "Closed", "to": "Stock-take"}]'::jsonb), 13::bigint,
  'entries for the 13 changed only');

-- Dates and people as the row trigger wrote them.
select is(tests.affected(format($$ update app.tasks set due_date = due_date + 1, person_id = %s
  where id in (select id from bulk where person_id = %s) $$,
  tests.fx('a.person.member'), tests.fx('a.person.colleague'))), 3::bigint, 'three moved and handed over');
select is(
  (select c.changes from app.task_changes c join app.tasks t on t.id = c.task_id
   where t.handle = tests.fx('a.process') || '-' || tests.fx('a.person.colleague') || '-2027-01-01'
   order by c.id desc limit 1),
  format('[{"field": "userId", "from": "%s", "to": "%s"}, {"field": "dueDate", "from": "2027-01-01", "to": "2027-01-02"}]',
    tests.fx('a.person.colleague'), tests.fx('a.person.member'))::jsonb,
  'userId and dueDate, in the history''s field order, dates as YYYY-MM-DD');

-- Manual tasks inserted in one statement: each its own first entry, every field from nothing.
insert into app.tasks (org_id, handle, init_handle, name, person_id, due_date, is_manually_created, skip_reason, deleted)
values (tests.fx('a.org'), 'm-bulk000000000001', 'm-bulk000000000001', 'One', tests.fx('a.person.member'), '2027-02-01', true, null, false),
       (tests.fx('a.org'), 'm-bulk000000000002', 'm-bulk000000000002', 'Two', tests.fx('a.person.member'), '2027-02-02', true, 'Not needed', true);
select results_eq(
  $$ select c.by_name, jsonb_array_length(c.changes), c.changes -> 0 from app.task_changes c
     join app.tasks t on t.id = c.task_id where t.handle like 'm-bulk%' order by t.handle $$,
  $$ values ('Manager'::text, 6, '{"field": "name", "from": null, "to": "One"}'::jsonb),
            ('Manager'::text, 7, '{"field": "name", "from": null, "to": "Two"}'::jsonb) $$,
  'two manual tasks of one insert: an entry each; skipReason listed only when given');

-- ---------------------------------------------------------------------------
-- The caller per statement: switched within a transaction, not forged
-- ---------------------------------------------------------------------------
reset role;
select set_config('request.jwt.claims', '', true);
update app.tasks set deleted = false, skip_reason = null where id in (select id from bulk);
select is((select count(*) from app.tasks t join bulk b on b.id = t.id where t.updated_by is null), 33::bigint,
  'a statement without a caller stamps no writer, though the manager wrote before it in this transaction');

select tests.act_as('member', 'pgtap-a');
select is(tests.affected($$ update app.tasks set status = 'Complete' where id in (select id from bulk) $$),
  33::bigint, 'the member completes their 33 tasks (the three handed over included) in one statement');
select is((select count(*) from app.task_changes c join bulk b on b.id = c.task_id
  where c.by_person_id = tests.fx('a.person.member')
    and c.changes = '[{"field": "status", "from": "NotStarted", "to": "Complete"}]'::jsonb), 33::bigint,
  'an entry each, naming the member');
select throws_ok($$ update app.tasks set status = 'InProgress', name = case when due_date = '2027-01-30'
  then 'Renamed' else name end where id in (select id from bulk) $$,
  '42501', 'You may only change the status of your tasks.',
  'one row of the member''s statement changing more than the status refuses it whole');
-- Set by an earlier statement, the setting is resolved anew. (Within the statement itself it
-- is as open to the caller's own SQL as request.jwt.claims always was: only the server runs
-- SQL.)
select set_config('app.task_writer', tests.fx('a.person.manager') || ':free', true);
select throws_ok($$ update app.tasks set name = 'Renamed' where id in (select id from bulk) $$,
  '42501', 'You may only change the status of your tasks.',
  'a writer set before the statement is not the one the statement resolves');
select is((select count(*) from app.tasks t join bulk b on b.id = t.id where t.status = 'Complete'), 33::bigint,
  'the refused statements changed nothing');
select tests.act_as('colleague', 'pgtap-a');
select is(tests.affected($$ update app.tasks set status = 'InProgress' where id in (select id from bulk) $$),
  0::bigint, 'the colleague, in the same transaction, reaches none of them');

-- ---------------------------------------------------------------------------
-- The triggers
-- ---------------------------------------------------------------------------
reset role;
select results_eq(
  $$ select g.tgname::text collate "default", (g.tgtype & 1) = 1 from pg_trigger g
     where g.tgrelid = 'app.tasks'::regclass and g.tgname in
       ('tasks_note_writer', 'tasks_stamp_writer', 'tasks_guard_update', 'tasks_record_insert', 'tasks_record_update')
     order by 1 $$,
  $$ values ('tasks_guard_update', true), ('tasks_note_writer', false), ('tasks_record_insert', false),
            ('tasks_record_update', false), ('tasks_stamp_writer', true) $$,
  'the writer is resolved and the history written per statement; the stamp and the guard stay per row');
select is((select count(*) from pg_trigger where tgrelid = 'app.tasks'::regclass and tgname = 'tasks_record_change'),
  0::bigint, 'the row history trigger is gone');

select * from finish();
rollback;
