-- Only an Admin makes or unmakes an Admin, and an organisation keeps an enabled Admin
-- (migration 20260104000200_admin_rules): a Manager's request may not give or take the
-- Admin type, switch an Admin's sign-in, move an Admin's email or account, or remove an
-- Admin; the last enabled Admin is re-checked at commit (deferred, under a lock).
begin;
select plan(28);
\ir fixtures/personas.sql

-- Catalogue
select results_eq(
  $$ select g.tgname::text collate "default", g.tgdeferrable, g.tginitdeferred from pg_trigger g
     where g.tgrelid = 'app.people'::regclass
       and g.tgname in ('people_guard_who_makes_admins', 'people_keep_an_admin') order by 1 $$,
  $$ values ('people_guard_who_makes_admins', false, false), ('people_keep_an_admin', true, true) $$,
  'the admin guard runs before each write; the last-admin check is deferred to commit');
select is((select prosecdef from pg_proc where oid = 'app.guard_admin_rights()'::regprocedure), false,
  'the admin guard runs as the invoker (it compares current_user)');
select ok(has_function_privilege('authenticated', 'app.lock_org_admins(bigint)', 'execute'),
  'the API may take the per-organisation admin lock');

-- A Manager
select tests.act_as('manager', 'pgtap-a');
select throws_ok(format('update app.people set user_type = ''Admin'' where id = %s', tests.fx('a.person.manager')), '42501',
  'Only an admin can make someone an admin.', 'manager cannot promote themselves');
select throws_ok(format('update app.people set user_type = ''Admin'' where id = %s', tests.fx('a.person.colleague')), '42501',
  'Only an admin can make someone an admin.', 'manager cannot promote a User');
select throws_ok(format('insert into app.people (org_id, people_handle, name, user_type) values (%s, ''boss'', ''Boss'', ''Admin'')', tests.fx('a.org')), '42501',
  'Only an admin can make someone an admin.', 'manager cannot create an Admin');
select throws_ok(format('update app.people set user_type = ''Manager'' where id = %s', tests.fx('a.person.owner')), '42501',
  'Only an admin can change an admin''s type, sign-in or email.', 'manager cannot demote an Admin');
select throws_ok(format('update app.people set is_auth_enabled = false where id = %s', tests.fx('a.person.owner')), '42501',
  'Only an admin can change an admin''s type, sign-in or email.', 'manager cannot disable an Admin');
select throws_ok(format('update app.people set email = ''manager-too@a.test'' where id = %s', tests.fx('a.person.owner')), '42501',
  'Only an admin can change an admin''s type, sign-in or email.', 'manager cannot move an Admin''s email');
select throws_ok(format('update app.people set auth_user_id = %L where id = %s',
    (select uid from tests.personas where name = 'outsider'), tests.fx('a.person.owner')), '42501',
  'Only an admin can change an admin''s type, sign-in or email.', 'manager cannot relink an Admin to another account');
select throws_ok(format('update app.people set auth_user_id = null where id = %s', tests.fx('a.person.owner')), '42501',
  'Only an admin can change an admin''s type, sign-in or email.', 'manager cannot unlink an Admin''s account');
select throws_ok(format('delete from app.people where id = %s', tests.fx('a.person.owner')), '42501',
  'Only an admin can remove an admin.', 'manager cannot remove an Admin');
select is(tests.affected_undone(format('update app.people set name = ''Ada'', email = ''OWNER@a.test'', user_type = ''Admin'' where id = %s',
  tests.fx('a.person.owner'))), 1::bigint, 'manager edits an Admin''s name (Admin fields unchanged)');
select is(tests.affected_undone(format('update app.people set user_type = ''Manager'' where id = %s', tests.fx('a.person.colleague'))), 1::bigint,
  'manager makes a User a Manager');
select is(tests.affected_undone(format('update app.people set user_type = ''User'', is_auth_enabled = false where id = %s', tests.fx('a.person.manager'))), 1::bigint,
  'manager demotes and disables a Manager (themselves)');
select is(tests.affected_undone(format('delete from app.people where id = %s', tests.fx('a.person.colleague'))), 1::bigint,
  'manager removes a User');

reset role;
select results_eq(
  format('select user_type, is_auth_enabled, email from app.people where id = %s', tests.fx('a.person.owner')),
  $$ values ('Admin'::text, true, 'owner@a.test'::text) $$,
  'the Admin is as they were');
select is((select user_type from app.people where id = tests.fx('a.person.manager')), 'Manager',
  'the Manager is still a Manager');

-- An Admin
select tests.act_as('owner', 'pgtap-a');
select is(tests.affected_undone(format('update app.people set user_type = ''Admin'' where id = %s', tests.fx('a.person.manager'))), 1::bigint,
  'an Admin promotes a Manager');
select is(tests.affected_undone(format('insert into app.people (org_id, people_handle, name, user_type) values (%s, ''second'', ''Second'', ''Admin'')', tests.fx('a.org'))), 1::bigint,
  'an Admin creates an Admin');
-- A User is still held by the older guard first.
select tests.act_as('member', 'pgtap-a');
select throws_ok(format('update app.people set user_type = ''Admin'' where id = %s', tests.fx('a.person.member')), '42501',
  'You may only change your name, mobile number and weekly reminder choice.', 'a User cannot promote themselves either (the User guard speaks first)');

-- The last enabled Admin, checked at commit
select tests.act_as('owner', 'pgtap-a');
select lives_ok(format('update app.people set user_type = ''Manager'' where id = %s', tests.fx('a.person.owner')),
  'the row change itself is let through (the check waits for commit)');
select throws_ok('set constraints app.people_keep_an_admin immediate', '23514',
  'The organisation needs at least one admin who can sign in.', 'at commit, an organisation without an enabled Admin is refused');
reset role;
update app.people set user_type = 'Admin' where id = tests.fx('a.person.owner');
update app.people set user_type = 'Admin' where id = tests.fx('a.person.manager');
select tests.act_as('owner', 'pgtap-a');
select lives_ok(format('update app.people set is_auth_enabled = false where id = %s', tests.fx('a.person.owner')),
  'with a second Admin, the first may be disabled');
select lives_ok('set constraints app.people_keep_an_admin immediate', 'one enabled Admin is enough');
reset role;
set constraints all deferred;
select lives_ok(format('update app.people set user_type = ''User'' where id = %s', tests.fx('a.person.manager')),
  'a service path is not narrowed by the guard ...');
select throws_ok('set constraints app.people_keep_an_admin immediate', '23514', null,
  '... but cannot leave the organisation without an enabled Admin either');
update app.people set user_type = 'Admin' where id = tests.fx('a.person.manager');
select lives_ok(format('delete from app.organizations where id = %s; set constraints app.people_keep_an_admin immediate', tests.fx('b.org')),
  'removing a whole organisation takes its Admins with it');

select * from finish();
rollback;
