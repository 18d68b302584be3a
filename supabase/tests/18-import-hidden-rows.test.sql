-- The rows an import writes before its apply (20260111000000_import_pending_rows.sql):
-- hidden from everyone while their job hides them, but from the import's own
-- transaction; shown by app.reveal_import_rows, deleted by app.discard_import_rows, each
-- only for a manager of the job's organisation. A hidden person is nobody yet: not linked
-- at sign-in, not the Admin that keeps the organisation manageable, sent no reminder.
begin;
select plan(17);
\ir fixtures/personas.sql

insert into app.import_jobs (org_id, kind, phase, started_by, hides_rows)
  values (tests.fx('a.org'), 'PROCESSES', 'STAGING', tests.fx('a.person.manager'), true);
insert into tests.fixtures
  select 'a.import', id from app.import_jobs where org_id = tests.fx('a.org') and finished_at is null;
insert into app.processes (org_id, process_handle, name, import_job_id)
  values (tests.fx('a.org'), 'HID-1', 'Hidden one', tests.fx('a.import'));
insert into app.labels (org_id, label, import_job_id)
  values (tests.fx('a.org'), 'Hidden:Label', tests.fx('a.import'));

select tests.act_as('manager', 'pgtap-a');
select is((select count(*) from app.processes where process_handle = 'HID-1')
  + (select count(*) from app.labels where label = 'Hidden:Label'), 0::bigint,
  'a manager sees neither the hidden process nor the hidden label');
select is(tests.affected(format('update app.processes set name = ''x'' where process_handle = ''HID-1''')), 0::bigint,
  'a manager cannot change a hidden process');
select set_config('app.import_job', tests.fx('a.import')::text, true);
select is((select count(*) from app.processes where process_handle = 'HID-1')
  + (select count(*) from app.labels where label = 'Hidden:Label'), 2::bigint,
  'the import''s own transaction (app.import_job) sees its rows');

select tests.act_as('member', 'pgtap-a');
select set_config('app.import_job', tests.fx('a.import')::text, true);
select is((select count(*) from app.labels where label = 'Hidden:Label'), 0::bigint,
  'a User does not see them, even naming the import');

select tests.act_as('outsider', 'pgtap-b');
select lives_ok(format('select app.reveal_import_rows(%s)', tests.fx('a.import')),
  'another organisation''s Admin may call reveal');
select lives_ok(format('select app.discard_import_rows(%s)', tests.fx('a.import')),
  'and discard');
select set_config('app.import_job', '', true);

select tests.act_as('manager', 'pgtap-a');
select is((select count(*) from app.processes where process_handle = 'HID-1'), 0::bigint,
  'but org A''s rows stay hidden');
select tests.act_as('owner', 'pgtap-a');
select is((select count(*) from app.labels where label = 'Hidden:Label'), 0::bigint,
  'to its Admin too');

reset role;
select is((select count(*) from app.processes where process_handle = 'HID-1'), 1::bigint,
  'and are still there');

select tests.act_as('manager', 'pgtap-a');
savepoint before_reveal;
select app.reveal_import_rows(tests.fx('a.import'));
select is((select count(*) from app.processes where process_handle = 'HID-1')
  + (select count(*) from app.labels where label = 'Hidden:Label'), 2::bigint,
  'a manager''s reveal shows them');
rollback to savepoint before_reveal;

select app.discard_import_rows(tests.fx('a.import'));
reset role;
select is((select count(*) from app.processes where process_handle = 'HID-1')
  + (select count(*) from app.labels where label = 'Hidden:Label')
  + (select count(*) from app.import_jobs where id = tests.fx('a.import') and hides_rows), 0::bigint,
  'a manager''s discard deletes them and the job hides nothing more');

-- People: a running import of people hides the newcomer and a new enabled Admin.
reset role;
insert into app.import_jobs (org_id, kind, phase, started_by, hides_rows)
  values (tests.fx('a.org'), 'USERS', 'STAGING', tests.fx('a.person.manager'), true);
insert into tests.fixtures
  select 'a.people-import', id from app.import_jobs
  where org_id = tests.fx('a.org') and kind = 'USERS' and finished_at is null;
update app.people set import_job_id = tests.fx('a.people-import'), receive_weekly_reminders = true
  where id = tests.fx('a.person.newcomer');
insert into app.people (org_id, people_handle, name, user_type, is_auth_enabled, import_job_id)
  values (tests.fx('a.org'), 'hidden-admin', 'Hidden Admin', 'Admin', true, tests.fx('a.people-import'));

select tests.act_as('newcomer', 'pgtap-a');
select is(app.link_person_to_auth_user(), null, 'a hidden person is not linked at first sign-in');

reset role;
select app.enqueue_reminder_period(tests.fx('a.org'), 'email', '2099-W01', now());
select is((select count(*) from app.reminder_outbox where period = '2099-W01'
           and person_id = tests.fx('a.person.newcomer')), 0::bigint,
  'a hidden person gets no weekly reminder');

set constraints app.people_keep_an_admin immediate;
select throws_ok(
  format($$update app.people set user_type = 'Manager'
           where org_id = %s and user_type = 'Admin' and import_job_id is null$$, tests.fx('a.org')),
  '23514', null, 'a hidden Admin does not keep the organisation manageable');

-- Shown: each is somebody.
update app.import_jobs set hides_rows = false where id = tests.fx('a.people-import');
select tests.act_as('newcomer', 'pgtap-a');
select is(app.link_person_to_auth_user(), tests.fx('a.person.newcomer'), 'shown, the newcomer is linked');
reset role;
select app.enqueue_reminder_period(tests.fx('a.org'), 'email', '2099-W02', now());
select is((select count(*) from app.reminder_outbox where period = '2099-W02'
           and person_id = tests.fx('a.person.newcomer')), 1::bigint,
  'and gets the weekly reminder');
select lives_ok(
  format($$update app.people set user_type = 'Manager'
           where org_id = %s and user_type = 'Admin' and people_handle <> 'hidden-admin'$$, tests.fx('a.org')),
  'and the shown Admin keeps the organisation manageable');

select * from finish();
rollback;
