-- app.request_caller() (migration 20260104000300): one statement sets the request's
-- claims and tenant, checks the token's session in auth.sessions, finds (or links) the
-- caller and reads the sign-in methods; the API then takes the role from its row.
begin;
select plan(16);
\ir fixtures/personas.sql

insert into auth.sessions (id, user_id, not_after) values
  ('5e000000-0000-4000-8000-000000000001', 'a0000000-0000-4000-8000-000000000001', null),
  ('5e000000-0000-4000-8000-000000000002', 'a0000000-0000-4000-8000-000000000001', now() - interval '1 minute'),
  ('5e000000-0000-4000-8000-000000000003', 'a0000000-0000-4000-8000-000000000006', now() + interval '1 hour'),
  ('5e000000-0000-4000-8000-000000000004', 'b0000000-0000-4000-8000-000000000001', null);

create function tests.claims(uid text, session text, email text default 'owner@a.test')
returns text language sql as $$
  select jsonb_strip_nulls(jsonb_build_object('sub', uid, 'role', 'authenticated',
    'email', email, 'session_id', session))::text
$$;

-- Allow: a live session of a linked member
select results_eq(
  $$ select session_live, org_id, person_id, user_type, is_email_auth_enabled, db_role
     from app.request_caller(tests.claims('a0000000-0000-4000-8000-000000000001',
                                          '5e000000-0000-4000-8000-000000000001'), 'pgtap-a') $$,
  $$ values (true, tests.fx('a.org'), tests.fx('a.person.owner'), 'Admin'::text, true, 'authenticated'::text) $$,
  'a live session: the member, the sign-in methods and the role to take');
select is(current_setting('app.tenant'), 'pgtap-a', 'the tenant is set for the transaction');
select is(auth.uid(), 'a0000000-0000-4000-8000-000000000001'::uuid, 'the claims are set for the transaction');
select is(
  (select set_config('role', c.db_role, true) || ':' || current_user
   from app.request_caller(tests.claims('a0000000-0000-4000-8000-000000000001',
                                        '5e000000-0000-4000-8000-000000000001'), 'pgtap-a') c),
  'authenticated:authenticated', 'the outer select takes the role from the row');
select is(app.current_org_id(), tests.fx('a.org'), 'the policies'' helpers see the caller afterwards');
reset role;

-- Deny: sessions that are not live, and tokens without one
select results_eq(
  $$ select session_live, org_id from app.request_caller(
       tests.claims('a0000000-0000-4000-8000-000000000001', '5e000000-0000-4000-8000-0000000000ff'), 'pgtap-a') $$,
  $$ values (false, null::bigint) $$, 'an ended (deleted) session: not live, no member');
select results_eq(
  $$ select session_live, org_id from app.request_caller(
       tests.claims('a0000000-0000-4000-8000-000000000001', '5e000000-0000-4000-8000-000000000002'), 'pgtap-a') $$,
  $$ values (false, null::bigint) $$, 'a session past not_after: not live');
select results_eq(
  $$ select session_live, org_id from app.request_caller(
       tests.claims('a0000000-0000-4000-8000-000000000001', '5e000000-0000-4000-8000-000000000004'), 'pgtap-a') $$,
  $$ values (false, null::bigint) $$, 'another account''s session: not live');
select results_eq(
  $$ select session_live, org_id from app.request_caller(
       tests.claims('a0000000-0000-4000-8000-000000000001', null), 'pgtap-a') $$,
  $$ values (false, null::bigint) $$, 'no session_id: not live');
select results_eq(
  $$ select session_live, org_id from app.request_caller(
       tests.claims('a0000000-0000-4000-8000-000000000001', 'x'' or true --'), 'pgtap-a') $$,
  $$ values (false, null::bigint) $$, 'a malformed session_id: not live, no error');
select results_eq(
  $$ select count(*)::int from app.request_caller(
       tests.claims('a0000000-0000-4000-8000-000000000001', null), 'pgtap-a') $$,
  $$ values (1) $$, 'always one row, so the role is always taken');

-- Deny: a live session of someone who is no member of the tenant
select results_eq(
  $$ select session_live, org_id from app.request_caller(
       tests.claims('b0000000-0000-4000-8000-000000000001', '5e000000-0000-4000-8000-000000000004',
                    'outsider@b.test'), 'pgtap-a') $$,
  $$ values (true, null::bigint) $$, 'live session, other tenant: no member');

-- First sign-in links by confirmed email, in the same statement; not when the session is dead
select results_eq(
  $$ select org_id, person_id from app.request_caller(
       tests.claims('a0000000-0000-4000-8000-000000000006', '5e000000-0000-4000-8000-0000000000ff',
                    'new.comer@a.test'), 'pgtap-a') $$,
  $$ values (null::bigint, null::bigint) $$, 'dead session: nobody linked');
select is((select auth_user_id from app.people where id = tests.fx('a.person.newcomer')), null,
  'the newcomer stays unlinked');
select results_eq(
  $$ select org_id, person_id from app.request_caller(
       tests.claims('a0000000-0000-4000-8000-000000000006', '5e000000-0000-4000-8000-000000000003',
                    'new.comer@a.test'), 'pgtap-a') $$,
  $$ values (tests.fx('a.org'), tests.fx('a.person.newcomer')) $$, 'live session: linked and found');

-- Only the API's roles may call it
select ok(not has_function_privilege('anon', 'app.request_caller(text, text)', 'execute'),
  'anon may not call it');

select * from finish();
rollback;
