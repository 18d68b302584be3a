-- Emailed one-time links of the local auth server (local/migrations/20260109000000):
-- neither anon nor authenticated can read or write the tokens (or any local_auth table,
-- or the local mailbox that keeps the mails),
-- and app.issue_invitation lets only an Admin or Manager invite a person of their own
-- tenant who has an email and may sign in.
begin;
select plan(21);
\ir fixtures/personas.sql

select ok(not has_schema_privilege('anon', 'local_auth', 'usage'), 'anon: no usage on local_auth');
select ok(not has_schema_privilege('authenticated', 'local_auth', 'usage'),
  'authenticated: no usage on local_auth');
select table_privs_are('local_auth', 'one_time_tokens', 'anon', array[]::text[],
  'anon: no privilege on the link tokens');
select table_privs_are('local_auth', 'one_time_tokens', 'authenticated', array[]::text[],
  'authenticated: no privilege on the link tokens');
select table_privs_are('local_auth', 'refresh_tokens', 'authenticated', array[]::text[],
  'authenticated: no privilege on refresh tokens');
select ok(not has_function_privilege('anon', 'app.issue_invitation(bigint, text, timestamptz)', 'execute'),
  'anon cannot invite');
-- The local mailbox holds the mails themselves, links included.
select table_privs_are('local_mail', 'messages', 'anon', array[]::text[],
  'anon: no privilege on the kept mails (their links carry tokens)');
select table_privs_are('local_mail', 'messages', 'authenticated', array[]::text[],
  'authenticated: no privilege on the kept mails');

-- Allow: an Admin invites a person of the tenant; only the hash is passed and stored.
select tests.act_as('owner', 'pgtap-a');
select is(
  (select email from app.issue_invitation(tests.fx('a.person.newcomer'), repeat('a', 64), now() + interval '1 day')),
  'new.comer@a.test', 'an Admin invites the newcomer (email bound, lower-case)');
select throws_ok($$ select * from local_auth.one_time_tokens $$, '42501', null,
  'the inviting Admin cannot read the tokens');
select throws_ok($$ delete from local_auth.one_time_tokens $$, '42501', null,
  'nor delete them');
select tests.act_as('manager', 'pgtap-a');
select is(
  (select email from app.issue_invitation(tests.fx('a.person.newcomer'), repeat('b', 64), now() + interval '1 day')),
  'new.comer@a.test', 'a Manager invites too (re-sending)');

-- Deny
select tests.act_as('member', 'pgtap-a');
select throws_ok(
  format('select app.issue_invitation(%s, %L, now() + interval ''1 day'')', tests.fx('a.person.newcomer'), repeat('c', 64)),
  '42501', null, 'a User cannot invite');
select tests.act_as('outsider', 'pgtap-a');
select throws_ok(
  format('select app.issue_invitation(%s, %L, now() + interval ''1 day'')', tests.fx('a.person.newcomer'), repeat('c', 64)),
  '42501', null, 'an Admin of another organisation cannot invite here');
select tests.act_as('owner', 'pgtap-a');
select throws_ok(
  format('select app.issue_invitation(%s, %L, now() + interval ''1 day'')', tests.fx('b.person.newcomer'), repeat('c', 64)),
  'P0002', null, 'a person of another organisation cannot be invited');
select throws_ok(
  format('select app.issue_invitation(%s, %L, now() + interval ''1 day'')', tests.fx('a.person.disabled'), repeat('c', 64)),
  'P0002', null, 'a person who may not sign in cannot be invited');
reset role;
update auth.users set encrypted_password = '$2a$10$abcdefghijklmnopqrstuv' where email = 'colleague@a.test';
select tests.act_as('owner', 'pgtap-a');
select throws_ok(
  format('select app.issue_invitation(%s, %L, now() + interval ''1 day'')', tests.fx('a.person.colleague'), repeat('c', 64)),
  '23505', null, 'an account that signs in with a password is not invited');
select throws_ok(
  format('select app.issue_invitation(%s, %L, now() + interval ''1 day'')', tests.fx('a.person.newcomer'), 'not-a-hash'),
  '23514', null, 'only a SHA-256 hex digest is stored');
set local role anon;
select throws_ok($$ select app.issue_invitation(1, repeat('c', 64), now() + interval '1 day') $$,
  '42501', null, 'anon cannot call it');

reset role;
select is((select count(*)::int from local_auth.one_time_tokens), 1,
  'one invitation: re-sending replaced the first, refusals stored nothing');
select is((select token_hash from local_auth.one_time_tokens), repeat('b', 64),
  'the live invitation is the latest');

select * from finish();
rollback;
