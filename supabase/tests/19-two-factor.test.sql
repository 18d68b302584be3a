-- Two-factor (migration 20260112000200): people's second factors live in the auth
-- service's auth.mfa_factors, which the API role cannot read; two security-definer
-- functions show and remove them within the caller's organisation only, and
-- app.request_caller() reads the organisation's two-factor rule with the caller.
begin;
select plan(12);
\ir fixtures/personas.sql

insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
values
  ('f0000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000003', 'Phone', 'totp', 'verified', now(), now(), 'S1'),
  ('f0000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000004', 'Phone', 'totp', 'unverified', now(), now(), 'S2'),
  ('f0000000-0000-4000-8000-000000000003', 'b0000000-0000-4000-8000-000000000002', 'Phone', 'totp', 'verified', now(), now(), 'S3');
insert into auth.sessions (id, user_id, aal, factor_id) values
  ('5e000000-0000-4000-8000-000000000011', 'a0000000-0000-4000-8000-000000000003', 'aal2', 'f0000000-0000-4000-8000-000000000001'),
  ('5e000000-0000-4000-8000-000000000012', 'a0000000-0000-4000-8000-000000000001', null, null);
insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method) values
  (gen_random_uuid(), '5e000000-0000-4000-8000-000000000011', now(), now(), 'totp');

-- The organisation's rule comes with the caller, in the same statement.
update app.settings set is_two_factor_required = true where org_id = tests.fx('a.org');
select results_eq(
  $$ select is_two_factor_required from app.request_caller(
       json_build_object('sub', 'a0000000-0000-4000-8000-000000000001', 'role', 'authenticated',
                         'session_id', '5e000000-0000-4000-8000-000000000012')::text, 'pgtap-a') $$,
  $$ values (true) $$, 'request_caller: the organisation''s two-factor rule');
reset role;

select tests.act_as('owner', 'pgtap-a');
select throws_ok($$ select count(*) from auth.mfa_factors $$, '42501', null,
  'the API role cannot read the factors themselves');
select results_eq(
  $$ select * from app.people_with_two_factor(array[tests.fx('a.person.member'),
       tests.fx('a.person.colleague'), tests.fx('b.person.b-user')]) $$,
  $$ values (tests.fx('a.person.member')) $$,
  'an Admin sees who has a verified factor, in their own organisation only');
reset role;

select tests.act_as('manager', 'pgtap-a');
select results_eq(
  $$ select * from app.people_with_two_factor(array[tests.fx('a.person.member')]) $$,
  $$ values (tests.fx('a.person.member')) $$, 'so does a Manager');
select is(app.remove_person_two_factor(tests.fx('a.person.member')), null::integer,
  'a Manager removes nothing');
reset role;

select tests.act_as('member', 'pgtap-a');
select is_empty(
  $$ select * from app.people_with_two_factor(array[tests.fx('a.person.member')]) $$,
  'a User learns nothing');
select is(app.remove_person_two_factor(tests.fx('a.person.colleague')), null::integer,
  'a User removes nothing');
reset role;

select tests.act_as('owner', 'pgtap-a');
select is(app.remove_person_two_factor(tests.fx('b.person.b-user')), null::integer,
  'another organisation''s person is not the Admin''s to touch');
select is(app.remove_person_two_factor(tests.fx('a.person.member')), 1,
  'an Admin removes a person''s factors');
reset role;

select is((select count(*)::int from auth.mfa_factors
           where user_id = 'b0000000-0000-4000-8000-000000000002'), 1,
  'the other organisation''s factor is still there');
select results_eq(
  $$ select aal::text, factor_id from auth.sessions where id = '5e000000-0000-4000-8000-000000000011' $$,
  $$ values ('aal1'::text, null::uuid) $$, 'the person''s raised session drops to aal1');
select is_empty(
  $$ select 1 from auth.mfa_amr_claims where session_id = '5e000000-0000-4000-8000-000000000011' $$,
  'and loses its second-factor claim');

select * from finish();
rollback;
