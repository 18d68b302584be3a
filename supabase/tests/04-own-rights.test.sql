-- The narrow rights of a User-type member: the status of their own tasks, and the name
-- mobile number and weekly-reminder choice of their own profile — nothing more, no one else's.
begin;
select plan(37);
\ir fixtures/personas.sql

-- Own tasks: status only
select tests.act_as('member', 'pgtap-a');
select is(tests.affected(format('update app.tasks set status = ''InProgress'' where id = %s', tests.fx('a.task.member'))), 1::bigint,
  'member sets the status of their own task');
select is(tests.affected(format('update app.tasks set status = ''Complete'', updated_at = now() where id = %s', tests.fx('a.task.member'))), 1::bigint,
  'member sets the status of their own task again (updated_at in the statement is allowed)');
select is(tests.affected(format('update app.tasks set status = ''Complete'' where id = %s', tests.fx('a.task.colleague'))), 0::bigint,
  'member cannot set the status of a colleague''s task');
select is(tests.affected(format('update app.tasks set person_id = %s where id = %s', tests.fx('a.person.member'), tests.fx('a.task.colleague'))), 0::bigint,
  'member cannot take over a colleague''s task');
select throws_ok(format('update app.tasks set name = ''Other'' where id = %s', tests.fx('a.task.member')), '42501',
  'You may only change the status of your tasks.', 'member cannot rename their own task');
select throws_ok(format('update app.tasks set due_date = ''2027-01-01'' where id = %s', tests.fx('a.task.member')), '42501',
  'You may only change the status of your tasks.', 'member cannot move the due date of their own task');
select throws_ok(format('update app.tasks set person_id = %s where id = %s', tests.fx('a.person.colleague'), tests.fx('a.task.member')), '42501',
  'You may only change the status of your tasks.', 'member cannot hand their task to someone else');
select throws_ok(format('update app.tasks set deleted = true where id = %s', tests.fx('a.task.member')), '42501',
  'You may only change the status of your tasks.', 'member cannot mark their own task deleted');
select throws_ok(format('update app.tasks set status = ''NotStarted'', description = ''x'' where id = %s', tests.fx('a.task.member')), '42501',
  'You may only change the status of your tasks.', 'a status change bundled with another column is refused whole');
select throws_ok(format('update app.tasks set status = ''Done'' where id = %s', tests.fx('a.task.member')), '23514', null,
  'an unknown status is refused by the check constraint');
select is(tests.affected(format('delete from app.tasks where id = %s', tests.fx('a.task.member'))), 0::bigint,
  'member cannot delete their own task');
select tests.act_as('member', 'pgtap-b');
select is(tests.affected(format('update app.tasks set status = ''NotStarted'' where id = %s', tests.fx('a.task.member'))), 0::bigint,
  'member cannot change their own task while asking for another tenant');
select tests.act_as('colleague', 'pgtap-a');
select is(tests.affected(format('update app.tasks set status = ''InProgress'' where id = %s', tests.fx('a.task.colleague'))), 1::bigint,
  'colleague sets the status of their own task');
select tests.act_as('manager', 'pgtap-a');
select is(tests.affected_undone(format('update app.tasks set name = ''Reworded'', due_date = ''2027-01-02'', person_id = %s where id = %s',
  tests.fx('a.person.colleague'), tests.fx('a.task.member'))), 1::bigint, 'manager changes any column of anyone''s task');

reset role;
select results_eq(
  format('select name, status, due_date, person_id, deleted from app.tasks where id = %s', tests.fx('a.task.member')),
  format('values (''Close the books''::text, ''Complete''::text, ''2026-12-01''::date, %s::bigint, false)', tests.fx('a.person.member')),
  'member''s task: only the status changed');
select is((select status from app.tasks where id = tests.fx('a.task.colleague')), 'InProgress',
  'colleague''s task carries only the colleague''s own change');
select is(tests.affected(format('update app.tasks set name = ''Regenerated'' where id = %s', tests.fx('a.task.member'))), 1::bigint,
  'a service path (postgres) is not narrowed');
set local role service_role;
select is(tests.affected(format('update app.tasks set due_date = ''2027-02-01'' where id = %s', tests.fx('a.task.member'))), 1::bigint,
  'service_role is not narrowed either');
reset role;

-- Own profile: name, mobile number and weekly reminders only
select tests.act_as('member', 'pgtap-a');
select is(tests.affected(format('update app.people set name = ''Mem Ber'' where id = %s', tests.fx('a.person.member'))), 1::bigint,
  'member renames themselves');
select is(tests.affected(format('update app.people set receive_weekly_reminders = true where id = %s', tests.fx('a.person.member'))), 1::bigint,
  'member turns on their weekly reminders');
select is(tests.affected(format('update app.people set mobile = ''+14155550123'' where id = %s', tests.fx('a.person.member'))), 1::bigint,
  'member sets their own mobile number');
select throws_ok(format('update app.people set mobile = ''0415 555 0123'' where id = %s', tests.fx('a.person.member')), '23514', null,
  'a mobile number not in E.164 is refused by the check constraint');
select is(tests.affected(format('update app.people set mobile = ''+14155550123'' where id = %s', tests.fx('a.person.colleague'))), 0::bigint,
  'member cannot set a colleague''s mobile number');
select throws_ok(format('update app.people set user_type = ''Admin'' where id = %s', tests.fx('a.person.member')), '42501',
  'You may only change your name, mobile number and weekly reminder choice.', 'member cannot make themselves Admin');
select throws_ok(format('update app.people set email = ''boss@a.test'' where id = %s', tests.fx('a.person.member')), '42501',
  'You may only change your name, mobile number and weekly reminder choice.', 'member cannot change their email');
select throws_ok(format('update app.people set is_auth_enabled = false where id = %s', tests.fx('a.person.member')), '42501',
  'You may only change your name, mobile number and weekly reminder choice.', 'member cannot change their sign-in flag');
select throws_ok(format('update app.people set people_handle = ''boss'', name = ''Boss'' where id = %s', tests.fx('a.person.member')), '42501',
  'You may only change your name, mobile number and weekly reminder choice.', 'member cannot change their handle, even with their name');
select throws_ok(format('update app.people set auth_user_id = null where id = %s', tests.fx('a.person.member')), '42501',
  'You may only change your name, mobile number and weekly reminder choice.', 'member cannot unlink or relink their account');
select throws_ok(format('update app.people set name = '''' where id = %s', tests.fx('a.person.member')), '23514', null,
  'an empty name is refused by the check constraint');
select is(tests.affected(format('update app.people set name = ''Hacked'' where id = %s', tests.fx('a.person.colleague'))), 0::bigint,
  'member cannot rename a colleague');
select is(tests.affected(format('update app.people set receive_weekly_reminders = true where id = %s', tests.fx('a.person.colleague'))), 0::bigint,
  'member cannot change a colleague''s reminders');
select is(tests.affected(format('delete from app.people where id = %s', tests.fx('a.person.member'))), 0::bigint,
  'member cannot delete their own profile');
select tests.act_as('disabled', 'pgtap-a');
select is(tests.affected(format('update app.people set name = ''Back'' where id = %s', tests.fx('a.person.disabled'))), 0::bigint,
  'a person whose sign-in is disabled changes nothing');
select tests.act_as('owner', 'pgtap-a');
select is(tests.affected_undone(format('update app.people set user_type = ''Manager'', email = ''m2@a.test'' where id = %s', tests.fx('a.person.member'))), 1::bigint,
  'owner (Admin) changes any column of anyone in the organisation');
select tests.act_as('manager', 'pgtap-a');
select is(tests.affected_undone(format('update app.people set name = ''Renamed'', receive_weekly_reminders = true where id = %s', tests.fx('a.person.colleague'))), 1::bigint,
  'manager changes another person''s profile');

reset role;
select results_eq(
  format('select name, receive_weekly_reminders, user_type, email, is_auth_enabled, people_handle from app.people where id = %s', tests.fx('a.person.member')),
  $$ values ('Mem Ber'::text, true, 'User'::text, 'member@a.test'::text, true, 'member'::text) $$,
  'member''s profile: only name and reminders changed');
select results_eq(
  format('select name, receive_weekly_reminders from app.people where id = %s', tests.fx('a.person.colleague')),
  $$ values ('Colleague'::text, false) $$,
  'colleague''s profile is untouched');

select * from finish();
rollback;
