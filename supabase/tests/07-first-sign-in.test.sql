-- First sign-in links a person by email only when the account has confirmed that email
-- (migration 20260103000100): signing up with a colleague's address must not hand over
-- the colleague's person. Accounts here are made by hand; the personas' are confirmed.
begin;
select plan(13);
\ir fixtures/personas.sql

insert into app.people (org_id, people_handle, name, email) values
  (tests.fx('a.org'), 'victim', 'Victim', 'Victim@a.test'),
  (tests.fx('a.org'), 'mixed', 'Mixed', 'MIXED.case@a.test'),
  (tests.fx('a.org'), 'taken', 'Taken', 'taken@a.test');
insert into auth.users (id, aud, role, email, email_confirmed_at) values
  -- Signed up with the victim's address, never confirmed it.
  ('d0000000-0000-4000-8000-000000000001', 'authenticated', 'authenticated', 'victim@a.test', null),
  -- Confirmed its own address; its token claims someone else's.
  ('d0000000-0000-4000-8000-000000000002', 'authenticated', 'authenticated', 'own@a.test', now()),
  ('d0000000-0000-4000-8000-000000000003', 'authenticated', 'authenticated', 'Mixed.Case@a.test', now()),
  -- The account the person "taken" is linked to, and a later confirmed one with its email.
  ('d0000000-0000-4000-8000-000000000004', 'authenticated', 'authenticated', 'old-taken@a.test', now()),
  ('d0000000-0000-4000-8000-000000000005', 'authenticated', 'authenticated', 'taken@a.test', now());
update app.people set auth_user_id = 'd0000000-0000-4000-8000-000000000004'
  where org_id = tests.fx('a.org') and people_handle = 'taken';
insert into tests.fixtures
  select 'a.person.' || people_handle, id from app.people
  where org_id = tests.fx('a.org') and people_handle in ('victim', 'mixed');

-- Deny: an unconfirmed account whose email matches
select tests.act_with('{"sub":"d0000000-0000-4000-8000-000000000001","role":"authenticated","email":"victim@a.test"}', 'pgtap-a');
select is(app.link_person_to_auth_user(), null, 'unconfirmed email: nothing linked');
select is(app.current_person_id(), null, 'unconfirmed email: no member of the tenant');
select is_empty($$ select id from app.people $$, 'unconfirmed email: no row of the tenant is readable');
reset role;
select is((select auth_user_id from app.people where people_handle = 'victim'), null,
  'the person with that email stays unlinked');

-- Deny: a confirmed account whose token carries another address
select tests.act_with('{"sub":"d0000000-0000-4000-8000-000000000002","role":"authenticated","email":"victim@a.test"}', 'pgtap-a');
select is(app.link_person_to_auth_user(), null,
  'a token email that is not the account''s confirmed email links nothing');

-- Deny: a confirmed account cannot take over a person already linked to another one
select tests.act_with('{"sub":"d0000000-0000-4000-8000-000000000005","role":"authenticated","email":"taken@a.test"}', 'pgtap-a');
select is(app.link_person_to_auth_user(), null, 'a person linked to another account is not relinked');
reset role;
select is((select auth_user_id::text from app.people where people_handle = 'taken'),
  'd0000000-0000-4000-8000-000000000004', 'the linked person keeps their account');

-- Allow: the same account once it has confirmed the email
update auth.users set email_confirmed_at = now() where id = 'd0000000-0000-4000-8000-000000000001';
select tests.act_with('{"sub":"d0000000-0000-4000-8000-000000000001","role":"authenticated","email":"victim@a.test"}', 'pgtap-a');
select is(app.link_person_to_auth_user(), tests.fx('a.person.victim'), 'confirmed email: the person is linked');
select is(app.current_person_id(), tests.fx('a.person.victim'), 'confirmed email: a member of the tenant');
select tests.act_with('{"sub":"d0000000-0000-4000-8000-000000000001","role":"authenticated","email":"victim@a.test"}', 'pgtap-b');
select is(app.link_person_to_auth_user(), null, 'confirmed, but no such person in org B: nothing linked');

-- Allow: emails compare without regard to case on all three sides
select tests.act_with('{"sub":"d0000000-0000-4000-8000-000000000003","role":"authenticated","email":"mixed.CASE@A.test"}', 'pgtap-a');
select is(app.link_person_to_auth_user(), tests.fx('a.person.mixed'), 'confirmed email in another case: linked');

-- An account linked before keeps its person even if its confirmation is withdrawn
reset role;
update auth.users set email_confirmed_at = null where email = 'member@a.test';
select tests.act_as('member', 'pgtap-a');
select is(app.link_person_to_auth_user(), tests.fx('a.person.member'), 'a linked account still answers its person');
select is(app.current_person_id(), tests.fx('a.person.member'), 'and is still a member');

select * from finish();
rollback;
