-- The helpers every policy stands on: who the caller is in the requested tenant, the
-- first-sign-in link, and the public login options.
begin;
select plan(41);
\ir fixtures/personas.sql

-- Members of org A, asking for org A
select tests.act_as('owner', 'pgtap-a');
select is(app.current_org_id(), tests.fx('a.org'), 'owner: current_org_id is org A');
select is(app.current_person_id(), tests.fx('a.person.owner'), 'owner: current_person_id is their person');
select is(app.current_user_type(), 'Admin', 'owner: user type Admin');
select ok(app.is_catalogue_manager(), 'owner: is a catalogue manager');

select tests.act_as('manager', 'pgtap-a');
select is(app.current_user_type(), 'Manager', 'manager: user type Manager');
select ok(app.is_catalogue_manager(), 'manager: is a catalogue manager');

select tests.act_as('member', 'pgtap-a');
select is(app.current_org_id(), tests.fx('a.org'), 'member: current_org_id is org A');
select is(app.current_person_id(), tests.fx('a.person.member'), 'member: current_person_id is their person');
select is(app.current_user_type(), 'User', 'member: user type User');
select ok(not app.is_catalogue_manager(), 'member: is not a catalogue manager');

select tests.act_as('member', 'PGTAP-A');
select is(app.current_org_id(), tests.fx('a.org'), 'the tenant prefix is matched case-insensitively');

-- Not a member of the requested tenant, or not allowed in
select tests.act_as('member', 'pgtap-b');
select is(app.current_org_id(), null, 'member of A asking for org B: no org');
select is(app.current_person_id(), null, 'member of A asking for org B: no person');
select is(app.current_user_type(), null, 'member of A asking for org B: no user type');
select ok(not app.is_catalogue_manager(), 'member of A asking for org B: not a manager');

select tests.act_as('outsider', 'pgtap-a');
select is(app.current_org_id(), null, 'admin of B asking for org A: no org');
select ok(not app.is_catalogue_manager(), 'admin of B asking for org A: not a manager there');
select tests.act_as('outsider', 'pgtap-b');
select is(app.current_org_id(), tests.fx('b.org'), 'admin of B asking for org B: org B');

select tests.act_as('disabled', 'pgtap-a');
select is(app.current_org_id(), null, 'a linked person with is_auth_enabled = false is no member');

select tests.act_as('member', '');
select is(app.current_org_id(), null, 'empty tenant: no org');
select tests.act_as('member', 'no-such-tenant');
select is(app.current_org_id(), null, 'unknown tenant: no org');
select tests.act_with('{}', 'pgtap-a');
select is(app.current_org_id(), null, 'no subject in the claims: no org');

-- First sign-in
select tests.act_as('newcomer', 'pgtap-a');
select is(app.current_person_id(), null, 'newcomer: not a member before linking');
select is(app.link_person_to_auth_user(), tests.fx('a.person.newcomer'),
  'newcomer: linked by email, case-insensitively, as a User-type caller');
select is(app.current_person_id(), tests.fx('a.person.newcomer'), 'newcomer: a member after linking');
select is(app.link_person_to_auth_user(), tests.fx('a.person.newcomer'), 'linking again answers the same person');
select tests.act_as('newcomer', 'pgtap-b');
select is(app.link_person_to_auth_user(), null, 'no person with that email in org B: nothing linked');

reset role;
select is((select auth_user_id from app.people where id = tests.fx('b.person.newcomer')), null,
  'org B''s person with a similar email stays unlinked');
insert into app.people (org_id, people_handle, name, email, is_auth_enabled)
  values (tests.fx('a.org'), 'dormant', 'Dormant', 'dormant@a.test', false);
-- Confirmed accounts for the tokens below, so that each refusal is for the reason it names
-- (an unknown or unconfirmed account links nothing anyway). member@a.test belongs to the
-- member persona's account; 07-first-sign-in.test.sql takes over a linked person's email.
insert into auth.users (id, aud, role, email, email_confirmed_at) values
  ('c0000000-0000-4000-8000-000000000002', 'authenticated', 'authenticated', 'dormant@a.test', now()),
  ('c0000000-0000-4000-8000-000000000004', 'authenticated', 'authenticated', 'no-claim@a.test', now());

select tests.act_with('{"sub":"c0000000-0000-4000-8000-000000000001","role":"authenticated","email":"member@a.test"}', 'pgtap-a');
select is(app.link_person_to_auth_user(), null, 'an email whose person is already linked to another account links nothing');
select tests.act_with('{"sub":"c0000000-0000-4000-8000-000000000002","role":"authenticated","email":"dormant@a.test"}', 'pgtap-a');
select is(app.link_person_to_auth_user(), null, 'a person with is_auth_enabled = false is not linked');
select tests.act_with('{"sub":"c0000000-0000-4000-8000-000000000002","role":"authenticated","email":"dormant@a.test"}', 'no-such-tenant');
select is(app.link_person_to_auth_user(), null, 'unknown tenant: nothing linked');
select tests.act_with('{"role":"authenticated","email":"dormant@a.test"}', 'pgtap-a');
select is(app.link_person_to_auth_user(), null, 'no subject: nothing linked');
select tests.act_with('{"sub":"c0000000-0000-4000-8000-000000000004","role":"authenticated"}', 'pgtap-a');
select is(app.link_person_to_auth_user(), null, 'no email claim: nothing linked');

reset role;
select is((select auth_user_id from app.people where people_handle = 'dormant'), null, 'the disabled person stays unlinked');
select is((select auth_user_id::text from app.people where id = tests.fx('a.person.member')),
  'a0000000-0000-4000-8000-000000000003', 'the already linked person keeps their account');

-- Public login options
update app.settings set is_google_auth_enabled = true where org_id = tests.fx('a.org');
set local role anon;
select results_eq(
  $$ select * from app.tenant_login_options('pgtap-a') $$,
  $$ values ('Org A'::text, true, true, false) $$,
  'anon reads the login options of a tenant');
select is_empty($$ select * from app.tenant_login_options('no-such-tenant') $$, 'unknown tenant: no row');
select is_empty($$ select * from app.tenant_login_options(null) $$, 'null tenant: no row');
select throws_ok('select app.current_org_id()', '42501', null, 'anon may not call the member helpers');
select throws_ok('select * from app.people', '42501', null, 'anon may not read app tables');
reset role;

-- updated_at
update app.processes set updated_at = '2000-01-01', name = 'Renamed' where id = tests.fx('a.process');
select is((select updated_at from app.processes where id = tests.fx('a.process')), now(),
  'an update stamps updated_at, whatever the statement set');

select * from finish();
rollback;
