-- app.processes_matching_text: the security definer pre-filter of the processes list's
-- text search. It reads as the table owner, so it must scope by the caller's
-- organisation itself: a member finds their organisation's processes only, anyone who is
-- not an enabled member of the requested tenant finds nothing, and anon may not call it.
begin;
select plan(9);
\ir fixtures/personas.sql

select tests.act_as('member', 'pgtap-a');
select results_eq($$ select app.processes_matching_text('%books%') $$,
  format('values (%s::bigint)', tests.fx('a.process')),
  'member of A: finds A''s process by name');
select results_eq($$ select app.processes_matching_text('%ops1%') $$,
  format('values (%s::bigint)', tests.fx('a.process')),
  'member of A: finds it by handle, case-insensitively');
select is_empty($$ select app.processes_matching_text('%payroll%') $$,
  'member of A: no match, no rows');

select tests.act_as('outsider', 'pgtap-b');
select results_eq($$ select app.processes_matching_text('%books%') $$,
  format('values (%s::bigint)', tests.fx('b.process')),
  'admin of B: finds B''s look-alike process only');

select tests.act_as('member', 'pgtap-b');
select is_empty($$ select app.processes_matching_text('%%') $$,
  'member of A asking for tenant B: nothing');

select tests.act_as('disabled', 'pgtap-a');
select is_empty($$ select app.processes_matching_text('%%') $$,
  'a disabled person: nothing');

select tests.act_with('{"role": "authenticated"}'::jsonb, 'pgtap-a');
select is_empty($$ select app.processes_matching_text('%%') $$,
  'a token without a user: nothing');

reset role;
select ok(not has_function_privilege('anon', 'app.processes_matching_text(text)', 'execute'),
  'anon may not call it');
select ok(has_function_privilege('authenticated', 'app.processes_matching_text(text)', 'execute'),
  'authenticated may call it');

select * from finish();
rollback;
